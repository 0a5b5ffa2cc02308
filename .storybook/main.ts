import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/storefront/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Essentials (controls, actions, viewport, backgrounds) are built into Storybook 10; the docs addon
  // renders the autodocs pages (preview.tsx tags every story). No addons that need the network.
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // The workspace root declares what .storybook imports (React, the SDK packages), so modules resolve as
  // they do in the packages; only the React plugin (automatic JSX runtime) is added, as there is no root
  // vite.config.ts.
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), react()] }),
};

export default config;

import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/storefront/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Essentials (controls, actions, viewport, backgrounds) are built into Storybook 10; no addons
  // that need the network.
  addons: [],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => {
    // .storybook/ sits outside every workspace package, so what it imports is mapped to the very
    // files the packages resolve to: the workspace sources and the one React copy of packages/ui.
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = [
      ...(Array.isArray(viteConfig.resolve.alias) ? viteConfig.resolve.alias : []),
      { find: /^@ranzen\/sdk-core$/, replacement: fromRoot('packages/sdk-core/src/index.ts') },
      { find: /^@ranzen\/sdk-react$/, replacement: fromRoot('packages/sdk-react/src/index.ts') },
      { find: 'react', replacement: realpathSync(fromRoot('packages/ui/node_modules/react')) },
      { find: 'react-dom', replacement: realpathSync(fromRoot('packages/ui/node_modules/react-dom')) },
    ];
    // There is no root vite.config.ts, so the React plugin (automatic JSX runtime) is added here.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), react()];
    return viteConfig;
  },
};

export default config;

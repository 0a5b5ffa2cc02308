import { sdkPackageBuild } from '../../tsup.config.base';

// Component CSS Modules are scoped by esbuild and joined with the design tokens and base styles into
// dist/styles.css, the one stylesheet a host imports (`@ranzen/ui/styles.css`, decision 0015);
// `storybook` is the decorator entry for other teams' Storybooks.
export default sdkPackageBuild({
  entries: { index: 'src/index.ts', 'storybook/index': 'src/storybook/index.tsx' },
  stylesheet: {
    global: { 'styles/tokens': 'src/styles/tokens.css', 'styles/base': 'src/styles/base.css' },
  },
});

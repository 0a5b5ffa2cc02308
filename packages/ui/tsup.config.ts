import { sdkPackageBuild } from '../../tsup.config.base';

// Component CSS Modules are scoped by esbuild and emitted as dist/index.css (the "./styles.css" export);
// the design tokens and base styles are global stylesheets of their own; `storybook` is the decorator
// entry for other teams' Storybooks.
export default sdkPackageBuild({
  entry: {
    index: 'src/index.ts',
    'storybook/index': 'src/storybook/index.tsx',
    'styles/tokens': 'src/styles/tokens.css',
    'styles/base': 'src/styles/base.css',
  },
  loader: { '.module.css': 'local-css' },
});

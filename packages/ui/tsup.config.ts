import { sdkPackageBuild } from '../../tsup.config.base';

// Component CSS Modules are scoped by esbuild and emitted as dist/index.css (the "./styles.css" export);
// the design tokens and base styles are global stylesheets of their own.
export default sdkPackageBuild({
  entry: {
    index: 'src/index.ts',
    'styles/tokens': 'src/styles/tokens.css',
    'styles/base': 'src/styles/base.css',
  },
  loader: { '.module.css': 'local-css' },
});

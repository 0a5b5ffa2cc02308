import { sdkPackageBuild } from '../../tsup.config.base';

// Component CSS Modules are scoped by esbuild and joined with the design tokens and base styles into
// dist/styles.css, the one stylesheet a host imports (`@ranzen/ui/styles.css`, decision 0015).
export default sdkPackageBuild({
  entries: { index: 'src/index.ts' },
  stylesheet: {
    global: { 'styles/tokens': 'src/styles/tokens.css', 'styles/base': 'src/styles/base.css' },
  },
});

import { sdkPackageBuild } from '../../tsup.config.base';

// One entry per public subpath: pages and routes, the Node server, the browser entry, the Vite config.
// The pages' CSS Modules are scoped and joined into dist/styles.css (`@ranzen/storefront/styles.css`,
// decision 0015).
export default sdkPackageBuild({
  entries: {
    index: 'src/index.ts',
    'server/index': 'src/server/index.ts',
    'client/index': 'src/client/index.ts',
    'vite/index': 'src/vite/index.ts',
  },
  stylesheet: {},
});

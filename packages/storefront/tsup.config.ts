import { sdkPackageBuild } from '../../tsup.config.base';

// One entry per public subpath: pages and routes, the Node server, the browser entry, the Vite config.
export default sdkPackageBuild({
  entry: {
    index: 'src/index.ts',
    'server/index': 'src/server/index.ts',
    'client/index': 'src/client/index.ts',
    'vite/index': 'src/vite/index.ts',
  },
  loader: { '.css': 'local-css' },
  // Build tools are the app's devDependencies, never bundled.
  external: ['vite', '@vitejs/plugin-react'],
});

import { sdkPackageBuild } from '../../tsup.config.base';

// One entry per package.json export: the server-safe subpaths build without Apollo Client or XState.
export default sdkPackageBuild({
  entry: {
    index: 'src/index.ts',
    store: 'src/store/index.ts',
    rules: 'src/rules/index.ts',
    i18n: 'src/i18n/messages.ts',
    routes: 'src/routes/index.ts',
  },
});

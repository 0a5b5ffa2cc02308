import { sdkPackageBuild } from '../../tsup.config.base';

// One entry per package.json export, every module its own file: the server-safe subpaths (store, rules,
// i18n, routes) load neither Apollo Client nor XState, and a host's bundler splits the machines off
// as the workspace does (decision 0015).
export default sdkPackageBuild({
  entries: {
    index: 'src/index.ts',
    'client/index': 'src/client/index.ts',
    'graphql/generated': 'src/graphql/generated.ts',
    'machines/index': 'src/machines/index.ts',
    'rules/index': 'src/rules/index.ts',
    'store/index': 'src/store/index.ts',
    'i18n/messages': 'src/i18n/messages.ts',
    'routes/index': 'src/routes/index.ts',
  },
  preserveModules: true,
});

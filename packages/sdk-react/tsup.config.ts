import { sdkPackageBuild } from '../../tsup.config.base';

// Two public entries: the bindings and `@ranzen/sdk-react/testing` (test provider and fixtures). Every
// module is its own file, so the machines' dynamic import()s split in the host's bundle as they do in
// the workspace (decision 0015).
export default sdkPackageBuild({
  entries: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  preserveModules: true,
});

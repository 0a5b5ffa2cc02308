import { sdkPackageBuild } from '../../tsup.config.base';

// Every module its own file, so the machines' dynamic import()s split in the host's bundle as they
// do in the workspace (decision 0014).
export default sdkPackageBuild({ entries: { index: 'src/index.ts' }, preserveModules: true });

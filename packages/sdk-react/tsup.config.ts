import { sdkPackageBuild } from '../../tsup.config.base';

// Two public entries: the bindings and `@ranzen/sdk-react/testing` (test provider and fixtures).
export default sdkPackageBuild({ entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' } });

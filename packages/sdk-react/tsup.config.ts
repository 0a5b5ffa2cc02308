import { sdkPackageBuild } from '../../tsup.config.base';

export default sdkPackageBuild();

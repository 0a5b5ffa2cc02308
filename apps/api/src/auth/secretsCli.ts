// `pnpm --silent --filter @ranzen/api secrets`: prints the secrets the API runs with as environment lines
// (RANZEN_API_CLIENT_ID=..., RANZEN_API_CLIENT_SECRET=..., RANZEN_API_SECRET=...), generating the
// development ones into the data folder on first use. `pnpm start` (scripts/shop.mjs) hands the client
// secret to the storefront servers this way. Run it with the API's environment (RANZEN_DATA_DIR).
import { DEFAULT_DATA_DIR } from '../server';
import { CLIENT_ID_VARIABLE, loadAuthConfig, MissingSecretsError, SECRET_VARIABLES } from './secrets';

try {
  const config = await loadAuthConfig(process.env.RANZEN_DATA_DIR || DEFAULT_DATA_DIR);
  console.log(`${CLIENT_ID_VARIABLE}=${config.clientId}`);
  console.log(`${SECRET_VARIABLES.clientSecret}=${config.clientSecret}`);
  console.log(`${SECRET_VARIABLES.signingSecret}=${config.signingSecret}`);
} catch (error) {
  if (!(error instanceof MissingSecretsError)) throw error;
  console.error(error.message);
  process.exit(1);
}

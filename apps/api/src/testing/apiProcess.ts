// The API as its own process for shutdown and crash tests (gracefulShutdown.test.ts): what main.ts runs,
// with the test harness's small seed and one eager image format so that it starts in seconds.
// Env: RANZEN_DATA_DIR (required), DATABASE_URL (PGlite in RANZEN_DATA_DIR when unset), as main.ts.
// Prints "listening on <url>" once it serves.
import { shutDownOnSignals } from '../gracefulShutdown';
import { startApi } from '../server';
import { TEST_EAGER_IMAGE_FORMATS } from './seedTemplates';
import { TEST_SECRETS, TEST_SEED_PRODUCTS } from './testApi';

const dataDir = process.env.RANZEN_DATA_DIR;
if (!dataDir) throw new Error('RANZEN_DATA_DIR is required');
const api = await startApi({
  port: 0,
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  seedProducts: TEST_SEED_PRODUCTS,
  eagerImageFormats: TEST_EAGER_IMAGE_FORMATS,
  auth: TEST_SECRETS,
});
const log = (message: string) => console.log(`[api] ${message}`);
log(`listening on ${api.url}`);
shutDownOnSignals(() => api.close(), log);

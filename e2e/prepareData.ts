// `tsx e2e/prepareData.ts <folder>`: seeds the end-to-end stack's data folder (database, every image
// format, media) as the stack's API would on its first start. `pnpm test` runs it beside the unit tests
// and passes the folder to the end-to-end stage in RANZEN_E2E_PREPARED_DATA, whose API then starts on a
// copy without seeding (docs/decisions/0013-seed-once-per-test-run.md).
import { rmSync } from 'node:fs';
import { startApi, TEST_SECRETS } from '@ranzen/api/testing';
import { E2E_SEED_PRODUCTS } from './ports';

const [folder] = process.argv.slice(2);
if (!folder) throw new Error('usage: tsx e2e/prepareData.ts <folder>');
rmSync(folder, { recursive: true, force: true });
const api = await startApi({
  port: 0,
  dataDir: folder,
  seedProducts: E2E_SEED_PRODUCTS,
  auth: TEST_SECRETS,
  limits: { rateLimits: false },
  mail: { sender: null, devOutboxPage: false },
});
await api.close();
console.log(`seeded ${E2E_SEED_PRODUCTS} products with every image format in ${folder}`);

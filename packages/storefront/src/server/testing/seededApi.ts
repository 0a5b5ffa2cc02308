// The real shop API for the storefront server's integration tests: on a copy of the test run's seeded
// data (`seededData` of @ranzen/api/testing, docs/decisions/0013-seed-once-per-test-run.md), so a test
// file's API starts without seeding. With DATABASE_URL the copy is a PostgreSQL database of its own, as
// the API's tests get: PGlite's queries run in the test worker and cost the run 55–70 CPU seconds more
// (docs/decisions/0032-test-command-within-budget.md); without it, PGlite in the copied folder.
import {
  type RunningApi,
  type StartApiOptions,
  seededData,
  startApi,
  TEST_SECRETS,
} from '@ranzen/api/testing';

/** What the storefront server authenticates with at the test API. */
export const API_CREDENTIALS = { clientId: TEST_SECRETS.clientId, clientSecret: TEST_SECRETS.clientSecret };

export interface SeededApi {
  readonly api: RunningApi;
  stop(): Promise<void>;
}

/**
 * Starts the API on its own copy of the seed of `seedProducts` products; `options` as startApi takes them.
 * Rate limits count in the API's memory unless `options` say otherwise: with REDIS_URL set they would
 * share one budget per address (all of these tests come from 127.0.0.1) with every other test file
 * running at the same time. The response cache stays in memory for the same reason (each file has its
 * own database).
 */
export async function startSeededApi(
  seedProducts: number,
  options: Omit<StartApiOptions, 'dataDir' | 'databaseUrl' | 'seedProducts'> = {},
): Promise<SeededApi> {
  const data = await seededData(seedProducts, process.env.DATABASE_URL);
  const api = await startApi({
    port: 0,
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    seedProducts,
    eagerImageFormats: [],
    auth: TEST_SECRETS,
    limits: { rateLimits: {} },
    responseCache: {},
    ...options,
  });
  return {
    api,
    async stop() {
      await api.close();
      await data.remove();
    },
  };
}

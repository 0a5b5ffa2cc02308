// PostgreSQL's statement timeout (DESIGN §7 "Every request has a cost and time budget (… statement
// timeouts)"): connections that serve requests end any statement after STATEMENT_TIMEOUT_MS, while
// migrations and the seed run without a limit. PGlite has no statement timer (docs/request-limits.md), so
// this needs DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStatementTimeout, maskStatementTimeouts, REQUEST_TIMEOUT } from '../requestCost/timeBudget';
import { startTestApi, type TestApi } from '../testing/testApi';
import { type Db, openDatabase, resultRows, STATEMENT_TIMEOUT_MS } from './client';

async function statementTimeout(db: Db): Promise<unknown> {
  return resultRows(await db.execute(sql`show statement_timeout`))[0]?.statement_timeout;
}

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'statement timeout on PostgreSQL (needs DATABASE_URL)',
  () => {
    let harness: TestApi;

    beforeAll(async () => {
      harness = await startTestApi();
    });

    afterAll(async () => {
      await harness?.stop();
    });

    it('serves requests with the statement timeout', async () => {
      expect(await statementTimeout(harness.api.db)).toBe(`${STATEMENT_TIMEOUT_MS / 1000}s`);
    });

    it('runs migrations and the seed without it, and ends a statement that outlasts it', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'ranzen-timeout-'));
      const setup = await openDatabase({ dataDir, databaseUrl: harness.databaseUrl });
      expect(await statementTimeout(setup.db)).toBe('0');
      const serving = await setup.forServing(50);
      try {
        const ended = await serving.db.execute(sql`select pg_sleep(5)`).then(
          () => null,
          (error: unknown) => error,
        );
        expect(isStatementTimeout(ended)).toBe(true);
        // The API answers such a statement like an exhausted time budget.
        const answer = maskStatementTimeouts(new GraphQLError('x', { originalError: ended as Error }), 'x');
        expect(answer).toMatchObject({ extensions: { code: REQUEST_TIMEOUT, http: { status: 503 } } });
      } finally {
        await serving.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  },
);

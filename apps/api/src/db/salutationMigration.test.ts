// Migration 0023 (shopping §3 customer fields: the account salutation takes the address forms' keys):
// salutations stored as words before become their keys, other free text is dropped. The statements run
// again on rows written as an older API stored them.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type OpenedDatabase, openDatabase } from './client';
import { customers, users } from './schema';

const MIGRATION = join(MIGRATIONS_FOLDER, '0023_account_salutation_keys.sql');
/** drizzle-kit's separator between a migration's statements. */
const BREAKPOINT = '--> statement-breakpoint';

/** Stored before → after the migration. */
const CASES: readonly (readonly [string | null, string | null])[] = [
  ['Frau', 'ms'],
  [' herr ', 'mr'],
  ['Divers', 'diverse'],
  ['ms', 'ms'],
  ['Dr.', null],
  [null, null],
];

describe("migration 0023: account salutations become the address forms' keys", () => {
  let dataDir: string;
  let database: OpenedDatabase;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ranzen-salutation-'));
    database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  });

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('maps the German and English words to ms, mr and diverse and drops any other text', async () => {
    const rows = CASES.map(([salutation]) => {
      const userId = randomUUID();
      return {
        userId,
        kind: 'consumer' as const,
        email: `${userId}@ranzen.test`,
        salutation,
        firstName: 'A',
        lastName: 'B',
      };
    });
    const { db } = database;
    await db
      .insert(users)
      .values(rows.map((row) => ({ id: row.userId, kind: 'customer', email: row.email })));
    await db.insert(customers).values(rows);
    const statements = (await readFile(MIGRATION, 'utf8')).split(BREAKPOINT);
    for (const statement of statements) await db.execute(sql.raw(statement));
    const after = await db
      .select({ userId: customers.userId, salutation: customers.salutation })
      .from(customers)
      .where(
        inArray(
          customers.userId,
          rows.map((row) => row.userId),
        ),
      );
    const byUser = new Map(after.map((row) => [row.userId, row.salutation]));
    expect(rows.map((row) => byUser.get(row.userId))).toEqual(CASES.map(([, expected]) => expected));
  });
});

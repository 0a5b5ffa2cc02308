// Opens the database: PGlite in a data folder by default, PostgreSQL through `pg` when a URL is given
// (DESIGN §3 "Database"). Both run the same committed drizzle-kit migrations on open.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SoleConnection } from './soleConnection';

/** The driver-independent database handle every service takes. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * The database for serving requests, once migrations and the seed are done: on PostgreSQL this pool is
   * closed and replaced by one whose connections end any statement after `statementTimeoutMs` (DESIGN §7
   * "statement timeouts"); PGlite is returned as it is (it has no statement timer, docs/request-limits.md).
   */
  forServing(statementTimeoutMs?: number): Promise<OpenedDatabase>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  /** Folder for PGlite's files (ignored when databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL connections in the pool (default 10); benchmarks raise it to put many buyers in flight. */
  poolSize?: number;
}

/**
 * Memory a query step may use before it spills to temporary files (PostgreSQL's default is 4 MB). A listing
 * keeps its hits (the narrow listing rows of a whole category or broad search) in memory for the page and
 * every facet count; 32 MB holds the largest category of a 100,000-product catalogue (issue 4 benchmark).
 */
const WORK_MEM = '32MB';

/**
 * The longest a single statement may run while serving requests; shorter than the request time budget
 * (REQUEST_TIME_BUDGET_MS, 10 s), so a slow query ends before its request is answered 503.
 */
export const STATEMENT_TIMEOUT_MS = 8_000;

/** A PostgreSQL pool; without a statement timeout for migrations and the seed, with one for serving. */
function openPostgres(
  url: string,
  poolSize: number,
  statementTimeoutMs: number | null,
): OpenedDatabase & { db: NodePgDatabase } {
  const timeout = statementTimeoutMs === null ? '' : ` -c statement_timeout=${statementTimeoutMs}`;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c work_mem=${WORK_MEM}${timeout}`,
  });
  // An idle pooled connection can be cut by the server (restart, failover, admin termination). pg
  // drops that client from the pool and emits 'error'; unhandled, that event would crash the API.
  pool.on('error', (error) => console.error(`[api] idle database connection closed: ${error.message}`));
  return {
    db: drizzleNodePg({ client: pool }),
    kind: 'postgres',
    close: () => pool.end(),
    async forServing(servingTimeoutMs = STATEMENT_TIMEOUT_MS) {
      await pool.end();
      return openPostgres(url, poolSize, servingTimeoutMs);
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const opened = openPostgres(options.databaseUrl, options.poolSize ?? 10, null);
    await migrateNodePg(opened.db, { migrationsFolder: MIGRATIONS_FOLDER });
    return opened;
  }
  const folder = join(options.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const client = new SoleConnection(folder, { extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  await client.exec(`set work_mem = '${WORK_MEM}'`);
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const opened: OpenedDatabase = {
    db,
    kind: 'pglite',
    close: () => client.close(),
    forServing: async () => opened,
  };
  return opened;
}

/** Both drivers answer `execute` with `{ rows }`; read it without trusting its type. */
export function resultRows(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('Unexpected database result.');
  }
  return result.rows;
}

/**
 * `column = any($1)` for a text column: the values travel as one array parameter. For id lists (60 on a
 * page of cards, 2,000 in a seed batch), building, sending and planning one parameter per id (`inArray`)
 * costs more than the lookup.
 */
export function anyOf(column: AnyPgColumn<{ data: string }>, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::text[])`;
}

// The catalogue version a shared cache entry belongs to (issue 22 item 1). Two parts, both read in one
// statement from the database every instance shares:
//   - catalogue_state.version, raised at commit by every write to a catalogue, price, stock, review or CMS
//     table (db/schema/catalogueState.ts, migration 0039_catalogue_version);
//   - how many lightning deal starts and ends lie in the past: a deal starting or ending is a change of the
//     product and its cards that no write makes (catalog/catalogService.ts loadActiveDeals).
// On PostgreSQL requests share the read (catalogueVersionReader): each gets one that started after it came,
// so a write committed before a request shows on it, while under load the database answers one select per
// round trip. On PGlite every write runs through this process's one connection, so the version read is
// held until another statement finishes there or the next deal start or end comes (decision 0030).
import { freshSharedReads } from '@ranzen/sdk-core/rules';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, resultRows } from '../db/client';
import { catalogueState, lightningDeals } from '../db/schema';
import { heldBetweenStatements, type SoleConnection, soleConnectionOf } from '../db/soleConnection';

const MISSING_ROW = 'catalogue_state has no row (migration 0039_catalogue_version inserts it)';

interface CatalogueState {
  /** catalogue_state.version alone: what changes with a write. */
  readonly writeVersion: bigint;
  /** The write version and the deal starts and ends that lie in the past, as the caches key it. */
  readonly version: string;
  /** When the next deal start or end comes (milliseconds since the epoch; infinite when none is ahead). */
  readonly nextDealBoundary: number;
}

const STATE_SQL = sql`select ${catalogueState.version}::text as "writeVersion",
  (select count(*) from ${lightningDeals} where ${lightningDeals.startsAt} <= now())
    + (select count(*) from ${lightningDeals} where ${lightningDeals.endsAt} < now()) as "dealBoundaries",
  extract(epoch from least(
    (select min(${lightningDeals.startsAt}) from ${lightningDeals} where ${lightningDeals.startsAt} > now()),
    (select min(${lightningDeals.endsAt}) from ${lightningDeals} where ${lightningDeals.endsAt} >= now())
  )) * 1000 as "nextDealBoundary"
  from ${catalogueState}`;
const STATE = new PgDialect().sqlToQuery(STATE_SQL);

function stateFrom(rows: readonly Record<string, unknown>[]): CatalogueState {
  const [row] = rows;
  if (!row) throw new Error(MISSING_ROW);
  const writeVersion = BigInt(String(row.writeVersion));
  const boundary = row.nextDealBoundary;
  return {
    writeVersion,
    version: `${writeVersion}.${Number(row.dealBoundaries)}`,
    nextDealBoundary: boundary === null ? Number.POSITIVE_INFINITY : Number(boundary),
  };
}

/** The catalogue state held in memory per PGlite connection, shared by every reader of that connection. */
const heldStates = new WeakMap<SoleConnection, () => Promise<CatalogueState>>();

function heldState(connection: SoleConnection): () => Promise<CatalogueState> {
  let state = heldStates.get(connection);
  if (!state) {
    state = heldBetweenStatements(
      async () =>
        stateFrom((await connection.readUncounted<Record<string, unknown>>(STATE.sql, STATE.params)).rows),
      () => connection.statementsFinished,
      (read) => read.nextDealBoundary,
    );
    heldStates.set(connection, state);
  }
  return state;
}

/** catalogue_state.version alone: what changes with a write (lookups that no deal start or end changes). */
export async function readCatalogueWriteVersion(db: Db): Promise<bigint> {
  const connection = soleConnectionOf(db);
  if (connection) return (await heldState(connection)()).writeVersion;
  const [row] = await db.select({ version: catalogueState.version }).from(catalogueState);
  if (!row) throw new Error(MISSING_ROW);
  return row.version;
}

/** The version as the database tells it after the call (PostgreSQL: one read shared by a round trip's calls). */
export function catalogueVersionReader(db: Db): () => Promise<string> {
  const connection = soleConnectionOf(db);
  if (connection) {
    const state = heldState(connection);
    return async () => (await state()).version;
  }
  return freshSharedReads(async () => stateFrom(resultRows(await db.execute(STATE_SQL))).version);
}

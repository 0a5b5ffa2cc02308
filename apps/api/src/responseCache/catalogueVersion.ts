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
import type { Db } from '../db/client';
import { catalogueState, lightningDeals } from '../db/schema';
import { heldBetweenStatements, type SoleConnection, soleConnectionOf } from '../db/soleConnection';

const MISSING_ROW = 'catalogue_state has no row (migration 0039_catalogue_version inserts it)';

interface CatalogueVersion {
  /** catalogue_state.version alone: what changes with a write. */
  readonly writeVersion: bigint;
  /** The write version and the deal starts and ends that lie in the past, as the caches key it. */
  readonly version: string;
}

/** What PGlite holds: the version until the next deal start or end (ms since the epoch; infinite if none). */
interface HeldVersion extends CatalogueVersion {
  readonly nextDealBoundary: number;
}

/** The version's two parts, as PostgreSQL and PGlite read them. */
const WRITE_VERSION = sql<string>`${catalogueState.version}::text`;
const DEAL_BOUNDARIES = sql<number>`(select count(*) from ${lightningDeals} where ${lightningDeals.startsAt} <= now())
  + (select count(*) from ${lightningDeals} where ${lightningDeals.endsAt} < now())`;
const VERSION_COLUMNS = sql`${WRITE_VERSION} as "writeVersion", ${DEAL_BOUNDARIES} as "dealBoundaries"`;

const READ_HELD_VERSION = new PgDialect().sqlToQuery(sql`select ${VERSION_COLUMNS},
  extract(epoch from least(
    (select min(${lightningDeals.startsAt}) from ${lightningDeals} where ${lightningDeals.startsAt} > now()),
    (select min(${lightningDeals.endsAt}) from ${lightningDeals} where ${lightningDeals.endsAt} >= now())
  )) * 1000 as "nextDealBoundary"
  from ${catalogueState}`);

function onlyRow(rows: readonly Record<string, unknown>[]): Record<string, unknown> {
  const [row] = rows;
  if (!row) throw new Error(MISSING_ROW);
  return row;
}

function versionFrom(row: Record<string, unknown>): CatalogueVersion {
  const writeVersion = BigInt(String(row.writeVersion));
  return { writeVersion, version: `${writeVersion}.${Number(row.dealBoundaries)}` };
}

/** The version held in memory per PGlite connection, shared by every reader of that connection. */
const heldVersions = new WeakMap<SoleConnection, () => Promise<HeldVersion>>();

function heldVersion(connection: SoleConnection): () => Promise<HeldVersion> {
  let held = heldVersions.get(connection);
  if (!held) {
    const read = async (): Promise<HeldVersion> => {
      const { sql: text, params } = READ_HELD_VERSION;
      const row = onlyRow((await connection.readUncounted<Record<string, unknown>>(text, params)).rows);
      const boundary = row.nextDealBoundary;
      return {
        ...versionFrom(row),
        nextDealBoundary: boundary === null ? Number.POSITIVE_INFINITY : Number(boundary),
      };
    };
    held = heldBetweenStatements(
      read,
      () => connection.statementsFinished,
      (version) => version.nextDealBoundary,
    );
    heldVersions.set(connection, held);
  }
  return held;
}

/** catalogue_state.version alone: what changes with a write (lookups that no deal start or end changes). */
export async function readCatalogueWriteVersion(db: Db): Promise<bigint> {
  const connection = soleConnectionOf(db);
  if (connection) return (await heldVersion(connection)()).writeVersion;
  const [row] = await db.select({ version: catalogueState.version }).from(catalogueState);
  if (!row) throw new Error(MISSING_ROW);
  return row.version;
}

/** The version as the database tells it after the call (PostgreSQL: one read shared by a round trip's calls). */
export function catalogueVersionReader(db: Db): () => Promise<string> {
  const connection = soleConnectionOf(db);
  if (connection) {
    const held = heldVersion(connection);
    return async () => (await held()).version;
  }
  // A named statement: each pooled connection has it parsed and planned once, not on every read.
  const read = db
    .select({ writeVersion: WRITE_VERSION, dealBoundaries: DEAL_BOUNDARIES })
    .from(catalogueState)
    .prepare('catalogue_version');
  return freshSharedReads(async () => versionFrom(onlyRow(await read.execute())).version);
}

// The catalogue version a shared cache entry belongs to (issue 22 item 1). Two parts, both read in one
// statement from the database every instance shares:
//   - catalogue_state.version, raised at commit by every write to a catalogue, price, stock, review or CMS
//     table (db/schema/catalogueState.ts, migration 0039_catalogue_version);
//   - how many lightning deal starts and ends lie in the past: a deal starting or ending is a change of the
//     product and its cards that no write makes (catalog/catalogService.ts loadActiveDeals).
// Requests share the read (catalogueVersionReader): each gets one that started after it came, so a write
// committed before a request shows on it, while under load the database answers one select per round trip.
import { freshSharedReads } from '@ranzen/sdk-core/rules';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueState, lightningDeals } from '../db/schema';

const MISSING_ROW = 'catalogue_state has no row (migration 0039_catalogue_version inserts it)';

/** catalogue_state.version alone: what changes with a write (lookups that no deal start or end changes). */
export async function readCatalogueWriteVersion(db: Db): Promise<bigint> {
  const [row] = await db.select({ version: catalogueState.version }).from(catalogueState);
  if (!row) throw new Error(MISSING_ROW);
  return row.version;
}

export async function readCatalogueVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      version: catalogueState.version,
      dealBoundaries:
        sql<number>`(select count(*) from ${lightningDeals} where ${lte(lightningDeals.startsAt, sql`now()`)})
        + (select count(*) from ${lightningDeals} where ${lightningDeals.endsAt} < now())`.mapWith(Number),
    })
    .from(catalogueState);
  if (!row) throw new Error(MISSING_ROW);
  return `${row.version}.${row.dealBoundaries}`;
}

/** The version as the database tells it after the call, one read shared by the calls of a round trip. */
export function catalogueVersionReader(db: Db): () => Promise<string> {
  return freshSharedReads(() => readCatalogueVersion(db));
}

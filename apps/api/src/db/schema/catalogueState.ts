import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/**
 * The catalogue version, one row (issue 22): every committed write to a catalogue, price, stock, review or
 * CMS table raises it once per transaction, by a deferred trigger that runs at commit (migration
 * 0039_catalogue_version), so a reader sees the new version together with the rows it belongs to. It is at
 * least the commit time in milliseconds, so separate databases hardly ever share a version. The shared
 * response cache keys every entry with it (apps/api/src/responseCache/catalogueVersion.ts), so a change
 * shows on the next request of every instance, whoever wrote it (resolvers, jobs, imports, psql).
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('catalogue_state_single_row', sql`${t.id}`)],
);

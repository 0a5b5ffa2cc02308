import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Global parameters and feature flags by name and entry (storefront §7). */
export const globalParameters = pgTable(
  'global_parameters',
  {
    name: text('name').notNull(),
    entry: text('entry').notNull(),
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.name, t.entry] })],
);

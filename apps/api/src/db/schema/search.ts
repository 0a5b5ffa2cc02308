// Search rules, suggestion terms and the typo vocabulary (storefront §3.11, §4, issue 4).

import type { MessageLanguage } from '@ranzen/sdk-core/store';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The language of what shoppers type: a store searches with its own (issue 21). */
const searchLanguage = () => text('language').$type<MessageLanguage>().notNull().default('de');

/**
 * The shop's search rules as data (storefront §3.11, §4 submit flow, §7 check query and long-tail):
 * 'redirect' sends a query to redirectPath, 'rewrite' searches targetQuery instead (the client keeps the
 * original as oq), 'long-tail' narrows to targetQuery with suggested filters ([{ name, values }]).
 * `query` is the normalised query (trimmed, single spaces, lower case); `language` the stores' language it
 * applies in.
 */
export const searchRules = pgTable(
  'search_rules',
  {
    id: serial('id').primaryKey(),
    language: searchLanguage(),
    kind: text('kind').notNull(),
    query: text('query').notNull(),
    redirectPath: text('redirect_path'),
    targetQuery: text('target_query'),
    filters: jsonb('filters').$type<{ name: string; values: (string | null)[] }[]>(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('search_rules_language_kind_query_idx').on(t.language, t.kind, t.query),
    check(
      'search_rules_kind_check',
      sql`(${t.kind} = 'redirect' and ${t.redirectPath} is not null) or (${t.kind} = 'rewrite' and ${t.targetQuery} is not null) or (${t.kind} = 'long-tail' and ${t.targetQuery} is not null and ${t.filters} is not null)`,
    ),
  ],
);

/**
 * Terms offered as suggestions while typing (storefront §4 "Search suggestions"): category names, brands
 * and curated searches in each stores' language; `popular` ones fill the list for an empty query.
 * `normalized` is lower case without accents, trigram-indexed for prefix and typo matches.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    language: searchLanguage(),
    term: text('term').notNull(),
    normalized: text('normalized').notNull(),
    popularity: integer('popularity').notNull(),
    popular: boolean('popular').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.term] }),
    index('search_terms_normalized_trgm_idx').using('gin', t.normalized.op('gin_trgm_ops')),
  ],
);

/**
 * Vocabulary of the words in product names (lower case, no accents) with the number of products using
 * them: a misspelt query word is replaced by its closest vocabulary word (typo tolerance, issue 4).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    documents: integer('documents').notNull(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

// Search seed (issue 4): rules, suggestion terms and the typo vocabulary. It has its own seed marker, so a
// database seeded before search existed gets it on the next start, once.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, productListing, searchRules, searchTerms, searchWords, seedMeta } from '../db/schema';
import { categoryUrl } from '../navigation/navigationService';
import { CATEGORY_TREE } from '../seed/catalogueData';
import { POPULAR_SEARCHES, SEED_SEARCH_RULES, type SeedSearchRule } from './searchData';
import { normalizeQuery, SEARCH_CONFIG } from './searchText';

export const SEARCH_SEED_MARKER_KEY = 'search';
export const SEARCH_SEED_VERSION = 'v1';
/** Shorter words are not worth correcting (and would match too much). */
const MIN_VOCABULARY_WORD_LENGTH = 3;

/** Seeds search once per database; true when this call wrote it. */
export async function seedSearch(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedMeta)
      .values({ key: SEARCH_SEED_MARKER_KEY, value: SEARCH_SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: seedMeta.key });
    if (claimed.length === 0) return false;
    await insertRules(tx);
    await refreshSearchWords(tx);
    await refreshSearchTerms(tx);
    // Planner statistics right away: a fresh bulk load would otherwise be planned as empty tables until
    // autovacuum gets to them.
    await tx.execute(sql`analyze ${productListing}, ${searchWords}, ${searchTerms}`);
    return true;
  });
}

type SearchRuleRow = typeof searchRules.$inferInsert;

function ruleRow(rule: SeedSearchRule, idByName: ReadonlyMap<string, string>): SearchRuleRow {
  const query = normalizeQuery(rule.query);
  switch (rule.kind) {
    case 'redirect': {
      const id = idByName.get(rule.categoryName);
      if (!id) throw new Error(`search rule ${rule.query}: no category ${rule.categoryName}`);
      return { kind: rule.kind, query, redirectPath: categoryUrl(id) };
    }
    case 'rewrite':
      return { kind: rule.kind, query, targetQuery: rule.targetQuery };
    case 'long-tail':
      return { kind: rule.kind, query, targetQuery: rule.targetQuery, filters: rule.filters };
  }
}

async function insertRules(db: Db): Promise<void> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  await db.insert(searchRules).values(SEED_SEARCH_RULES.map((rule) => ruleRow(rule, idByName)));
}

/** Rebuilds the typo vocabulary from the product names (lower case, accents removed). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.delete(searchWords);
  await db.execute(sql`
    insert into ${searchWords} (word, documents)
    select word, ndoc from ts_stat('select to_tsvector(''simple'', unaccent(name)) from product_listing')
    where length(word) >= ${MIN_VOCABULARY_WORD_LENGTH}`);
}

/** Category names, brands, product nouns and the curated popular searches: the suggestion candidates. */
function candidateTerms(): Map<string, boolean> {
  const terms = new Map<string, boolean>();
  for (const top of CATEGORY_TREE) {
    terms.set(top.name, false);
    for (const brand of top.brands) terms.set(brand, false);
    for (const mid of top.mids) {
      terms.set(mid.name, false);
      for (const leaf of mid.leaves) {
        terms.set(leaf.name, false);
        for (const base of leaf.bases) terms.set(base, false);
      }
    }
  }
  for (const term of POPULAR_SEARCHES) terms.set(term, true);
  return terms;
}

/**
 * Rebuilds the suggestion terms. A term's popularity is the number of products it finds, so a suggestion
 * never leads to an empty result page; terms finding nothing are not offered. Curated popular searches
 * rank first (their order in the list is their rank).
 */
export async function refreshSearchTerms(db: Db): Promise<void> {
  await db.delete(searchTerms);
  const values = [...candidateTerms()].map(([term, popular]) => sql`(${term}::text, ${popular}::boolean)`);
  await db.execute(sql`
    insert into ${searchTerms} (term, normalized, popularity, popular)
    select term, lower(unaccent(term)), hits, popular from (
      select candidate.term, candidate.popular,
        (select count(*) from ${productListing}
          where ${productListing.searchVector} @@ plainto_tsquery(${SEARCH_CONFIG}::regconfig, candidate.term))::int as hits
      from (values ${sql.join(values, sql`, `)}) as candidate(term, popular)
    ) counted
    where hits > 0`);
  // Curated searches keep their curated order among themselves: their popularity is lifted above every
  // other term's, in list order.
  await db.execute(sql`
    update ${searchTerms} set popularity = (select max(popularity) from ${searchTerms}) + ranked.rank
    from (values ${sql.join(
      POPULAR_SEARCHES.map((term, index) => sql`(${term}::text, ${POPULAR_SEARCHES.length - index}::int)`),
      sql`, `,
    )}) as ranked(term, rank)
    where ${searchTerms.term} = ranked.term`);
}

// Search seed (issue 4): rules and suggestion terms per stores' language (issue 21), and the typo
// vocabulary. It has its own seed marker with a version, so a database seeded before search existed, or
// before a version added to it (v2: the English rules and terms), gets it on the next start, once.
import type { MessageLanguage } from '@ranzen/sdk-core/store';
import { sql } from 'drizzle-orm';
import { LISTING_TEXTS } from '../catalog/listing';
import type { Db } from '../db/client';
import { categories, productListing, searchRules, searchTerms, searchWords, seedMeta } from '../db/schema';
import { categoryUrl } from '../navigation/navigationService';
import { CATEGORY_TREE } from '../seed/catalogueData';
import { englishCategoryName, englishProductPhrase } from '../seed/catalogueEnglish';
import { POPULAR_SEARCHES, SEED_SEARCH_RULES, type SeedSearchRule } from './searchData';
import { normalizeQuery } from './searchText';

export const SEARCH_SEED_MARKER_KEY = 'search';
export const SEARCH_SEED_VERSION = 'v2';
/** The languages the stores search in. */
const SEARCH_LANGUAGES: readonly MessageLanguage[] = ['de', 'en'];
/** Shorter words are not worth correcting (and would match too much). */
const MIN_VOCABULARY_WORD_LENGTH = 3;

/** Seeds search once per database; true when this call wrote it. */
export async function seedSearch(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedMeta)
      .values({ key: SEARCH_SEED_MARKER_KEY, value: SEARCH_SEED_VERSION })
      .onConflictDoUpdate({
        target: seedMeta.key,
        set: { value: SEARCH_SEED_VERSION, appliedAt: sql`now()` },
        setWhere: sql`${seedMeta.value} <> ${SEARCH_SEED_VERSION}`,
      })
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

function ruleRow(
  language: MessageLanguage,
  rule: SeedSearchRule,
  idByName: ReadonlyMap<string, string>,
): SearchRuleRow {
  const query = normalizeQuery(rule.query);
  switch (rule.kind) {
    case 'redirect': {
      const id = idByName.get(rule.categoryName);
      if (!id) throw new Error(`search rule ${rule.query}: no category ${rule.categoryName}`);
      return { language, kind: rule.kind, query, redirectPath: categoryUrl(id) };
    }
    case 'rewrite':
      return { language, kind: rule.kind, query, targetQuery: rule.targetQuery };
    case 'long-tail':
      return { language, kind: rule.kind, query, targetQuery: rule.targetQuery, filters: rule.filters };
  }
}

/** The seeded rules of every language; rules a database has already stay as they are. */
async function insertRules(db: Db): Promise<void> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  const values = SEARCH_LANGUAGES.flatMap((language) =>
    SEED_SEARCH_RULES[language].map((rule) => ruleRow(language, rule, idByName)),
  );
  await db.insert(searchRules).values(values).onConflictDoNothing();
}

/** Rebuilds the typo vocabulary from the product names (lower case, accents removed). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.delete(searchWords);
  await db.execute(sql`
    insert into ${searchWords} (word, documents)
    select word, ndoc from ts_stat('select to_tsvector(''simple'', unaccent(name)) from product_listing')
    where length(word) >= ${MIN_VOCABULARY_WORD_LENGTH}`);
}

/** A German catalogue text in the language: itself, or its English text (undefined without one). */
function termIn(
  language: MessageLanguage,
  german: string,
  english: (text: string) => string | undefined,
): string | undefined {
  return language === 'de' ? german : english(german);
}

/**
 * Category names, brands, product nouns and the curated popular searches in the language: the suggestion
 * candidates (a name without a translation is no English candidate).
 */
function candidateTerms(language: MessageLanguage): Map<string, boolean> {
  const terms = new Map<string, boolean>();
  const add = (term: string | undefined) => {
    if (term !== undefined && term !== '') terms.set(term, false);
  };
  const category = (name: string) => termIn(language, name, englishCategoryName);
  for (const top of CATEGORY_TREE) {
    add(category(top.name));
    for (const brand of top.brands) add(brand);
    for (const mid of top.mids) {
      add(category(mid.name));
      for (const leaf of mid.leaves) {
        add(category(leaf.name));
        for (const base of leaf.bases) add(termIn(language, base, englishProductPhrase));
      }
    }
  }
  for (const term of POPULAR_SEARCHES[language]) terms.set(term, true);
  return terms;
}

/**
 * Rebuilds the suggestion terms of every language. A term's popularity is the number of products it finds
 * in the stores of its language, so a suggestion never leads to an empty result page; terms finding nothing
 * are not offered. Curated popular searches rank first (their order in the list is their rank).
 */
export async function refreshSearchTerms(db: Db): Promise<void> {
  await db.delete(searchTerms);
  for (const language of SEARCH_LANGUAGES) await insertSearchTerms(db, language);
}

async function insertSearchTerms(db: Db, language: MessageLanguage): Promise<void> {
  const { searchVector, searchConfig } = LISTING_TEXTS[language];
  const popular = POPULAR_SEARCHES[language];
  const values = [...candidateTerms(language)].map(
    ([term, curated]) => sql`(${term}::text, ${curated}::boolean)`,
  );
  await db.execute(sql`
    insert into ${searchTerms} (language, term, normalized, popularity, popular)
    select ${language}, term, lower(unaccent(term)), hits, popular from (
      select candidate.term, candidate.popular,
        (select count(*) from ${productListing}
          where ${searchVector} @@ plainto_tsquery(${searchConfig}::regconfig, candidate.term))::int as hits
      from (values ${sql.join(values, sql`, `)}) as candidate(term, popular)
    ) counted
    where hits > 0`);
  // Curated searches keep their curated order among themselves: their popularity is lifted above every
  // other term's of the language, in list order.
  await db.execute(sql`
    update ${searchTerms} set popularity = (
      select max(popularity) from ${searchTerms} where ${searchTerms.language} = ${language}
    ) + ranked.rank
    from (values ${sql.join(
      popular.map((term, index) => sql`(${term}::text, ${popular.length - index}::int)`),
      sql`, `,
    )}) as ranked(term, rank)
    where ${searchTerms.language} = ${language} and ${searchTerms.term} = ranked.term`);
}

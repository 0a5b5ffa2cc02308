// The search engine (issue 4; storefront §3.11, §4 "Search suggestions", §7 core search, check query,
// suggestions, long-tail adjustment). Matching is PostgreSQL full-text search over the generated tsvector
// of product_listing in the store's language (German, or English names with English stems on the English
// stores, issue 21), ranked by ts_rank. When that finds nothing the query words are corrected against the
// vocabulary of German product-name words by trigram similarity (German stores), and as the last resort
// product names in the store's language are matched by trigram word similarity. Rules (redirect, rewrite,
// long-tail) are rows in search_rules and suggestions rows in search_terms, each for the stores of one
// language: a store finds its own language's (store.messages, issue 21).
import { SEARCH_QUERY_MAX_LENGTH } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { productUrl } from '../catalog/catalogService';
import {
  type CategoryRef,
  LISTING_TEXTS,
  type ListingInput,
  type ListingResult,
  type ListingTexts,
  runListing,
  SEARCH_SORTS,
  type SortKey,
} from '../catalog/listing';
import { type Db, resultRows } from '../db/client';
import {
  categories,
  items,
  productListing,
  products,
  searchRules,
  searchTerms,
  searchWords,
} from '../db/schema';
import type {
  CoreSearchResult,
  LongTailAdjustment,
  SearchCheck,
  SearchSuggestions,
} from '../generated/resolvers';
import { badInput, requireId } from '../shop/validation';
import { storeStrategy } from '../store/storeStrategy';
import { dropNullValues, normalizeQuery, queryWords, requireQuery, suggestionLabel } from './searchText';

/** Suggestions shown while typing (storefront §4). */
export const MAX_SUGGESTIONS = 10;
/** A product id or order number typed into the search opens that product (§7 core_search.link.url). */
const ARTICLE_NUMBER = /^\d{6,12}$/;

type RuleKind = 'redirect' | 'rewrite' | 'long-tail';

async function findRule(db: Db, kind: RuleKind, query: string, store: StoreConfig) {
  const [rule] = await db
    .select()
    .from(searchRules)
    .where(
      and(
        eq(searchRules.language, store.messages),
        eq(searchRules.kind, kind),
        eq(searchRules.query, normalizeQuery(query)),
        eq(searchRules.active, true),
      ),
    );
  return rule;
}

/** Redirect / rewrite check (§7 "search redirect / check query", §3.11 check result). */
export async function checkQuery(db: Db, originalQuery: string, store: StoreConfig): Promise<SearchCheck> {
  const query = requireQuery(originalQuery, 'originalQuery');
  const redirect = await findRule(db, 'redirect', query, store);
  if (redirect?.redirectPath) {
    return { redirectPath: redirect.redirectPath, query, originalQuery: query, rewritten: false };
  }
  const rewrite = await findRule(db, 'rewrite', query, store);
  if (rewrite?.targetQuery) {
    return { redirectPath: null, query: rewrite.targetQuery, originalQuery: query, rewritten: true };
  }
  return { redirectPath: null, query, originalQuery: query, rewritten: false };
}

/** Long-tail adjustment (§7, §3.11): a narrower query plus suggested filters, or null. */
export async function longTailAdjustment(
  db: Db,
  searchQuery: string,
  store: StoreConfig,
): Promise<LongTailAdjustment | null> {
  const query = requireQuery(searchQuery, 'searchQuery');
  const rule = await findRule(db, 'long-tail', query, store);
  if (!rule?.targetQuery || !rule.filters) return null;
  return { searchQuery: rule.targetQuery, filters: dropNullValues(rule.filters) };
}

interface TextMatch {
  condition: SQL;
  relevance: SortKey[];
}

/** Shortest query word whose compounds are searched too: shorter ones ("Set", "Rot") end too many words. */
const MIN_COMPOUND_HEAD = 4;
/** Compounds added per query word, the most frequent first. */
const MAX_COMPOUNDS_PER_WORD = 20;

/**
 * German compounds put the head last ("Schulfüller", "Patronenfüller"): for each query word, the
 * product-name words (the vocabulary in search_words) that end in it, so "Füller" finds them all; in one
 * query for all words. Hyphenated words are left out, their parts are indexed already.
 */
async function compoundsByWord(db: Db, words: readonly string[]): Promise<ReadonlyMap<string, string[]>> {
  const heads = [...new Set(words.filter((word) => word.length >= MIN_COMPOUND_HEAD))];
  const compounds = new Map<string, string[]>();
  if (heads.length === 0) return compounds;
  const rows = resultRows(
    await db.execute(sql`
      select heads.head, found.word from (values ${sql.join(
        heads.map((head) => sql`(${head}::text)`),
        sql`, `,
      )}) as heads (head),
      lateral (
        select ${searchWords.word} as word, ${searchWords.documents} as documents from ${searchWords}
        where ${searchWords.word} like '%' || unaccent(heads.head) and ${searchWords.word} <> unaccent(heads.head)
          and strpos(${searchWords.word}, '-') = 0
        order by ${searchWords.documents} desc, ${searchWords.word} limit ${MAX_COMPOUNDS_PER_WORD}
      ) as found
      order by heads.head, found.documents desc, found.word`),
  );
  for (const row of rows) {
    const head = String(row.head);
    compounds.set(head, [...(compounds.get(head) ?? []), String(row.word)]);
  }
  return compounds;
}

/**
 * The text search query: the words as typed (the language's stems), in German each also matching the
 * compounds ending in it; all words must match. Without compounds it is plainto_tsquery of the text, as typed.
 */
async function searchQuery(db: Db, text: string, texts: ListingTexts): Promise<SQL> {
  const words = queryWords(text);
  const compounds = texts.hasWordList ? await compoundsByWord(db, words) : new Map<string, string[]>();
  const plain = (value: string) => sql`plainto_tsquery(${texts.searchConfig}::regconfig, ${value})`;
  if (compounds.size === 0) return plain(text);
  const perWord = words.map(
    (word) => sql`(${sql.join([word, ...(compounds.get(word) ?? [])].map(plain), sql` || `)})`,
  );
  return sql`(${sql.join(perWord, sql` && `)})`;
}

async function fullTextMatch(db: Db, text: string, texts: ListingTexts): Promise<TextMatch> {
  const tsQuery = await searchQuery(db, text, texts);
  return {
    condition: sql`${texts.searchVector} @@ ${tsQuery}`,
    relevance: [
      { value: sql`ts_rank(${texts.searchVector}, ${tsQuery})`, descending: true },
      { value: productListing.isTopseller, descending: true },
    ],
  };
}

function trigramMatch(text: string, texts: ListingTexts): TextMatch {
  return {
    condition: sql`${text} <% ${texts.name}`,
    relevance: [
      { value: sql`word_similarity(${text}, ${texts.name})`, descending: true },
      { value: productListing.isTopseller, descending: true },
    ],
  };
}

/** Each query word replaced by itself when it is a product-name word, else by the most similar one. */
async function correctedQuery(db: Db, query: string): Promise<string | null> {
  const words = queryWords(query);
  if (words.length === 0) return null;
  const rows = resultRows(
    await db.execute(sql`
      select typed.position, found.word from (values ${sql.join(
        words.map((word, position) => sql`(${position}::int, unaccent(${word}))`),
        sql`, `,
      )}) as typed (position, folded),
      lateral (
        select ${searchWords.word} as word from ${searchWords}
        where ${searchWords.word} = typed.folded or ${searchWords.word} % typed.folded
        order by ${searchWords.word} = typed.folded desc, similarity(${searchWords.word}, typed.folded) desc,
          ${searchWords.documents} desc
        limit 1
      ) as found`),
  );
  const found = new Map(rows.map((row) => [Number(row.position), String(row.word)]));
  const text = words.map((word, position) => found.get(position) ?? word).join(' ');
  return text === words.join(' ') ? null : text;
}

/**
 * When full text finds nothing: the search with the corrected words if they find anything (filters aside),
 * else the search by trigram similarity of product names.
 */
async function fuzzySearch(
  db: Db,
  query: string,
  texts: ListingTexts,
  search: (match: TextMatch) => Promise<ListingResult>,
): Promise<ListingResult> {
  const corrected = texts.hasWordList ? await correctedQuery(db, query) : null;
  if (corrected !== null) {
    const result = await search(await fullTextMatch(db, corrected, texts));
    if (result.matchesAnything) return result;
  }
  return search(trigramMatch(query, texts));
}

/** The product a typed product id or order number names, as a link (§7 core_search.link.url). */
async function articleLink(db: Db, query: string, store: StoreConfig): Promise<string | null> {
  if (!ARTICLE_NUMBER.test(query)) return null;
  const [product] = await db.select().from(products).where(eq(products.id, query));
  if (product && storeStrategy(store).inAssortment(product)) return productUrl(product.id);
  const [row] = await db
    .select({ itemId: items.id, product: products })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(and(eq(items.orderNumber, query), eq(items.active, true)));
  if (!row || !storeStrategy(store).inAssortment(row.product)) return null;
  return `${productUrl(row.product.id)}?varid=${encodeURIComponent(row.itemId)}`;
}

async function categoryRef(db: Db, id: string): Promise<CategoryRef | null> {
  const [row] = await db
    .select({ id: categories.id, path: categories.path, level: categories.level })
    .from(categories)
    .where(eq(categories.id, id));
  return row ?? null;
}

export interface CoreSearchInput extends ListingInput {
  searchTerm: string;
  searchInCategoryId?: string | null | undefined;
}

/** Core search (§7): ranked, filtered, faceted results and the single-product link. */
export async function coreSearch(
  db: Db,
  input: CoreSearchInput,
  store: StoreConfig,
): Promise<CoreSearchResult> {
  const searchTerm = requireQuery(input.searchTerm, 'searchTerm');
  const searchInCategory = input.searchInCategoryId
    ? await categoryRef(db, requireId(input.searchInCategoryId, 'searchInCategoryId'))
    : null;
  // An unknown search-in category finds nothing rather than everything (and no spelling helps it).
  const unknownCategory = Boolean(input.searchInCategoryId) && !searchInCategory;
  const search = (match: TextMatch) => {
    const base = [match.condition];
    if (unknownCategory) base.push(sql`false`);
    return runListing(
      db,
      {
        base,
        category: null,
        searchInCategory,
        sorts: SEARCH_SORTS,
        defaultSort: 'relevance',
        relevance: match.relevance,
      },
      input,
      store,
    );
  };
  // Full text first; only when the term itself (filters aside) finds nothing does typo tolerance step in.
  // The names and search document of the store's language (issue 21).
  const texts = LISTING_TEXTS[store.messages];
  const [exact, link] = await Promise.all([
    fullTextMatch(db, searchTerm, texts).then(search),
    articleLink(db, searchTerm, store),
  ]);
  const fuzzy = !exact.matchesAnything && !unknownCategory;
  const { list: results } = fuzzy ? await fuzzySearch(db, searchTerm, texts, search) : exact;
  const single = results.totalCount === 1 ? results.products[0] : undefined;
  return {
    searchTerm,
    isFuzzy: fuzzy,
    results,
    link: link ? { url: link } : single ? { url: single.url } : null,
  };
}

/**
 * Suggestions while typing (§4, §7 "suggestions"): terms starting with the typed text first, then terms
 * containing a word that starts with it, then close spellings; the popular searches for an empty query.
 */
export async function suggestions(db: Db, userQuery: string, store: StoreConfig): Promise<SearchSuggestions> {
  const inLanguage = eq(searchTerms.language, store.messages);
  const typed = userQuery.trim();
  if (typed.length > SEARCH_QUERY_MAX_LENGTH) {
    throw badInput(`The search query has more than ${SEARCH_QUERY_MAX_LENGTH} characters.`, 'userQuery');
  }
  if (typed.length === 0) {
    const rows = await db
      .select({ term: searchTerms.term })
      .from(searchTerms)
      .where(and(inLanguage, eq(searchTerms.popular, true)))
      .orderBy(desc(searchTerms.popularity), searchTerms.term)
      .limit(MAX_SUGGESTIONS);
    return {
      popular: true,
      suggestQueries: rows.map((row) => ({ suggest: row.term, label: suggestionLabel(row.term, '') })),
    };
  }
  // LIKE wildcards typed by the shopper are literal characters.
  const folded = sql`lower(unaccent(${typed.replace(/[\\%_]/g, '\\$&')}))`;
  const similar = sql`lower(unaccent(${typed}))`;
  const prefix = sql`${searchTerms.normalized} like ${folded} || '%'`;
  const wordPrefix = sql`${searchTerms.normalized} like '% ' || ${folded} || '%'`;
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(and(inLanguage, sql`(${prefix} or ${wordPrefix} or ${searchTerms.normalized} % ${similar})`))
    .orderBy(
      sql`${prefix} desc`,
      sql`${wordPrefix} desc`,
      desc(searchTerms.popularity),
      sql`similarity(${searchTerms.normalized}, ${similar}) desc`,
      searchTerms.term,
    )
    .limit(MAX_SUGGESTIONS);
  return {
    popular: false,
    suggestQueries: rows.map((row) => ({ suggest: row.term, label: suggestionLabel(row.term, typed) })),
  };
}

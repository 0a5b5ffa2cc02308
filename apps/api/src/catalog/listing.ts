// One listing engine for category listings and search results (storefront §3.8 "Category list state", §4
// "Listing and search", §9 "60 products per page"): the base conditions (a category subtree, a text match)
// come from the caller; filters, sorts, paging and facets are the same for both. Facet counts are SQL
// aggregates over the current result, computed in one statement: the hits are selected once (a CTE) with
// one flag per applied filter, and every facet counts the hits passing all filters except its own. Facet
// counts are cached per listing version (facetCountCache.ts): paging and re-sorting do not count again.
import { MAX_LISTING_OFFSET, PRODUCTS_PER_PAGE } from '@ranzen/sdk-core/rules';
import type { MessageLanguage, StoreConfig } from '@ranzen/sdk-core/store';
import { and, arrayOverlaps, eq, gte, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { anyOf, type Db, resultRows } from '../db/client';
import { categories, listingState, productListing, products } from '../db/schema';
import type {
  CategoryFacetValue,
  EnumFacet,
  EnumFilterInput,
  PagingInput,
  ProductCard,
  ProductList,
  RangeFacet,
  RangeFilterInput,
} from '../generated/resolvers';
import { categoryUrl, loadCategoryIndex } from '../navigation/navigationService';
import { SEARCH_CONFIG } from '../search/searchText';
import { badInput, requireIntInRange } from '../shop/validation';
import { storeStrategy } from '../store/storeStrategy';
import { CARD_PRODUCT_COLUMNS, loadCardContext, toCards } from './catalogService';
import {
  type CatalogueValueTranslations,
  inStoreLanguage,
  loadCatalogueValueTranslations,
  valueInStoreLanguage,
} from './catalogueLanguage';
import { facetCountCachePerDb } from './facetCountCache';

export const MAX_PAGE_SIZE = 120;
const MAX_FILTER_VALUES = 50;
const MAX_FILTER_VALUE_LENGTH = 100;
/** The listing columns and search configuration of one message language's product names. */
export interface ListingTexts {
  readonly name: AnyPgColumn;
  readonly searchVector: AnyPgColumn;
  /** The text search configuration of the language's search vector (migrations 0004, 0043). */
  readonly searchConfig: string;
  /** Whether search_words holds the language's product-name words (compounds, spelling corrections). */
  readonly hasWordList: boolean;
}

/** What a store of each message language sorts by name and searches (issue 21: search in the store's language). */
export const LISTING_TEXTS: Readonly<Record<MessageLanguage, ListingTexts>> = {
  de: {
    name: productListing.name,
    searchVector: productListing.searchVector,
    searchConfig: SEARCH_CONFIG,
    hasWordList: true,
  },
  en: {
    name: productListing.nameEn,
    searchVector: productListing.searchVectorEn,
    searchConfig: 'english_unaccent',
    hasWordList: false,
  },
};

/** Values listed per enum facet, most frequent first. */
const MAX_FACET_VALUES = 50;

interface EnumFacetSpec {
  /** The URL's filter.{id} and the facet's id in the API. */
  id: string;
  /** The listing column the facet counts and filters. */
  column: AnyPgColumn;
  /** 'one' value per product (null: none), or an array of 'many'. */
  holds: 'one' | 'many';
}

/**
 * The enum facets (storefront §2.1 filter.{id}, §3.8 "Filter kinds: enum"; issue 4 "What to build" 2), in
 * the order they are offered. Filter validation, filter conditions and facet counts are all derived from
 * this table: a new enum facet is a listing column, one row here, and the column in the INCLUDE list of
 * the category index (see migration 0013), so category listings stay index-only scans.
 */
const ENUM_FACETS = [
  { id: 'manufacturer', column: productListing.manufacturerName, holds: 'one' },
  { id: 'colour', column: productListing.colours, holds: 'many' },
  { id: 'size', column: productListing.sizes, holds: 'many' },
  { id: 'material', column: productListing.material, holds: 'one' },
  { id: 'ageGroup', column: productListing.ageGroups, holds: 'many' },
] as const satisfies readonly EnumFacetSpec[];
type EnumFacetId = (typeof ENUM_FACETS)[number]['id'];
const ENUM_FACET_IDS: readonly EnumFacetId[] = ENUM_FACETS.map((facet) => facet.id);

/** The URL's range filters (storefront §2.1 filter.PRICE, filter.rating). */
export const PRICE_FACET_ID = 'PRICE';
export const RATING_FACET_ID = 'rating';
const RANGE_FACET_IDS = [PRICE_FACET_ID, RATING_FACET_ID] as const;
/** Search-in-category (storefront §2.1 searchInCategoryId) acts as the category facet's own filter. */
const CATEGORY_FACET_ID = 'category';
type FacetId = EnumFacetId | (typeof RANGE_FACET_IDS)[number] | typeof CATEGORY_FACET_ID;

/** Sorts (storefront §3.8, §4): 'si' is the category's own order, 'relevance' the search ranking. */
export const CATEGORY_SORTS = [
  'si',
  'price-asc',
  'price-desc',
  'rating',
  'new',
  'topseller',
  'name',
] as const;
export const SEARCH_SORTS = [
  'relevance',
  'price-asc',
  'price-desc',
  'rating',
  'new',
  'topseller',
  'name',
] as const;
export type Sort = (typeof CATEGORY_SORTS)[number] | (typeof SEARCH_SORTS)[number];

export interface CategoryRef {
  id: string;
  path: string;
  level: number;
}

export interface ListingScope {
  /** Conditions on `product_listing` every hit meets; filters come on top. */
  base: SQL[];
  /** The category listed: its children form the category facet. Null for search (top-level categories). */
  category: CategoryRef | null;
  /** Search only: the category subtree the hits are limited to (a filter, selected in the facet). */
  searchInCategory?: CategoryRef | null;
  sorts: readonly Sort[];
  defaultSort: Sort;
  /** Order for 'relevance' (search only). */
  relevance?: SortKey[];
}

/** One key of a listing order: a value computed once per hit, then sorted by. */
export interface SortKey {
  value: SQL | AnyPgColumn;
  descending?: boolean;
  /** Hits without a value come last (ratings); the default puts nulls where PostgreSQL does. */
  nullsLast?: boolean;
}

const ascending = (value: SQL | AnyPgColumn): SortKey => ({ value });
const descending = (value: SQL | AnyPgColumn): SortKey => ({ value, descending: true });

export interface ListingInput {
  paging?: PagingInput | null | undefined;
  sortBy?: string | null | undefined;
  enumFilters?: readonly EnumFilterInput[] | null | undefined;
  rangeFilters?: readonly RangeFilterInput[] | null | undefined;
}

interface AppliedFilters {
  conditions: Map<FacetId, SQL>;
  enumValues: Map<string, readonly string[]>;
  ranges: Map<string, { from: number | null; to: number | null }>;
}

function isOneOf<T extends string>(ids: readonly T[], id: string): id is T {
  return (ids as readonly string[]).includes(id);
}

/** Validates the filters and turns each into one condition on `product_listing` (unknown ids are bad input). */
function applyFilters(
  enumFilters: readonly EnumFilterInput[],
  rangeFilters: readonly RangeFilterInput[],
  searchInCategory: CategoryRef | null,
): AppliedFilters {
  const applied: AppliedFilters = { conditions: new Map(), enumValues: new Map(), ranges: new Map() };
  if (searchInCategory) applied.conditions.set(CATEGORY_FACET_ID, inCategory(searchInCategory));
  for (const filter of enumFilters) {
    const facet = ENUM_FACETS.find((candidate) => candidate.id === filter.id);
    if (!facet) throw badInput(`Unknown filter ${filter.id.slice(0, 40)}.`, 'enumFilters');
    if (filter.values.length > MAX_FILTER_VALUES) {
      throw badInput(`At most ${MAX_FILTER_VALUES} values per filter.`, 'enumFilters');
    }
    if (filter.values.some((value) => value.length > MAX_FILTER_VALUE_LENGTH)) {
      throw badInput(`Filter values have at most ${MAX_FILTER_VALUE_LENGTH} characters.`, 'enumFilters');
    }
    const values = [...new Set(filter.values)];
    if (values.length === 0) continue;
    applied.enumValues.set(facet.id, values);
    applied.conditions.set(
      facet.id,
      facet.holds === 'many' ? arrayOverlaps(facet.column, values) : inArray(facet.column, values),
    );
  }
  for (const filter of rangeFilters) {
    if (!isOneOf(RANGE_FACET_IDS, filter.id)) {
      throw badInput(`Unknown filter ${filter.id.slice(0, 40)}.`, 'rangeFilters');
    }
    const from = filter.from ?? null;
    const to = filter.to ?? null;
    if (from !== null && to !== null && from > to) {
      throw badInput(`The range of ${filter.id} starts after it ends.`, 'rangeFilters');
    }
    if (from === null && to === null) continue;
    applied.ranges.set(filter.id, { from, to });
    // The price range is in euros of the lowest ("ab") price, stored in cents; ratings are 1-5 stars.
    const isPrice = filter.id === PRICE_FACET_ID;
    const column = isPrice ? productListing.minPriceCents : productListing.ratingAverage;
    const bound = (value: number) => (isPrice ? Math.round(value * 100) : value);
    const parts: SQL[] = [];
    if (from !== null) parts.push(gte(column, bound(from)));
    if (to !== null) parts.push(lte(column, bound(to)));
    applied.conditions.set(filter.id, and(...parts) ?? sql`true`);
  }
  return applied;
}

/** Products anywhere in the category's subtree (paths are '/1/101/10101/'). */
export function inCategory(category: CategoryRef): SQL {
  return like(productListing.categoryPath, `${category.path}%`);
}

/** The keys of a sort, before the product id that makes every order total. */
function sortKeys(sort: Sort, scope: ListingScope, store: StoreConfig): SortKey[] {
  switch (sort) {
    case 'price-asc':
      return [ascending(productListing.minPriceCents)];
    case 'price-desc':
      return [descending(productListing.minPriceCents)];
    case 'rating':
      return [
        { value: productListing.ratingAverage, descending: true, nullsLast: true },
        descending(productListing.ratingCount),
      ];
    case 'new':
      return [descending(productListing.createdAt)];
    case 'topseller':
      return [descending(productListing.isTopseller), descending(productListing.ratingCount)];
    case 'name':
      return [ascending(LISTING_TEXTS[store.messages].name)];
    case 'si':
      return [ascending(productListing.categoryPath), ascending(productListing.position)];
    case 'relevance':
      return scope.relevance ?? [];
  }
}

const flag = (id: FacetId) => sql.identifier(`f_${id}`);

/** The hits passing every applied filter except `except`. */
function passing(filters: AppliedFilters, except: FacetId | null): SQL {
  const flags = [...filters.conditions.keys()].filter((id) => id !== except).map((id) => sql`${flag(id)}`);
  return flags.length === 0 ? sql`true` : sql.join(flags, sql` and `);
}

/**
 * The hits of the base conditions with the given columns and one flag per applied filter (false, never
 * null, for a hit without the value: no rating passes a rating filter).
 */
function hitsSelect(base: SQL, filters: AppliedFilters, columns: readonly SQL[]): SQL {
  const flags = [...filters.conditions.entries()].map(
    ([id, condition]) => sql`coalesce(${condition}, false) as ${flag(id)}`,
  );
  return sql`select ${sql.join([...columns, ...flags], sql`, `)} from ${productListing} where ${base}`;
}

/** The hits failing at most one applied filter: a hit failing two counts in no total, bound or facet. */
function failingAtMostOne(filters: AppliedFilters): SQL {
  const ids = [...filters.conditions.keys()];
  if (ids.length < 2) return sql`true`;
  return sql`${sql.join(
    ids.map((id) => sql`(not ${flag(id)})::int`),
    sql` + `,
  )} <= 1`;
}

const sortKeyColumn = (index: number) => sql.identifier(`k${index}`);

/** The listing version the statement's snapshot sees (see listingState), as text. */
const listingVersion = sql`(select ${listingState.version}::text from ${listingState}) as listing_version`;

/** `order by` of the page: the sort keys computed in the hits (k0, k1, ...), then the product id. */
function pageOrder(keys: readonly SortKey[]): SQL {
  const terms = keys.map(
    (key, index) =>
      sql`${sortKeyColumn(index)} ${key.descending ? sql`desc` : sql`asc`}${key.nullsLast ? sql` nulls last` : sql``}`,
  );
  return sql.join([...terms, sql`product_id asc`], sql`, `);
}

interface PageRequest {
  keys: readonly SortKey[];
  limit: number;
  offset: number;
}

/**
 * One row: the ids of the requested page in order, whether the base conditions match anything (filters
 * aside), the hits passing every filter (total), and the range facets' bounds over the hits passing every
 * other filter. The hits failing two filters or more count for none of these and are left out.
 */
function pageStatement(base: SQL, filters: AppliedFilters, page: PageRequest): SQL {
  const columns = [
    sql`${productListing.productId}`,
    ...page.keys.map((key, index) => sql`${key.value} as ${sortKeyColumn(index)}`),
    sql`${productListing.minPriceCents}`,
    sql`${productListing.ratingAverage}`,
  ];
  return sql`with hits as (
      select * from (${hitsSelect(base, filters, columns)}) as scoped where ${failingAtMostOne(filters)}
    )
    select array(select product_id from hits where ${passing(filters, null)}
        order by ${pageOrder(page.keys)} limit ${page.limit} offset ${page.offset}) as ids,
      exists (select from ${productListing} where ${base}) as matches,
      count(*) filter (where ${passing(filters, null)})::int as total,
      min(min_price_cents) filter (where ${passing(filters, PRICE_FACET_ID)}) / 100.0 as price_min,
      max(min_price_cents) filter (where ${passing(filters, PRICE_FACET_ID)}) / 100.0 as price_max,
      min(rating_average) filter (where ${passing(filters, RATING_FACET_ID)}) as rating_min,
      max(rating_average) filter (where ${passing(filters, RATING_FACET_ID)}) as rating_max,
      ${listingVersion}
    from hits`;
}

/** A facet counted by the facet statement: its key column in the hits, one value or an array of them. */
interface CountedFacet {
  id: EnumFacetId | typeof CATEGORY_FACET_ID;
  key: SQL;
  holds: 'one' | 'many';
}

/**
 * The counts of every enum facet's values and of the category facet's children, in one pass over the hits:
 * one grouping set per facet, each counting the hits passing every filter but the facet's own. A row holds
 * the facet, its key as an array (a product with colours ['Rot', 'Blau'] counts for both) and the count.
 */
function facetStatement(base: SQL, filters: AppliedFilters, counted: readonly CountedFacet[]): SQL {
  const keyColumn = (facet: CountedFacet) => sql.identifier(`key_${facet.id}`);
  const grouped = (facet: CountedFacet) => sql`grouping(${keyColumn(facet)}) = 0`;
  const cases = (value: (facet: CountedFacet) => SQL) =>
    sql`case ${sql.join(
      counted.map((facet) => sql`when ${grouped(facet)} then ${value(facet)}`),
      sql` `,
    )} end`;
  const columns = counted.map((facet) => sql`${facet.key} as ${keyColumn(facet)}`);
  return sql`select ${cases((facet) => sql`${facet.id}`)} as facet,
      ${cases((facet) => (facet.holds === 'many' ? sql`${keyColumn(facet)}` : sql`array[${keyColumn(facet)}]`))} as keys,
      ${cases((facet) => sql`count(*) filter (where ${passing(filters, facet.id)})`)}::int as count,
      ${listingVersion}
    from (${hitsSelect(base, filters, columns)}) as hits
    where ${failingAtMostOne(filters)}
    group by grouping sets (${sql.join(
      counted.map((facet) => sql`(${keyColumn(facet)})`),
      sql`, `,
    )})`;
}

interface PageRows {
  ids: string[];
  /** Whether the base conditions match anything, filters aside. */
  matches: boolean;
  /** Hits passing every filter. */
  total: number;
  bounds: ReadonlyMap<string, { min: number | null; max: number | null }>;
  /** The listing version these rows were read at. */
  version: string | null;
}

/** Per counted facet: each value's count over the hits passing every other filter (only counts > 0). */
type FacetCounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

async function loadPage(db: Db, base: SQL, filters: AppliedFilters, page: PageRequest): Promise<PageRows> {
  const [row = {}] = resultRows(await db.execute(pageStatement(base, filters, page)));
  return {
    ids: Array.isArray(row.ids) ? row.ids.map(String) : [],
    matches: row.matches === true,
    total: toNumber(row.total) ?? 0,
    bounds: new Map([
      [PRICE_FACET_ID, { min: toNumber(row.price_min), max: toNumber(row.price_max) }],
      [RATING_FACET_ID, { min: toNumber(row.rating_min), max: toNumber(row.rating_max) }],
    ]),
    version: typeof row.listing_version === 'string' ? row.listing_version : null,
  };
}

const facetCountCache = facetCountCachePerDb<FacetCounts>();
const dialect = new PgDialect();

/**
 * Every enum facet and the category facet (the children at `childLevel`), summed per facet and value. Taken
 * from the cache when they were counted at the listing version the request's page statement saw
 * (`pageVersion`, awaited only when there is an entry); counted otherwise, side by side with the page.
 */
async function loadFacetCounts(
  db: Db,
  base: SQL,
  filters: AppliedFilters,
  childLevel: number,
  pageVersion: () => Promise<string | null>,
): Promise<FacetCounts> {
  const counted: CountedFacet[] = [
    ...ENUM_FACETS.map((facet) => ({ id: facet.id, key: sql`${facet.column}`, holds: facet.holds })),
    {
      id: CATEGORY_FACET_ID,
      key: sql`split_part(${productListing.categoryPath}, '/', ${childLevel + 1})`,
      holds: 'one',
    },
  ];
  const statement = facetStatement(base, filters, counted);
  const rendered = dialect.sqlToQuery(statement);
  const key = `${rendered.sql}\u0000${JSON.stringify(rendered.params)}`;
  const cache = facetCountCache(db);
  if (cache.has(key)) {
    const version = await pageVersion();
    const cached = version === null ? undefined : cache.get(key, version);
    if (cached) return cached;
  }
  const rows = resultRows(await db.execute(statement));
  const counts = new Map<string, Map<string, number>>();
  // The rows of array keys repeat values: a value's count is the sum over the rows holding it.
  for (const row of rows) {
    const count = toNumber(row.count) ?? 0;
    if (count === 0 || !Array.isArray(row.keys)) continue;
    const facet = String(row.facet);
    const values = counts.get(facet) ?? new Map<string, number>();
    counts.set(facet, values);
    for (const key of row.keys) {
      if (key === null || key === '') continue;
      values.set(String(key), (values.get(String(key)) ?? 0) + count);
    }
  }
  // No hits, no rows and no version: nothing worth keeping.
  const version = rows[0]?.listing_version;
  if (typeof version === 'string') cache.set(key, version, counts);
  return counts;
}

/** The enum facets, their values labelled in the store's language (the value stays the filter's key). */
function enumFacets(
  counts: FacetCounts,
  filters: AppliedFilters,
  values: CatalogueValueTranslations,
  store: StoreConfig,
): EnumFacet[] {
  return ENUM_FACET_IDS.map((id) => {
    const selected = new Set(filters.enumValues.get(id) ?? []);
    const facetValues = [...(counts.get(id) ?? [])]
      .map(([value, count]) => ({
        value,
        label: valueInStoreLanguage(value, values, store),
        count,
        selected: selected.has(value),
      }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, store.language))
      .slice(0, MAX_FACET_VALUES);
    return { id, values: facetValues };
  });
}

function rangeFacets(page: PageRows, filters: AppliedFilters): RangeFacet[] {
  return RANGE_FACET_IDS.map((id) => {
    const bounds = page.bounds.get(id);
    const applied = filters.ranges.get(id);
    return {
      id,
      min: bounds?.min ?? null,
      max: bounds?.max ?? null,
      from: applied?.from ?? null,
      to: applied?.to ?? null,
    };
  });
}

async function categoryFacet(
  db: Db,
  facetCounts: FacetCounts,
  scope: ListingScope,
  store: StoreConfig,
): Promise<CategoryFacetValue[]> {
  const counts = facetCounts.get(CATEGORY_FACET_ID);
  if (!counts) return [];
  const index = await loadCategoryIndex(db);
  return (index.children.get(scope.category?.id ?? null) ?? [])
    .filter((child) => (counts.get(child.id) ?? 0) > 0)
    .map((child) => ({
      id: child.id,
      name: inStoreLanguage(child, 'name', store),
      url: categoryUrl(child.id),
      count: counts.get(child.id) ?? 0,
      selected: scope.searchInCategory?.path.startsWith(child.path) ?? false,
    }));
}

/** The cards of one page's products, in the page's order. */
async function loadCards(db: Db, ids: readonly string[], store: StoreConfig): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, context] = await Promise.all([
    db.select(CARD_PRODUCT_COLUMNS).from(products).where(anyOf(products.id, ids)),
    loadCardContext(db, ids, store),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toCards(
    ids.map((id) => byId.get(id)).filter((row) => row !== undefined),
    context,
  );
}

export interface ListingResult {
  list: ProductList;
  /** Whether the scope's base conditions match anything, filters aside (whether a search term finds). */
  matchesAnything: boolean;
}

/** Runs a listing: validates paging, sort and filters, then loads one page of cards, total and facets. */
export async function runListing(
  db: Db,
  scope: ListingScope,
  input: ListingInput,
  store: StoreConfig,
): Promise<ListingResult> {
  const offset = requireIntInRange(input.paging?.offset ?? 0, 0, MAX_LISTING_OFFSET, 'paging.offset');
  const limit = requireIntInRange(input.paging?.limit ?? PRODUCTS_PER_PAGE, 1, MAX_PAGE_SIZE, 'paging.limit');
  const sortBy = input.sortBy ?? scope.defaultSort;
  if (!isOneOf(scope.sorts, sortBy)) throw badInput('Unknown sort.', 'sortBy');
  const filters = applyFilters(
    input.enumFilters ?? [],
    input.rangeFilters ?? [],
    scope.searchInCategory ?? null,
  );
  const base = [...scope.base];
  const assortment = storeStrategy(store).assortmentCondition(productListing.isB2bAssortment);
  if (assortment) base.push(assortment);
  const baseCondition = and(...base) ?? sql`true`;
  // The page and the facet counts are two statements over the same hits, sent at once: on PostgreSQL they
  // run side by side on two pooled connections (PGlite runs them in turn), and the page's cards load while
  // the facets are still counted, so the shopper waits for the slower branch, not for the sum. Facet counts
  // cached at the page's listing version are not counted again.
  const pageRows = loadPage(db, baseCondition, filters, {
    keys: sortKeys(sortBy, scope, store),
    limit,
    offset,
  });
  const [page, cards, facetCounts, values] = await Promise.all([
    pageRows,
    pageRows.then((loaded) => loadCards(db, loaded.ids, store)),
    loadFacetCounts(
      db,
      baseCondition,
      filters,
      (scope.category?.level ?? 0) + 1,
      async () => (await pageRows).version,
    ),
    loadCatalogueValueTranslations(db),
  ]);
  const totalCount = page.total;
  const categoryValues = await categoryFacet(db, facetCounts, scope, store);
  const list: ProductList = {
    products: cards,
    totalCount,
    offset,
    limit,
    currentPage: Math.floor(offset / limit) + 1,
    totalPages: Math.ceil(totalCount / limit),
    sort: sortBy,
    defaultSort: scope.defaultSort,
    availableSorts: [...scope.sorts],
    facets: {
      enumFacets: enumFacets(facetCounts, filters, values, store),
      rangeFacets: rangeFacets(page, filters),
      categories: categoryValues,
    },
  };
  return { list, matchesAnything: page.matches };
}

export interface CategoryListingInput extends ListingInput {
  categoryId: string;
}

/** A category listing over the whole subtree, 'si' first (storefront §3.8, §4, §9). */
export async function listCategoryProducts(
  db: Db,
  input: CategoryListingInput,
  store: StoreConfig,
): Promise<ProductList> {
  const [category] = await db
    .select({
      id: categories.id,
      path: categories.path,
      level: categories.level,
      defaultSort: categories.defaultSort,
    })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  const scope: ListingScope = {
    // An unknown category lists nothing (the page resolves to 404 before it asks).
    base: category ? [inCategory(category)] : [sql`false`],
    category: category ?? null,
    sorts: CATEGORY_SORTS,
    // The category's own default sort (Category.defaultSort), 'si' unless the shop chose another.
    defaultSort: category && isOneOf(CATEGORY_SORTS, category.defaultSort) ? category.defaultSort : 'si',
  };
  return (await runListing(db, scope, input, store)).list;
}

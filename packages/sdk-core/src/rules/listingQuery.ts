// Listing state in the URL (spec storefront §2.1 category and search routes, §3.8 "Category list
// state", §4 "Listing and search", §9 "Products per page"). The URL is the one source of truth for
// page, sort, filters and search-in-category: this module reads it into a state and writes a state
// back, so a changed route re-reads everything and back/forward restore a listing exactly.

/** Products per page. */
export const PRODUCTS_PER_PAGE = 60;
/** The page query parameter defaults to 1. */
export const DEFAULT_PAGE = 1;
/** A recommendation carousel loads its first four images eagerly; we apply the
 * same budget to the first row of a listing so the largest above-the-fold images are not lazy. */
export const EAGER_LISTING_IMAGES = 4;

/** The default sort is the category order for categories and relevance for search. */
export const CATEGORY_DEFAULT_SORT = 'si';
export const SEARCH_DEFAULT_SORT = 'relevance';

/** The query parameters of the category and search routes. */
export const PAGE_PARAM = 'p';
export const SORT_PARAM = 'sort';
export const QUERY_PARAM = 'q';
export const ORIGINAL_QUERY_PARAM = 'oq';
export const SEARCH_IN_CATEGORY_PARAM = 'searchInCategoryId';
export const FILTER_PARAM_PREFIX = 'filter.';

/** The two range filters, written as `from-to`. */
export const PRICE_FILTER_ID = 'PRICE';
export const RATING_FILTER_ID = 'rating';
export const RANGE_FILTER_IDS: readonly string[] = [PRICE_FILTER_ID, RATING_FILTER_ID];

/** At most 4 beside a category filter, or 5 without one (plus sort and category). */
export const HERO_FILTERS_WITH_CATEGORY = 4;
export const HERO_FILTERS_WITHOUT_CATEGORY = 5;

/**
 * Longest search term (not in the spec, docs/not-shown.md): the search box takes at most this many
 * characters, the API refuses longer ones, and a longer `q` from a link is cut to it.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export type ListingKind = 'category' | 'search';

export interface EnumFilter {
  readonly id: string;
  readonly values: readonly string[];
}

/** A range with an open end where `from` or `to` is null. */
export interface RangeFilter {
  readonly id: string;
  readonly from: number | null;
  readonly to: number | null;
}

export interface ListingQueryState {
  readonly page: number;
  /** The sort the visitor chose; null means the listing's default sort. */
  readonly sort: string | null;
  readonly enumFilters: readonly EnumFilter[];
  readonly rangeFilters: readonly RangeFilter[];
  readonly searchInCategoryId: string | null;
}

export interface SearchQueryState extends ListingQueryState {
  /** The search term (`q`), decoded. */
  readonly query: string;
  /** The term the visitor typed when the search service rewrote it (`oq`). */
  readonly originalQuery: string | null;
}

export const EMPTY_LISTING_STATE: ListingQueryState = {
  page: DEFAULT_PAGE,
  sort: null,
  enumFilters: [],
  rangeFilters: [],
  searchInCategoryId: null,
};

/**
 * Reads the one-based page parameter `p`; anything that is not a positive integer is page 1.
 *
 * @example
 * ```ts
 * parsePageParam('2'); // 2
 * parsePageParam('x'); // 1
 * ```
 */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return DEFAULT_PAGE;
  const page = Number.parseInt(value, 10);
  return page >= 1 ? page : DEFAULT_PAGE;
}

/** The largest paging offset the shop API accepts: deeper pages of a listing cannot be asked for. */
export const MAX_LISTING_OFFSET = 100_000;

/** The last page a listing URL can address; a higher `p` names no page (the storefront answers 404). */
export const LAST_ADDRESSABLE_PAGE = Math.floor(MAX_LISTING_OFFSET / PRODUCTS_PER_PAGE) + 1;

/**
 * Zero-based paging offset for a one-based page.
 *
 * @example
 * ```ts
 * pagingFor(3); // { offset: 120, limit: 60 }
 * ```
 */
export function pagingFor(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * PRODUCTS_PER_PAGE, limit: PRODUCTS_PER_PAGE };
}

/**
 * Number of pages for a result count (at least 1, so an empty listing is "page 1 of 1").
 *
 * @example
 * ```ts
 * totalPagesFor(125); // 3 (60 per page)
 * ```
 */
export function totalPagesFor(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / PRODUCTS_PER_PAGE));
}

/** Pages listed either side of the current one in the pagination; first and last are always listed. */
export const PAGINATION_NEIGHBOURS = 1;

export type PageLink = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap' };

/**
 * The page links of a pagination: first, last, and the current page with its neighbours; a gap
 * stands for the pages left out ("1 … 4 5 6 … 12"). A gap of a single page shows that page instead.
 *
 * @example
 * ```ts
 * paginationLinks(2, 5); // [{ kind: 'page', page: 1 }, …, { kind: 'page', page: 5 }]
 * ```
 */
export function paginationLinks(currentPage: number, totalPages: number): PageLink[] {
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, currentPage), total);
  const shown = new Set([1, total]);
  for (let page = current - PAGINATION_NEIGHBOURS; page <= current + PAGINATION_NEIGHBOURS; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) links.push({ kind: 'page', page: page - 1 });
    else if (previous !== undefined && page - previous > 2) links.push({ kind: 'gap' });
    links.push({ kind: 'page', page });
  });
  return links;
}

export function defaultSortFor(kind: ListingKind): string {
  return kind === 'search' ? SEARCH_DEFAULT_SORT : CATEGORY_DEFAULT_SORT;
}

// A value piece that starts with digits and then a unit ("5 mm", "5mm", "5 l") continues a decimal
// whose integer part ended the previous piece: "2,5 mm" is one value, not "2" and "5 mm".
const DECIMAL_TAIL_WITH_UNIT = /^\d+\s*\p{L}/u;
const ENDS_WITH_DIGIT = /\d$/;

/**
 * Splits a comma-separated filter value, protecting a decimal with a comma followed by a
 * unit ("2,5 mm,3 mm" -> ["2,5 mm", "3 mm"]). Empty pieces are dropped, duplicates kept once.
 */
export function splitFilterValues(raw: string): string[] {
  const values: string[] = [];
  for (const piece of raw.split(',')) {
    const previous = values.at(-1);
    if (previous !== undefined && ENDS_WITH_DIGIT.test(previous) && DECIMAL_TAIL_WITH_UNIT.test(piece)) {
      values[values.length - 1] = `${previous},${piece}`;
    } else {
      values.push(piece);
    }
  }
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

const RANGE_NUMBER = '(\\d+(?:[.,]\\d+)?)';
const RANGE = new RegExp(`^${RANGE_NUMBER}?-${RANGE_NUMBER}?$`);

function rangeNumber(text: string | undefined): number | null {
  return text === undefined ? null : Number.parseFloat(text.replace(',', '.'));
}

/**
 * A range is `from-to` ("5-20", "4,99-10", "-20", "2-"); an end may be open, not
 * both. Anything else, or from above to, is not a range (null: the filter is ignored).
 *
 * @example
 * ```ts
 * parseRange('5-20'); // { from: 5, to: 20 }
 * ```
 */
export function parseRange(raw: string): { from: number | null; to: number | null } | null {
  const match = RANGE.exec(raw.trim());
  if (!match) return null;
  const from = rangeNumber(match[1]);
  const to = rangeNumber(match[2]);
  if (from === null && to === null) return null;
  if (from !== null && to !== null && from > to) return null;
  return { from, to };
}

function formatRangeNumber(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * A range filter as its URL value.
 *
 * @example
 * ```ts
 * formatRange({ from: 5, to: 20 }); // '5-20'
 * ```
 */
export function formatRange(range: Pick<RangeFilter, 'from' | 'to'>): string {
  return `${formatRangeNumber(range.from)}-${formatRangeNumber(range.to)}`;
}

function isRangeFilterId(id: string): boolean {
  return RANGE_FILTER_IDS.includes(id);
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Reads page, sort, filters and search-in-category from a route's query.
 *
 * @example
 * ```ts
 * const query = parseListingQuery(new URL(request.url).searchParams);
 * query.page; // 2 for ?p=2
 * ```
 */
export function parseListingQuery(params: URLSearchParams): ListingQueryState {
  const enumFilters: EnumFilter[] = [];
  const rangeFilters: RangeFilter[] = [];
  for (const [name, raw] of params) {
    if (!name.startsWith(FILTER_PARAM_PREFIX)) continue;
    const id = name.slice(FILTER_PARAM_PREFIX.length);
    if (id === '' || enumFilters.some((f) => f.id === id) || rangeFilters.some((f) => f.id === id)) continue;
    if (isRangeFilterId(id)) {
      const range = parseRange(raw);
      if (range) rangeFilters.push({ id, ...range });
    } else {
      const values = splitFilterValues(raw);
      if (values.length > 0) enumFilters.push({ id, values });
    }
  }
  return {
    page: parsePageParam(params.get(PAGE_PARAM)),
    sort: nonEmpty(params.get(SORT_PARAM)),
    enumFilters,
    rangeFilters,
    searchInCategoryId: nonEmpty(params.get(SEARCH_IN_CATEGORY_PARAM)),
  };
}

/**
 * A search result's state (query, page, sort, filters) from its URL's query.
 *
 * @example
 * ```ts
 * parseSearchQuery(new URLSearchParams('q=füller&p=2')); // { query: 'füller', page: 2, … }
 * ```
 */
export function parseSearchQuery(params: URLSearchParams): SearchQueryState {
  return {
    ...parseListingQuery(params),
    query: (params.get(QUERY_PARAM) ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH).trim(),
    originalQuery: nonEmpty(params.get(ORIGINAL_QUERY_PARAM)),
  };
}

/**
 * Query values are encoded so `&` becomes %26 and `+` becomes %2B (a literal `+`
 * would read back as a space). Commas stay literal: they separate filter values.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

function param(name: string, value: string): string {
  return `${encodeURIComponent(name)}=${encodeQueryValue(value)}`;
}

/** The filter parameters (`filter.{id}=a,b`, `filter.PRICE=5-20`) of a state, in its order. */
export function filterParams(
  enumFilters: readonly EnumFilter[],
  rangeFilters: readonly RangeFilter[] = [],
): string[] {
  return [
    ...enumFilters
      .filter((filter) => filter.values.length > 0)
      .map(
        (filter) =>
          `${encodeURIComponent(FILTER_PARAM_PREFIX + filter.id)}=${filter.values.map(encodeQueryValue).join(',')}`,
      ),
    ...rangeFilters
      .filter((filter) => filter.from !== null || filter.to !== null)
      .map((filter) => param(FILTER_PARAM_PREFIX + filter.id, formatRange(filter))),
  ];
}

/**
 * The query string (with `?`, or '' when nothing is set) for a listing state: defaults are left out
 * (page 1, the listing's default sort) so every state has exactly one URL.
 *
 * @example
 * ```ts
 * listingQueryString(setSort(query, 'price-desc'), 'category'); // '?sort=price-desc'
 * ```
 */
export function listingQueryString(
  state: ListingQueryState | SearchQueryState,
  kind: ListingKind,
  defaultSort: string = defaultSortFor(kind),
): string {
  const parts: string[] = [];
  if ('query' in state) {
    if (state.query) parts.push(param(QUERY_PARAM, state.query));
    if (state.originalQuery) parts.push(param(ORIGINAL_QUERY_PARAM, state.originalQuery));
  }
  if (state.page > DEFAULT_PAGE) parts.push(param(PAGE_PARAM, String(state.page)));
  if (state.sort && state.sort !== defaultSort) parts.push(param(SORT_PARAM, state.sort));
  if (state.searchInCategoryId) parts.push(param(SEARCH_IN_CATEGORY_PARAM, state.searchInCategoryId));
  parts.push(...filterParams(state.enumFilters, state.rangeFilters));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * Whether a listing's state has any filter set (a choice or a range).
 *
 * @example
 * ```ts
 * const state = { page: 1, sort: null, enumFilters: [], rangeFilters: [], searchInCategoryId: null };
 * hasFilters(state); // false
 * hasFilters({ ...state, enumFilters: [{ id: 'brand', values: ['Ranzen'] }] }); // true
 * ```
 */
export function hasFilters(state: ListingQueryState): boolean {
  return state.enumFilters.length > 0 || state.rangeFilters.length > 0;
}

function withFilters<S extends ListingQueryState>(
  state: S,
  enumFilters: readonly EnumFilter[],
  rangeFilters: readonly RangeFilter[],
): S {
  const next = { ...state, enumFilters, rangeFilters, page: DEFAULT_PAGE };
  // Spec §4: removing all filters resets sort and the search-in-category id.
  return enumFilters.length === 0 && rangeFilters.length === 0
    ? { ...next, sort: null, searchInCategoryId: null }
    : next;
}

/**
 * Adds the value to an enum filter, or removes it when it is selected; back to page 1.
 *
 * @example
 * ```ts
 * toggleEnumValue(query, 'brand', 'Pelikan').enumFilters; // [{ id: 'brand', values: ['Pelikan'] }]
 * ```
 */
export function toggleEnumValue<S extends ListingQueryState>(state: S, id: string, value: string): S {
  const current = state.enumFilters.find((filter) => filter.id === id);
  const values = current?.values.includes(value)
    ? current.values.filter((v) => v !== value)
    : [...(current?.values ?? []), value];
  const others = state.enumFilters.filter((filter) => filter.id !== id);
  const enumFilters = values.length > 0 ? upsert(state.enumFilters, { id, values }) : others;
  return withFilters(state, enumFilters, state.rangeFilters);
}

/**
 * Sets a range filter (both ends null removes it); back to page 1.
 *
 * @example
 * ```ts
 * setRangeFilter(query, 'price', 5, 20);
 * ```
 */
export function setRangeFilter<S extends ListingQueryState>(
  state: S,
  id: string,
  from: number | null,
  to: number | null,
): S {
  const others = state.rangeFilters.filter((filter) => filter.id !== id);
  const rangeFilters = from === null && to === null ? others : upsert(state.rangeFilters, { id, from, to });
  return withFilters(state, state.enumFilters, rangeFilters);
}

/**
 * Removes one filter, enum or range; back to page 1.
 *
 * @example
 * ```ts
 * removeFilter(query, 'brand');
 * ```
 */
export function removeFilter<S extends ListingQueryState>(state: S, id: string): S {
  return withFilters(
    state,
    state.enumFilters.filter((filter) => filter.id !== id),
    state.rangeFilters.filter((filter) => filter.id !== id),
  );
}

/**
 * Removing all filters resets sort and search-in-category too.
 *
 * @example
 * ```ts
 * clearFilters(query).enumFilters; // []
 * ```
 */
export function clearFilters<S extends ListingQueryState>(state: S): S {
  return withFilters(state, [], []);
}

/**
 * A new sort starts from page 1.
 *
 * @example
 * ```ts
 * navigate(listingQueryString(setSort(query, 'price-desc'), 'category'));
 * ```
 */
export function setSort<S extends ListingQueryState>(state: S, sort: string): S {
  return { ...state, sort, page: DEFAULT_PAGE };
}

/**
 * The listing on another page.
 *
 * @example
 * ```ts
 * navigate(listingQueryString(setPage(query, 3), 'category'));
 * ```
 */
export function setPage<S extends ListingQueryState>(state: S, page: number): S {
  return { ...state, page: Math.max(DEFAULT_PAGE, Math.trunc(page)) };
}

function upsert<F extends { readonly id: string }>(filters: readonly F[], filter: F): F[] {
  const index = filters.findIndex((existing) => existing.id === filter.id);
  if (index < 0) return [...filters, filter];
  return filters.map((existing, i) => (i === index ? filter : existing));
}

/**
 * The API's listing arguments for a state ("core search"). Without a
 * chosen sort, none is sent: the API applies the listing's default ('si', a category's own default,
 * or 'relevance') and reports it back, so one request serves the page and no guess is needed.
 *
 * @example
 * ```ts
 * const { data } = await client.query({
 *   query: CategoryProductsDocument,
 *   variables: { coreCategoryId: '100', ...listingVariables(query) },
 * });
 * ```
 */
export function listingVariables(state: ListingQueryState) {
  return {
    paging: pagingFor(state.page),
    sortBy: state.sort,
    enumFilters: state.enumFilters.map((filter) => ({ id: filter.id, values: [...filter.values] })),
    rangeFilters: state.rangeFilters.map(({ id, from, to }) => ({ id, from, to })),
  };
}

/**
 * The facets shown in the bar above the listing, at most 4 when the listing
 * also offers a category filter, else 5; the sort and the category filter come on top. The rest
 * stay in the full filter panel.
 *
 * @example
 * ```ts
 * splitHeroFilters(['color', 'brand'], false); // { hero: [ 'color', 'brand' ], more: [] }
 * ```
 */
export function splitHeroFilters<F>(
  facets: readonly F[],
  hasCategoryFilter: boolean,
): { hero: readonly F[]; more: readonly F[] } {
  const limit = hasCategoryFilter ? HERO_FILTERS_WITH_CATEGORY : HERO_FILTERS_WITHOUT_CATEGORY;
  return { hero: facets.slice(0, limit), more: facets.slice(limit) };
}

// Where a submitted search goes (spec storefront §2.7 "Search box", §4 "Search suggestions" submit
// flow, §5 "Search and metadata"). Pure: the search-box machine asks the search service and hands the
// answer to `searchSubmitTarget`, which decides between home, a redirect, a single product and the
// result page, and how the browser gets there. The search page's loader applies the same flow to a
// result URL opened directly (`searchPageRedirect`).
import type { SearchTargetQuery } from '../graphql/generated';
import { checkNavigationTarget } from '../routes/guards';
import { routePath, routePrefix } from '../routes/routeTable';
import type { StoreConfig } from '../store/storeConfig';
import {
  DEFAULT_PAGE,
  encodeQueryValue,
  filterParams,
  hasFilters,
  ORIGINAL_QUERY_PARAM,
  QUERY_PARAM,
  type SearchQueryState,
} from './listingQuery';

/** The search route; the shop's own links use the trailing slash. */
export const SEARCH_PATH = routePath('search');
export const HOME_PATH = routePath('index');
/** The element a search that lands on the page already shown scrolls to. */
export const PRODUCT_LISTING_ANCHOR = 'product-listing';

/** A filter the long-tail adjustment suggests, as the search query answers it. */
type SuggestedFilter = NonNullable<SearchTargetQuery['longTailAdjustment']>['filters'][number];

/** What the search service says about a submitted query. */
export interface SearchServiceAnswer {
  /** Check query: a redirect rule's target, an internal path or an absolute URL. */
  readonly redirectPath: string | null;
  /** Check query: the term to search (rewritten or the input). */
  readonly query: string;
  /** Check query: true when a rewrite rule changed the query. */
  readonly rewritten: boolean;
  /** Long-tail adjustment: the narrowed query and its suggested filters; null when none applies. */
  readonly longTail: {
    readonly searchQuery: string;
    readonly filters: readonly Pick<SuggestedFilter, 'name' | 'values'>[];
  } | null;
  /** Core search: the single product that matches (core_search.link.url). */
  readonly productUrl: string | null;
}

/** The page the browser shows now, as `window.location` has it. */
export interface CurrentLocation {
  readonly href: string;
}

export type SearchNavigation =
  /** Client-side navigation to a page of the shop. */
  | { readonly kind: 'client'; readonly href: string }
  /** A full page load: an external URL, or a product page replacing the open product page. */
  | { readonly kind: 'document'; readonly href: string }
  /** The target is the page shown: scroll smoothly to its product listing. */
  | { readonly kind: 'scrollToListing' };

export interface SearchSubmitTarget {
  /** The query the search box shows afterwards: a redirect overwrites it with the checked term. */
  readonly query: string;
  readonly navigation: SearchNavigation;
}

/**
 * Search suggestions are off in the B2B store.
 *
 * @example
 * ```ts
 * offersSearchSuggestions(STORES.de); // true
 * offersSearchSuggestions(STORES['b2b-de']); // false
 * ```
 */
export function offersSearchSuggestions(store: Pick<StoreConfig, 'features'>): boolean {
  return store.features.searchSuggestions;
}

/** The trimmed query; '' means nothing is searched. */
export function normaliseSearchQuery(query: string): string {
  return query.trim();
}

/**
 * The result page URL: q (encoded), oq only when the service rewrote the query and no
 * suggested (long-tail) rewrite applies, and filter.{name} with comma-separated encoded values.
 */
export function searchResultsHref(answer: SearchServiceAnswer, typed: string): string {
  const longTail = answer.longTail;
  const query = longTail?.searchQuery ?? answer.query;
  const parts = [`${QUERY_PARAM}=${encodeQueryValue(query)}`];
  if (answer.rewritten && !longTail) parts.push(`${ORIGINAL_QUERY_PARAM}=${encodeQueryValue(typed)}`);
  if (longTail) {
    parts.push(
      ...filterParams(longTail.filters.map((filter) => ({ id: filter.name, values: filter.values }))),
    );
  }
  return `${SEARCH_PATH}?${parts.join('&')}`;
}

/**
 * The result page for a query when the search service gave no answer (it failed): just q.
 *
 * @example
 * ```ts
 * plainSearchHref('Füller blau'); // '/search/?q=F%C3%BCller%20blau'
 * ```
 */
export function plainSearchHref(query: string): string {
  return `${SEARCH_PATH}?${QUERY_PARAM}=${encodeQueryValue(query)}`;
}

function isProductPath(pathname: string): boolean {
  return pathname.startsWith(routePrefix('product'));
}

/**
 * How the browser gets to `target`: an external URL loads as a full page; a
 * product while a product page is open reloads the page onto it; the page already shown scrolls to
 * its listing; anything else is a client-side navigation. An unsafe target (javascript:, data: ...)
 * is refused: null.
 */
export function navigationTo(target: string, current: CurrentLocation): SearchNavigation | null {
  const here = new URL(current.href);
  const check = checkNavigationTarget(target, here, { allowExternal: true });
  if (!check.ok) return null;
  const url = check.url;
  const href = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== here.origin) return { kind: 'document', href: url.href };
  if (isProductPath(here.pathname) && isProductPath(url.pathname)) return { kind: 'document', href };
  if (url.pathname === here.pathname && url.search === here.search) return { kind: 'scrollToListing' };
  return { kind: 'client', href };
}

/**
 * A redirect path wins and overwrites the query; otherwise a single-product link
 * wins; otherwise the result page. A redirect or link that may not be followed falls through to the
 * next rule, so a broken search rule never breaks the search.
 */
export function searchSubmitTarget(
  typed: string,
  answer: SearchServiceAnswer,
  current: CurrentLocation,
): SearchSubmitTarget {
  if (answer.redirectPath) {
    const navigation = navigationTo(answer.redirectPath, current);
    if (navigation) return { query: answer.query, navigation };
  }
  if (answer.productUrl) {
    const navigation = navigationTo(answer.productUrl, current);
    if (navigation) return { query: typed, navigation };
  }
  const results = searchResultsHref(answer, typed);
  return { query: typed, navigation: navigationTo(results, current) ?? { kind: 'client', href: results } };
}

/**
 * Whether a result URL is what a search submit would have asked the search service about: a bare
 * query (q alone). A result page with oq, a page, a sort, filters or a category was reached past the
 * search rules (the box's own target, or the page's paging, sorting and filtering), so its query is
 * not checked again (docs/not-shown.md).
 *
 * @example
 * ```ts
 * const state = { query: 'Ranzen', originalQuery: null, page: 1, sort: null, enumFilters: [], rangeFilters: [], searchInCategoryId: null };
 * appliesSearchRules(state); // true
 * appliesSearchRules({ ...state, originalQuery: 'Ranzn' }); // false
 * ```
 */
export function appliesSearchRules(state: SearchQueryState): boolean {
  return (
    state.query !== '' &&
    state.originalQuery === null &&
    state.page === DEFAULT_PAGE &&
    state.sort === null &&
    state.searchInCategoryId === null &&
    !hasFilters(state)
  );
}

/**
 * A result URL opened directly (a bookmark, an external link, the box submitted before the page's
 * JavaScript ran) lands where the search box would have gone: the redirect rule's
 * target, the single matching product, or the result page with the rewritten query and oq or with the
 * long-tail filters. Null when that is the plain result page for `query`, which is shown.
 *
 * @example
 * ```ts
 * const answer = { redirectPath: '/service/versand/', query: 'versand', rewritten: false, longTail: null, productUrl: null };
 * searchPageRedirect('versand', answer, { href: 'https://shop.example/search/?q=versand' }); // '/service/versand/'
 * ```
 */
export function searchPageRedirect(
  query: string,
  answer: SearchServiceAnswer,
  current: CurrentLocation,
): string | null {
  const { navigation } = searchSubmitTarget(query, answer, current);
  if (navigation.kind === 'scrollToListing') return null;
  return navigation.href === plainSearchHref(query) ? null : navigation.href;
}

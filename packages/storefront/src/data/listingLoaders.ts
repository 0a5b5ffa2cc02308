// Loaders of the listing pages (spec storefront §2.1 category and search routes, §3.8, §4 "Listing and
// search", §5 "Search and metadata"): the URL's listing state (page, sort, filters, search-in-category)
// is read by sdk-core's listingQuery and sent to the API, so every listing URL renders on the server and
// a client-side navigation (a filter, a page, back/forward) re-reads it the same way. A bare search
// query first follows the shop's search rules, as the search box does (§2.7, §4 submit flow).
import type { ApolloClient } from '@apollo/client';
import {
  appliesSearchRules,
  askSearchService,
  CategoryDocument,
  CategoryProductsDocument,
  CoreSearchDocument,
  categoryMetaTitle,
  EMPTY_LISTING_STATE,
  HOME_PATH,
  hasFilters,
  LAST_ADDRESSABLE_PAGE,
  type ListingQueryState,
  listingQueryString,
  listingVariables,
  parseListingQuery,
  parseSearchQuery,
  robotsFor,
  type SearchQueryState,
  SearchSuggestionsDocument,
  searchPageRedirect,
  translate,
} from '@ranzen/sdk-core';
import { isBadUserInput, loadOrFail, notFound, redirectTo } from './loaderErrors';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import type { RouteDeps } from './routeDeps';

export interface CategoryLoaderData extends WithMeta {
  readonly categoryId: string;
  /** The path the listing was reached by (/cat/12/ or the category's own URL); its links keep it. */
  readonly path: string;
  readonly listing: ListingQueryState;
}

export interface SearchLoaderData extends WithMeta {
  readonly search: SearchQueryState;
}

/** Shared by the loader and the page so the page's cache-first read hits what the loader wrote. */
export function categoryProductsVariables(categoryId: string, listing: ListingQueryState) {
  return { coreCategoryId: categoryId, ...listingVariables(listing) };
}

export function coreSearchVariables(search: SearchQueryState) {
  return {
    searchTerm: search.query,
    searchInCategoryId: search.searchInCategoryId,
    ...listingVariables(search),
  };
}

function hasListingParameters(state: ListingQueryState): boolean {
  return hasFilters(state) || state.sort !== null || state.page > 1 || state.searchInCategoryId !== null;
}

/**
 * Runs a listing's queries. A URL whose listing parameters the API refuses (a hand-edited or outdated
 * link: a filter or sort the listing does not offer) changes nothing: the visitor is sent to the listing
 * without them (302) instead of an error page.
 */
async function loadListing<T>(state: ListingQueryState, withoutParameters: string, load: () => Promise<T>) {
  // A page number past the last the API can page to names no page (issue 14 item 6).
  if (state.page > LAST_ADDRESSABLE_PAGE) return notFound();
  try {
    return await load();
  } catch (error) {
    if (isBadUserInput(error) && hasListingParameters(state)) return redirectTo(withoutParameters, 302);
    return loadOrFail<T>(() => Promise.reject(error));
  }
}

export async function loadCategory(
  { client, store }: RouteDeps,
  categoryId: string,
  url: URL,
): Promise<CategoryLoaderData> {
  const listing = parseListingQuery(url.searchParams);
  const [category] = await loadListing(listing, url.pathname, () =>
    Promise.all([
      client.query({ query: CategoryDocument, variables: { coreCategoryId: categoryId } }),
      client.query({
        query: CategoryProductsDocument,
        variables: categoryProductsVariables(categoryId, listing),
      }),
    ]),
  );
  const found = category.data?.category;
  if (!found) return notFound();
  return {
    categoryId,
    path: url.pathname,
    listing,
    meta: {
      // Spec §5: 'current / parent', only the current category beyond 50 characters.
      title: pageTitle(store, found.metaTitle ?? categoryMetaTitle(found.name, found.parent?.name)),
      description: found.metaDescription,
      robots: robotsFor('indexable'),
    },
  };
}

/**
 * The search submit flow for a result URL opened directly: where the search box would have gone instead
 * (a redirect rule, a single product, a rewrite or long-tail adjustment), or null to show the results.
 * A failing search service changes nothing, as in the box: the query is searched as it is.
 */
async function searchRuleTarget(client: ApolloClient, search: SearchQueryState, url: URL) {
  if (!appliesSearchRules(search)) return null;
  try {
    return searchPageRedirect(search.query, await askSearchService(client, search.query), { href: url.href });
  } catch {
    return null;
  }
}

/** An empty or whitespace-only query is not searched and leads to /. */
export async function loadSearch(
  { client, store, messages }: RouteDeps,
  url: URL,
): Promise<SearchLoaderData> {
  const search = parseSearchQuery(url.searchParams);
  if (search.query === '') return redirectTo(HOME_PATH, 302);
  const plain = listingQueryString(
    { ...EMPTY_LISTING_STATE, query: search.query, originalQuery: null },
    'search',
  );
  // The rules and the results are asked for at once: most queries have no rule.
  const [ruleTarget, { data }] = await Promise.all([
    searchRuleTarget(client, search, url),
    loadListing(search, `${url.pathname}${plain}`, () =>
      client.query({ query: CoreSearchDocument, variables: coreSearchVariables(search) }),
    ),
  ]);
  // Like the other loader redirects (a page-details redirect, a refused listing URL): temporary, as
  // the shop's search rules change.
  if (ruleTarget) return redirectTo(ruleTarget, 302);
  // Spec §4: an empty result suggests the popular searches instead.
  if (data?.coreSearch.results.totalCount === 0) {
    await loadOrFail(() => client.query({ query: SearchSuggestionsDocument, variables: { userQuery: '' } }));
  }
  return {
    search,
    meta: {
      title: pageTitle(store, translate(messages, 'vue.search.metaTitle', { query: search.query })),
      // Spec §9 "Indexing": search pages are noindex,follow.
      robots: robotsFor('search'),
    },
  };
}

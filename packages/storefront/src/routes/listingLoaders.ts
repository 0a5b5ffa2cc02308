// Loaders of the listing pages (spec storefront §2.1 category and search routes, §3.8, §4 "Listing and
// search", §5 "Search and metadata"): the URL's listing state (page, sort, filters, search-in-category)
// is read by sdk-core's listingQuery and sent to the API, so every listing URL renders on the server and
// a client-side navigation (a filter, a page, back/forward) re-reads it the same way.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  CategoryDocument,
  CategoryProductsDocument,
  CoreSearchDocument,
  categoryMetaTitle,
  EMPTY_LISTING_STATE,
  HOME_PATH,
  hasFilters,
  type ListingQueryState,
  listingQueryString,
  listingVariables,
  parseListingQuery,
  parseSearchQuery,
  robotsFor,
  type SearchQueryState,
  SearchSuggestionsDocument,
  translate,
} from '@ranzen/sdk-core';
import { loadOrFail, notFound, redirectTo } from './loaderErrors';
import type { RouteDeps } from './pageLoaders';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';

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

/** The API refused the request's arguments (an unknown filter or sort, a reversed range). */
function isBadUserInput(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT')
  );
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

/** Spec §5: an empty or whitespace-only query is not searched and leads to /. */
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
  const { data } = await loadListing(search, `${url.pathname}${plain}`, () =>
    client.query({ query: CoreSearchDocument, variables: coreSearchVariables(search) }),
  );
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

// Loaders of the listing pages (spec storefront §2.1 category and search routes, §3.8, §4 "Listing and
// search", §5 "Search and metadata"): the URL's listing state (page, sort, filters, search-in-category)
// is read by sdk-core's listingQuery and sent to the API, so every listing URL renders on the server and
// a client-side navigation (a filter, a page, back/forward) re-reads it the same way.
import {
  CategoryDocument,
  CategoryProductsDocument,
  CoreSearchDocument,
  categoryMetaTitle,
  HOME_PATH,
  type ListingQueryState,
  listingVariables,
  MESSAGES,
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

export async function loadCategory(
  { client, store }: RouteDeps,
  categoryId: string,
  url: URL,
): Promise<CategoryLoaderData> {
  const listing = parseListingQuery(url.searchParams);
  const [category] = await loadOrFail(() =>
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
export async function loadSearch({ client, store }: RouteDeps, url: URL): Promise<SearchLoaderData> {
  const search = parseSearchQuery(url.searchParams);
  if (search.query === '') return redirectTo(HOME_PATH, 302);
  const { data } = await loadOrFail(() =>
    client.query({ query: CoreSearchDocument, variables: coreSearchVariables(search) }),
  );
  // Spec §4: an empty result suggests the popular searches instead.
  if (data?.coreSearch.results.totalCount === 0) {
    await loadOrFail(() => client.query({ query: SearchSuggestionsDocument, variables: { userQuery: '' } }));
  }
  return {
    search,
    meta: {
      title: pageTitle(
        store,
        translate(MESSAGES[store.messages], 'vue.search.metaTitle', { query: search.query }),
      ),
      // Spec §9 "Indexing": search pages are noindex,follow.
      robots: robotsFor('search'),
    },
  };
}

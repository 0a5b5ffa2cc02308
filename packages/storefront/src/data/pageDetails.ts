// The page-details lookup by URL (spec storefront §2.4, §7 "page details by URL: errors ignored, no
// cache") and the preview pass-through (§6): a page opened with ?ishop-preview-json=... hands that
// value to the API, which shows the content for the segments and A/B scenarios it names
// (docs/preview.md). The same call runs on the server and before a client-side navigation. A page whose
// rows hold the recommendations element (§2.10) gets the store's recommendations into the cache with it,
// so the element renders with the first HTML (useCmsHost reads them from there).
import type { ApolloClient } from '@apollo/client';
import {
  PageDetailsDocument,
  type PageDetailsQuery,
  RECOMMENDATIONS_LIMIT,
  StoreRecommendationsDocument,
  showsRecommendations,
} from '@ranzen/sdk-core';
import { loadOrFail } from './loaderErrors';

export type PageDetails = PageDetailsQuery['pageDetails'];

/** Shared by the loader and useCmsHost, so the page's cache read finds what the loader wrote. */
export const STORE_RECOMMENDATIONS_VARIABLES = { limit: RECOMMENDATIONS_LIMIT };

/** The preview query parameter passed through to the API. */
export const PREVIEW_QUERY_PARAM = 'ishop-preview-json';

/**
 * Page details of `path`, with the preview of the shown page's URL if it has one. Fetched past the
 * cache and handed to the page as loader data; only a network failure is fatal (503).
 */
export async function loadPageDetails(
  client: ApolloClient,
  path: string,
  pageUrl: URL,
): Promise<PageDetails | null> {
  const preview = pageUrl.searchParams.get(PREVIEW_QUERY_PARAM);
  return loadOrFail(async () => {
    const { data } = await client.query({
      query: PageDetailsDocument,
      variables: preview ? { url: path, preview } : { url: path },
      fetchPolicy: 'no-cache',
      errorPolicy: 'all',
    });
    const details = data?.pageDetails ?? null;
    if (details && showsRecommendations(details.rows)) {
      // Errors leave the element empty; only a network failure fails the page, as above.
      await client.query({
        query: StoreRecommendationsDocument,
        variables: STORE_RECOMMENDATIONS_VARIABLES,
        errorPolicy: 'all',
      });
    }
    return details;
  });
}

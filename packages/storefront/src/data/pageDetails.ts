// The page-details lookup by URL (spec storefront §2.4, §7 "page details by URL: errors ignored, no
// cache") and the preview pass-through (§6): a page opened with ?ishop-preview-json=... hands that
// value to the API, which shows the content for the segments and A/B scenarios it names
// (docs/preview.md). The same call runs on the server and before a client-side navigation.
import type { ApolloClient } from '@apollo/client';
import { PageDetailsDocument, type PageDetailsQuery } from '@ranzen/sdk-core';
import { loadOrFail } from './loaderErrors';

export type PageDetails = PageDetailsQuery['pageDetails'];

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
    return data?.pageDetails ?? null;
  });
}

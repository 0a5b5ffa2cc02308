// The search service's answer for a submitted query (spec storefront §4 "Search suggestions" submit
// flow step 2; §7 search redirect / check query, long-tail adjustment, core_search.link.url). One
// lookup for the search box and for the search page's loader, so a query typed into the box and the
// same query opened as a /search/ URL follow the shop's search rules alike.
import type { ApolloClient } from '@apollo/client';
import { SearchCheckDocument, SearchTargetDocument } from '../graphql/generated';
import type { SearchServiceAnswer } from '../rules/searchSubmit';

/**
 * Check the query; unless it is redirected, ask for a long-tail adjustment and a single product.
 *
 * @example
 * ```ts
 * const answer = await askSearchService(client, 'füller');
 * location.assign(searchResultsHref(answer, 'füller'));
 * ```
 */
export async function askSearchService(client: ApolloClient, query: string): Promise<SearchServiceAnswer> {
  const { data } = await client.query({ query: SearchCheckDocument, variables: { originalQuery: query } });
  const check = data?.searchCheck;
  if (!check) throw new Error('searchCheck: no data');
  const answer = { redirectPath: check.redirectPath, query: check.query, rewritten: check.rewritten };
  // A redirect wins (step 3): nothing else is needed.
  if (check.redirectPath) return { ...answer, longTail: null, productUrl: null };
  const { data: target } = await client.query({
    query: SearchTargetDocument,
    variables: { query: check.query },
  });
  if (!target) throw new Error('searchTarget: no data');
  return { ...answer, longTail: target.longTailAdjustment, productUrl: target.coreSearch.link?.url ?? null };
}

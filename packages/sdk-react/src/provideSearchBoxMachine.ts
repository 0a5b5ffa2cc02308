// The search-box machine wired to the Apollo client (spec storefront §4 "Search suggestions", §7
// suggestions; check query, long-tail adjustment and core search link through sdk-core's
// askSearchService, which the search page's loader shares). Reached only through the dynamic
// import() in useSearchBox, so XState stays out of the first-load bundle until the box is used.
import type { ApolloClient } from '@apollo/client';
import {
  askSearchService,
  type SearchServiceAnswer,
  SearchSuggestionsDocument,
  type SearchSuggestionsOutput,
  searchBoxMachine,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';

export async function fetchSearchSuggestions(
  client: ApolloClient,
  userQuery: string,
): Promise<SearchSuggestionsOutput> {
  const { data } = await client.query({ query: SearchSuggestionsDocument, variables: { userQuery } });
  const result = data?.searchSuggestions;
  if (!result) throw new Error('searchSuggestions: no data');
  return {
    popular: result.popular,
    suggestions: result.suggestQueries.map(({ suggest, label }) => ({ value: suggest, label })),
  };
}

/**
 * The search-box machine with its lookups on the Apollo client. `client` is absent outside an Apollo
 * provider (a header story): lookups then fail and a submit searches plainly.
 */
export function provideSearchBoxMachine(client: ApolloClient | undefined) {
  const withClient = <T>(run: (apollo: ApolloClient) => Promise<T>): Promise<T> =>
    client ? run(client) : Promise.reject(new Error('search box: no Apollo client'));
  return searchBoxMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<SearchSuggestionsOutput, { query: string }>(({ input }) =>
        withClient((apollo) => fetchSearchSuggestions(apollo, input.query)),
      ),
      checkQuery: fromPromise<SearchServiceAnswer, { query: string }>(({ input }) =>
        withClient((apollo) => askSearchService(apollo, input.query)),
      ),
    },
  });
}

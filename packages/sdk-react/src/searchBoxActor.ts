// The search-box machine wired to the Apollo client (spec storefront §4 "Search suggestions", §7
// suggestions; check query, long-tail adjustment and core search link through sdk-core's
// askSearchService, which the search page's loader shares). Reached only through the dynamic
// import() in useSearchBox, so XState stays out of the first-load bundle until the box is used.
import type { ApolloClient } from '@apollo/client';
import {
  askSearchService,
  type SearchBoxEmitted,
  type SearchServiceAnswer,
  SearchSuggestionsDocument,
  type SearchSuggestionsOutput,
  searchBoxMachine,
} from '@ranzen/sdk-core';
import { type Actor, createActor, fromPromise } from 'xstate';

export type SearchBoxActor = Actor<typeof searchBoxMachine>;

export interface StartSearchBoxActorOptions {
  /** Absent outside an Apollo provider (a header story): lookups then fail and a submit searches plainly. */
  readonly client: ApolloClient | undefined;
  readonly suggestionsEnabled: boolean;
  readonly query: string;
  readonly onNavigate: (navigation: SearchBoxEmitted['navigation']) => void;
}

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

/** Creates and starts the page's search-box actor; the caller subscribes to it. */
export function startSearchBoxActor({
  client,
  suggestionsEnabled,
  query,
  onNavigate,
}: StartSearchBoxActorOptions): SearchBoxActor {
  const withClient = <T>(run: (apollo: ApolloClient) => Promise<T>): Promise<T> =>
    client ? run(client) : Promise.reject(new Error('search box: no Apollo client'));
  const machine = searchBoxMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<SearchSuggestionsOutput, { query: string }>(({ input }) =>
        withClient((apollo) => fetchSearchSuggestions(apollo, input.query)),
      ),
      checkQuery: fromPromise<SearchServiceAnswer, { query: string }>(({ input }) =>
        withClient((apollo) => askSearchService(apollo, input.query)),
      ),
    },
  });
  const actor = createActor(machine, { input: { suggestionsEnabled, query } });
  actor.on('search.navigate', (event) => onNavigate(event.navigation));
  actor.start();
  return actor;
}

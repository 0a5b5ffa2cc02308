// The search-box machine wired to the Apollo client (spec storefront §4 "Search suggestions", §7
// check query, long-tail adjustment, core search link, suggestions). Reached only through the dynamic
// import() in useSearchBox, so XState stays out of the first-load bundle until the box is used.
import type { ApolloClient } from '@apollo/client';
import {
  type SearchBoxEmitted,
  SearchCheckDocument,
  type SearchServiceAnswer,
  SearchSuggestionsDocument,
  type SearchSuggestionsOutput,
  SearchTargetDocument,
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

/** Spec §4 step 2: check the query; unless it is redirected, ask for a long-tail adjustment and a single product. */
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

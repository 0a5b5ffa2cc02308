// The header's search box (spec storefront §2.7 "Search box", §3.11 "Search query state", §4
// "Search suggestions", §5 "Search and metadata"). Suggestions open on focus in stores that offer
// them (not B2B), follow the typed query after a short pause, and close on submit, on clearing the
// input, on picking one and when focus leaves. Submitting trims the query, sends an empty one home,
// asks the search service and emits where to go; the host performs the navigation.
import { assertEvent, assign, emit, setup } from 'xstate';
import {
  type CurrentLocation,
  HOME_PATH,
  normaliseSearchQuery,
  plainSearchHref,
  type SearchNavigation,
  type SearchServiceAnswer,
  searchSubmitTarget,
} from '../rules/searchSubmit';
import { notImplemented } from './notImplemented';

/**
 * Pause after the last keystroke before suggestions are fetched. Not in the spec (docs/not-shown.md):
 * long enough to skip most keystrokes of a fast typist, short enough to feel immediate.
 */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 200;

/** A suggestion has a value (the query to submit) and an HTML label. */
export interface SearchSuggestion {
  readonly value: string;
  /** The value with the typed part in <b>; the API escapes everything else. */
  readonly label: string;
}

export interface SearchSuggestionsOutput {
  /** True for an empty query: the list is the shop's popular searches. */
  readonly popular: boolean;
  readonly suggestions: readonly SearchSuggestion[];
}

export interface SearchBoxInput {
  /** Suggestions open on focus only when the shop is not B2B (the store's strategy). */
  readonly suggestionsEnabled: boolean;
  /** The query the page shows (the search page's q), if any. */
  readonly query?: string;
}

export interface SearchBoxContext {
  suggestionsEnabled: boolean;
  /** The input's value as typed (untrimmed while typing). */
  query: string;
  /** The visitor changed the input since the last submit. */
  userIsTyping: boolean;
  focused: boolean;
  popular: boolean;
  suggestions: readonly SearchSuggestion[];
  /** Index of the hovered or keyboard-selected suggestion; -1 for none. */
  highlighted: number;
  /** The trimmed query being submitted, and where the visitor was when submitting. */
  submitted: { query: string; location: CurrentLocation } | null;
  /** Where the last submit went (emitted as 'SEARCH.NAVIGATE'). */
  navigation: SearchNavigation | null;
}

export type SearchBoxEvent =
  | { type: 'SEARCH.FOCUS' }
  | { type: 'SEARCH.BLUR' }
  | { type: 'SEARCH.INPUT'; value: string }
  | { type: 'SEARCH.CLEAR' }
  | { type: 'SEARCH.CLOSE' }
  | { type: 'SEARCH.HIGHLIGHT'; index: number }
  | { type: 'SEARCH.NEXT' }
  | { type: 'SEARCH.PREVIOUS' }
  | { type: 'SEARCH.PICK'; index: number; location: CurrentLocation }
  | { type: 'SEARCH.SUBMIT'; location: CurrentLocation }
  /** The shown page changed: show its query unless the visitor is typing. */
  | { type: 'SEARCH.SYNC'; query: string };

export type SearchBoxEmitted = { type: 'SEARCH.NAVIGATE'; navigation: SearchNavigation };

const HOME: SearchNavigation = { kind: 'client', href: HOME_PATH };

/**
 * The header's search box: suggestions while typing, popular searches on focus, and where a submit goes
 * (emitted as `SEARCH.NAVIGATE`). Its I/O are the actors `fetchSuggestions` and `checkQuery`.
 *
 * @example
 * ```ts
 * const actor = createActor(
 *   searchBoxMachine.provide({ actors: { fetchSuggestions: fromPromise(({ input }) => suggest(input.query)),
 * checkQuery: fromPromise(({ input }) => askSearchService(client, input.query)) } }),
 *   { input: { suggestionsEnabled: true } },
 * ).start();
 * actor.send({ type: 'SEARCH.INPUT', value: 'Füller' });
 * ```
 */
export const searchBoxMachine = setup({
  types: {
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    input: {} as SearchBoxInput,
    emitted: {} as SearchBoxEmitted,
  },
  actors: {
    fetchSuggestions: notImplemented<SearchSuggestionsOutput, { query: string }>(
      'searchBoxMachine',
      'fetchSuggestions',
    ),
    checkQuery: notImplemented<SearchServiceAnswer, { query: string }>('searchBoxMachine', 'checkQuery'),
  },
  delays: { suggestDebounce: SEARCH_SUGGEST_DEBOUNCE_MS },
  guards: {
    canSuggest: ({ context }) => context.suggestionsEnabled,
    canSuggestTyped: ({ context, event }) => {
      assertEvent(event, 'SEARCH.INPUT');
      return context.suggestionsEnabled && context.focused && normaliseSearchQuery(event.value) !== '';
    },
    isClearing: ({ event }) => {
      assertEvent(event, 'SEARCH.INPUT');
      return normaliseSearchQuery(event.value) === '';
    },
    isEmptySubmit: ({ context, event }) => {
      assertEvent(event, 'SEARCH.SUBMIT');
      return normaliseSearchQuery(context.query) === '';
    },
    isKnownSuggestion: ({ context, event }) => {
      assertEvent(event, 'SEARCH.PICK');
      return context.suggestions[event.index] !== undefined;
    },
  },
  actions: {
    setFocused: assign({ focused: true }),
    setBlurred: assign({ focused: false, highlighted: -1 }),
    setQuery: assign(({ event }) => {
      assertEvent(event, 'SEARCH.INPUT');
      return { query: event.value, userIsTyping: true, highlighted: -1 };
    }),
    clearQuery: assign({ query: '', suggestions: [], highlighted: -1 }),
    resetHighlight: assign({ highlighted: -1 }),
    highlight: assign(({ context, event }) => {
      assertEvent(event, ['SEARCH.HIGHLIGHT', 'SEARCH.NEXT', 'SEARCH.PREVIOUS']);
      const count = context.suggestions.length;
      if (event.type === 'SEARCH.HIGHLIGHT') {
        return { highlighted: event.index >= 0 && event.index < count ? event.index : -1 };
      }
      if (count === 0) return { highlighted: -1 };
      if (event.type === 'SEARCH.NEXT') return { highlighted: (context.highlighted + 1) % count };
      return { highlighted: context.highlighted <= 0 ? count - 1 : context.highlighted - 1 };
    }),
    setSuggestions: assign((_, output: SearchSuggestionsOutput) => ({
      popular: output.popular,
      suggestions: output.suggestions,
      highlighted: -1,
    })),
    // Spec §4: picking a suggestion fills the input, then submits it.
    pick: assign(({ context, event }) => {
      assertEvent(event, 'SEARCH.PICK');
      const value = context.suggestions[event.index]?.value ?? context.query;
      return {
        query: value,
        highlighted: -1,
        submitted: { query: normaliseSearchQuery(value), location: event.location },
      };
    }),
    startSubmit: assign(({ context, event }) => {
      assertEvent(event, 'SEARCH.SUBMIT');
      const query = normaliseSearchQuery(context.query);
      return { query, highlighted: -1, submitted: { query, location: event.location } };
    }),
    // Spec §4 steps 3-6: redirect, product or result page, and how to get there.
    applyAnswer: assign(({ context }, answer: SearchServiceAnswer) => {
      const submitted = context.submitted;
      if (!submitted) return {};
      const target = searchSubmitTarget(submitted.query, answer, submitted.location);
      return { query: target.query, navigation: target.navigation };
    }),
    // The search service failed: the result page still searches the plain query.
    searchPlainly: assign(({ context }) => ({
      navigation: { kind: 'client', href: plainSearchHref(context.submitted?.query ?? '') } as const,
    })),
    navigateHome: assign({ navigation: HOME }),
    emitNavigation: emit(({ context }) => ({
      type: 'SEARCH.NAVIGATE' as const,
      navigation: context.navigation ?? HOME,
    })),
    finishSubmit: assign({ userIsTyping: false, submitted: null }),
    sync: assign(({ context, event }) => {
      assertEvent(event, 'SEARCH.SYNC');
      return context.userIsTyping ? {} : { query: event.query };
    }),
  },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({
    suggestionsEnabled: input.suggestionsEnabled,
    query: input.query ?? '',
    userIsTyping: false,
    focused: false,
    popular: false,
    suggestions: [],
    highlighted: -1,
    submitted: null,
    navigation: null,
  }),
  initial: 'closed',
  on: {
    // Spec §4 step 1 / §5: an empty or whitespace-only query is not searched and goes home.
    'SEARCH.SUBMIT': [
      {
        guard: 'isEmptySubmit',
        target: '.closed',
        actions: ['clearQuery', 'navigateHome', 'emitNavigation', 'finishSubmit'],
      },
      { target: '.submitting', actions: 'startSubmit' },
    ],
    'SEARCH.FOCUS': { actions: 'setFocused' },
    'SEARCH.BLUR': { actions: 'setBlurred' },
    'SEARCH.SYNC': { actions: 'sync' },
  },
  states: {
    closed: {
      on: {
        'SEARCH.FOCUS': [
          { guard: 'canSuggest', target: 'open.fetching', actions: 'setFocused' },
          { actions: 'setFocused' },
        ],
        'SEARCH.INPUT': [
          { guard: 'canSuggestTyped', target: 'open.debouncing', actions: 'setQuery' },
          { actions: 'setQuery' },
        ],
      },
    },
    open: {
      initial: 'debouncing',
      on: {
        'SEARCH.INPUT': [
          // Spec §4: clearing the input closes the list.
          { guard: 'isClearing', target: 'closed', actions: ['setQuery', 'clearQuery'] },
          { target: '.debouncing', reenter: true, actions: 'setQuery' },
        ],
        // Spec §4: focus leaving to another element closes the list.
        'SEARCH.BLUR': { target: 'closed', actions: 'setBlurred' },
        'SEARCH.CLEAR': { target: 'closed', actions: 'clearQuery' },
        'SEARCH.CLOSE': { target: 'closed', actions: 'resetHighlight' },
        'SEARCH.HIGHLIGHT': { actions: 'highlight' },
        'SEARCH.NEXT': { actions: 'highlight' },
        'SEARCH.PREVIOUS': { actions: 'highlight' },
        'SEARCH.PICK': { guard: 'isKnownSuggestion', target: 'submitting', actions: 'pick' },
      },
      states: {
        debouncing: {
          after: { suggestDebounce: 'fetching' },
        },
        fetching: {
          invoke: {
            src: 'fetchSuggestions',
            input: ({ context }) => ({ query: normaliseSearchQuery(context.query) }),
            onDone: {
              target: 'ready',
              actions: { type: 'setSuggestions', params: ({ event }) => event.output },
            },
            // A failed lookup shows no list; typing on tries again.
            onError: {
              target: 'ready',
              actions: { type: 'setSuggestions', params: { popular: false, suggestions: [] } },
            },
          },
        },
        ready: {},
      },
    },
    submitting: {
      invoke: {
        src: 'checkQuery',
        input: ({ context }) => ({ query: context.submitted?.query ?? normaliseSearchQuery(context.query) }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'applyAnswer', params: ({ event }) => event.output },
            'emitNavigation',
            'finishSubmit',
          ],
        },
        onError: { target: 'closed', actions: ['searchPlainly', 'emitNavigation', 'finishSubmit'] },
      },
    },
  },
});

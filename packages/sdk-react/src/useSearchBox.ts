// The header search box as components see it (spec storefront §2.7, §4 "Search suggestions"): a view
// of the search-box machine and a `send` for its events. The machine and XState load by dynamic
// import() on the first interaction (DESIGN §6 first-load budget); until then the box is a plain
// input whose value the hook keeps, so typing never waits for the chunk. The server-rendered box is
// usable before hydration: what a visitor typed there (and its focus) is taken over on mount.
import { getApolloContext } from '@apollo/client/react';
import {
  HOME_PATH,
  offersSearchSuggestions,
  plainSearchHref,
  type SearchBoxEvent,
  type SearchNavigation,
  type SearchSuggestion,
} from '@ranzen/sdk-core';
import { type RefObject, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useShop } from './ShopProvider';
import type { SearchBoxActor } from './searchBoxActor';

export type SearchBoxState = 'closed' | 'open' | 'submitting';

export interface SearchBoxView {
  readonly state: SearchBoxState;
  readonly query: string;
  /** The list holds the shop's popular searches (spec §4: heading 'popular searches'). */
  readonly popular: boolean;
  readonly suggestions: readonly SearchSuggestion[];
  /** Index of the hovered or keyboard-selected suggestion; -1 for none. */
  readonly highlighted: number;
  /** Spec §4: the list shows only while open and non-empty. */
  readonly listVisible: boolean;
}

export interface UseSearchBoxOptions {
  /** The query of the shown page (the search page's q). */
  readonly query?: string;
  /** Performs a navigation the machine decided on. */
  readonly onNavigate: (navigation: SearchNavigation) => void;
}

export interface UseSearchBoxResult {
  readonly view: SearchBoxView;
  readonly send: (event: SearchBoxEvent) => void;
  /** For the box's <input>: its value and focus before hydration are taken over on mount. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
}

function closedView(query: string): SearchBoxView {
  return { state: 'closed', query, popular: false, suggestions: [], highlighted: -1, listVisible: false };
}

type Snapshot = ReturnType<SearchBoxActor['getSnapshot']>;

function viewOf(snapshot: Snapshot): SearchBoxView {
  const { context } = snapshot;
  const state: SearchBoxState = snapshot.matches('open')
    ? 'open'
    : snapshot.matches('submitting')
      ? 'submitting'
      : 'closed';
  return {
    state,
    query: context.query,
    popular: context.popular,
    suggestions: context.suggestions,
    highlighted: context.highlighted,
    listVisible: state === 'open' && context.suggestions.length > 0,
  };
}

export function useSearchBox({ query = '', onNavigate }: UseSearchBoxOptions): UseSearchBoxResult {
  // Read without useApolloClient so a box rendered outside a client (a header story) still works:
  // its lookups fail, so it shows no suggestions and a submit goes to the plain result page.
  const { client } = useContext(getApolloContext());
  const { store } = useShop();
  const suggestionsEnabled = offersSearchSuggestions(store);
  const [view, setView] = useState<SearchBoxView>(() => closedView(query));
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  const actorRef = useRef<SearchBoxActor | null>(null);
  const loading = useRef<Promise<SearchBoxActor> | null>(null);
  const latestQuery = useRef(view.query);
  latestQuery.current = view.query;

  const ensureActor = useCallback((): Promise<SearchBoxActor> => {
    if (!loading.current) {
      loading.current = import('./searchBoxActor').then(({ startSearchBoxActor }) => {
        const actor = startSearchBoxActor({
          client,
          suggestionsEnabled,
          query: latestQuery.current,
          onNavigate: (navigation) => navigate.current(navigation),
        });
        actor.subscribe((snapshot) => setView(viewOf(snapshot)));
        actorRef.current = actor;
        return actor;
      });
      // A failed chunk load may succeed on the next interaction.
      loading.current.catch(() => {
        loading.current = null;
      });
    }
    return loading.current;
  }, [client, suggestionsEnabled]);

  const send = useCallback(
    (event: SearchBoxEvent) => {
      // The machine takes an event within the handler, so the controlled input shows the typed value
      // when React settles the event; a value it got only later would be reset in between, and the
      // next keystroke could land on the older one.
      if (actorRef.current) {
        actorRef.current.send(event);
        return;
      }
      // Until the machine is there, the typed value is shown at once (a controlled input).
      if (event.type === 'SEARCH.INPUT') setView((current) => ({ ...current, query: event.value }));
      ensureActor().then(
        (actor) => actor.send(event),
        () => {
          // Without the machine a submit still searches: the plain result page.
          if (event.type === 'SEARCH.SUBMIT') {
            const typed = latestQuery.current.trim();
            navigate.current({ kind: 'document', href: typed ? plainSearchHref(typed) : HOME_PATH });
          }
        },
      );
    },
    [ensureActor],
  );

  // Runs once, after hydration (or the first client render): a visitor may have typed into the
  // server's HTML before it, which React does not know about; hydration would show the rendered query
  // again and Enter would submit that. Read before any re-render can reset the DOM's value.
  const inputRef = useRef<HTMLInputElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only; later input arrives as events.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== latestQuery.current) send({ type: 'SEARCH.INPUT', value: input.value });
    // Spec §4: suggestions open when the input is focused, also when it got focus before hydration.
    if (input.ownerDocument.activeElement === input) send({ type: 'SEARCH.FOCUS' });
  }, []);

  // A route change shows the new page's query (unless the visitor is typing); the first render
  // already shows it.
  const shownQuery = useRef(query);
  useEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    if (actorRef.current) actorRef.current.send({ type: 'SEARCH.SYNC', query });
    else setView((current) => ({ ...current, query }));
  }, [query]);

  useEffect(
    () => () => {
      actorRef.current?.stop();
      actorRef.current = null;
      loading.current = null;
    },
    [],
  );

  return { view, send, inputRef };
}

// The header search box as components see it (spec storefront §2.7, §4 "Search suggestions"): a view
// of the search-box machine and a `send` for its events. The machine and XState load by dynamic
// import() on the first interaction (useLazyMachine; DESIGN §6 first-load budget); until then the box
// is a plain input whose value the hook keeps, so typing never waits for the chunk. The server-rendered box is
// usable before hydration: what a visitor typed there (and its focus) is taken over on mount.
import {
  HOME_PATH,
  offersSearchSuggestions,
  plainSearchHref,
  type SearchBoxEvent,
  type SearchNavigation,
  type SearchSuggestion,
  type searchBoxMachine,
} from '@ranzen/sdk-core';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useShop } from './ShopProvider';
import { useOptionalShopClient } from './shopClient';
import { useLazyMachine } from './useLazyMachine';

export type SearchBoxState = 'closed' | 'open' | 'submitting';

export interface SearchBoxView {
  readonly state: SearchBoxState;
  readonly query: string;
  /** The list holds the shop's popular searches (heading 'popular searches'). */
  readonly popular: boolean;
  readonly suggestions: readonly SearchSuggestion[];
  /** Index of the hovered or keyboard-selected suggestion; -1 for none. */
  readonly highlighted: number;
  /** The list shows only while open and non-empty. */
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

/** Until the machine is there, the typed value (or the shown page's query) is shown at once. */
function previewSearchBox(view: SearchBoxView, event: SearchBoxEvent): SearchBoxView {
  switch (event.type) {
    case 'SEARCH.INPUT':
      return { ...view, query: event.value };
    case 'SEARCH.SYNC':
      return { ...view, query: event.query };
    default:
      return view;
  }
}

function viewOf(snapshot: SnapshotFrom<typeof searchBoxMachine>): SearchBoxView {
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

/**
 * The header's search box: suggestions while typing, popular searches on focus, and where a submit
 * goes (`onNavigate`). Its machine is loaded on the first focus.
 *
 * @example
 * ```tsx
 * const { view, send, inputRef } = useSearchBox({ onNavigate: (navigation) => go(navigation) });
 * <input
 *   ref={inputRef}
 *   value={view.query}
 *   onFocus={() => send({ type: 'SEARCH.FOCUS' })}
 *   onChange={(event) => send({ type: 'SEARCH.INPUT', value: event.target.value })}
 * />;
 * ```
 */
export function useSearchBox({ query = '', onNavigate }: UseSearchBoxOptions): UseSearchBoxResult {
  // A box rendered outside a client (a header story) still works: its lookups fail, so it shows no
  // suggestions and a submit goes to the plain result page.
  const shopClient = useOptionalShopClient();
  const { store } = useShop();
  const suggestionsEnabled = offersSearchSuggestions(store);
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;

  const { view, send, sendIfStarted } = useLazyMachine({
    load: () =>
      Promise.all([import('./provideSearchBoxMachine'), shopClient?.load()]).then(
        ([{ provideSearchBoxMachine }, client]) => provideSearchBoxMachine(client),
      ),
    input: (shown) => ({ suggestionsEnabled, query: shown.query }),
    initialView: () => closedView(query),
    view: viewOf,
    preview: previewSearchBox,
    onEmitted: (event) => navigate.current(event.navigation),
    // Without the machine a submit still searches: the plain result page.
    onLoadError: (_error, event, shown) => {
      if (event.type === 'SEARCH.SUBMIT') {
        const typed = shown.query.trim();
        navigate.current({ kind: 'document', href: typed ? plainSearchHref(typed) : HOME_PATH });
      }
      return shown;
    },
  });
  const latestQuery = useRef(view.query);
  latestQuery.current = view.query;

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
    sendIfStarted({ type: 'SEARCH.SYNC', query });
  }, [query, sendIfStarted]);

  return { view, send, inputRef };
}

// The header's search box (spec storefront §2.5, §2.7, §4 "Search suggestions"): a combobox over the
// search-box machine. Suggestions open on focus where the store offers them (not B2B), arrows and
// hover highlight, Enter or a click picks, Escape closes. Submitting trims, sends an empty query home
// and otherwise follows the search service (redirect, product, results). Without JavaScript the form
// still submits q to /search/.
import {
  PRODUCT_LISTING_ANCHOR,
  SEARCH_PATH,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchBoxEvent,
  type SearchNavigation,
} from '@ranzen/sdk-core';
import { useSearchBox, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useCallback, useId } from 'react';
import { Button } from './Button';
import styles from './HeaderSearch.module.css';
import { suggestionOptionId } from './suggestionOptionId';

// The suggestion list loads on the box's first focus, beside the search-box machine (useSearchBox), and is
// there by the time the first suggestions are: it is never part of a page's first load (decision 0008).
const loadSuggestions = () => import('./SearchSuggestions');
const SearchSuggestions = lazy(() =>
  loadSuggestions().then((module) => ({ default: module.SearchSuggestions })),
);

export interface HeaderSearchProps {
  /** Names the search landmark; the desktop and mobile forms need different names. */
  readonly label?: string;
  readonly autoFocus?: boolean;
  /** Client-side navigation to a shop path; `location.assign` by default. */
  readonly onNavigate?: (url: string) => void;
  readonly className?: string;
  /** The query of the shown page (the search page's q), shown in the box. */
  readonly query?: string;
}

/** Client navigation, a full page load, or a smooth scroll to the listing. */
export function performSearchNavigation(
  navigation: SearchNavigation,
  onNavigate?: (url: string) => void,
): void {
  switch (navigation.kind) {
    case 'client':
      (onNavigate ?? ((url: string) => window.location.assign(url)))(navigation.href);
      return;
    case 'document':
      window.location.assign(navigation.href);
      return;
    case 'scrollToListing':
      document.getElementById(PRODUCT_LISTING_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
  }
}

function here() {
  return { href: window.location.href };
}

/**
 * The header's search box.
 *
 * @example
 * ```tsx
 * <HeaderSearch label="Search" onNavigate={(url) => router.push(url)} />
 * ```
 */
export function HeaderSearch({ label, autoFocus = false, onNavigate, className, query }: HeaderSearchProps) {
  const t = useTranslate();
  const ids = useId().replace(/:/g, '');
  const inputId = `search-input-${ids}`;
  const listId = `search-list-${ids}`;
  const navigate = useCallback(
    (navigation: SearchNavigation) => performSearchNavigation(navigation, onNavigate),
    [onNavigate],
  );
  const { view, send, inputRef } = useSearchBox({ query, onNavigate: navigate });
  const active = view.listVisible && view.highlighted >= 0 ? view.highlighted : -1;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pick: SearchBoxEvent =
      active >= 0
        ? { type: 'SEARCH.PICK', index: active, location: here() }
        : { type: 'SEARCH.SUBMIT', location: here() };
    send(pick);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!view.listVisible) return;
      event.preventDefault();
      send({ type: event.key === 'ArrowDown' ? 'SEARCH.NEXT' : 'SEARCH.PREVIOUS' });
    } else if (event.key === 'Escape' && view.listVisible) {
      // Closes the list only; a second Escape is the browser's (clears a search field).
      event.preventDefault();
      send({ type: 'SEARCH.CLOSE' });
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every screen reader knows; <search> is recent.
    <form
      className={className ? `${styles.search} ${className}` : styles.search}
      role="search"
      aria-label={label ?? t('vue.header.search')}
      action={SEARCH_PATH}
      method="get"
      onSubmit={submit}
      data-state={view.state}
    >
      <label className={styles.label} htmlFor={inputId}>
        {t('vue.header.searchLabel')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        aria-autocomplete="list"
        aria-expanded={view.listVisible}
        aria-controls={view.listVisible ? listId : undefined}
        aria-activedescendant={active >= 0 ? suggestionOptionId(listId, active) : undefined}
        placeholder={t('vue.header.searchPlaceholder')}
        value={view.query}
        onChange={(event) => send({ type: 'SEARCH.INPUT', value: event.target.value })}
        onFocus={() => {
          // A failed load shows when the list renders (the lazy component loads again then).
          void loadSuggestions().catch(() => undefined);
          send({ type: 'SEARCH.FOCUS' });
        }}
        onBlur={() => send({ type: 'SEARCH.BLUR' })}
        onKeyDown={onKeyDown}
        // biome-ignore lint/a11y/noAutofocus: the mobile search bar opens on request and takes focus (spec §2.5).
        autoFocus={autoFocus}
      />
      <Button type="submit" variant="link" className={styles.submit}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L21 21" />
        </svg>
        <span className={styles.submitLabel}>{t('vue.header.searchSubmit')}</span>
      </Button>
      {view.listVisible ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={listId}
            suggestions={view.suggestions}
            popular={view.popular}
            highlighted={view.highlighted}
            onHighlight={(index) => send({ type: 'SEARCH.HIGHLIGHT', index })}
            onPick={(index) => send({ type: 'SEARCH.PICK', index, location: here() })}
          />
        </Suspense>
      ) : null}
    </form>
  );
}

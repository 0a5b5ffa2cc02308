// The header's search form (spec storefront §2.5, §2.7): a labelled input posting q to /search/.
// Trimmed on submit; an empty query goes home. Suggestions and the search-service lookup come with
// the search box issue.
import { useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useId, useRef } from 'react';
import styles from './HeaderSearch.module.css';

export const SEARCH_URL = '/search/';

export interface HeaderSearchProps {
  /** Names the search landmark; the desktop and mobile forms need different names. */
  readonly label?: string;
  readonly autoFocus?: boolean;
  /** Where an empty query goes; `location.assign` by default. */
  readonly onNavigate?: (url: string) => void;
  readonly className?: string;
}

export function HeaderSearch({ label, autoFocus = false, onNavigate, className }: HeaderSearchProps) {
  const t = useTranslate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const field = input.current;
    if (!field) return;
    const query = field.value.trim();
    if (query === '') {
      event.preventDefault();
      (onNavigate ?? ((url: string) => window.location.assign(url)))('/');
      return;
    }
    // The browser submits the field's value: the trimmed query.
    field.value = query;
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every screen reader knows; <search> is recent.
    <form
      className={className ? `${styles.search} ${className}` : styles.search}
      role="search"
      aria-label={label ?? t('vue.header.search')}
      action={SEARCH_URL}
      method="get"
      onSubmit={submit}
    >
      <label className={styles.label} htmlFor={inputId}>
        {t('vue.header.searchLabel')}
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        autoComplete="off"
        placeholder={t('vue.header.searchPlaceholder')}
        // biome-ignore lint/a11y/noAutofocus: the mobile search bar opens on request and takes focus (spec §2.5).
        autoFocus={autoFocus}
      />
      <button type="submit" className={styles.submit}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L21 21" />
        </svg>
        <span className={styles.submitLabel}>{t('vue.header.searchSubmit')}</span>
      </button>
    </form>
  );
}

// A search without results (spec storefront §4 "empty-result page with suggestions"): what was searched,
// a hint, and the shop's popular searches as links to try instead.
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import styles from './SearchEmptyState.module.css';

export interface SearchEmptyStateProps {
  readonly query: string;
  /** Queries to try instead (the popular searches). */
  readonly suggestions: readonly string[];
  readonly hrefFor: (query: string) => string;
}

/**
 * A search without results.
 *
 * @example
 * ```tsx
 * <SearchEmptyState query={query} suggestions={popularSearches} hrefFor={(q) => searchResultsHref(q)} />
 * ```
 */
export function SearchEmptyState({ query, suggestions, hrefFor }: SearchEmptyStateProps) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <section className={styles.empty} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('vue.search.empty.headline', { query })}
      </h2>
      <p>{t('vue.search.empty.text')}</p>
      {suggestions.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{t('vue.search.empty.suggestions')}</h3>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <a className={styles.suggestion} href={hrefFor(suggestion)}>
                  {suggestion}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

// Paging through a listing (spec storefront §2.1 query p, §9 60 per page): links, so every page has
// its own URL (crawlable, back/forward restore it), previous and next, the current page marked.
import { paginationLinks } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import styles from './Pagination.module.css';

export interface PaginationProps {
  readonly currentPage: number;
  readonly totalPages: number;
  readonly hrefFor: (page: number) => string;
}

/**
 * Paging through a listing.
 *
 * @example
 * ```tsx
 * <Pagination currentPage={2} totalPages={12} hrefFor={(page) => `/cat/100/?p=${page}`} />
 * ```
 */
export function Pagination({ currentPage, totalPages, hrefFor }: PaginationProps) {
  const t = useTranslate();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('vue.listing.pagination')}>
      <ul className={styles.list}>
        {currentPage > 1 ? (
          <li>
            <a className={styles.step} href={hrefFor(currentPage - 1)} rel="prev">
              {t('vue.listing.previousPage')}
            </a>
          </li>
        ) : null}
        {paginationLinks(currentPage, totalPages).map((link, index) =>
          link.kind === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, fixed by position.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <a
                className={styles.page}
                href={hrefFor(link.page)}
                aria-label={t('vue.listing.page', { page: link.page })}
                aria-current={link.page === currentPage ? 'page' : undefined}
              >
                {link.page}
              </a>
            </li>
          ),
        )}
        {currentPage < totalPages ? (
          <li>
            <a className={styles.step} href={hrefFor(currentPage + 1)} rel="next">
              {t('vue.listing.nextPage')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

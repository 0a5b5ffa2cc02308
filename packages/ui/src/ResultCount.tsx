// How many products the listing holds (spec storefront §4 result count). A polite live region, so a
// screen reader hears the new count after a filter changes the result.
import { useTranslate } from '@ranzen/sdk-react';
import styles from './ResultCount.module.css';

export interface ResultCountProps {
  readonly count: number;
}

/**
 * How many products the listing holds.
 *
 * @example
 * ```tsx
 * <ResultCount count={data.categoryProducts.totalCount} />
 * ```
 */
export function ResultCount({ count }: ResultCountProps) {
  const t = useTranslate();
  return (
    <p className={styles.count} role="status">
      {count === 1 ? t('vue.listing.resultCountOne') : t('vue.listing.resultCount', { count })}
    </p>
  );
}

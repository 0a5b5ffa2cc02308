// The listing's sort (spec storefront §3.8 "sort, defaultSort", §4: 'si' for categories, relevance
// for search). Offers the sorts the API lists for this listing.
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import { sortLabel } from './listingLabels';
import styles from './SortSelect.module.css';

export interface SortSelectProps {
  readonly sorts: readonly string[];
  readonly value: string;
  readonly onChange: (sort: string) => void;
}

/**
 * The listing's sort.
 *
 * @example
 * ```tsx
 * <SortSelect sorts={data.sorts} value={query.sort} onChange={(sort) => setQuery(setSort(query, sort))} />
 * ```
 */
export function SortSelect({ sorts, value, onChange }: SortSelectProps) {
  const t = useTranslate();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label className={styles.label} htmlFor={id}>
        {t('vue.listing.sort')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabel(t, sort)}
          </option>
        ))}
      </select>
    </div>
  );
}

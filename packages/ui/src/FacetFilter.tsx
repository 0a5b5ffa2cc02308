// One facet of a listing (spec storefront §3.8 "Filter kinds"): an enum facet as checkboxes with the
// number of products per value, or a range (price in euros, rating in stars) as from/to fields with
// the result's bounds. A range whose from is above its to is refused with a message and changes
// nothing (spec §2.1 "from-to ranges").
import {
  type ListingFieldsFragment,
  MAX_STARS,
  PRICE_FILTER_ID,
  parseRange,
  RATING_FILTER_ID,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useId, useState } from 'react';
import styles from './FacetFilter.module.css';
import { facetLabel } from './listingLabels';

export type EnumFacetData = ListingFieldsFragment['facets']['enumFacets'][number];
export type RangeFacetData = ListingFieldsFragment['facets']['rangeFacets'][number];

export interface EnumFacetFilterProps {
  readonly facet: EnumFacetData;
  readonly onToggle: (value: string) => void;
}

/**
 * An enum facet of a listing as checkboxes, each with its number of products.
 *
 * @example
 * ```tsx
 * <EnumFacetFilter facet={facet} onToggle={(value) => setQuery(toggleEnumValue(query, facet.name, value))} />
 * ```
 */
export function EnumFacetFilter({ facet, onToggle }: EnumFacetFilterProps) {
  const t = useTranslate();
  // A click shows at once while the filtered listing loads; the next result's facet decides again.
  const [pending, setPending] = useState<{
    readonly facet: EnumFacetData;
    readonly checked: Readonly<Record<string, boolean>>;
  }>({ facet, checked: {} });
  const clicked = pending.facet === facet ? pending.checked : {};
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.legend}>{facetLabel(t, facet.id)}</legend>
      <ul className={styles.values}>
        {facet.values.map((value) => {
          const checked = clicked[value.value] ?? value.selected;
          return (
            <li key={value.value}>
              <label className={styles.value}>
                <input
                  type="checkbox"
                  checked={checked}
                  // A value no product of the result has cannot narrow it; a selected one stays removable.
                  disabled={value.count === 0 && !value.selected}
                  onChange={() => {
                    setPending({ facet, checked: { ...clicked, [value.value]: !checked } });
                    onToggle(value.value);
                  }}
                />
                <span>{t('vue.listing.facetValue', { value: value.label, count: value.count })}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export interface RangeFacetFilterProps {
  readonly facet: RangeFacetData;
  readonly onApply: (from: number | null, to: number | null) => void;
}

interface RangeBoundProps {
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly min: number;
  readonly max: number | undefined;
  readonly step: number;
  readonly invalid: boolean;
  readonly errorId: string;
}

/** One end of a range (from or to), described by the range's error while the range is invalid. */
function RangeBound({
  label,
  placeholder,
  value,
  onChange,
  min,
  max,
  step,
  invalid,
  errorId,
}: RangeBoundProps) {
  return (
    <label className={styles.rangeLabel}>
      <span>{label}</span>
      <input
        className={styles.rangeInput}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

function fieldValue(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * A range facet of a listing (price, rating) as from/to fields within the result's bounds.
 *
 * @example
 * ```tsx
 * <RangeFacetFilter facet={priceFacet} onApply={(from, to) => setQuery(setRangeFilter(query, priceFacet.name, from, to))} />
 * ```
 */
export function RangeFacetFilter({ facet, onApply }: RangeFacetFilterProps) {
  const t = useTranslate();
  const ids = useId().replace(/:/g, '');
  const errorId = `range-error-${ids}`;
  const [from, setFrom] = useState(fieldValue(facet.from));
  const [to, setTo] = useState(fieldValue(facet.to));
  const [invalid, setInvalid] = useState(false);
  const isRating = facet.id === RATING_FILTER_ID;
  const min = isRating ? 0 : (facet.min ?? 0);
  const max = isRating ? MAX_STARS : (facet.max ?? undefined);
  const step = facet.id === PRICE_FILTER_ID ? 0.01 : 1;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (from.trim() === '' && to.trim() === '') {
      setInvalid(false);
      onApply(null, null);
      return;
    }
    // The same rule that reads the URL decides what a valid range is.
    const range = parseRange(`${from.trim()}-${to.trim()}`);
    setInvalid(range === null);
    if (range) onApply(range.from, range.to);
  };

  const bounds = { min, max, step, invalid, errorId };
  return (
    <form className={styles.facet} onSubmit={apply} noValidate>
      <fieldset className={styles.rangeFields}>
        <legend className={styles.legend}>{facetLabel(t, facet.id)}</legend>
        <RangeBound
          label={t('vue.listing.range.from')}
          placeholder={fieldValue(facet.min)}
          value={from}
          onChange={setFrom}
          {...bounds}
        />
        <RangeBound
          label={t('vue.listing.range.to')}
          placeholder={fieldValue(facet.max)}
          value={to}
          onChange={setTo}
          {...bounds}
        />
      </fieldset>
      {invalid ? (
        <p id={errorId} className={styles.error} role="alert">
          {t('vue.listing.range.invalid')}
        </p>
      ) : null}
      <button type="submit" className={styles.apply}>
        {t('vue.listing.range.apply')}
      </button>
    </form>
  );
}

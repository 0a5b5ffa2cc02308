// The filters of a category listing or a search result (spec storefront §3.8, §4 "Listing and search",
// "Hero filters"). Desktop: a bar with the category filter, the hero facets (at most 4 beside a category
// filter, else 5) as disclosures, the sort and an 'all filters' button; mobile: the button alone. The
// button opens a panel with every facet. Applied filters show as chips below, each removable, plus
// 'remove all', which also resets the sort and the search-in-category id (sdk-core clearFilters).
import {
  clearFilters,
  type ListingFieldsFragment,
  type ListingQueryState,
  removeFilter,
  setRangeFilter,
  splitHeroFilters,
  toggleEnumValue,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useId, useState } from 'react';
import { type EnumFacetData, EnumFacetFilter, type RangeFacetData, RangeFacetFilter } from './FacetFilter';
import styles from './FilterPanel.module.css';
import { byFacetOrder, facetLabel, rangeLabel } from './listingLabels';

export type ListingFacets = ListingFieldsFragment['facets'];
export type CategoryFacetData = ListingFacets['categories'][number];

export interface FilterPanelProps {
  readonly facets: ListingFacets;
  readonly state: ListingQueryState;
  /** A filter changed: the page writes the new state into the URL. */
  readonly onChange: (next: ListingQueryState) => void;
  /** Where a category of the category facet leads (its page, or the search narrowed to it). */
  readonly categoryHref: (category: CategoryFacetData) => string;
  /** The sort control, shown in the bar beside the hero filters. */
  readonly sort?: ReactNode;
}

type Facet =
  | { readonly kind: 'enum'; readonly id: string; readonly facet: EnumFacetData }
  | { readonly kind: 'range'; readonly id: string; readonly facet: RangeFacetData };

function selectedCount(facet: Facet, state: ListingQueryState): number {
  if (facet.kind === 'enum') return facet.facet.values.filter((value) => value.selected).length;
  return state.rangeFilters.some((range) => range.id === facet.facet.id) ? 1 : 0;
}

/**
 * The filters of a category listing or a search result.
 *
 * @example
 * ```tsx
 * <FilterPanel facets={data.facets} state={query} onChange={setQuery} categoryHref={(category) => `/cat/${category.id}/`} />
 * ```
 */
export function FilterPanel({ facets, state, onChange, categoryHref, sort }: FilterPanelProps) {
  const t = useTranslate();
  const { store } = useShop();
  const ids = useId().replace(/:/g, '');
  const panelId = `filters-${ids}`;
  const [open, setOpen] = useState(false);
  const all: Facet[] = byFacetOrder([
    ...facets.enumFacets
      .filter((facet) => facet.values.length > 0)
      .map((facet) => ({ kind: 'enum' as const, id: facet.id, facet })),
    ...facets.rangeFacets
      .filter((facet) => facet.min !== null || facet.from !== null)
      .map((facet) => ({ kind: 'range' as const, id: facet.id, facet })),
  ]);
  const hasCategoryFilter = facets.categories.length > 0;
  const { hero } = splitHeroFilters(all, hasCategoryFilter);

  const renderFacet = (facet: Facet) =>
    facet.kind === 'enum' ? (
      <EnumFacetFilter
        facet={facet.facet}
        onToggle={(value) => onChange(toggleEnumValue(state, facet.facet.id, value))}
      />
    ) : (
      <RangeFacetFilter
        // New bounds or an applied range from the URL start the fields afresh.
        key={`${facet.facet.from}-${facet.facet.to}`}
        facet={facet.facet}
        onApply={(from, to) => onChange(setRangeFilter(state, facet.facet.id, from, to))}
      />
    );

  const categories = hasCategoryFilter ? (
    <ul className={styles.categories}>
      {facets.categories.map((category) => (
        <li key={category.id}>
          <a
            className={styles.category}
            href={categoryHref(category)}
            aria-current={category.selected ? 'true' : undefined}
          >
            {t('vue.listing.facetValue', { value: category.name, count: category.count })}
          </a>
        </li>
      ))}
    </ul>
  ) : null;

  // An applied value shows as its facet shows it (in the store's language), else as the URL names it.
  const valueLabel = (facetId: string, value: string) =>
    facets.enumFacets.find((facet) => facet.id === facetId)?.values.find((shown) => shown.value === value)
      ?.label ?? value;
  const chips = [
    ...state.enumFilters.flatMap((filter) =>
      filter.values.map((value) => ({
        key: `${filter.id}=${value}`,
        name: facetLabel(t, filter.id),
        value: valueLabel(filter.id, value),
        next: () => toggleEnumValue(state, filter.id, value),
      })),
    ),
    ...state.rangeFilters.map((range) => ({
      key: range.id,
      name: facetLabel(t, range.id),
      value: rangeLabel(t, store.language, range),
      next: () => removeFilter(state, range.id),
    })),
  ];

  return (
    <section className={styles.filters} aria-label={t('vue.listing.filters')}>
      <div className={styles.bar}>
        {categories ? (
          <details className={styles.hero}>
            <summary className={styles.summary}>{t('vue.listing.facet.category')}</summary>
            <div className={styles.popover}>{categories}</div>
          </details>
        ) : null}
        {hero.map((facet) => {
          const count = selectedCount(facet, state);
          return (
            <details key={facet.facet.id} className={styles.hero}>
              <summary className={styles.summary} data-selected={count > 0 ? 'true' : undefined}>
                {facetLabel(t, facet.facet.id)}
                {count > 0 ? <span className={styles.count}> ({count})</span> : null}
              </summary>
              <div className={styles.popover}>{renderFacet(facet)}</div>
            </details>
          );
        })}
        {all.length > 0 || categories ? (
          <button
            type="button"
            className={styles.allButton}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            {t('vue.listing.allFilters')}
          </button>
        ) : null}
        {sort ? <div className={styles.sort}>{sort}</div> : null}
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.panelHead}>
          <h2 className={styles.panelTitle}>{t('vue.listing.filters')}</h2>
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            {t('vue.listing.closeFilters')}
          </button>
        </div>
        {categories ? (
          <div className={styles.panelFacet}>
            <h3 className={styles.panelFacetTitle}>{t('vue.listing.facet.category')}</h3>
            {categories}
          </div>
        ) : null}
        {all.map((facet) => (
          <div key={facet.facet.id} className={styles.panelFacet}>
            {renderFacet(facet)}
          </div>
        ))}
        <button type="button" className={styles.showResults} onClick={() => setOpen(false)}>
          {t('vue.listing.showResults')}
        </button>
      </div>
      {chips.length > 0 ? (
        <div className={styles.applied}>
          <h2 className={styles.appliedTitle}>{t('vue.listing.appliedFilters')}</h2>
          <ul className={styles.chips}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-label={t('vue.listing.removeFilter', { name: chip.name, value: chip.value })}
                  onClick={() => onChange(chip.next())}
                >
                  {chip.name}: {chip.value} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.removeAll}
                onClick={() => onChange(clearFilters(state))}
              >
                {t('vue.listing.removeAllFilters')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </section>
  );
}

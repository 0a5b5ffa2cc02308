// Display names and order for the listing's facet and sort ids (spec storefront §3.8 filter kinds, sorts).
// The API names facets and sorts by id; unknown ids (a facet added to the catalogue later) show as is,
// after the known ones.
import {
  type MessageKey,
  PRICE_FILTER_ID,
  RATING_FILTER_ID,
  type RangeFilter,
  type ShopLanguage,
} from '@ranzen/sdk-core';
import type { Translate } from '@ranzen/sdk-react';

/** In display order: brand and price first, the filters shoppers use most, so they lead the hero bar. */
const FACET_LABELS: Readonly<Record<string, MessageKey>> = {
  manufacturer: 'vue.listing.facet.manufacturer',
  [PRICE_FILTER_ID]: 'vue.listing.facet.PRICE',
  colour: 'vue.listing.facet.colour',
  size: 'vue.listing.facet.size',
  material: 'vue.listing.facet.material',
  ageGroup: 'vue.listing.facet.ageGroup',
  [RATING_FILTER_ID]: 'vue.listing.facet.rating',
};
const FACET_ORDER = Object.keys(FACET_LABELS);

const SORT_LABELS: Readonly<Record<string, MessageKey>> = {
  si: 'vue.listing.sort.si',
  relevance: 'vue.listing.sort.relevance',
  'price-asc': 'vue.listing.sort.price-asc',
  'price-desc': 'vue.listing.sort.price-desc',
  rating: 'vue.listing.sort.rating',
  new: 'vue.listing.sort.new',
  topseller: 'vue.listing.sort.topseller',
  name: 'vue.listing.sort.name',
};

export function facetLabel(t: Translate, id: string): string {
  const key = FACET_LABELS[id];
  return key ? t(key) : id;
}

/** Orders facet ids for display: the known ones as in FACET_LABELS, unknown ones after them as given. */
export function byFacetOrder<F extends { readonly id: string }>(facets: readonly F[]): F[] {
  const rank = (id: string) => {
    const index = FACET_ORDER.indexOf(id);
    return index === -1 ? FACET_ORDER.length : index;
  };
  return [...facets].sort((a, b) => rank(a.id) - rank(b.id));
}

export function sortLabel(t: Translate, id: string): string {
  const key = SORT_LABELS[id];
  return key ? t(key) : id;
}

/** An applied range as the visitor reads it: "5,00 € – 20,00 €", "4 bis 5 Sterne", "ab 5,00 €". */
export function rangeLabel(t: Translate, language: ShopLanguage, range: RangeFilter): string {
  const format =
    range.id === PRICE_FILTER_ID
      ? (value: number) =>
          new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value)
      : (value: number) => new Intl.NumberFormat(language).format(value);
  if (range.id === RATING_FILTER_ID) {
    return t('vue.listing.rating.value', { from: format(range.from ?? 0), to: format(range.to ?? 5) });
  }
  const from = range.from === null ? '' : format(range.from);
  const to = range.to === null ? '' : format(range.to);
  return `${from} – ${to}`.trim();
}

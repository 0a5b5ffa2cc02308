// Page metadata rules (spec storefront §5 "Search and metadata", §9 "Indexing").

/** Spec §9: category meta title limit. */
export const CATEGORY_META_TITLE_LIMIT = 50;

export const ROBOTS_INDEX = 'index,follow';
export const ROBOTS_NOINDEX = 'noindex,follow';

/**
 * Spec §5: the category meta title is 'current / parent'; when that is longer than 50 characters,
 * only the current category is used.
 */
export function categoryMetaTitle(current: string, parent?: string | null): string {
  if (!parent) return current;
  const combined = `${current} / ${parent}`;
  return combined.length > CATEGORY_META_TITLE_LIMIT ? current : combined;
}

/** Spec §9: pages that are never indexed (basket, error pages, ...); everything else is indexable. */
export type NoIndexPage = 'basket' | 'notFound' | 'error' | 'search' | 'checkout' | 'login';

export function robotsFor(page: NoIndexPage | 'indexable', explicit?: string | null): string {
  if (page !== 'indexable') return ROBOTS_NOINDEX;
  return explicit?.trim() ? explicit : ROBOTS_INDEX;
}

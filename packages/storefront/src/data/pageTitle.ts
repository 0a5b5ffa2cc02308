import type { StoreConfig } from '@ranzen/sdk-core';

/** Separators a CMS title uses before a brand suffix it already carries ("Angebote - Ranzen"). */
const BRAND_SEPARATORS = [' | ', ' - ', ' – '] as const;

/**
 * "{page} | {brand}", the brand alone, or the title as is when it already ends with the brand
 * suffix. Only a suffix counts: a product called "Ranzen-Set Blau" still gets "| Ranzen".
 */
export function pageTitle(store: StoreConfig, title?: string | null): string {
  const brand = store.brand.name;
  const trimmed = title?.trim();
  if (!trimmed) return brand;
  if (trimmed === brand || BRAND_SEPARATORS.some((separator) => trimmed.endsWith(`${separator}${brand}`))) {
    return trimmed;
  }
  return `${trimmed} | ${brand}`;
}

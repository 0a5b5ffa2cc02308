import type { StoreConfig } from '@ranzen/sdk-core';
import { brandFor } from '@ranzen/ui';

/** "{page} | {brand}", the brand alone, or the title as is when the CMS already named the brand. */
export function pageTitle(store: StoreConfig, title?: string | null): string {
  const brand = brandFor(store).name;
  if (!title) return brand;
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

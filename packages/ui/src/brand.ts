// Store-family branding (spec storefront §1: "the logo differs on the English B2B host (logo size
// 300 by 83)", §9 "logo 300 by 83"). Store differences are a table, not conditions in components.
import type { StoreConfig, StoreFamily, StoreId } from '@ranzen/sdk-core';

export interface BrandLogo {
  /** Main word of the wordmark. */
  readonly wordmark: string;
  /** Second line or suffix of the wordmark, if any. */
  readonly tagline?: string;
  /** Intrinsic size of the SVG (its viewBox), so the header never shifts while loading. */
  readonly width: number;
  readonly height: number;
  /** Tagline below the wordmark instead of beside it. */
  readonly stacked: boolean;
}

export interface Brand {
  /** The shop's name as shown in the logo's accessible name and the footer. */
  readonly name: string;
  readonly logo: BrandLogo;
}

const BRAND_BY_FAMILY: Readonly<Record<StoreFamily, Brand>> = {
  consumer: { name: 'Ranzen', logo: { wordmark: 'Ranzen', width: 164, height: 40, stacked: false } },
  b2b: {
    name: 'Ranzen Education',
    logo: { wordmark: 'Ranzen', tagline: 'Education', width: 320, height: 40, stacked: false },
  },
};

/** Storefronts whose brand differs from their family's. */
const BRAND_BY_STORE_ID: Readonly<Partial<Record<StoreId, Brand>>> = {
  'b2b-en': {
    name: 'Ranzen Education',
    logo: { wordmark: 'Ranzen', tagline: 'Education', width: 300, height: 83, stacked: true },
  },
};

/**
 * The brand a store shows: its name and logo.
 *
 * @example
 * ```ts
 * brandFor(STORES.de).name; // 'Ranzen'
 * ```
 */
export function brandFor(store: StoreConfig): Brand {
  return BRAND_BY_STORE_ID[store.id] ?? BRAND_BY_FAMILY[store.family];
}

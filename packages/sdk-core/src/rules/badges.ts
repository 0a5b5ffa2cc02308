// Discount badge (spec storefront §5 "Product display rules", §9 "Discount badge threshold").

/** The discount percent badge shows only from this percentage. */
export const DISCOUNT_BADGE_MIN_PERCENT = 5;
/** From this percentage the discount badge uses the large style. */
export const DISCOUNT_BADGE_LARGE_PERCENT = 25;

export type DiscountBadgeSize = 'regular' | 'large';

export interface DiscountBadge {
  /** Whole percent to print; rounded down so a badge never overstates the discount. */
  readonly percent: number;
  readonly size: DiscountBadgeSize;
}

/**
 * Decides whether a product shows a discount badge and in which style. The thresholds apply to
 * the raw percentage, so 4.9 % shows no badge and 24.9 % keeps the regular style.
 *
 * @example
 * ```ts
 * discountBadge(30); // { percent: 30, size: 'large' }
 * ```
 */
export function discountBadge(discountPercent: number | null | undefined): DiscountBadge | null {
  if (discountPercent == null || !Number.isFinite(discountPercent)) return null;
  if (discountPercent < DISCOUNT_BADGE_MIN_PERCENT) return null;
  return {
    percent: Math.floor(discountPercent),
    size: discountPercent >= DISCOUNT_BADGE_LARGE_PERCENT ? 'large' : 'regular',
  };
}

/** Extra badges: 1 in lists, 3 on the product page. */
export const LIST_EXTRA_BADGE_LIMIT = 1;
export const PRODUCT_PAGE_EXTRA_BADGE_LIMIT = 3;
/** The shop's own brand badge. */
export const OWN_BRAND_BADGE_ID = 'own-brand';
/** Lists leave out the two brand-related badges. */
export const LIST_EXCLUDED_BADGE_IDS: readonly string[] = [OWN_BRAND_BADGE_ID, 'classic'];
/**
 * The product page's list is not shown in the spec (docs/not-shown.md): it also leaves out 'top-rated',
 * which would only repeat the star rating printed beside it.
 */
export const PRODUCT_PAGE_EXCLUDED_BADGE_IDS: readonly string[] = [
  OWN_BRAND_BADGE_ID,
  'classic',
  'top-rated',
];

export type ExtraBadgePlace = 'list' | 'productPage';

/**
 * The extra badges shown at a place, in the API's order, without the excluded ids.
 *
 * @example
 * ```ts
 * visibleExtraBadges([], 'list'); // []
 * ```
 */
export function visibleExtraBadges<Badge extends { readonly id: string }>(
  badges: readonly Badge[],
  place: ExtraBadgePlace,
): Badge[] {
  const [excluded, limit] =
    place === 'list'
      ? [LIST_EXCLUDED_BADGE_IDS, LIST_EXTRA_BADGE_LIMIT]
      : [PRODUCT_PAGE_EXCLUDED_BADGE_IDS, PRODUCT_PAGE_EXTRA_BADGE_LIMIT];
  return badges.filter((badge) => !excluded.includes(badge.id)).slice(0, limit);
}

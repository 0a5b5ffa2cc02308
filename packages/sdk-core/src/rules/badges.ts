// Discount badge (spec storefront §5 "Product display rules", §9 "Discount badge threshold").

/** The discount percent badge shows only from this percentage (spec storefront §9). */
export const DISCOUNT_BADGE_MIN_PERCENT = 5;
/** From this percentage the discount badge uses the large style (spec storefront §9). */
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
 */
export function discountBadge(discountPercent: number | null | undefined): DiscountBadge | null {
  if (discountPercent == null || !Number.isFinite(discountPercent)) return null;
  if (discountPercent < DISCOUNT_BADGE_MIN_PERCENT) return null;
  return {
    percent: Math.floor(discountPercent),
    size: discountPercent >= DISCOUNT_BADGE_LARGE_PERCENT ? 'large' : 'regular',
  };
}

// Promotion view tracking (spec storefront §5 "Promotion views are reported once per teaser, and only
// when at least 50 percent of it is visible", §9 "Teaser view tracking: 1000 ms delay, 50 percent visible").

export const PROMOTION_VIEW_THRESHOLD = 0.5;
export const PROMOTION_VIEW_DELAY_MS = 1000;

/**
 * Whether an intersection ratio counts as "seen".
 *
 * @example
 * ```ts
 * isPromotionVisible(0.5); // true
 * isPromotionVisible(0.49); // false
 * ```
 */
export function isPromotionVisible(intersectionRatio: number): boolean {
  return intersectionRatio >= PROMOTION_VIEW_THRESHOLD;
}

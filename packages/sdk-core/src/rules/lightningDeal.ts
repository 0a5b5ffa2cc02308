// Lightning deal display (spec storefront §4 "Product tile": lightning presentation and shortage
// overlay; shopping §4 "Lightning deals", §7 feature flag T217-Blitzangebote).
import {
  FEATURE_FLAGS_PARAMETER,
  isParameterOn,
  type ParameterKey,
  type ParameterRowLike,
} from './globalParameters';

/** 'true' enables the new lightning display (and hides the old one). */
export const LIGHTNING_DEALS_FLAG = {
  name: FEATURE_FLAGS_PARAMETER,
  entry: 'T217-Blitzangebote',
} as const satisfies ParameterKey;

/**
 * How a running lightning deal is shown: 'new' with the reserved share, 'old' (the display before T217)
 * with label, prices and countdown only (docs/not-shown.md).
 */
export type LightningDealStyle = 'old' | 'new';

/**
 * The flag T217-Blitzangebote: 'true' hides the old lightning display and shows the new style.
 *
 * @example
 * ```tsx
 * <ProductGrid products={cards} lightningDealStyle={lightningDealStyle(layout.parameters)} />
 * ```
 */
export function lightningDealStyle(parameters: readonly ParameterRowLike[]): LightningDealStyle {
  return isParameterOn(parameters, LIGHTNING_DEALS_FLAG) ? 'new' : 'old';
}

/** Reservations are shown as whole percent, 100 meaning nothing is left. */
export const LIGHTNING_SOLD_OUT_PERCENT = 100;

export interface LightningDealTiming {
  readonly isAvailableLightningDeal: boolean;
  /** Epoch milliseconds. */
  readonly lightningDealTimestampUntil: number | null;
}

/**
 * A deal counts as active when available or when its end time lies in the future.
 *
 * @example
 * ```ts
 * isLightningDealActive({ isAvailableLightningDeal: true, lightningDealTimestampUntil: 2_000 }, 1_000); // true
 * isLightningDealActive(null, 1_000); // false
 * ```
 */
export function isLightningDealActive(deal: LightningDealTiming | null | undefined, nowMs: number): boolean {
  if (!deal) return false;
  return deal.isAvailableLightningDeal || (deal.lightningDealTimestampUntil ?? 0) > nowMs;
}

export interface ShortageInput {
  /** The product is out of stock (isShortage). */
  readonly isShortage: boolean;
  readonly hasShortageText: boolean;
  readonly reservedPercent: number | null;
  readonly hasDealShortageText: boolean;
}

/**
 * The shortage overlay shows when the product is out of stock and a shortage text
 * exists, or when the deal is fully reserved (100 %) and a deal shortage text exists.
 *
 * @example
 * ```ts
 * showsShortageOverlay({ isShortage: true, hasShortageText: true, reservedPercent: null, hasDealShortageText: false }); // true
 * showsShortageOverlay({ isShortage: true, hasShortageText: false, reservedPercent: null, hasDealShortageText: false }); // false
 * ```
 */
export function showsShortageOverlay(input: ShortageInput): boolean {
  return (
    (input.isShortage && input.hasShortageText) ||
    (input.reservedPercent === LIGHTNING_SOLD_OUT_PERCENT && input.hasDealShortageText)
  );
}

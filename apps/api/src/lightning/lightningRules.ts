// Lightning deal arithmetic, pure (spec shopping §3 "Lightning deal info", §4 "Lightning deals").
import { LIGHTNING_SOLD_OUT_PERCENT } from '@ranzen/sdk-core/rules';

/**
 * How long a reservation holds deal units for a cart: 15 minutes, long enough to finish checkout, short
 * enough that abandoned carts give the units back quickly. Extending at checkout grants one more lifetime
 * (once), never beyond the deal's end (docs/decisions/0006-lightning-reservations.md).
 */
export const LIGHTNING_RESERVATION_TTL_MS = 15 * 60_000;

export interface LightningSplit {
  quantityLightning: number;
  quantityNormal: number;
}

/**
 * Splits an add: the lightning quantity is the requested amount up to lightningQuantityMax minus what the
 * cart already holds at the deal price; the rest is bought at the normal price (shopping §4).
 */
export function lightningSplit(
  requested: number,
  quantityMax: number,
  heldAtDealPrice: number,
): LightningSplit {
  const quantityLightning = Math.max(0, Math.min(requested, quantityMax - heldAtDealPrice));
  return { quantityLightning, quantityNormal: requested - quantityLightning };
}

/** Whole percent of the deal's units held by live reservations, rounded down (storefront §3.7). */
export function reservedPercentageRoundFloor(reserved: number, units: number): number {
  if (units <= 0) return LIGHTNING_SOLD_OUT_PERCENT;
  return Math.floor((Math.min(Math.max(reserved, 0), units) * 100) / units);
}

/**
 * Share of a deal's units one client address may hold: a tenth of the deal, but never less than one cart
 * may buy (issue 14 item 5; docs/decisions/0011-lightning-fair-share.md).
 */
export const LIGHTNING_ADDRESS_SHARE_DIVISOR = 10;

/** Units of a deal all carts reserved from one client address may hold together. */
export function lightningAddressCap(units: number, quantityMax: number): number {
  return Math.max(Math.floor(units / LIGHTNING_ADDRESS_SHARE_DIVISOR), quantityMax);
}

// Shipping cost rule (the spec leaves the amounts open: docs/not-shown.md). One rule for the API, which
// computes cart totals, and for the storefront, which advertises the free-shipping threshold.
import type { StoreFamily } from '../store/storeConfig';

export interface ShippingRule {
  readonly costCents: number;
  /** Order value from which shipping is free. */
  readonly freeFromCents: number;
}

export const SHIPPING_RULES: Readonly<Record<StoreFamily, ShippingRule>> = {
  consumer: { costCents: 495, freeFromCents: 5000 },
  b2b: { costCents: 695, freeFromCents: 10000 },
};

/** Shipping for a cart subtotal; an empty cart ships nothing, so it costs nothing. */
export function shippingCostCents(subtotalCents: number, family: StoreFamily): number {
  const rule = SHIPPING_RULES[family];
  if (subtotalCents <= 0 || subtotalCents >= rule.freeFromCents) return 0;
  return rule.costCents;
}

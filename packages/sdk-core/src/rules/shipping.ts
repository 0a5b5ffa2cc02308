// Shipping cost rule. One rule for the API, which computes cart totals, and for the storefront, which
// advertises the free-shipping threshold; each store family's amounts are in its profile
// (store/storeConfig.ts STORE_FAMILIES; the spec leaves them open: docs/not-shown.md).

export interface ShippingRule {
  readonly costCents: number;
  /** Order value from which shipping is free. */
  readonly freeFromCents: number;
}

/**
 * Shipping for a cart subtotal; an empty cart ships nothing, so it costs nothing.
 *
 * @example
 * ```ts
 * shippingCostCents(2000, STORES.de.shipping.rule); // 495
 * shippingCostCents(10000, STORES.de.shipping.rule); // 0
 * ```
 */
export function shippingCostCents(subtotalCents: number, rule: ShippingRule): number {
  if (subtotalCents <= 0 || subtotalCents >= rule.freeFromCents) return 0;
  return rule.costCents;
}

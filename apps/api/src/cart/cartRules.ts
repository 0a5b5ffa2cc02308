// Cart arithmetic, pure and in integer cents (shopping §3 "Cart" totals, §9 limits). The shipping rule is
// sdk-core's (shared with the storefront's free-shipping message); prices include 19 % VAT.
import { type StoreFamily, shippingCostCents } from '@ranzen/sdk-core';

/** Generic quantity field bounds (shopping §9: minimum 1, maximum 999). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;
/** Operations per updateCart call; more is a client bug or abuse. */
export const MAX_CART_OPS = 20;
export const VAT_PERCENT = 19;

export interface CartLine {
  unitCents: number;
  /** The price before a reduction, when the item has one. */
  oldUnitCents: number | null;
  quantity: number;
}

export interface CartTotalsCents {
  subtotal: number;
  shippingCost: number;
  total: number;
  tax: number;
  savings: number;
}

/** VAT contained in a gross amount, rounded to the cent. */
export function containedVat(grossCents: number, percent = VAT_PERCENT): number {
  return Math.round((grossCents * percent) / (100 + percent));
}

export function computeTotals(lines: readonly CartLine[], family: StoreFamily): CartTotalsCents {
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const savings = lines.reduce(
    (sum, line) =>
      sum +
      (line.oldUnitCents !== null && line.oldUnitCents > line.unitCents
        ? (line.oldUnitCents - line.unitCents) * line.quantity
        : 0),
    0,
  );
  const shippingCost = shippingCostCents(subtotal, family);
  const total = subtotal + shippingCost;
  return { subtotal, shippingCost, total, tax: containedVat(total), savings };
}

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
}

/** Item ids look like '100001-01' (product id, dash, two-digit variant number). */
export function isItemId(value: string): boolean {
  return /^\d{1,12}-\d{2}$/.test(value);
}

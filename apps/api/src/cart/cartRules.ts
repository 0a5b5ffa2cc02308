// Cart arithmetic, pure and in integer cents (shopping §3 "Cart" totals, "Price/totals", §9 limits). The
// shipping rule is sdk-core's (shared with the storefront's free-shipping message); prices are gross and
// contain the store's VAT (StoreConfig.vatPercent, decision 0035).
import {
  checkoutShippers,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type ShipperCode,
  type ShipperInfoCode,
  type ShipperState,
  shippingCostCents,
} from '@ranzen/sdk-core/rules';
import { STORE_FAMILIES, type StoreConfig, type StoreFamily } from '@ranzen/sdk-core/store';

/** Operations per updateCart call; more is a client bug or abuse. */
export const MAX_CART_OPS = 20;
/** Voucher codes one cart may hold. */
export const MAX_VOUCHERS_PER_CART = 5;

/** Voucher failure descriptions (message keys, packages/sdk-core/src/i18n/messages.ts). */
export const VOUCHER_MINIMUM_NOT_REACHED = 'vue.cart.voucher.minimumOrderValue';
export const VOUCHER_NO_MATCHING_ARTICLE = 'vue.cart.voucher.noMatchingArticle';
export const VOUCHER_EXPIRED = 'vue.cart.voucher.expired';

/**
 * The shippers' names and surcharges (shopping §9 codes dhl, dpd, spedition; amounts not shown:
 * docs/not-shown.md). Which are enabled and selected is the checkout's shipper rule (sdk-core
 * rules/checkoutShippers.ts); spedition is offered for bulky goods only and always costs its surcharge.
 */
export const SHIPPERS: Readonly<Record<ShipperCode, { name: string; surchargeCents: number }>> = {
  dhl: { name: 'DHL', surchargeCents: 0 },
  dpd: { name: 'DPD', surchargeCents: 100 },
  spedition: { name: 'Spedition', surchargeCents: 4900 },
};

export interface CartLine {
  productId: string;
  /** Normal unit price. */
  unitCents: number;
  /** The price before a reduction, when the item has one. */
  oldUnitCents: number | null;
  quantityNormal: number;
  /** Deal unit price; only used for quantityLightning units. */
  lightningUnitCents: number | null;
  quantityLightning: number;
}

export interface VoucherRule {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent, or cents for 'amount'. */
  value: number;
  minimumOrderCents: number;
  productId: string | null;
  /** Still within its validity period and store family. */
  valid: boolean;
}

export interface VoucherOutcome {
  code: string;
  successful: boolean;
  attainable: boolean;
  failureDescriptions: string[];
  missingCents: number;
  discountCents: number;
}

export interface ShipperCost {
  code: ShipperCode;
  name: string;
  enabled: boolean;
  selected: boolean;
  infoCodes: readonly ShipperInfoCode[];
  costCents: number;
}

export interface CartTotalsCents {
  subtotal: number;
  voucherDiscount: number;
  basketValue: number;
  shippingCost: number;
  total: number;
  grandTotal: number;
  tax: number;
  netValue: number;
  savings: number;
}

export interface CartCalculation {
  totals: CartTotalsCents;
  vouchers: VoucherOutcome[];
  shippers: ShipperCost[];
}

/** VAT contained in a gross amount at a rate in percent (one decimal at most), rounded to the cent. */
export function containedVat(grossCents: number, percent: number): number {
  // In tenths of a percent, so the arithmetic stays in integers for a rate such as 8.1 % (100 € contain
  // 10000 × 81 / 1081 cents) and only the final rounding to the cent rounds.
  const tenths = Math.round(percent * 10);
  return Math.round((grossCents * tenths) / (1000 + tenths));
}

export function lineTotalCents(line: CartLine): number {
  return (
    line.unitCents * line.quantityNormal +
    (line.lightningUnitCents ?? line.unitCents) * line.quantityLightning
  );
}

function lineSavingsCents(line: CartLine): number {
  const reference =
    line.oldUnitCents !== null && line.oldUnitCents > line.unitCents ? line.oldUnitCents : line.unitCents;
  const lightningUnit = line.lightningUnitCents ?? line.unitCents;
  return (
    (reference - line.unitCents) * line.quantityNormal +
    Math.max(0, reference - lightningUnit) * line.quantityLightning
  );
}

/** Vouchers in the order they were added; together they never reduce the cart below zero. */
export function evaluateVouchers(
  lines: readonly CartLine[],
  vouchers: readonly VoucherRule[],
): VoucherOutcome[] {
  const subtotal = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  let left = subtotal;
  return vouchers.map((voucher) => {
    const eligible = lines
      .filter((line) => voucher.productId === null || line.productId === voucher.productId)
      .reduce((sum, line) => sum + lineTotalCents(line), 0);
    const failed = (description: string, attainable: boolean, missingCents = 0): VoucherOutcome => ({
      code: voucher.code,
      successful: false,
      attainable,
      failureDescriptions: [description],
      missingCents,
      discountCents: 0,
    });
    if (!voucher.valid) return failed(VOUCHER_EXPIRED, false);
    if (eligible === 0) return failed(VOUCHER_NO_MATCHING_ARTICLE, false);
    if (subtotal < voucher.minimumOrderCents) {
      return failed(VOUCHER_MINIMUM_NOT_REACHED, true, voucher.minimumOrderCents - subtotal);
    }
    const raw = voucher.kind === 'percent' ? Math.round((eligible * voucher.value) / 100) : voucher.value;
    const discountCents = Math.min(raw, eligible, left);
    left -= discountCents;
    return {
      code: voucher.code,
      successful: true,
      attainable: false,
      failureDescriptions: [],
      missingCents: 0,
      discountCents,
    };
  });
}

/** A cart without checkout choices: delivered to its German billing address by the default shipper. */
export function defaultShippers(articleCount: number): ShipperState[] {
  return checkoutShippers({
    deliveryType: 'sameAsBilling',
    deliveryCountry: 'DE',
    selectedCode: null,
    articleCount,
  });
}

/**
 * Shipping per shipper for a goods value; free parcel shipping stays free with every parcel shipper,
 * spedition always costs its surcharge.
 */
export function shipperCosts(
  basketValueCents: number,
  family: StoreFamily,
  states: readonly ShipperState[],
): ShipperCost[] {
  const base = shippingCostCents(basketValueCents, STORE_FAMILIES[family].shipping.rule);
  return states.map((state) => {
    const { name, surchargeCents } = SHIPPERS[state.code];
    const parcelCost = base === 0 ? 0 : base + surchargeCents;
    return {
      code: state.code,
      name,
      enabled: state.enabled,
      selected: state.selected,
      infoCodes: state.infoCodes,
      costCents: state.code === 'spedition' ? surchargeCents : parcelCost,
    };
  });
}

export function calculateCart(
  lines: readonly CartLine[],
  vouchers: readonly VoucherRule[],
  store: Pick<StoreConfig, 'family' | 'vatPercent'>,
  calculateShippingCost = true,
  shipperStates: readonly ShipperState[] = defaultShippers(
    lines.reduce((sum, line) => sum + line.quantityNormal + line.quantityLightning, 0),
  ),
): CartCalculation {
  const subtotal = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const outcomes = evaluateVouchers(lines, vouchers);
  const voucherDiscount = outcomes.reduce((sum, outcome) => sum + outcome.discountCents, 0);
  const basketValue = subtotal - voucherDiscount;
  const shippers = shipperCosts(basketValue, store.family, shipperStates);
  const shippingCost = calculateShippingCost
    ? (shippers.find((shipper) => shipper.selected)?.costCents ?? 0)
    : 0;
  const total = basketValue + shippingCost;
  const tax = containedVat(total, store.vatPercent);
  return {
    totals: {
      subtotal,
      voucherDiscount,
      basketValue,
      shippingCost,
      total,
      grandTotal: total,
      tax,
      netValue: total - tax,
      savings: lines.reduce((sum, line) => sum + lineSavingsCents(line), 0) + voucherDiscount,
    },
    vouchers: outcomes,
    shippers,
  };
}

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX;
}

/** Item ids look like '100001-01' (product id, dash, two-digit variant number). */
export function isItemId(value: string): boolean {
  return /^\d{1,12}-\d{2}$/.test(value);
}

/** Voucher codes: 3 to 30 letters, digits and dashes, case-insensitive (stored upper case). */
export function normalizeVoucherCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return /^[A-Z0-9-]{3,30}$/.test(code) ? code : null;
}

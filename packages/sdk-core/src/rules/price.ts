// Price display (spec storefront §5 "Product display rules", shopping §9).
import type { ShopLanguage } from '../store/storeConfig';

export const CURRENCY = 'EUR';

const formatters = new Map<ShopLanguage, Intl.NumberFormat>();

function formatter(language: ShopLanguage): Intl.NumberFormat {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY });
    formatters.set(language, format);
  }
  return format;
}

/**
 * Formats an amount in euros for a shop language. A raw value of 0 is shown as free
 * (`freeLabel`, the store's 'vue.price.free' message).
 *
 * @example
 * ```ts
 * formatPrice(12.5, 'de-DE', 'gratis'); // '12,50 €'
 * formatPrice(0, 'de-DE', 'gratis'); // 'gratis'
 * ```
 */
export function formatPrice(amount: number, language: ShopLanguage, freeLabel: string): string {
  if (amount === 0) return freeLabel;
  return formatAmount(amount, language);
}

/**
 * Formats an amount in euros for a shop language, 0 as a number too (documents such as invoices).
 *
 * @example
 * ```ts
 * formatAmount(0, 'de-DE'); // '0,00 €'
 * formatAmount(1234.5, 'de-CH'); // "EUR 1'234.50"
 * ```
 */
export function formatAmount(amount: number, language: ShopLanguage): string {
  return formatter(language).format(amount);
}

/**
 * Formats a percentage, such as a VAT rate, for a shop language: up to one decimal, then a space and "%".
 *
 * @example
 * ```ts
 * formatPercent(8.1, 'de-DE'); // '8,1 %'
 * formatPercent(8.1, 'de-CH'); // '8.1 %'
 * formatPercent(19, 'de-DE'); // '19 %'
 * ```
 */
export function formatPercent(percent: number, language: ShopLanguage): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(percent)} %`;
}

/**
 * Converts integer cents, as stored, to euros without floating-point drift.
 *
 * @example
 * ```ts
 * centsToAmount(1250); // 12.5
 * ```
 */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * Converts an amount in euros (the API's Money.amount) to integer cents.
 *
 * @example
 * ```ts
 * amountToCents(12.5); // 1250
 * ```
 */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The quantity a base price is given for. */
export const BASE_PRICE_QUANTITY = 1;
/** "1,0": the quantity is printed with exactly one decimal. */
export const BASE_PRICE_QUANTITY_DECIMALS = 1;

/** Small units are quoted per one of the larger unit (1 kg, not 100 g), as the price-indication rules want. */
const LARGER_UNIT: Readonly<Record<string, { readonly unit: string; readonly size: number }>> = {
  mg: { unit: 'kg', size: 1_000_000 },
  g: { unit: 'kg', size: 1000 },
  ml: { unit: 'l', size: 1000 },
  cl: { unit: 'l', size: 100 },
  mm: { unit: 'm', size: 1000 },
  cm: { unit: 'm', size: 100 },
};

export interface BaseUnit {
  /** The unit the base price is shown per 1,0 of, e.g. 'kg'. */
  readonly unit: string;
  /** How many of the reference quantity make one unit ('100 g' → 10 per kg, '100 Blatt' → 0.01 per Blatt). */
  readonly referencesPerUnit: number;
}

/**
 * The unit a base price is shown per 1,0 of, for a reference quantity such as '100 g', '1 l' or
 * '100 Blatt'. Null for a reference that is not '<number> <unit>' or 'unit'.
 */
export function baseUnitOf(reference: string): BaseUnit | null {
  const match = /^(?:(\d+(?:[.,]\d+)?)\s*)?(\p{L}[\p{L}²³]*)$/u.exec(reference.trim());
  const unitName = match?.[2];
  if (!match || !unitName) return null;
  const quantity = match[1] === undefined ? 1 : Number(match[1].replace(',', '.'));
  if (!(quantity > 0)) return null;
  const larger = LARGER_UNIT[unitName];
  return larger
    ? { unit: larger.unit, referencesPerUnit: larger.size / quantity }
    : { unit: unitName, referencesPerUnit: 1 / quantity };
}

/** A base price as shown after the price: "{price} / {unit}". */
export interface BasePriceDisplay {
  /** The price per 1,0 unit, formatted like every price of the store, e.g. '12,68 €'. */
  readonly price: string;
  /** '1,0 kg': the quantity with one decimal, in the decimal mark of the store's prices. */
  readonly unit: string;
}

/**
 * The API gives the base price per reference quantity
 * ('1,27 €' per '100 g'); the shopper sees it per one unit ('12,68 € / 1,0 kg'). A reference this rule
 * cannot read is shown as delivered.
 *
 * @example
 * ```ts
 * basePriceDisplay(1.27, '100 g', 'de-DE', 'gratis'); // { price: '12,70 €', unit: '1,0 kg' }
 * ```
 */
export function basePriceDisplay(
  amount: number,
  reference: string,
  language: ShopLanguage,
  freeLabel: string,
): BasePriceDisplay {
  const base = baseUnitOf(reference);
  if (!base) return { price: formatPrice(amount, language, freeLabel), unit: reference };
  const perUnit = centsToAmount(amount * 100 * base.referencesPerUnit);
  const decimal = formatter(language)
    .formatToParts(BASE_PRICE_QUANTITY)
    .find((part) => part.type === 'decimal')?.value;
  const quantity = BASE_PRICE_QUANTITY.toFixed(BASE_PRICE_QUANTITY_DECIMALS);
  return {
    price: formatPrice(perUnit, language, freeLabel),
    unit: `${decimal ? quantity.replace('.', decimal) : quantity} ${base.unit}`,
  };
}

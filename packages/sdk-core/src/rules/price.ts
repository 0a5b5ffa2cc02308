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
 */
export function formatPrice(amount: number, language: ShopLanguage, freeLabel: string): string {
  if (amount === 0) return freeLabel;
  return formatter(language).format(amount);
}

/** Converts integer cents, as stored, to euros without floating-point drift. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

// Delivery status display (spec storefront §5 "A delivery status text meaning 'in stock' gets a green
// traffic light ... The message key is picked by shop host"; shopping §9).
import type { MessageKey } from '../i18n/messages';
import { hostname, isB2bHost } from '../store/storeConfig';

export const DEFAULT_IN_STOCK_KEY: MessageKey = 'vue.deliveryStatus.inStock';

/** Austrian, Swiss and the two B2B hosts have their own keys; every other host uses the German key. */
export function deliveryStatusMessageKey(host: string): MessageKey {
  const name = hostname(host);
  const labels = name.split('.');
  if (isB2bHost(name))
    return labels[0] === 'en' ? 'vue.deliveryStatus.inStock.b2bEn' : 'vue.deliveryStatus.inStock.b2b';
  if (labels[0] === 'at' || name.endsWith('.at')) return 'vue.deliveryStatus.inStock.at';
  if (labels[0] === 'ch' || name.endsWith('.ch')) return 'vue.deliveryStatus.inStock.ch';
  return DEFAULT_IN_STOCK_KEY;
}

export type DeliveryStatusDisplay =
  | { readonly inStock: true; readonly headline: string; readonly secondLine: string | null }
  | { readonly inStock: false; readonly text: string; readonly tooltip: true };

/**
 * An in-stock text (one that starts with the host's in-stock message) gets the green light and its
 * rest as a second line; any other text is shown with a tooltip.
 */
export function deliveryStatusDisplay(text: string, inStockMessage: string): DeliveryStatusDisplay {
  const trimmed = text.trim();
  if (inStockMessage !== '' && trimmed.toLowerCase().startsWith(inStockMessage.toLowerCase())) {
    const rest = trimmed
      .slice(inStockMessage.length)
      .replace(/^[\s,;:–-]+/, '')
      .trim();
    return { inStock: true, headline: trimmed.slice(0, inStockMessage.length), secondLine: rest || null };
  }
  return { inStock: false, text: trimmed, tooltip: true };
}

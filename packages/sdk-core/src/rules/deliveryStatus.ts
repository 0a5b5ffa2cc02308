// Delivery status display (spec storefront §5 "A delivery status text meaning 'in stock' gets a green
// traffic light ... The message key is picked by shop host"; shopping §9). The key is the resolved
// store's `inStockMessageKey` (store/storeConfig.ts), so the host is parsed once (resolveStore).
export type DeliveryStatusDisplay =
  | { readonly inStock: true; readonly headline: string; readonly secondLine: string | null }
  | { readonly inStock: false; readonly text: string; readonly tooltip: true };

/**
 * An in-stock text (one that starts with the store's in-stock message) gets the green light and its
 * rest as a second line; any other text is shown with a tooltip.
 *
 * @example
 * ```ts
 * deliveryStatusDisplay('Auf Lager, Lieferzeit 1-3 Werktage', 'Auf Lager');
 * // { inStock: true, headline: 'Auf Lager', secondLine: 'Lieferzeit 1-3 Werktage' }
 * ```
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

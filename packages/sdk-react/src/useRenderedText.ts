// Text the server computed while rendering, taken as is at hydration (decision 0037's rendered results):
// for text that is costly to compute on a phone's main thread while the page hydrates. The first `Intl`
// formatter of a page starts ICU, 50-85 ms at Lighthouse's 4x CPU: one long task on every page for a
// header's "free shipping from 50,00 €" (DESIGN §6 TBT).
import { useOptionalShopClient } from './shopClient';

/**
 * The text the server rendered under `key`, else `compute()` (a client-side render, a host without a
 * server, a story); a server render records it for the browser. `key` names the text on the page, so
 * it must not collide with a query's result key (operation name and variables): prefix it with `text:`.
 *
 * @example
 * ```tsx
 * const amount = useRenderedText('text:freeShippingFrom', () => formatPrice(50, store.language, t('vue.price.free')));
 * ```
 */
export function useRenderedText(key: `text:${string}`, compute: () => string): string {
  const shopClient = useOptionalShopClient();
  const rendered = shopClient?.renderedResult(key);
  if (typeof rendered === 'string') return rendered;
  const text = compute();
  shopClient?.recordResult(key, text);
  return text;
}

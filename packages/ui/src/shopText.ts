// Texts the order pages and the thank-you page share: dates in the shop's calendar, and names the API
// sends as codes (a payment method, a carrier) in the store's words, the code itself where the catalogue
// has no text for it.
import { isMessageKey, SHOP_TIME_ZONE } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { useMemo } from 'react';

/**
 * Dates as the shop shows them: in the store's language and the shop's time zone, the same on the
 * server and in the browser.
 *
 * @example
 * ```tsx
 * function OrderDate() {
 *   const dateFormat = useShopDateFormat();
 *   return <time dateTime={order.orderDate}>{dateFormat.format(new Date(order.orderDate))}</time>;
 * }
 * ```
 */
export function useShopDateFormat(): Intl.DateTimeFormat {
  const { store } = useShop();
  return useMemo(
    () => new Intl.DateTimeFormat(store.language, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }),
    [store.language],
  );
}

/** The catalogue's prefix of the payment methods' names. */
export const PAYMENT_METHOD_TEXT = 'vue.checkout.payment.';

/** The text of `prefix` + `code` in the catalogue, or the code as it is. */
export function useCodeText(): (prefix: `${string}.`, code: string) => string {
  const { messages } = useShop();
  const t = useTranslate();
  return (prefix, code) => {
    const key: string = `${prefix}${code}`;
    return isMessageKey(messages, key) ? t(key) : code;
  };
}

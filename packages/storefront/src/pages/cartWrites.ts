// Writes to the visitor's cart from pages outside the cart machine (the order form, the catalogue
// request): the cart id the page knows, else the one the storefront server hands out (and issues on first
// use, like the buy box's first add). The answer's cart lands in the Apollo cache under its id, so the
// mini cart shows it; the other tabs are told to read it again.
import { errorText, isMessageKey } from '@ranzen/sdk-core';
import { fetchCartIdsFromServer, useCartContext, useShop, useToasts, useTranslate } from '@ranzen/sdk-react';
import { useCallback } from 'react';

let toastSequence = 0;

/**
 * Runs `write` with the visitor's cart id and tells the other tabs when it changed the cart.
 *
 * @example
 * ```tsx
 * const withCart = useCartWrite();
 * await withCart((cartId) => addCatalogues(cartId, codes));
 * ```
 */
export function useCartWrite(): <Answer>(
  write: (cartId: string) => Promise<{ answer: Answer; changed: boolean }>,
) => Promise<Answer> {
  const { view, adoptCart } = useCartContext();
  return useCallback(
    async (write) => {
      const cartId = view.cartId ?? (await fetchCartIdsFromServer({ renew: false })).cartId;
      const { answer, changed } = await write(cartId);
      if (changed) adoptCart(cartId);
      return answer;
    },
    [view.cartId, adoptCart],
  );
}

// spec shopping §8 "Mutation fails: the server error message is shown as a toast"
/**
 * A toast for a failed call or a refused write: a message key is translated, a server text shown as it is.
 *
 * @example
 * ```tsx
 * const report = useReport();
 * report('error', error); // a failed call
 * report('success', t('vue.orderform.added', { count: 2 }));
 * ```
 */
export function useReport(): (type: 'success' | 'error', message: unknown) => void {
  const t = useTranslate();
  const { messages } = useShop();
  const { addToast } = useToasts();
  return useCallback(
    (type, message) => {
      const text = typeof message === 'string' ? message : errorText(message);
      toastSequence += 1;
      addToast({
        id: `service-${type}-${toastSequence}`,
        type,
        message: isMessageKey(messages, text) ? t(text) : text,
      });
    },
    [addToast, messages, t],
  );
}

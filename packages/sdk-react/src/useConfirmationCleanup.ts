// The thank-you page's cleanup, once per page (spec shopping §4 "Confirmation cleanup", §7
// /api/confirmation-cleanup/, §8 "Confirmation cleanup fails"): the GA4 purchase event, then the cart the
// API issued becomes the page's cart (the mini cart shows it empty), and a guest's ended session makes the
// page read the customer info again, so the header knows the visitor as logged out at once. A failed
// cleanup logged the visitor out: the host leaves the page (the storefront goes home).
import { useApolloClient } from '@apollo/client/react';
import { CustomerInfoDocument, type OrderQuery, purchaseEvent, pushToDataLayer } from '@ranzen/sdk-core';
import { useEffect, useRef } from 'react';
import { useCartContext } from './CartProvider';
import { postConfirmationCleanup } from './checkoutActions';
import { refetchShopQueries } from './shopClient';

/**
 * Runs the confirmation cleanup once, after the submitted order's thank-you page rendered; `onFailed`
 * when the cleanup failed (the session ended).
 *
 * @example
 * ```tsx
 * useConfirmationCleanup(order, () => window.location.assign('/'));
 * ```
 */
export function useConfirmationCleanup(order: OrderQuery['order'], onFailed: () => void): void {
  const { adoptCart } = useCartContext();
  const client = useApolloClient();
  const done = useRef(false);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (order) pushToDataLayer(purchaseEvent(order));
    postConfirmationCleanup()
      .then((result) => {
        if (!result.successfull) {
          failed.current();
          return;
        }
        if (result.cartId) adoptCart(result.cartId);
        if (result.isReset) return refetchShopQueries(client, [CustomerInfoDocument]);
      })
      .catch(() => failed.current());
  }, [order, adoptCart, client]);
}

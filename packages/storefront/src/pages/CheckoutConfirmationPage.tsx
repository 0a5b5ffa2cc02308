// The thank-you page /checkout/confirmation?orderId= (spec shopping §2, §4 "Confirmation cleanup", §7
// "thank-you page data", /api/confirmation-cleanup/; §8 "Confirmation cleanup fails"; issue 16 item 6).
// The server's guard let the stored order in and read its thank-you data and the order. In the browser the
// page runs the cleanup once — the cart the API issued into the cart cookie and the cart view, the
// checkout state removed, a guest session ended (the page frame's customer info read again, so the header
// and the next page's tracking know the visitor at once); a failed cleanup logged out, so the page goes
// home — and pushes the GA4 purchase event into the data layer. It does not host the checkout machine (decision 0012).
import { useApolloClient } from '@apollo/client/react';
import { CustomerInfoDocument, purchaseEvent, pushToDataLayer, routePath } from '@ranzen/sdk-core';
import { postConfirmationCleanup, useCartContext, useTranslate } from '@ranzen/sdk-react';
import { OrderConfirmation } from '@ranzen/ui';
import { useEffect, useRef } from 'react';
import { usePageData } from '../data/pageData';
import { CheckoutLayout } from './CheckoutLayout';

export function CheckoutConfirmationPage() {
  const t = useTranslate();
  const { thankYou, order } = usePageData('checkoutConfirmation');
  const { adoptCart } = useCartContext();
  const client = useApolloClient();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (order) pushToDataLayer(purchaseEvent(order));
    postConfirmationCleanup()
      .then((result) => {
        if (!result.successfull) {
          window.location.assign(routePath('index'));
          return;
        }
        // The mini cart shows the new, empty cart.
        if (result.cartId) adoptCart(result.cartId);
        // A guest's session ended: the customer info the page frame shows is no longer theirs.
        if (result.isReset) return client.refetchQueries({ include: [CustomerInfoDocument] });
      })
      .catch(() => window.location.assign(routePath('index')));
  }, [order, adoptCart, client]);

  return (
    <div data-page="checkout-confirmation">
      <CheckoutLayout step="confirmation" title={t('vue.checkout.confirmation.title')}>
        <OrderConfirmation thankYou={thankYou} order={order} continueHref={routePath('index')} />
      </CheckoutLayout>
    </div>
  );
}

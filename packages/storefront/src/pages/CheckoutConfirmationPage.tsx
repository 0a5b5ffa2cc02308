// The thank-you page /checkout/confirmation?orderId= (spec shopping §2, §4 "Confirmation cleanup", §7
// "thank-you page data", /api/confirmation-cleanup/; §8 "Confirmation cleanup fails"; issue 16 item 6).
// The server's guard let the stored order in and read its thank-you data and the order. In the browser the
// page runs the cleanup once (sdk-react useConfirmationCleanup: the purchase event, the new cart, a
// guest's session ended); a failed cleanup logged out, so the page goes home. It does not host the
// checkout machine (decision 0012).
import { routePath } from '@ranzen/sdk-core';
import { useConfirmationCleanup, useTranslate } from '@ranzen/sdk-react';
import { OrderConfirmation } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import { CheckoutLayout } from './CheckoutLayout';

/** A failed cleanup logged the visitor out: home. */
const goHome = () => window.location.assign(routePath('index'));

export function CheckoutConfirmationPage() {
  const t = useTranslate();
  const { thankYou, order } = usePageData('checkoutConfirmation');
  useConfirmationCleanup(order, goHome);

  return (
    <div data-page="checkout-confirmation">
      <CheckoutLayout step="confirmation" title={t('vue.checkout.confirmation.title')}>
        <OrderConfirmation thankYou={thankYou} order={order} continueHref={routePath('index')} />
      </CheckoutLayout>
    </div>
  );
}

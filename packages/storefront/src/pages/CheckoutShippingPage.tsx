// /checkout/shipping (spec shopping §2 "Guards and redirects": an empty cart goes to /, the login step not
// done to /checkout/login/ — the server's guard, data/checkoutLoaders.ts, which also read the cart's
// checkout data, the account and the address book into the cache). The step itself is ui's
// CheckoutShippingStep, in the step's checkout machine.
import { useTranslate } from '@ranzen/sdk-react';
import { CheckoutShippingStep } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import { CheckoutStepPage } from './CheckoutStepPage';

export function CheckoutShippingPage() {
  const t = useTranslate();
  const data = usePageData('checkoutShipping');
  return (
    <CheckoutStepPage data={data} title={t('vue.checkout.shipping.title')}>
      <CheckoutShippingStep />
    </CheckoutStepPage>
  );
}

// /checkout/login (spec shopping §2 "checkout login step (guest, register, or logged in)", "Guards and
// redirects": logged in or guest goes on to shipping, an empty cart to the basket — the server's
// guard, data/checkoutLoaders.ts; §4 "After guest checkout the user counts as logged in as guest; after
// register as logged in"; §7 `/api/checkout-auth/` (authType, formData, cartId); §8 "Login fails").
// Three ways on, each sent through the checkout machine (sdk-react useCheckout), which stores the
// choice and goes to the shipping step: log in (ui CheckoutLoginStep; B2B with the customer number),
// continue as a guest (ui CheckoutGuestForm), or register. A B2B shop has neither guests nor a registration here (spec §6: B2B logs in).
import { useCheckout, useShop, useTranslate } from '@ranzen/sdk-react';
import { CheckoutGuestForm, CheckoutLoginStep } from '@ranzen/ui';
import { ACCOUNT_PAGES_BY_FAMILY } from '../data/accountPages';
import { usePageData } from '../data/pageData';
import styles from './CheckoutPages.module.css';
import { CheckoutStepPage } from './CheckoutStepPage';
import { RegisterForm } from './RegisterForm';

export function CheckoutLoginPage() {
  const t = useTranslate();
  const data = usePageData('checkoutLogin');
  return (
    <CheckoutStepPage data={data} title={t('vue.checkout.login.title')}>
      <CheckoutLoginStep>
        <NewCustomerOptions />
      </CheckoutLoginStep>
    </CheckoutStepPage>
  );
}

// Guest checkout and registration beside the login; a B2B shop has neither (spec §6: B2B logs in).
function NewCustomerOptions() {
  const t = useTranslate();
  const { store } = useShop();
  const checkout = useCheckout();
  const pages = ACCOUNT_PAGES_BY_FAMILY[store.family];
  if (!pages.checkoutNewCustomers) return null;
  return (
    <>
      <CheckoutGuestForm />
      <section className={styles.option}>
        <RegisterForm
          form={pages.registration}
          industries={[]}
          jobTitles={[]}
          title={t('vue.checkout.login.registerHeadline')}
          showTitle
          submitLabel={t('vue.login.register')}
          send={(fields) => checkout.authenticate('register', fields)}
        />
      </section>
    </>
  );
}

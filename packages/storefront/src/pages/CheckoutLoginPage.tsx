// /checkout/login (spec shopping §2 "checkout login step (guest, register, or logged in)", "Guards and
// redirects": logged in or guest goes on to shipping, an empty cart to the basket — the server's
// guard, data/checkoutLoaders.ts; §4 "After guest checkout the user counts as logged in as guest; after
// register as logged in"; §7 `/api/checkout-auth/` (authType, formData, cartId); §8 "Login fails").
// Three ways on, each sent through the checkout machine (sdk-react useCheckout), which stores the
// choice and goes to the shipping step: log in (B2B with the customer number), continue as a guest,
// or register. A B2B shop has neither guests nor a registration here (spec §6: B2B logs in).
import type { LoginField } from '@ranzen/sdk-core';
import { useCheckout, useShop, useToasts, useTranslate } from '@ranzen/sdk-react';
import { CustomerLoginForm, type LoginFormValues, useErrorText } from '@ranzen/ui';
import { useState } from 'react';
import { ACCOUNT_PAGES_BY_FAMILY } from '../data/accountPages';
import { usePageData } from '../data/pageData';
import styles from './CheckoutPages.module.css';
import { CheckoutStepPage } from './CheckoutStepPage';
import { RegisterForm } from './RegisterForm';

/** E-mail (customer number) and password are marked invalid. */
const REFUSED_LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];
const LOGIN_ERROR_TOAST_ID = 'checkout-login-error';

export function CheckoutLoginPage() {
  const t = useTranslate();
  const data = usePageData('checkoutLogin');
  return (
    <CheckoutStepPage data={data} title={t('vue.checkout.login.title')}>
      <CheckoutLoginOptions />
    </CheckoutStepPage>
  );
}

function CheckoutLoginOptions() {
  const t = useTranslate();
  const { store } = useShop();
  const { addToast } = useToasts();
  const errorText = useErrorText();
  const checkout = useCheckout();
  const [loggingIn, setLoggingIn] = useState(false);
  const [invalidFields, setInvalidFields] = useState<readonly LoginField[]>([]);
  const form = ACCOUNT_PAGES_BY_FAMILY[store.family].registration;

  const login = async (values: LoginFormValues) => {
    setLoggingIn(true);
    setInvalidFields([]);
    const outcome = await checkout.authenticate('login', {
      email: values.identifier,
      password: values.password,
      stayLogged: values.stayLoggedIn,
      // Spec §4: the anonymous cart is merged into the customer's.
      mergeCart: true,
    });
    setLoggingIn(false);
    if (outcome.ok) return;
    setInvalidFields(REFUSED_LOGIN_FIELDS);
    addToast({ id: LOGIN_ERROR_TOAST_ID, type: 'error', message: errorText(outcome.generalErrorMessage) });
  };

  return (
    <div className={styles.options}>
      <section className={styles.option} aria-labelledby="checkout-login-existing">
        <h2 id="checkout-login-existing" className={styles.headline}>
          {t('vue.login.headline')}
        </h2>
        <CustomerLoginForm
          onSubmit={(values) => void login(values)}
          submitting={loggingIn}
          invalidFields={invalidFields}
        />
      </section>
      {ACCOUNT_PAGES_BY_FAMILY[store.family].checkoutNewCustomers ? (
        <>
          <section className={styles.option}>
            <RegisterForm
              form={form}
              industries={[]}
              jobTitles={[]}
              kind="guest"
              title={t('vue.checkout.login.guestHeadline')}
              showTitle
              submitLabel={t('vue.checkout.login.guestSubmit')}
              send={(fields) => checkout.authenticate('guest', fields)}
            />
          </section>
          <section className={styles.option}>
            <RegisterForm
              form={form}
              industries={[]}
              jobTitles={[]}
              kind="account"
              title={t('vue.checkout.login.registerHeadline')}
              showTitle
              submitLabel={t('vue.login.register')}
              send={(fields) => checkout.authenticate('register', fields)}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}

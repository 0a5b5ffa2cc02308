// The checkout's login step (spec shopping §2 "checkout login step (guest, register, or logged in)"; §4
// "After guest checkout the user counts as logged in as guest; after register as logged in"; §7
// `/api/checkout-auth/` (authType, formData, cartId); §8 "Login fails"). Each way on is sent through the
// checkout machine (sdk-react useCheckout), which stores the choice and goes to the shipping step: log in
// here (B2B with the customer number), or a way for new customers beside it — CheckoutGuestForm, and the
// storefront's registration. Shared by the storefront's /checkout/login page and
// the one-page CheckoutFlow.
import {
  EMAIL_MAX_LENGTH,
  emailCheck,
  type FieldCheck,
  type LoginField,
  NAME_CHECKS,
  NAME_MAX_LENGTH,
  PHONE_CHECKS,
  PHONE_MAX_LENGTH,
  required,
  SALUTATION_CHECKS,
} from '@ranzen/sdk-core';
import { useCheckout, useToasts, useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useState } from 'react';
import { AccountForm } from './AccountForm';
import styles from './CheckoutLoginStep.module.css';
import { EmailField } from './EmailField';
import { useErrorText } from './formControls';
import { CustomerLoginForm, type LoginFormValues } from './LoginFlyout';
import { PersonNameFields } from './PersonNameFields';
import { PhoneField } from './PhoneField';
import { SalutationField } from './SalutationField';
import { useAccountForm } from './useAccountForm';

/** E-mail (customer number) and password are marked invalid. */
const REFUSED_LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];
const LOGIN_ERROR_TOAST_ID = 'checkout-login-error';

export interface CheckoutLoginStepProps {
  /** The ways on for new customers, beside the login (a guest form, a registration); none for B2B. */
  readonly children?: ReactNode;
}

/**
 * The checkout's login step, inside `CheckoutProvider` (or `CheckoutFlowProvider`): the store's login
 * form (a merged cart is kept), with the host's ways on for new customers beside it.
 *
 * @example
 * ```tsx
 * <CheckoutLoginStep>
 *   <CheckoutGuestForm />
 * </CheckoutLoginStep>
 * ```
 */
export function CheckoutLoginStep({ children }: CheckoutLoginStepProps) {
  const t = useTranslate();
  const { addToast } = useToasts();
  const errorText = useErrorText();
  const checkout = useCheckout();
  const [loggingIn, setLoggingIn] = useState(false);
  const [invalidFields, setInvalidFields] = useState<readonly LoginField[]>([]);

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
      {children}
    </div>
  );
}

/** A guest gives the person's details of a registration, without a password (in the order shown). */
const GUEST_FIELDS = ['salutation', 'firstName', 'lastName', 'phone', 'email'] as const;
type GuestField = (typeof GUEST_FIELDS)[number];

const GUEST_CHECKS: Readonly<Record<GuestField, readonly FieldCheck[]>> = {
  salutation: SALUTATION_CHECKS,
  firstName: NAME_CHECKS,
  lastName: NAME_CHECKS,
  phone: PHONE_CHECKS,
  email: [required, emailCheck()],
};

const GUEST_MAX_LENGTHS: Readonly<Partial<Record<GuestField, number>>> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
};

/**
 * Checkout as a guest: salutation, names, phone and e-mail (the registration's person, without a
 * password), sent trimmed as the login step's `guest` way on; the checkout goes on to the shipping step
 * with a guest session.
 *
 * @example
 * ```tsx
 * <CheckoutLoginStep>
 *   <CheckoutGuestForm />
 * </CheckoutLoginStep>
 * ```
 */
export function CheckoutGuestForm() {
  const t = useTranslate();
  const checkout = useCheckout();
  const form = useAccountForm<GuestField>({
    initial: { salutation: '', firstName: '', lastName: '', phone: '', email: '' },
    checks: () => GUEST_CHECKS,
    maxLengths: GUEST_MAX_LENGTHS,
    formName: 'register',
    submit: (values) =>
      checkout.authenticate(
        'guest',
        Object.fromEntries(GUEST_FIELDS.map((name) => [name, values[name].trim()])),
      ),
  });
  return (
    <section className={styles.option}>
      <AccountForm
        title={t('vue.checkout.login.guestHeadline')}
        submitLabel={t('vue.checkout.login.guestSubmit')}
        loading={form.loading}
        onSubmit={form.onSubmit}
      >
        <SalutationField field={form.field('salutation')} label={t('vue.user.registerPage.salutation')} />
        <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} required />
        <PhoneField field={form.field('phone')} />
        <EmailField {...form.field('email')} label={t('vue.login.email')} required />
      </AccountForm>
    </section>
  );
}

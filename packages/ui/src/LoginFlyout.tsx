// Login flyout (spec storefront §2.5 "Login flyout", §5 "Form inputs used in header forms": e-mail
// domain suggestions and the password toggle come with EmailField and PasswordField). Form and
// validation only: the login itself is the host's `onSubmit`. What differs between the store
// families (the identifier field, stay-logged-in, collapsible panels, the wish-list label) is the
// strategy object below, chosen by the store's family.
import {
  CUSTOMER_NUMBER_MAX_LENGTH,
  customerNumberChecks,
  EMAIL_MAX_LENGTH,
  emailCheck,
  type FieldCheck,
  type LoginField,
  type MessageKey,
  PASSWORD_MAX_LENGTH,
  type PrimeStatus,
  passwordLength,
  required,
  type StoreFamily,
  validateForm,
  WISHLIST_LABEL_BY_FAMILY,
} from '@ranzen/sdk-core';
import { useShop, useShopPath, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, type ReactNode, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button, ButtonLink } from './Button';
import { EmailField } from './EmailField';
import { TextField } from './formControls';
import styles from './LoginFlyout.module.css';
import { PasswordField } from './PasswordField';
import { PrimeMarker } from './PrimeMarker';

export type LoginIdentifier = 'email' | 'customerNumber';

export interface LoginFormValues {
  /** Which identifier `identifier` holds: e-mail (consumer) or customer number (B2B). */
  readonly identifierType: LoginIdentifier;
  readonly identifier: string;
  readonly password: string;
  /** Always false where the store offers no stay-logged-in checkbox (B2B). */
  readonly stayLoggedIn: boolean;
}

export interface LoginStrategy {
  readonly identifier: {
    readonly type: LoginIdentifier;
    readonly label: MessageKey;
    readonly checks: readonly FieldCheck[];
    /** Fills `{max}` of the max-length message. */
    readonly maxLength: number;
  };
  readonly stayLoggedIn: boolean;
  /** Login and register panels collapse on mobile. */
  readonly collapsiblePanels: boolean;
}

export const LOGIN_STRATEGY_BY_FAMILY: Readonly<Record<StoreFamily, LoginStrategy>> = {
  consumer: {
    identifier: {
      type: 'email',
      label: 'vue.login.email',
      checks: [required, emailCheck()],
      maxLength: EMAIL_MAX_LENGTH,
    },
    stayLoggedIn: true,
    collapsiblePanels: false,
  },
  b2b: {
    identifier: {
      type: 'customerNumber',
      label: 'vue.login.customerNumber',
      checks: customerNumberChecks,
      maxLength: CUSTOMER_NUMBER_MAX_LENGTH,
    },
    stayLoggedIn: false,
    collapsiblePanels: true,
  },
};

const PASSWORD_CHECKS: readonly FieldCheck[] = [required, passwordLength];

const NO_INVALID_FIELDS: readonly LoginField[] = [];

/** What the form shows of the host's login: busy while sending, and the fields a refusal marked. */
interface LoginFormState {
  readonly onSubmit: ((values: LoginFormValues) => void) | undefined;
  readonly submitting: boolean;
  readonly invalidFields: readonly LoginField[];
}

export interface LoginFlyoutCustomer {
  readonly firstName: string;
  readonly lastName: string;
  /** A prime member is marked below the greeting unless the status is NONE. */
  readonly primeStatus?: PrimeStatus;
}

export interface LoginFlyoutProps {
  /** Called with valid values only. */
  readonly onSubmit?: (values: LoginFormValues) => void;
  /** The form is being sent: the submit button is busy and disabled. */
  readonly submitting?: boolean;
  /**
   * Fields the server's refusal marked invalid (`email` is the identifier, the customer number in B2B). Its
   * message is the host's toast.
   */
  readonly invalidFields?: readonly LoginField[];
  /** Logged in: shows the greeting, the account links and the logout button instead of the form. */
  readonly customer?: LoginFlyoutCustomer;
  readonly onLogout?: () => void;
  /** After a wish-list-invite redirect: an invite header and text above the form. */
  readonly wishlistInvite?: { readonly headline: string; readonly text: string };
}

/**
 * Login flyout.
 *
 * @example
 * ```tsx
 * const { view, submit } = useLogin();
 * <LoginFlyout submitting={view.state === 'submitting'} invalidFields={view.invalidFields} onSubmit={(values) => login(values)} />
 * ```
 */
export function LoginFlyout({
  onSubmit,
  submitting = false,
  invalidFields = NO_INVALID_FIELDS,
  customer,
  onLogout,
  wishlistInvite,
}: LoginFlyoutProps) {
  const { store } = useShop();
  const strategy = LOGIN_STRATEGY_BY_FAMILY[store.family];
  return (
    <div className={styles.flyout} data-family={store.family}>
      {customer ? (
        <LoggedIn customer={customer} onLogout={onLogout} family={store.family} />
      ) : (
        <>
          {wishlistInvite ? (
            <div className={styles.invite}>
              <p className={styles.inviteHeadline}>{wishlistInvite.headline}</p>
              <p>{wishlistInvite.text}</p>
            </div>
          ) : null}
          <LoginPanels
            strategy={strategy}
            onSubmit={onSubmit}
            submitting={submitting}
            invalidFields={invalidFields}
          />
        </>
      )}
    </div>
  );
}

/**
 * The store's login form alone, without the flyout's register panel (the checkout login step, which
 * offers registration and guest checkout beside it).
 *
 * @example
 * ```tsx
 * const { view, submit } = useLogin();
 * <CustomerLoginForm submitting={view.state === 'submitting'} invalidFields={view.invalidFields} onSubmit={(values) => login(values)} />
 * ```
 */
export function CustomerLoginForm({
  onSubmit,
  submitting = false,
  invalidFields = NO_INVALID_FIELDS,
}: Pick<LoginFlyoutProps, 'onSubmit' | 'submitting' | 'invalidFields'>) {
  const { store } = useShop();
  return (
    <LoginForm
      strategy={LOGIN_STRATEGY_BY_FAMILY[store.family]}
      onSubmit={onSubmit}
      submitting={submitting}
      invalidFields={invalidFields}
    />
  );
}

function LoggedIn({
  customer,
  onLogout,
  family,
}: {
  readonly customer: LoginFlyoutCustomer;
  readonly onLogout: (() => void) | undefined;
  readonly family: StoreFamily;
}) {
  const t = useTranslate();
  const path = useShopPath();
  const links: readonly { readonly href: string; readonly label: MessageKey }[] = [
    { href: path('contactDetails'), label: 'vue.login.contactDetails' },
    { href: path('addresses'), label: 'vue.login.addresses' },
    { href: path('orders'), label: 'vue.login.orders' },
    { href: path('wishlist'), label: WISHLIST_LABEL_BY_FAMILY[family] },
  ];
  return (
    <>
      <h2 className={styles.headline}>
        {t('vue.login.greeting', { firstName: customer.firstName, lastName: customer.lastName })}
      </h2>
      {customer.primeStatus ? <PrimeMarker status={customer.primeStatus} /> : null}
      <nav aria-label={t('vue.login.accountLinks')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href}>
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="secondary" onClick={onLogout}>
        {t('vue.login.logout')}
      </Button>
    </>
  );
}

const MOBILE_QUERY = '(max-width: 767px)';

function subscribeMobile(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Mobile breakpoint (up to 767 px); false on the server and where matchMedia is missing. */
function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

function LoginPanels({
  strategy,
  ...form
}: LoginFormState & {
  readonly strategy: LoginStrategy;
}) {
  const t = useTranslate();
  const path = useShopPath();
  const collapsible = useIsMobile() && strategy.collapsiblePanels;
  return (
    <div className={styles.panels}>
      <Panel title={t('vue.login.headline')} collapsible={collapsible} initiallyOpen>
        <LoginForm strategy={strategy} {...form} />
      </Panel>
      <Panel title={t('vue.login.registerHeadline')} collapsible={collapsible} initiallyOpen={false}>
        <p className={styles.text}>{t('vue.login.registerText')}</p>
        <ButtonLink variant="secondary" href={path('register')}>
          {t('vue.login.register')}
        </ButtonLink>
      </Panel>
    </div>
  );
}

function Panel({
  title,
  collapsible,
  initiallyOpen,
  children,
}: {
  readonly title: string;
  readonly collapsible: boolean;
  readonly initiallyOpen: boolean;
  readonly children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useId();
  if (!collapsible) {
    return (
      <section className={styles.panel} aria-label={title}>
        <h2 className={styles.headline}>{title}</h2>
        {children}
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.headline}>
        <button
          type="button"
          className={styles.panelToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

type FieldName = 'identifier' | 'password';

/** The form's field names and the machine's (LoginField) for the same inputs. */
const MACHINE_FIELD: Readonly<Record<FieldName, LoginField>> = { identifier: 'email', password: 'password' };

function LoginForm({
  strategy,
  onSubmit,
  submitting,
  invalidFields,
}: LoginFormState & {
  readonly strategy: LoginStrategy;
}) {
  const t = useTranslate();
  const path = useShopPath();
  const id = useId();
  const [values, setValues] = useState({ identifier: '', password: '' });
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [error, setError] = useState<{ readonly field: FieldName; readonly text: string } | null>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const maxFor: Record<FieldName, number> = {
    identifier: strategy.identifier.maxLength,
    password: PASSWORD_MAX_LENGTH,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = validateForm([
      { name: 'identifier', value: values.identifier, checks: strategy.identifier.checks },
      { name: 'password', value: values.password, checks: PASSWORD_CHECKS },
    ]);
    if (!result.valid) {
      const field: FieldName = result.field === 'password' ? 'password' : 'identifier';
      setError({ field, text: t(result.message, { max: maxFor[field] }) });
      inputs.current[field]?.focus();
      return;
    }
    setError(null);
    onSubmit?.({
      identifierType: strategy.identifier.type,
      identifier: values.identifier.trim(),
      password: values.password,
      stayLoggedIn: strategy.stayLoggedIn && stayLoggedIn,
    });
  };

  const fieldProps = (field: FieldName) => ({
    value: values[field],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (error?.field === field) setError(null);
    },
    error: error?.field === field ? error.text : null,
    invalid: invalidFields.includes(MACHINE_FIELD[field]),
  });

  const identifierLabel = t(strategy.identifier.label);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-busy={submitting}
      data-state={submitting ? 'submitting' : 'editing'}
    >
      {strategy.identifier.type === 'email' ? (
        <EmailField {...fieldProps('identifier')} label={identifierLabel} name="email" />
      ) : (
        <TextField
          {...fieldProps('identifier')}
          label={identifierLabel}
          name="customerNumber"
          type="text"
          autoComplete="username"
        />
      )}
      <PasswordField
        {...fieldProps('password')}
        label={t('vue.login.password')}
        autoComplete="current-password"
      />
      {strategy.stayLoggedIn ? (
        <div className={styles.checkbox}>
          <input
            id={`${id}-stay`}
            type="checkbox"
            checked={stayLoggedIn}
            onChange={(event) => setStayLoggedIn(event.target.checked)}
          />
          <label htmlFor={`${id}-stay`}>{t('vue.login.stayLoggedIn')}</label>
        </div>
      ) : null}
      <a className={styles.link} href={path('resetPassword')}>
        {t('vue.login.forgotPassword')}
      </a>
      <Button type="submit" busy={submitting}>
        {t('vue.login.submit')}
      </Button>
    </form>
  );
}

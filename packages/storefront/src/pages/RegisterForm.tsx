// The registration form (spec shopping §3 customer fields, "Industry and job-title lists"; §5
// validation; §6 "B2B registration with industry and job-title lists"; storefront §5 e-mail suggestions
// and the password toggle), shared by the registration page (/api/register-action/) and the checkout
// login step (/api/checkout-auth/, spec §7; a guest's details there are ui's CheckoutGuestForm). The
// store's family decides the form (data/accountPages.ts); the host sends it and says what follows.
import {
  EMAIL_MAX_LENGTH,
  emailCheck,
  type FieldCheck,
  NAME_CHECKS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_CHECKS,
  PHONE_MAX_LENGTH,
  required,
  SALUTATION_CHECKS,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import {
  AccountForm,
  type AccountFormOutcome,
  EmailField,
  FieldGroup,
  LOGIN_STRATEGY_BY_FAMILY,
  PhoneField,
  SalutationField,
  TextField,
  useAccountForm,
} from '@ranzen/ui';
import { useId, useState } from 'react';
import type { InstitutionLists } from '../data/accountLoaders';
import type { AccountPagesStrategy } from '../data/accountPages';
import {
  INSTITUTION_CHECKS,
  INSTITUTION_FIELDS,
  INSTITUTION_MAX_LENGTHS,
  type InstitutionField,
  InstitutionFields,
  NewPasswordFields,
  newPasswordChecks,
} from './accountFields';

/** The person's fields, named as the endpoints read them (the API's input names). */
const PERSON_FIELDS = ['salutation', 'firstName', 'lastName', 'email', 'phone'] as const;
type SentField = (typeof PERSON_FIELDS)[number] | 'password' | InstitutionField;
type RegisterFieldName = SentField | 'passwordRepeat';

const EMPTY: Readonly<Record<RegisterFieldName, string>> = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  passwordRepeat: '',
  schoolOrCompany: '',
  vatRegistrationNo: '',
  primaryIndustryGroupCode: '',
  jobTitleCode: '',
  numberOfEmployees: '',
};

const NO_CHECKS: readonly FieldCheck[] = [];

/** Each field's checks in the order the form shows them; only the fields the form shows are checked. */
function registerChecks(
  values: Readonly<Record<RegisterFieldName, string>>,
  b2b: boolean,
): Readonly<Record<RegisterFieldName, readonly FieldCheck[]>> {
  const password = newPasswordChecks(values.password);
  const institution = (name: InstitutionField) => (b2b ? INSTITUTION_CHECKS[name] : NO_CHECKS);
  return {
    schoolOrCompany: institution('schoolOrCompany'),
    vatRegistrationNo: institution('vatRegistrationNo'),
    primaryIndustryGroupCode: institution('primaryIndustryGroupCode'),
    jobTitleCode: institution('jobTitleCode'),
    numberOfEmployees: institution('numberOfEmployees'),
    salutation: SALUTATION_CHECKS,
    firstName: NAME_CHECKS,
    lastName: NAME_CHECKS,
    email: [required, emailCheck()],
    phone: PHONE_CHECKS,
    password: password.password,
    passwordRepeat: password.repeat,
  };
}

const MAX_LENGTHS: Readonly<Partial<Record<RegisterFieldName, number>>> = {
  ...INSTITUTION_MAX_LENGTHS,
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
};

export interface RegisterFormProps extends InstitutionLists {
  readonly form: AccountPagesStrategy['registration'];
  /** The form's accessible name; shown as its heading unless the page's heading names it. */
  readonly title: string;
  readonly showTitle: boolean;
  readonly submitLabel: string;
  /** Sends the fields (trimmed; the password as typed) and answers the outcome. */
  readonly send: (fields: Readonly<Record<string, string>>) => Promise<AccountFormOutcome>;
  readonly onSuccess?: () => void;
}

export function RegisterForm({
  form: family,
  industries,
  jobTitles,
  title,
  showTitle,
  submitLabel,
  send,
  onSuccess,
}: RegisterFormProps) {
  const t = useTranslate();
  const { store } = useShop();
  const stayLoggedId = useId();
  const offersStayLoggedIn = LOGIN_STRATEGY_BY_FAMILY[store.family].stayLoggedIn;
  const [stayLogged, setStayLogged] = useState(false);
  const b2b = family === 'b2b';
  const sent: readonly SentField[] = b2b ? [...INSTITUTION_FIELDS, ...PERSON_FIELDS] : PERSON_FIELDS;
  const form = useAccountForm<RegisterFieldName>({
    initial: EMPTY,
    checks: (values) => registerChecks(values, b2b),
    maxLengths: MAX_LENGTHS,
    formName: 'register',
    submit: (values) =>
      send({
        ...Object.fromEntries(sent.map((name) => [name, values[name].trim()])),
        // Passwords are sent as typed (spec §5: spaces count).
        password: values.password,
        stayLogged: String(offersStayLoggedIn && stayLogged),
      }),
    ...(onSuccess ? { onSuccess } : {}),
  });
  const text = (name: RegisterFieldName, label: string, autoComplete: string, isRequired = false) => (
    <TextField
      {...form.field(name)}
      label={label}
      autoComplete={autoComplete}
      maxLength={MAX_LENGTHS[name]}
      required={isRequired}
    />
  );
  const email = <EmailField {...form.field('email')} label={t('vue.login.email')} required />;
  return (
    <AccountForm
      title={title}
      showTitle={showTitle}
      submitLabel={submitLabel}
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      {b2b ? <InstitutionFields field={form.field} industries={industries} jobTitles={jobTitles} /> : null}
      <FieldGroup legend={t('vue.user.registerPage.personal')}>
        <SalutationField field={form.field('salutation')} label={t('vue.user.registerPage.salutation')} />
        {text('firstName', t('vue.address.firstname'), 'given-name', true)}
        {text('lastName', t('vue.address.lastname'), 'family-name', true)}
        <PhoneField field={form.field('phone')} />
      </FieldGroup>
      <FieldGroup legend={t('vue.user.registerPage.access')}>
        {email}
        <NewPasswordFields
          password={form.field('password')}
          repeat={form.field('passwordRepeat')}
          passwordLabel={t('vue.login.password')}
          repeatLabel={t('vue.user.registerPage.passwordRepeat')}
        />
        {offersStayLoggedIn ? (
          <div>
            <input
              id={stayLoggedId}
              type="checkbox"
              checked={stayLogged}
              onChange={(event) => setStayLogged(event.target.checked)}
            />{' '}
            <label htmlFor={stayLoggedId}>{t('vue.login.stayLoggedIn')}</label>
          </div>
        ) : null}
      </FieldGroup>
    </AccountForm>
  );
}

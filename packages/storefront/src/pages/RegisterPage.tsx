// /myaccount/register?origin= (spec shopping §2: the origin message; §3 customer fields, "Industry and
// job-title lists"; §5 validation; §6 "B2B registration with industry and job-title lists"; §7 POST
// /api/register-action/ (formData); storefront §5 e-mail suggestions and the password toggle). The
// store's family decides the form (accountLoaders.ts); a successful registration logs the visitor in
// and the account opens. The guard sent a logged-in customer away before (sdk-core accountGuard).
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
  routePath,
  SALUTATION_CHECKS,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import {
  AccountForm,
  EmailField,
  FieldGroup,
  LOGIN_STRATEGY_BY_FAMILY,
  TextField,
  useAccountForm,
} from '@ranzen/ui';
import { useId, useState } from 'react';
import type { RegisterLoaderData } from '../data/accountLoaders';
import { usePageData } from '../data/pageData';
import { leaveWithMessage, postAccountForm } from './accountActions';
import {
  INSTITUTION_CHECKS,
  INSTITUTION_FIELDS,
  INSTITUTION_MAX_LENGTHS,
  type InstitutionField,
  InstitutionFields,
  NewPasswordFields,
  newPasswordChecks,
  SalutationField,
} from './accountFields';
import pages from './pages.module.css';

/** The consumer form's fields, named as /api/register-action/ reads them (the API's input names). */
const CONSUMER_FIELDS = ['salutation', 'firstName', 'lastName', 'email', 'phone', 'password'] as const;
type SentField = (typeof CONSUMER_FIELDS)[number] | InstitutionField;
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

/** Each field's checks in the order the form shows them; the B2B fields only in the B2B form. */
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

export function RegisterPage() {
  const t = useTranslate();
  const data = usePageData('register');
  return (
    <div className={pages.page} data-page="register" data-form={data.form}>
      <h1 className={pages.title}>{t('vue.user.registerPage.headline')}</h1>
      <p>
        {t(
          data.origin === 'checkout'
            ? 'vue.user.registerPage.message.checkout'
            : 'vue.user.registerPage.message.page',
        )}
      </p>
      <RegisterForm data={data} />
    </div>
  );
}

function RegisterForm({ data }: { readonly data: RegisterLoaderData }) {
  const t = useTranslate();
  const { store } = useShop();
  const stayLoggedId = useId();
  const offersStayLoggedIn = LOGIN_STRATEGY_BY_FAMILY[store.family].stayLoggedIn;
  const [stayLogged, setStayLogged] = useState(false);
  const b2b = data.form === 'b2b';
  const sent: readonly SentField[] = b2b ? [...INSTITUTION_FIELDS, ...CONSUMER_FIELDS] : CONSUMER_FIELDS;
  const form = useAccountForm<RegisterFieldName>({
    initial: EMPTY,
    checks: (values) => registerChecks(values, b2b),
    maxLengths: MAX_LENGTHS,
    formName: 'register',
    submit: (values) =>
      postAccountForm('register', {
        ...Object.fromEntries(sent.map((name) => [name, values[name].trim()])),
        // Passwords are sent as typed (spec §5: spaces count).
        password: values.password,
        stayLogged: String(offersStayLoggedIn && stayLogged),
      }),
    onSuccess: () =>
      leaveWithMessage(routePath('account'), {
        type: 'success',
        message: t('vue.user.registerPage.success'),
      }),
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
  return (
    <AccountForm
      title={t('vue.user.registerPage.headline')}
      showTitle={false}
      submitLabel={t('vue.login.register')}
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      {b2b ? (
        <InstitutionFields field={form.field} industries={data.industries} jobTitles={data.jobTitles} />
      ) : null}
      <FieldGroup legend={t('vue.user.registerPage.personal')}>
        <SalutationField field={form.field('salutation')} label={t('vue.user.registerPage.salutation')} />
        {text('firstName', t('vue.address.firstname'), 'given-name', true)}
        {text('lastName', t('vue.address.lastname'), 'family-name', true)}
        <TextField
          {...form.field('phone')}
          label={t('vue.address.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
        />
      </FieldGroup>
      <FieldGroup legend={t('vue.user.registerPage.access')}>
        <EmailField {...form.field('email')} label={t('vue.login.email')} required />
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

// /myaccount/contact-details (spec shopping §2 "contact data"; §5 "Contact save sends phone only if
// changed; e-mail is saved only if changed ... or a save is requested"; e-mail unique ->
// vue.form.error.email.notUnique; §7 change account data, update e-mail, update phone, delete account).
// One form saves the names (changeAccountData, with a B2B account's institution), then the e-mail and
// the phone when they changed; a second form deletes the account after the password, which logs the
// customer out.
import { useApolloClient } from '@apollo/client/react';
import {
  ChangeAccountDataDocument,
  DeleteAccountDocument,
  EMAIL_MAX_LENGTH,
  emailCheck,
  type FieldCheck,
  NAME_CHECKS,
  NAME_MAX_LENGTH,
  PHONE_CHECKS,
  PHONE_MAX_LENGTH,
  required,
  routePath,
  SALUTATION_CHECKS,
  UpdateEmailDocument,
  UpdatePhoneDocument,
} from '@ranzen/sdk-core';
import { postAccountAction, useToasts, useTranslate } from '@ranzen/sdk-react';
import {
  AccountForm,
  type AccountFormOutcome,
  EmailField,
  PasswordField,
  PersonNameFields,
  PhoneField,
  SalutationField,
  useAccountForm,
} from '@ranzen/ui';
import { useRef } from 'react';
import type { AccountData, ContactDetailsLoaderData } from '../data/accountLoaders';
import { usePageData } from '../data/pageData';
import { AccountLayout } from './AccountLayout';
import { formOutcome, leaveWithMessage } from './accountActions';
import {
  INSTITUTION_CHECKS,
  INSTITUTION_MAX_LENGTHS,
  type InstitutionField,
  InstitutionFields,
} from './accountFields';

type ContactFieldName = 'salutation' | 'firstName' | 'lastName' | 'email' | 'phone' | InstitutionField;
type ContactValues = Readonly<Record<ContactFieldName, string>>;

/** The stored data as the form's text values (absent values are empty). */
function contactValues(customer: AccountData): ContactValues {
  return {
    salutation: customer.salutation ?? '',
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone ?? '',
    schoolOrCompany: customer.schoolOrCompany ?? '',
    vatRegistrationNo: customer.vatRegistrationNo ?? '',
    primaryIndustryGroupCode: customer.primaryIndustryGroupCode ?? '',
    jobTitleCode: customer.jobTitleCode ?? '',
    numberOfEmployees: customer.numberOfEmployees === null ? '' : String(customer.numberOfEmployees),
  };
}

/** What changeAccountData takes: the names, and a B2B account's institution. */
function accountDataInput(values: ContactValues, institution: boolean) {
  const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    salutation: optionalText(values.salutation),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(institution
      ? {
          schoolOrCompany: values.schoolOrCompany.trim(),
          vatRegistrationNo: optionalText(values.vatRegistrationNo),
          primaryIndustryGroupCode: values.primaryIndustryGroupCode,
          jobTitleCode: values.jobTitleCode,
          numberOfEmployees:
            values.numberOfEmployees.trim() === '' ? null : Number.parseInt(values.numberOfEmployees, 10),
        }
      : {}),
  };
}

export const CONTACT_SAVED_TOAST_ID = 'contact-details-saved';

/** A consumer account has no institution: its fields are neither shown nor checked. */
const NO_INSTITUTION_CHECKS: Readonly<Record<InstitutionField, readonly FieldCheck[]>> = {
  schoolOrCompany: [],
  vatRegistrationNo: [],
  primaryIndustryGroupCode: [],
  jobTitleCode: [],
  numberOfEmployees: [],
};

export function ContactDetailsPage() {
  const t = useTranslate();
  const data = usePageData('contactDetails');
  const title = t('vue.login.contactDetails');
  return (
    <AccountLayout current="contactDetails" title={title}>
      <ContactDetailsForm data={data} />
      <DeleteAccountForm />
    </AccountLayout>
  );
}

function ContactDetailsForm({ data }: { readonly data: ContactDetailsLoaderData }) {
  const t = useTranslate();
  const client = useApolloClient();
  const { addToast } = useToasts();
  const initial = contactValues(data.customer);
  // What the API holds now: the e-mail and the phone are sent only when they differ (spec §5).
  const saved = useRef(initial);

  const submit = async (values: ContactValues): Promise<AccountFormOutcome> => {
    const answer = await client.mutate({
      mutation: ChangeAccountDataDocument,
      variables: { input: accountDataInput(values, data.institution) },
    });
    const names = formOutcome(answer.data?.changeAccountData);
    if (!names.ok) return names;
    const email = values.email.trim();
    if (email !== saved.current.email) {
      const answer = await client.mutate({ mutation: UpdateEmailDocument, variables: { email } });
      const outcome = formOutcome(answer.data?.updateEmail);
      if (!outcome.ok) return outcome;
    }
    const phone = values.phone.trim();
    if (phone !== saved.current.phone) {
      const answer = await client.mutate({ mutation: UpdatePhoneDocument, variables: { phone } });
      const outcome = formOutcome(answer.data?.updatePhone);
      if (!outcome.ok) return outcome;
    }
    return { ok: true };
  };

  const form = useAccountForm<ContactFieldName>({
    initial,
    checks: () => ({
      ...(data.institution ? INSTITUTION_CHECKS : NO_INSTITUTION_CHECKS),
      salutation: SALUTATION_CHECKS,
      firstName: NAME_CHECKS,
      lastName: NAME_CHECKS,
      email: [required, emailCheck()],
      phone: PHONE_CHECKS,
    }),
    maxLengths: {
      ...INSTITUTION_MAX_LENGTHS,
      firstName: NAME_MAX_LENGTH,
      lastName: NAME_MAX_LENGTH,
      email: EMAIL_MAX_LENGTH,
      phone: PHONE_MAX_LENGTH,
    },
    submit,
    onSuccess: (values) => {
      saved.current = { ...values, email: values.email.trim(), phone: values.phone.trim() };
      addToast({ id: CONTACT_SAVED_TOAST_ID, type: 'success', message: t('vue.account.saved') });
    },
  });

  return (
    <AccountForm
      title={t('vue.account.contactDetails.personal')}
      submitLabel={t('vue.account.save')}
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      {data.institution ? (
        <InstitutionFields field={form.field} industries={data.industries} jobTitles={data.jobTitles} />
      ) : null}
      <SalutationField field={form.field('salutation')} label={t('vue.user.registerPage.salutation')} />
      <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} required />
      <EmailField {...form.field('email')} label={t('vue.account.contactDetails.email')} required />
      <PhoneField field={form.field('phone')} />
    </AccountForm>
  );
}

/** Confirmed by the password; every session of the account ends with it. */
function DeleteAccountForm() {
  const t = useTranslate();
  const client = useApolloClient();
  const form = useAccountForm<'password'>({
    initial: { password: '' },
    checks: () => ({ password: [required] }),
    submit: async ({ password }) => {
      const { data } = await client.mutate({ mutation: DeleteAccountDocument, variables: { password } });
      return formOutcome(data?.deleteAccount);
    },
    onSuccess: () => {
      // The API ended the session; the logout clears the browser's session cookies (best effort).
      void postAccountAction('logout', new URLSearchParams())
        .catch(() => undefined)
        .finally(() =>
          leaveWithMessage(routePath('index'), { type: 'success', message: t('vue.account.delete.success') }),
        );
    },
  });
  return (
    <AccountForm
      title={t('vue.account.delete.headline')}
      intro={<p>{t('vue.account.delete.text')}</p>}
      submitLabel={t('vue.account.delete.submit')}
      tone="danger"
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      <PasswordField
        {...form.field('password')}
        name="deletePassword"
        label={t('vue.account.delete.password')}
        autoComplete="current-password"
        required
      />
    </AccountForm>
  );
}

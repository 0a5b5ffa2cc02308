// Field sets more than one account page shows: a new password with its repeat (registration, password
// change, new password; spec shopping §5 password bounds, storefront §5 show/hide toggle) and the B2B
// institution (registration, contact details; shopping §3 customer
// fields, "Industry and job-title lists").
import {
  ADDRESS_LINE_MAX_LENGTH,
  EMPLOYEES_CHECKS,
  EMPLOYEES_MAX_DIGITS,
  type FieldCheck,
  LIST_CODE_CHECKS,
  NEW_PASSWORD_CHECKS,
  PASSWORD_MAX_LENGTH,
  passwordRepeatCheck,
  required,
  SCHOOL_OR_COMPANY_CHECKS,
  VAT_ID_CHECKS,
  VAT_ID_MAX_LENGTH,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type AccountFieldProps, FieldGroup, PasswordField, SelectField, TextField } from '@ranzen/ui';
import type { ListEntries } from '../data/accountLoaders';

/** The checks of a new password and its repeat, which must equal it. */
export function newPasswordChecks(password: string): {
  readonly password: readonly FieldCheck[];
  readonly repeat: readonly FieldCheck[];
} {
  return { password: NEW_PASSWORD_CHECKS, repeat: [required, passwordRepeatCheck(password)] };
}

export function NewPasswordFields({
  password,
  repeat,
  passwordLabel,
  repeatLabel,
}: {
  readonly password: AccountFieldProps;
  readonly repeat: AccountFieldProps;
  readonly passwordLabel: string;
  readonly repeatLabel: string;
}) {
  return (
    <>
      <PasswordField
        {...password}
        label={passwordLabel}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
      <PasswordField
        {...repeat}
        label={repeatLabel}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
    </>
  );
}

/** The B2B institution's fields, named as the API's inputs name them (RegisterB2bCustomerInput, ChangeAccountDataInput). */
export const INSTITUTION_FIELDS = [
  'schoolOrCompany',
  'vatRegistrationNo',
  'primaryIndustryGroupCode',
  'jobTitleCode',
  'numberOfEmployees',
] as const;
export type InstitutionField = (typeof INSTITUTION_FIELDS)[number];

export const INSTITUTION_CHECKS: Readonly<Record<InstitutionField, readonly FieldCheck[]>> = {
  schoolOrCompany: SCHOOL_OR_COMPANY_CHECKS,
  vatRegistrationNo: VAT_ID_CHECKS,
  primaryIndustryGroupCode: LIST_CODE_CHECKS,
  jobTitleCode: LIST_CODE_CHECKS,
  numberOfEmployees: EMPLOYEES_CHECKS,
};

export const INSTITUTION_MAX_LENGTHS: Readonly<Partial<Record<InstitutionField, number>>> = {
  schoolOrCompany: ADDRESS_LINE_MAX_LENGTH,
  vatRegistrationNo: VAT_ID_MAX_LENGTH,
  numberOfEmployees: EMPLOYEES_MAX_DIGITS,
};

/** The institution of a B2B account: school or company, VAT id, the two lists and the employees. */
export function InstitutionFields({
  field,
  industries,
  jobTitles,
}: {
  readonly field: (name: InstitutionField) => AccountFieldProps;
  readonly industries: ListEntries;
  readonly jobTitles: ListEntries;
}) {
  const t = useTranslate();
  const list = (name: 'primaryIndustryGroupCode' | 'jobTitleCode', label: string, entries: ListEntries) => {
    const props = field(name);
    return (
      <SelectField
        name={name}
        label={label}
        required
        value={props.value}
        placeholder={t('vue.address.salutation.choose')}
        options={entries.map((entry) => ({ value: entry.entryCode, label: entry.entryText }))}
        onValueChange={props.onValueChange}
        error={props.error}
      />
    );
  };
  return (
    <FieldGroup legend={t('vue.user.registerPage.institution')}>
      <TextField
        {...field('schoolOrCompany')}
        label={t('vue.address.company')}
        autoComplete="organization"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        required
      />
      <TextField
        {...field('vatRegistrationNo')}
        label={t('vue.user.registerPage.vatId')}
        autoComplete="off"
        maxLength={VAT_ID_MAX_LENGTH}
      />
      {list('primaryIndustryGroupCode', t('vue.user.registerPage.industry'), industries)}
      {list('jobTitleCode', t('vue.user.registerPage.jobTitle'), jobTitles)}
      <TextField
        {...field('numberOfEmployees')}
        label={t('vue.user.registerPage.employees')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={EMPLOYEES_MAX_DIGITS}
      />
    </FieldGroup>
  );
}

// First and last name of the account and service forms (contact details, contact form, newsletter, return
// contact): one pair with the shop's name length, autocomplete tokens and labels.
import { NAME_MAX_LENGTH } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { TextField } from './formControls';
import type { AccountFieldProps } from './useAccountForm';

export interface PersonNameFieldsProps {
  /** The fields of useAccountForm. */
  readonly firstName: AccountFieldProps;
  readonly lastName: AccountFieldProps;
  readonly required?: boolean;
}

/**
 * The first and last name fields of a form built with useAccountForm.
 *
 * @example
 * ```tsx
 * <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} required />
 * ```
 */
export function PersonNameFields({ firstName, lastName, required = false }: PersonNameFieldsProps) {
  const t = useTranslate();
  return (
    <>
      <TextField
        {...firstName}
        label={t('vue.address.firstname')}
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        required={required}
      />
      <TextField
        {...lastName}
        label={t('vue.address.lastname')}
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        required={required}
      />
    </>
  );
}

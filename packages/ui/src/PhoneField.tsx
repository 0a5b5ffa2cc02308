// The phone number of the account, checkout and service forms (registration, contact details, checkout as a
// guest, return contact): one field with the shop's phone length, input type, autocomplete token and label.
import { PHONE_MAX_LENGTH } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { TextField } from './formControls';
import type { AccountFieldProps } from './useAccountForm';

export interface PhoneFieldProps {
  /** The field of useAccountForm. */
  readonly field: AccountFieldProps;
}

/**
 * The phone number field of a form built with useAccountForm (optional in every form of the shop).
 *
 * @example
 * ```tsx
 * <PhoneField field={form.field('phone')} />
 * ```
 */
export function PhoneField({ field }: PhoneFieldProps) {
  const t = useTranslate();
  return (
    <TextField
      {...field}
      label={t('vue.address.phone')}
      type="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
    />
  );
}

// The salutation select of the account and service forms: the address forms' salutations (their keys,
// SALUTATION_CHECKS), so every form speaks one vocabulary; optional where the label says so.
import { SALUTATIONS } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { SALUTATION_LABELS } from './addressFields';
import { SelectField } from './formControls';
import type { AccountFieldProps } from './useAccountForm';

export interface SalutationFieldProps {
  /** The field of useAccountForm. */
  readonly field: AccountFieldProps;
  readonly label: string;
}

/**
 * The salutation select of a form built with useAccountForm.
 *
 * @example
 * ```tsx
 * <SalutationField field={form.field('salutation')} label={t('vue.address.salutation')} />
 * ```
 */
export function SalutationField({ field, label }: SalutationFieldProps) {
  const t = useTranslate();
  return (
    <SelectField<string>
      name={field.name}
      label={label}
      autoComplete="honorific-prefix"
      value={field.value}
      placeholder={t('vue.address.salutation.choose')}
      options={SALUTATIONS.map((value) => ({ value, label: t(SALUTATION_LABELS[value]) }))}
      onValueChange={field.onValueChange}
      error={field.error}
    />
  );
}

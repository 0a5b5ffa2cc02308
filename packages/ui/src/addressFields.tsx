// What AddressForm and ParcelStationForm share: each field's label, autocomplete token and
// binding to the controlled values and errors, and the salutation and country selects.
import {
  ADDRESS_COUNTRIES,
  ADDRESS_FIELD_MAX_LENGTH,
  type AddressCountry,
  type AddressFieldName,
  type MessageKey,
  type ParcelStationFieldName,
  SALUTATIONS,
  type Salutation,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { SelectField, type TextFieldProps, useErrorText } from './formControls';

export type AnyAddressField = AddressFieldName | ParcelStationFieldName;

/** Per-field errors: message keys from the sdk-core validators or texts from the server. */
export type AddressErrors<Name extends AnyAddressField> = Readonly<Partial<Record<Name, string>>>;

const FIELDS: Readonly<
  Record<AnyAddressField, { readonly label: MessageKey; readonly autoComplete: string }>
> = {
  company: { label: 'vue.address.company', autoComplete: 'organization' },
  salutation: { label: 'vue.address.salutation', autoComplete: 'honorific-prefix' },
  firstname: { label: 'vue.address.firstname', autoComplete: 'given-name' },
  lastname: { label: 'vue.address.lastname', autoComplete: 'family-name' },
  streetAndNumber: { label: 'vue.address.streetAndNumber', autoComplete: 'address-line1' },
  addition: { label: 'vue.address.addition', autoComplete: 'address-line2' },
  postcode: { label: 'vue.address.postcode', autoComplete: 'postal-code' },
  city: { label: 'vue.address.city', autoComplete: 'address-level2' },
  country: { label: 'vue.address.country', autoComplete: 'country' },
  phone: { label: 'vue.address.phone', autoComplete: 'tel' },
  email: { label: 'vue.address.email', autoComplete: 'email' },
  postnumber: { label: 'vue.address.postnumber', autoComplete: 'off' },
  packstation: { label: 'vue.address.packstation', autoComplete: 'off' },
};

/** The salutations' labels, wherever a form asks for one (addresses, registration, contact details). */
export const SALUTATION_LABELS: Readonly<Record<Salutation, MessageKey>> = {
  ms: 'vue.address.salutation.ms',
  mr: 'vue.address.salutation.mr',
  diverse: 'vue.address.salutation.diverse',
};

const COUNTRY_LABELS: Readonly<Record<AddressCountry, MessageKey>> = {
  DE: 'vue.address.country.DE',
  AT: 'vue.address.country.AT',
  CH: 'vue.address.country.CH',
};

/**
 * Binds a form's fields to its values: `field(name)` gives a TextField's label, value, change
 * handler, translated error and limits; `salutation` and `country` render the two selects.
 */
export function useAddressFields<Name extends AnyAddressField, Values extends Readonly<Record<Name, string>>>(
  values: Values,
  onChange: (values: Values) => void,
  errors: AddressErrors<Name> | undefined,
) {
  const t = useTranslate();
  const errorText = useErrorText();
  const errorOf = (name: Name): string | null => {
    const message = errors?.[name];
    const max = ADDRESS_FIELD_MAX_LENGTH[name];
    return message ? errorText(message, max === undefined ? {} : { max }) : null;
  };
  const set = (name: Name, value: string) => onChange({ ...values, [name]: value });

  const field = (name: Name): TextFieldProps => ({
    name,
    label: t(FIELDS[name].label),
    autoComplete: FIELDS[name].autoComplete,
    maxLength: ADDRESS_FIELD_MAX_LENGTH[name],
    value: values[name],
    onValueChange: (value) => set(name, value),
    error: errorOf(name),
  });

  const select = (name: Name & ('salutation' | 'country')) => (
    <SelectField<string>
      name={name}
      label={t(FIELDS[name].label)}
      autoComplete={FIELDS[name].autoComplete}
      required
      value={values[name]}
      placeholder={name === 'salutation' ? t('vue.address.salutation.choose') : undefined}
      options={
        name === 'salutation'
          ? SALUTATIONS.map((value) => ({ value, label: t(SALUTATION_LABELS[value]) }))
          : ADDRESS_COUNTRIES.map((value) => ({ value, label: t(COUNTRY_LABELS[value]) }))
      }
      onValueChange={(value) => set(name, value)}
      error={errorOf(name)}
    />
  );

  return { field, select };
}

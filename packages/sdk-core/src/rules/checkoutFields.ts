// The shipping step's own fields (shopping §3 "Checkout state" shippingStep: alternative e-mails,
// packstationId, speditionFields, order reference; §5 e-mail rules, "An alternative e-mail counts only if
// its flag is on"; §7 the checkout mutations). Pure: the storefront's form and the API check with the same
// rules. The bounds are not in the spec (docs/not-shown.md).
import type { MessageKey } from '../i18n/messages';
import { PACKSTATION_MAX_LENGTH } from './addressForm';
import {
  DIGITS_ONLY_MESSAGE,
  emailCheck,
  type FieldCheck,
  type FieldErrors,
  isAlphanumericDashPlus,
  isDigitsOnly,
  maxLengthCheck,
  patternCheck,
  required,
  validateFields,
} from './validation';

export const ORDER_REFERENCE_MAX_LENGTH = 35;
export const ORDER_COMMENT_MAX_LENGTH = 500;
export const SPEDITION_MAX_FIELDS = 10;
export const SPEDITION_FIELD_NAME_MAX_LENGTH = 50;
export const SPEDITION_FIELD_VALUE_MAX_LENGTH = 200;

const INVALID_FORMAT: MessageKey = 'vue.checkout.error.invalid';

/** An order reference: empty (none), or letters, digits, '-' and '+' up to 35 characters. */
export const ORDER_REFERENCE_CHECKS: readonly FieldCheck[] = [
  maxLengthCheck(ORDER_REFERENCE_MAX_LENGTH),
  (value) => (value === '' || isAlphanumericDashPlus(value) ? null : INVALID_FORMAT),
];

export const ORDER_COMMENT_CHECKS: readonly FieldCheck[] = [maxLengthCheck(ORDER_COMMENT_MAX_LENGTH)];

/** A packstation id is the station's number (the parcel-station form's packstation field). */
export const PACKSTATION_ID_CHECKS: readonly FieldCheck[] = [
  required,
  maxLengthCheck(PACKSTATION_MAX_LENGTH),
  patternCheck(isDigitsOnly, DIGITS_ONLY_MESSAGE),
];

export interface ContactEmailsValues {
  readonly billingEmail: string;
  readonly shippingEmail: string;
  readonly billingAlternativeEmail: boolean;
  readonly shippingAlternativeEmail: boolean;
}

/**
 * An alternative e-mail is required and checked only while its flag is on.
 *
 * @example
 * ```ts
 * validateContactEmails({ billingEmail: '', shippingEmail: '', billingAlternativeEmail: true, shippingAlternativeEmail: false }); // { billingEmail: 'vue.form.error.requiredField' }
 * ```
 */
export function validateContactEmails(
  values: ContactEmailsValues,
): FieldErrors<'billingEmail' | 'shippingEmail'> {
  const checks = (on: boolean): readonly FieldCheck[] => (on ? [required, emailCheck()] : []);
  return validateFields([
    { name: 'billingEmail', value: values.billingEmail, checks: checks(values.billingAlternativeEmail) },
    { name: 'shippingEmail', value: values.shippingEmail, checks: checks(values.shippingAlternativeEmail) },
  ]);
}

export interface SpeditionFieldValues {
  readonly fieldName: string;
  readonly fieldValue: string;
}

const SPEDITION_NAME = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/**
 * Spedition fields: at most 10, named (letters first), each name once, values up to 200 characters.
 *
 * @example
 * ```ts
 * speditionFieldsValid([{ fieldName: 'Rampe', fieldValue: 'Tor 3' }]); // true
 * speditionFieldsValid([{ fieldName: '3. Stock', fieldValue: '' }]); // false
 * ```
 */
export function speditionFieldsValid(fields: readonly SpeditionFieldValues[]): boolean {
  const names = new Set(fields.map((field) => field.fieldName));
  return (
    fields.length <= SPEDITION_MAX_FIELDS &&
    names.size === fields.length &&
    fields.every(
      (field) =>
        field.fieldName.length <= SPEDITION_FIELD_NAME_MAX_LENGTH &&
        SPEDITION_NAME.test(field.fieldName) &&
        [...field.fieldValue].length <= SPEDITION_FIELD_VALUE_MAX_LENGTH,
    )
  );
}

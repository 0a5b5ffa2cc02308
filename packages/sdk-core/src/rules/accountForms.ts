// Field checks of the account forms beyond e-mail, password, names and phone (validation.ts,
// addressForm.ts): the B2B registration and the account data (shopping §3 "Address (server)" customer
// fields, "Industry and job-title lists"; §5). The browser and the API run the same checks; the API also
// checks that a list code is one of its lists' entries (LIST_ENTRY_MESSAGE).
import type { MessageKey } from '../i18n/messages';
import { ADDRESS_LINE_MAX_LENGTH, isSalutation } from './addressForm';
import {
  DIGITS_ONLY_MESSAGE,
  type FieldCheck,
  isDigitsOnly,
  maxLengthCheck,
  optional,
  patternCheck,
  required,
} from './validation';

/** Not named by the spec: the longest VAT identification number (EU VAT ids have at most 14 characters, Swiss UID with "MWST" 20). */
export const VAT_ID_MAX_LENGTH = 20;
/** Not named by the spec: the number of employees has at most this many digits. */
export const EMPLOYEES_MAX_DIGITS = 7;

export const VAT_ID_MESSAGE: MessageKey = 'vue.form.error.vatId';
/** A list code that is not an entry of the industry or job-title list. */
export const LIST_ENTRY_MESSAGE: MessageKey = 'vue.form.error.listEntry';

/** Country prefix and digits or letters, with the dots, dashes and spaces Swiss UIDs are written with. */
export const isVatId = (value: string): boolean =>
  /^[A-Za-z]{2}[A-Za-z0-9 .-]*[A-Za-z0-9]$/.test(value.trim());

/**
 * The account's salutation: optional, and one of the address forms' keys (SALUTATIONS), so account and
 * addresses speak one vocabulary and every shown salutation is a translated word.
 */
export const SALUTATION_CHECKS: readonly FieldCheck[] = [
  optional(patternCheck((value) => isSalutation(value.trim()), LIST_ENTRY_MESSAGE)),
];
/** The school or company of a B2B account: its name fits an address line. */
export const SCHOOL_OR_COMPANY_CHECKS: readonly FieldCheck[] = [
  required,
  maxLengthCheck(ADDRESS_LINE_MAX_LENGTH),
];
export const VAT_ID_CHECKS: readonly FieldCheck[] = [
  maxLengthCheck(VAT_ID_MAX_LENGTH),
  optional(patternCheck(isVatId, VAT_ID_MESSAGE)),
];
/** An industry or job-title code: one must be chosen. */
export const LIST_CODE_CHECKS: readonly FieldCheck[] = [required];
/** The number of employees, optional, as the form's text. */
export const EMPLOYEES_CHECKS: readonly FieldCheck[] = [
  maxLengthCheck(EMPLOYEES_MAX_DIGITS),
  optional(patternCheck((value) => isDigitsOnly(value.trim()), DIGITS_ONLY_MESSAGE)),
];

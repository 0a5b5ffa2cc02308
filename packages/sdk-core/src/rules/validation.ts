// Form field rules (spec storefront §5 "Form inputs used in header forms"). Pure string checks with
// no DOM: the API runs the same e-mail and password checks as the browser (DESIGN §1).
import type { MessageKey } from '../i18n/messages';

export const EMAIL_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 3;
export const PASSWORD_MAX_LENGTH = 35;
export const CUSTOMER_NUMBER_MAX_LENGTH = 80;

export const REQUIRED_MESSAGE: MessageKey = 'vue.form.error.requiredField';
export const EMAIL_INCORRECT_MESSAGE: MessageKey = 'vue.form.error.email.incorrect';
export const EMAIL_NOT_UNIQUE_MESSAGE: MessageKey = 'vue.form.error.email.notUnique';
export const PASSWORD_LENGTH_MESSAGE: MessageKey = 'vue.form.error.password.invalidLength';
/** Not named by the spec: a repeated password differs from the first entry. */
export const PASSWORD_REPEAT_MESSAGE: MessageKey = 'vue.form.error.password.repeat';
/** Not named by the spec; takes `{max}`. */
export const MAX_LENGTH_MESSAGE: MessageKey = 'vue.form.error.maxLength';
/** Not named by the spec: the helper checks' failures on address and contact forms. */
export const NAME_MESSAGE: MessageKey = 'vue.form.error.name';
export const PHONE_MESSAGE: MessageKey = 'vue.form.error.phone';
export const DIGITS_ONLY_MESSAGE: MessageKey = 'vue.form.error.digitsOnly';

/**
 * Local part and domain allow letters with umlauts (ä, ö, ü, ß and other Latin letters with
 * accents) besides the usual characters; the top-level domain is at least 2 letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9À-ÖØ-öø-ÿ!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9À-ÖØ-öø-ÿ!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9À-ÖØ-öø-ÿ](?:[A-Za-z0-9À-ÖØ-öø-ÿ-]*[A-Za-z0-9À-ÖØ-öø-ÿ])?\.)+[A-Za-zÀ-ÖØ-öø-ÿ]{2,}$/;

/** A check returns the message key of its failure, or null when the value passes. */
export type FieldCheck = (value: string) => MessageKey | null;

/**
 * Non-empty; whitespace alone counts as empty (a name of spaces is no name).
 *
 * @example
 * ```ts
 * required(''); // 'vue.form.error.requiredField'
 * ```
 */
export const required: FieldCheck = (value) => (value.trim() === '' ? REQUIRED_MESSAGE : null);

/**
 * Whether the text is an e-mail address.
 *
 * @example
 * ```ts
 * isEmail('erika@example.com'); // true
 * ```
 */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export interface EmailCheckOptions {
  /** An optional e-mail is checked only when non-empty. */
  readonly optional?: boolean;
  /** Set when the server reported the address as already registered. */
  readonly notUnique?: boolean;
}

/**
 * E-mail format (max 80 characters), then uniqueness. Emptiness is `required`'s job.
 *
 * @example
 * ```ts
 * const check = emailCheck();
 * check('anna@example.de'); // null
 * check('anna'); // 'vue.form.error.email.incorrect'
 * ```
 */
export function emailCheck(options: EmailCheckOptions = {}): FieldCheck {
  return (value) => {
    const trimmed = value.trim();
    if (options.optional && trimmed === '') return null;
    if (!isEmail(trimmed)) return EMAIL_INCORRECT_MESSAGE;
    return options.notUnique ? EMAIL_NOT_UNIQUE_MESSAGE : null;
  };
}

/**
 * 3 to 35 characters; an empty value passes (required is a separate check). Not trimmed: spaces count.
 *
 * @example
 * ```ts
 * passwordLength('ab'); // 'vue.form.error.password.invalidLength'
 * passwordLength('geheim123'); // null
 * ```
 */
export const passwordLength: FieldCheck = (value) =>
  value.length === 0 || (value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH)
    ? null
    : PASSWORD_LENGTH_MESSAGE;

/**
 * The password typed again (registration, password change, new password) equals the first entry.
 *
 * @example
 * ```ts
 * const check = passwordRepeatCheck('geheim123');
 * check('Geheim123'); // 'vue.form.error.password.repeat'
 * check('geheim123'); // null
 * ```
 */
export function passwordRepeatCheck(password: string): FieldCheck {
  return (value) => (value === password ? null : PASSWORD_REPEAT_MESSAGE);
}

/** A new password: required, 3 to 35 characters. */
export const NEW_PASSWORD_CHECKS: readonly FieldCheck[] = [required, passwordLength];

/**
 * A field check refusing values longer than `max`.
 *
 * @example
 * ```ts
 * maxLengthCheck(3)('abcd'); // 'vue.form.error.maxLength'
 * ```
 */
export function maxLengthCheck(max: number): FieldCheck {
  return (value) => (isWithinMaxLength(value, max) ? null : MAX_LENGTH_MESSAGE);
}

/** B2B customer number: required, at most 80 characters. */
export const customerNumberChecks: readonly FieldCheck[] = [
  required,
  maxLengthCheck(CUSTOMER_NUMBER_MAX_LENGTH),
];

// Helper checks (spec §5 "Other helper checks exist"). They judge the characters only; an empty
// value fails them, so optional fields combine them with `optional(...)`.

export const startsWithLetter = (value: string): boolean => /^\p{L}/u.test(value);
export const containsDigit = (value: string): boolean => /\d/.test(value);
export const isWithinMaxLength = (value: string, max: number): boolean => [...value].length <= max;
export const isDigitsOnly = (value: string): boolean => /^\d+$/.test(value);
/** ASCII letters and digits plus '-' and '+' (order and customer references). */
export const isAlphanumericDashPlus = (value: string): boolean => /^[A-Za-z0-9+-]+$/.test(value);
/** Digits, '-', '+' and spaces. */
export const isPhoneNumber = (value: string): boolean => /^[\d+\- ]+$/.test(value);
/** Letters and numbers of any script, and spaces. */
export const isUnicodeAlphanumericWithSpaces = (value: string): boolean =>
  /^[\p{L}\p{M}\p{N} ]+$/u.test(value);
/**
 * A person's name: starts with a letter, then letters, combining marks, spaces, apostrophes,
 * hyphens and dots ("Anna-Lena", "O'Brien", "Dr. Müller").
 */
export const isNameLike = (value: string): boolean => /^\p{L}[\p{L}\p{M}' .-]*$/u.test(value);

/** Turns a helper predicate into a check with the form's own message key. */
export function patternCheck(predicate: (value: string) => boolean, message: MessageKey): FieldCheck {
  return (value) => (predicate(value) ? null : message);
}

/**
 * Skips a check for an empty value.
 *
 * @example
 * ```ts
 * optional(emailCheck())(''); // null
 * ```
 */
export function optional(check: FieldCheck): FieldCheck {
  return (value) => (value.trim() === '' ? null : check(value));
}

export interface FormField {
  readonly name: string;
  readonly value: string;
  readonly checks: readonly FieldCheck[];
}

export type FormValidation =
  | { readonly valid: true }
  | { readonly valid: false; readonly field: string; readonly message: MessageKey };

/** Each invalid field's first failing message, by field name; valid fields are absent. */
export type FieldErrors<Name extends string = string> = Readonly<Partial<Record<Name, MessageKey>>>;

/**
 * A field's checks in order; the first failure is its message and later checks do not run.
 *
 * @example
 * ```ts
 * firstFailure('', [required, emailCheck()]); // 'vue.form.error.requiredField'
 * firstFailure('anna@example.de', [required, emailCheck()]); // null
 * ```
 */
export function firstFailure(value: string, checks: readonly FieldCheck[]): MessageKey | null {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return null;
}

/**
 * Runs every field and stops at the first failure per field, so a form can mark all its invalid fields at
 * once. Field order is kept: the first key is the field to scroll to.
 *
 * @example
 * ```ts
 * validateFields([{ name: 'email', value: 'x', checks: [required, emailCheck()] }]);
 * // { email: 'vue.form.error.email.incorrect' }
 * ```
 */
export function validateFields<Name extends string>(
  fields: readonly (FormField & { readonly name: Name })[],
): FieldErrors<Name> {
  const errors: Partial<Record<Name, MessageKey>> = {};
  for (const field of fields) {
    const message = firstFailure(field.value, field.checks);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/**
 * Runs the fields' checks in order and stops at the first failure, which names the field
 * to scroll to and the message to show. For forms that show one error at a time (login).
 *
 * @example
 * ```ts
 * validateForm([
 *   { name: 'email', value: 'anna', checks: [required, emailCheck()] },
 *   { name: 'password', value: '', checks: [required] },
 * ]); // { valid: false, field: 'email', message: 'vue.form.error.email.incorrect' }
 * ```
 */
export function validateForm(fields: readonly FormField[]): FormValidation {
  for (const field of fields) {
    const message = firstFailure(field.value, field.checks);
    if (message) return { valid: false, field: field.name, message };
  }
  return { valid: true };
}

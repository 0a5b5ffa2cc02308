// The newsletter forms (shopping §2 /service/newsletter and /service/newsletter/newsletter-abmelden; §7
// "newsletter subscribe and unsubscribe (email, houseNr)"). The spec names e-mail and houseNr only; houseNr
// is the honeypot people never see (a newsletter asks for no address), and salutation and names are the
// optional greeting fields (docs/not-shown.md). The browser and the API run these same checks.

import { SALUTATION_CHECKS } from './accountForms';
import { NAME_CHECKS } from './addressForm';
import { emailCheck, type FieldCheck, optional, required } from './validation';

/** The sign-up form's fields; `houseNr` is the honeypot. */
export const NEWSLETTER_SIGN_UP_FIELDS = ['email', 'salutation', 'firstName', 'lastName', 'houseNr'] as const;
export type NewsletterSignUpField = (typeof NEWSLETTER_SIGN_UP_FIELDS)[number];

/** The unsubscribe form's fields; `houseNr` is the honeypot. */
export const NEWSLETTER_UNSUBSCRIBE_FIELDS = ['email', 'houseNr'] as const;
export type NewsletterUnsubscribeField = (typeof NEWSLETTER_UNSUBSCRIBE_FIELDS)[number];

/** The honeypot field: a bot that fills it gets the answer people get, and nothing happens. */
export const NEWSLETTER_HONEYPOT_FIELD = 'houseNr';

export const NEWSLETTER_EMAIL_CHECKS: readonly FieldCheck[] = [required, emailCheck()];
/** A name is optional on the newsletter, but when given it is a name (the address forms' rule). */
const OPTIONAL_NAME_CHECKS: readonly FieldCheck[] = NAME_CHECKS.map(optional);

/**
 * Every check of the sign-up form by field.
 *
 * @example
 * ```ts
 * validateFields(NEWSLETTER_SIGN_UP_FIELDS.map((name) => ({ name, value: values[name], checks: NEWSLETTER_SIGN_UP_CHECKS[name] })));
 * ```
 */
export const NEWSLETTER_SIGN_UP_CHECKS: Readonly<Record<NewsletterSignUpField, readonly FieldCheck[]>> = {
  email: NEWSLETTER_EMAIL_CHECKS,
  salutation: SALUTATION_CHECKS,
  firstName: OPTIONAL_NAME_CHECKS,
  lastName: OPTIONAL_NAME_CHECKS,
  houseNr: [],
};

/** Every check of the unsubscribe form by field. */
export const NEWSLETTER_UNSUBSCRIBE_CHECKS: Readonly<
  Record<NewsletterUnsubscribeField, readonly FieldCheck[]>
> = {
  email: NEWSLETTER_EMAIL_CHECKS,
  houseNr: [],
};

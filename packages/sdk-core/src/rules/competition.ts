// The competition sign-up of the prize-draw elements (shopping §7 "competition subscribe"; storefront
// §2.10 prize draw and prize-draw tab; issue 20 item 2). The spec names no fields (docs/not-shown.md):
// the entrant's e-mail and name, the accepted terms and `houseNr`, the honeypot. One entry per e-mail and
// competition; the closing date is the API's. The browser and the API run these same checks.
import type { MessageKey } from '../i18n/messages';
import { NAME_CHECKS } from './addressForm';
import { emailCheck, type FieldCheck, patternCheck, required } from './validation';

export const COMPETITION_FIELDS = ['email', 'firstName', 'lastName', 'termsAccepted', 'houseNr'] as const;
export type CompetitionField = (typeof COMPETITION_FIELDS)[number];

/** The form value of the ticked terms box (an unticked one is empty). */
export const COMPETITION_TERMS_ACCEPTED = 'true';
/** The terms were not accepted. */
export const COMPETITION_TERMS_MESSAGE: MessageKey = 'vue.competition.error.terms';
/** The competition takes no entries: its closing date has passed, or it is none of this store's. */
export const COMPETITION_CLOSED_MESSAGE: MessageKey = 'vue.competition.closed';

/**
 * Every check of the sign-up by field.
 *
 * @example
 * ```ts
 * firstFailure('', COMPETITION_CHECKS.termsAccepted); // 'vue.competition.error.terms'
 * ```
 */
export const COMPETITION_CHECKS: Readonly<Record<CompetitionField, readonly FieldCheck[]>> = {
  email: [required, emailCheck()],
  firstName: NAME_CHECKS,
  lastName: NAME_CHECKS,
  termsAccepted: [patternCheck((value) => value === COMPETITION_TERMS_ACCEPTED, COMPETITION_TERMS_MESSAGE)],
  houseNr: [],
};

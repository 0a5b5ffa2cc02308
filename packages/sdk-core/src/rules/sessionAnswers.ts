// How the client treats two session answers of the API (spec shopping §7 "How answers and errors are
// handled"). Pure, server-safe: the API names its not-logged-in key from here, the browser's Apollo
// client (client/sessionAnswerLink.ts) applies the rules.
import type { MessageKey } from '../i18n/messages';
import type { SessionCookies } from './session';

/** A silent-error cookie set to true makes the client accept partial results." */
export const SILENT_ERROR_COOKIE = 'silentError';

/**
 * Whether the visitor's `silentError` cookie asks the client to accept partial GraphQL results.
 *
 * @example
 * ```ts
 * acceptsPartialResults({ silentError: 'true' }); // true
 * acceptsPartialResults({}); // false
 * ```
 */
export function acceptsPartialResults(cookies: SessionCookies): boolean {
  return cookies[SILENT_ERROR_COOKIE] === 'true';
}

/** The message key of an operation that needs a valid customer token (the API's answer without one). */
export const LOGIN_REQUIRED_MESSAGE: MessageKey = 'vue.user.error.notLoggedIn';

/** The logout operation: its own not-logged-in answer never moves the page. */
export const LOGOUT_OPERATION_NAME = 'Logout';

function answersLoginRequired(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  return Object.values(data).some(
    (field: unknown) =>
      typeof field === 'object' &&
      field !== null &&
      (field as { errorMessage?: unknown }).errorMessage === LOGIN_REQUIRED_MESSAGE,
  );
}

export interface SessionAnswer {
  readonly operationName: string | undefined;
  /** The answer's data: account operations answer `{ <field>: { errorMessage, ... } }`. */
  readonly data: unknown;
  /** The page the visitor is on. */
  readonly pathname: string;
}

/**
 * Message key for required valid token: if the page address contains logout, go home
 * (not for the logout operation)" — a session that ended on the logout page leaves it for the home page.
 */
export function leavesLogoutPage({ operationName, data, pathname }: SessionAnswer): boolean {
  return operationName !== LOGOUT_OPERATION_NAME && pathname.includes('logout') && answersLoginRequired(data);
}

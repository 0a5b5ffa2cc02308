// The storefront server's account endpoints as the browser calls them (spec shopping §7 "Internal
// endpoints": POST /api/login-action/ (formData, mergeCart), /api/logout-action/, /api/register-action/
// (formData), /api/change-password/ (formData); "Responses read: successfull, errorMessage, firstName,
// lastName, cartMerged, updatedCartId, fieldErrors, generalErrorMessage, serverError, isReset,
// cartId"). The server keeps the customer token in an HttpOnly cookie, so no answer carries it. The
// login provider, the registration and the password pages post through `postAccountAction`.
import { HttpStatusError, type ServerFieldError, shopFetch } from '@ranzen/sdk-core';

export const ACCOUNT_ACTION_PATHS = {
  login: '/api/login-action/',
  logout: '/api/logout-action/',
  register: '/api/register-action/',
  changePassword: '/api/change-password/',
  /** The checkout login step (authType guest, register or login, with the form's fields). */
  checkoutAuth: '/api/checkout-auth/',
} as const;

export type AccountAction = keyof typeof ACCOUNT_ACTION_PATHS;

/** Exactly the spec's result fields; the names are the spec's, "successfull" included. */
export interface AccountActionResult {
  readonly successfull: boolean;
  readonly errorMessage: string | null;
  readonly generalErrorMessage: string | null;
  readonly fieldErrors: readonly ServerFieldError[];
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly cartMerged: boolean;
  /** The anonymous Merkzettel's entries were merged into the customer's at this login. */
  readonly sharedListMerged: boolean;
  readonly updatedCartId: string | null;
  /** The cart id the visitor continues with (the same as updatedCartId after a login or registration). */
  readonly cartId: string | null;
  /** The shop API could not be asked (unreachable, an unexpected answer). */
  readonly serverError: boolean;
  /** Ours: the session was reset (a logout, or a password change that ended the other sessions). */
  readonly isReset: boolean;
}

export const ACCOUNT_ACTION_RESULT_FIELDS: readonly (keyof AccountActionResult)[] = [
  'successfull',
  'errorMessage',
  'generalErrorMessage',
  'fieldErrors',
  'firstName',
  'lastName',
  'cartMerged',
  'sharedListMerged',
  'updatedCartId',
  'cartId',
  'serverError',
  'isReset',
];

export function isAccountActionResult(value: unknown): value is AccountActionResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { successfull?: unknown }).successfull === 'boolean' &&
    Array.isArray((value as { fieldErrors?: unknown }).fieldErrors)
  );
}

/**
 * Posts a form to an account endpoint with the generic client's timeout and retry (sdk-core `shopFetch`). A refusal the visitor can fix (wrong password, field errors) is
 * a result with `successfull: false`; an answer that is not a result (429, 503, 403) is thrown as an
 * HttpStatusError, which machines report through errorText (429 → vue.message.tooManyRequests).
 *
 * @example
 * ```ts
 * const result = await postAccountAction('login', new URLSearchParams({ email, password, stayLogged: 'false' }));
 * if (!result.successfull) showErrors(result.fieldErrors);
 * ```
 */
export async function postAccountAction(
  action: AccountAction,
  form: URLSearchParams,
  doFetch: typeof fetch = fetch,
): Promise<AccountActionResult> {
  const response = await shopFetch(
    ACCOUNT_ACTION_PATHS[action],
    { method: 'POST', headers: { accept: 'application/json' }, body: form, credentials: 'same-origin' },
    { fetch: doFetch },
  );
  if (!response.ok) throw new HttpStatusError(response.status, `${action}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isAccountActionResult(body)) throw new Error(`${action}: unexpected answer`);
  return body;
}

// Security logout signal (spec storefront §2.4, §8; shopping §7 "Auth error keys invalid_token or
// revoked_token: set the securityLogout cookie"). The API answers a call made with a customer token
// it no longer accepts with a GraphQL error whose extensions.code is one of those keys; the
// storefront server's GraphQL proxy then sets the cookie, and the next page load or client-side
// navigation is sent to /logout once (sdk-core securityLogoutGuard).
import { isSecurityLogoutError, SECURITY_LOGOUT_COOKIE } from '@ranzen/sdk-core';

/** A session cookie page scripts can read, so client-side navigations obey it too. */
export const SECURITY_LOGOUT_SET_COOKIE = `${SECURITY_LOGOUT_COOKIE}=1; Path=/; SameSite=Lax`;

function hasSecurityLogoutError(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const { errors } = result as { errors?: unknown };
  if (!Array.isArray(errors)) return false;
  return errors.some(
    (error: unknown) =>
      typeof error === 'object' &&
      error !== null &&
      isSecurityLogoutError((error as { extensions?: { code?: unknown } }).extensions?.code),
  );
}

/** Whether a GraphQL response body (one result or a batch) rejects the customer's token. */
export function requestsSecurityLogout(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  return Array.isArray(parsed) ? parsed.some(hasSecurityLogoutError) : hasSecurityLogoutError(parsed);
}

// Security logout signal (spec storefront §2.4, §8; shopping §7 "Auth error keys invalid_token or
// revoked_token: set the securityLogout cookie; errors are dropped except for account-changing
// operations"). The API answers a call made with a customer token it no longer accepts with a GraphQL
// error whose extensions.code is one of those keys, and runs the call logged out. The storefront server
// (the /graphql proxy and the server-side render alike) then sets the securityLogout cookie, deletes
// the token cookie (customerSession.ts) and takes the error out of the answer, so the page shows the
// logged-out data instead of failing; an account-changing call keeps it, its caller must know the
// change did not happen. The next page load or client-side navigation is sent to /logout once (sdk-core
// securityLogoutGuard).
import { isSecurityLogoutError, SECURITY_LOGOUT_COOKIE, SECURITY_LOGOUT_ERROR_CODES } from '@ranzen/sdk-core';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { clearTokenCookies } from './customerSession';

/** A session cookie page scripts can read, so client-side navigations obey it too. */
export const SECURITY_LOGOUT_SET_COOKIE = `${SECURITY_LOGOUT_COOKIE}=1; Path=/; SameSite=Lax`;

/** What a refused token sets: the flag, and the token cookie removed. */
export function securityLogoutCookies(): string[] {
  return [SECURITY_LOGOUT_SET_COOKIE, ...clearTokenCookies()];
}

/**
 * The API's mutations (root fields) that keep the auth error in their answer. Decided by the
 * mutation's field, not by the document's name, which any caller chooses.
 */
export const ACCOUNT_CHANGING_MUTATIONS: ReadonlySet<string> = new Set([
  'changePassword',
  'changeAccountData',
  'updateEmail',
  'updatePhone',
  'deleteAccount',
  'addBillingAddress',
  'updateBillingAddress',
  'addShippingAddress',
  'updateShippingAddress',
  'deleteAddress',
]);

interface GraphqlRequest {
  readonly query?: unknown;
  readonly operationName?: unknown;
}

interface GraphqlResult {
  errors?: unknown[];
  [key: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSecurityLogoutEntry(error: unknown): boolean {
  return isRecord(error) && isSecurityLogoutError((error.extensions as { code?: unknown } | undefined)?.code);
}

/** Whether the request runs an account-changing mutation; an unreadable request counts as one (keeps the error). */
export function isAccountChanging(request: GraphqlRequest | undefined): boolean {
  if (!request || typeof request.query !== 'string') return true;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(request.query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return true;
  }
  const chosen =
    typeof request.operationName === 'string'
      ? operations.filter((operation) => operation.name?.value === request.operationName)
      : operations;
  return chosen.some(
    (operation) =>
      operation.operation === 'mutation' &&
      operation.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && ACCOUNT_CHANGING_MUTATIONS.has(selection.name.value),
      ),
  );
}

export interface SecurityLogoutAnswer {
  /** The answer to pass on: the same text when nothing was dropped. */
  readonly body: string;
  /** The API refused the customer token: set the flag and delete the token cookie. */
  readonly securityLogout: boolean;
}

/**
 * Reads a GraphQL answer (one result or a batch, in the order of the request's operations) for the
 * auth error keys and drops them from every result but those of account-changing operations.
 */
export function handleSecurityLogout(requestBody: string, responseBody: string): SecurityLogoutAnswer {
  const unchanged = { body: responseBody, securityLogout: false };
  // Most answers carry no auth error: they are passed on without being parsed.
  if (!SECURITY_LOGOUT_ERROR_CODES.some((code) => responseBody.includes(code))) return unchanged;
  let parsed: unknown;
  try {
    parsed = JSON.parse(responseBody);
  } catch {
    return unchanged;
  }
  const results: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  const refused = results.filter(
    (result): result is GraphqlResult =>
      isRecord(result) && Array.isArray(result.errors) && result.errors.some(isSecurityLogoutEntry),
  );
  if (refused.length === 0) return unchanged;
  let request: unknown;
  try {
    request = JSON.parse(requestBody);
  } catch {
    request = undefined;
  }
  const requests: unknown[] = Array.isArray(request) ? request : [request];
  results.forEach((result, index) => {
    if (!refused.includes(result as GraphqlResult)) return;
    const asked = requests[index];
    if (isAccountChanging(isRecord(asked) ? asked : undefined)) return;
    const kept = (result as GraphqlResult).errors?.filter((error) => !isSecurityLogoutEntry(error)) ?? [];
    if (kept.length > 0) (result as GraphqlResult).errors = kept;
    else delete (result as GraphqlResult).errors;
  });
  return { body: JSON.stringify(parsed), securityLogout: true };
}

/**
 * The server-side render's fetch to the API (renderDocument.tsx): the same handling as the proxy's, so a
 * page requested with a refused token renders logged out; `onSecurityLogout` sets the cookies.
 */
export function securityLogoutFetch(doFetch: typeof fetch, onSecurityLogout: () => void): typeof fetch {
  return async (input, init) => {
    const response = await doFetch(input, init);
    const requestBody = typeof init?.body === 'string' ? init.body : '';
    const answer = handleSecurityLogout(requestBody, await response.text());
    if (answer.securityLogout) onSecurityLogout();
    const headers = new Headers(response.headers);
    // The body is the decoded (and perhaps shortened) text now.
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(answer.body, { status: response.status, statusText: response.statusText, headers });
  };
}

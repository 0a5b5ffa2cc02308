// Turns API failures during loading into HTTP answers (spec storefront §8): a network failure while
// loading is a fatal 503 "Network error"; a GraphQL error is a 500, except that arguments the API
// refuses (BAD_USER_INPUT: an id from a hand-edited URL) name nothing the shop has, a 404, and a
// rate-limited call is a 429 (issue 14 item 6: a malformed route parameter is never a 500). Loaders
// throw a RouteAnswer to stop with a redirect or an error status; loadRoute turns it into the outcome
// the server answers with and the browser renders.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isRateLimitedError } from '@ranzen/sdk-core';

export const NETWORK_ERROR_TEXT = 'Network error';

export type RouteAnswerOutcome =
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string }
  | { readonly kind: 'error'; readonly status: number; readonly detail: string | null };

/** Thrown by loaders: not a failure of the code but the page's answer (redirect, 404, 410, 503...). */
export class RouteAnswer extends Error {
  readonly outcome: RouteAnswerOutcome;

  constructor(outcome: RouteAnswerOutcome) {
    super(outcome.kind === 'redirect' ? `redirect ${outcome.status}` : `status ${outcome.status}`);
    this.name = 'RouteAnswer';
    this.outcome = outcome;
  }
}

/**
 * Whether a thrown value is a page's answer (`notFound()`, `redirectTo()`, …) rather than a failure.
 *
 * @example
 * ```ts
 * async function loadQuotePage(url: URL) {
 *   try {
 *     return await loadQuote(deps, url);
 *   } catch (error) {
 *     if (isRouteAnswer(error)) throw error; // the 404 or redirect the loader chose
 *     throw new Error('quote: load failed', { cause: error });
 *   }
 * }
 * ```
 */
export function isRouteAnswer(error: unknown): error is RouteAnswer {
  return error instanceof RouteAnswer;
}

export function routeError(status: number, detail: string | null): never {
  throw new RouteAnswer({ kind: 'error', status, detail });
}

/** The API refused the request's arguments (a malformed id, an unknown filter or sort, a reversed range). */
export function isBadUserInput(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT')
  );
}

export function toRouteError(error: unknown): never {
  if (isBadUserInput(error)) return notFound();
  // The API's rate limit (a visitor paging through searches too fast) is the visitor's answer, not a bug.
  if (isRateLimitedError(error)) return routeError(429, 'Too many requests');
  if (CombinedGraphQLErrors.is(error)) return routeError(500, 'Internal error');
  return routeError(503, NETWORK_ERROR_TEXT);
}

/** Runs a loader's queries and maps their failures to status codes. */
export async function loadOrFail<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // A loader's own answers pass through unchanged.
    if (isRouteAnswer(error)) throw error;
    return toRouteError(error);
  }
}

/**
 * Ends a loader with a 404 page.
 *
 * @example
 * ```ts
 * const product = data.product ?? notFound();
 * ```
 */
export function notFound(): never {
  return routeError(404, 'Not found');
}

/**
 * Ends a loader with a 410 page (the page existed and was removed).
 *
 * @example
 * ```ts
 * if (page.removed) gone();
 * ```
 */
export function gone(): never {
  throw new RouteAnswer(GONE);
}

/** The answer of a page that existed and was removed: 410. */
export const GONE: RouteAnswerOutcome = { kind: 'error', status: 410, detail: 'Gone' };

/**
 * 301, or 302 when the redirect is temporary.
 *
 * @example
 * ```ts
 * if (url.pathname === '/myaccount/') redirectTo(routePath('contactDetails'), 301);
 * ```
 */
export function redirectTo(location: string, status: 301 | 302): never {
  throw new RouteAnswer({ kind: 'redirect', status, location });
}

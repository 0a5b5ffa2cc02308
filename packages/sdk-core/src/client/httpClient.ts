// The generic HTTP client of the storefront (spec storefront §8 "The generic HTTP client retries GET 0
// times and PATCH, POST, PUT and DELETE 1 time, on statuses 408, 409, 425, 429, 500, 502, 503 and 504";
// shopping §8 "Request timeout: Request timed out (5000ms)", §9). The browser's calls to the storefront
// server's own endpoints (/api/cart-id, the account and checkout actions) go through `shopFetch`; the
// GraphQL link keeps its own retry policy (writeRetries.ts) and shares the timeout (`fetchWithTimeout`).

/** Every request, each attempt on its own, gives up after 5000 ms. */
export const REQUEST_TIMEOUT_MS = 5000;

/** Answers the generic client tries again: timeout, conflict, too early, too many requests, server errors. */
export const HTTP_RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Retries after the first attempt, by method: reads none, writes one. */
export const HTTP_RETRIES_BY_METHOD: Readonly<Record<string, number>> = {
  GET: 0,
  HEAD: 0,
  POST: 1,
  PUT: 1,
  PATCH: 1,
  DELETE: 1,
};

/** The pause before the first retry; each further retry waits twice as long. */
export const HTTP_RETRY_INITIAL_DELAY_MS = 500;

/** How many times a request with this method is tried again after a retryable failure. */
export function httpRetriesFor(method: string | undefined): number {
  return HTTP_RETRIES_BY_METHOD[(method ?? 'GET').toUpperCase()] ?? 0;
}

/** The pause before retry number `retry` (1 for the first): 500 ms, then doubling. */
export function httpRetryDelayMs(retry: number): number {
  return HTTP_RETRY_INITIAL_DELAY_MS * 2 ** Math.max(0, retry - 1);
}

/** The spec's timeout message, e.g. "Request timed out (5000ms)". */
export function requestTimeoutMessage(timeoutMs: number): string {
  return `Request timed out (${timeoutMs}ms)`;
}

/** A request that had no answer within its time; carries the spec's message. */
export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(requestTimeoutMessage(timeoutMs));
    this.name = 'RequestTimeoutError';
  }
}

/**
 * Wraps a fetch so every call that has no answer within `timeoutMs` is aborted and rejects with a
 * RequestTimeoutError. A caller's own abort signal still works and wins.
 *
 * @example
 * ```ts
 * const timedFetch = fetchWithTimeout(fetch);
 * await timedFetch('/api/cart-id'); // rejects with "Request timed out (5000ms)" after 5 s
 * ```
 */
export function fetchWithTimeout(
  doFetch: typeof fetch = fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const callerSignal = init?.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      return await doFetch(input, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  };
}

export interface ShopFetchOptions {
  /** The underlying fetch (tests); the global one by default. */
  readonly fetch?: typeof fetch;
  /** How a pause is waited (tests); a timer by default. */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly timeoutMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** No answer at all (connection refused or cut, timed out): worth another attempt like a 503. */
function isFailureWithoutAnswer(error: unknown): boolean {
  return error instanceof TypeError || error instanceof RequestTimeoutError;
}

/**
 * `fetch` with the generic client's rules: each attempt times out after 5000 ms, and a write (POST,
 * PUT, PATCH, DELETE) that got a retryable status or no answer is sent once more after a pause; a
 * read is not retried. The last answer is returned as it is (callers check `ok`); the last failure
 * is thrown.
 *
 * @example
 * ```ts
 * const response = await shopFetch('/api/login-action/', { method: 'POST', body: form });
 * ```
 */
export async function shopFetch(
  input: string | URL,
  init: RequestInit = {},
  options: ShopFetchOptions = {},
): Promise<Response> {
  const timedFetch = fetchWithTimeout(options.fetch ?? fetch, options.timeoutMs);
  const sleep = options.sleep ?? wait;
  const retries = httpRetriesFor(init.method);
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= retries;
    try {
      const response = await timedFetch(input, init);
      if (last || !HTTP_RETRY_STATUSES.includes(response.status)) return response;
    } catch (error) {
      if (last || !isFailureWithoutAnswer(error)) throw error;
    }
    await sleep(httpRetryDelayMs(attempt + 1));
  }
}

// Rate limits as resolvers see them (context.rateLimit) and how a rejection reaches the client: the
// operation fails with RATE_LIMITED and the whole HTTP response, also for a batch, becomes 429 with
// Retry-After (issue 14 item 4).
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { LimitKeys, RateLimits, Rejection } from './rateLimits';
import type { FailureLimitName, LimitName } from './rateLimitTable';

export const RATE_LIMITED = 'RATE_LIMITED';
const MESSAGE = 'Too many requests. Please try again later.';

export function retryAfterHeader(rejection: Rejection): Record<string, string> {
  return { 'Retry-After': String(rejection.retryAfterSeconds) };
}

export function rateLimitedError(rejection: Rejection): GraphQLError {
  return new GraphQLError(MESSAGE, {
    extensions: {
      code: RATE_LIMITED,
      retryAfterSeconds: rejection.retryAfterSeconds,
      http: { status: 429, headers: retryAfterHeader(rejection) },
    },
  });
}

/** A failure budget (logins once accounts exist): check before the attempt, record when it failed. */
export interface FailureBudget {
  /** Throws RATE_LIMITED while the budget is used up. */
  check(): Promise<void>;
  /** Counts one failed attempt. */
  fail(): Promise<void>;
}

export interface RequestRateLimit {
  /** Counts `points` (default 1) against the limit for this request's address and visitor; throws RATE_LIMITED when over. */
  consume(name: LimitName, points?: number): Promise<void>;
  /** The failure budget of `key` (default: the client address) under the limit `name`. */
  failures(name: FailureLimitName, key?: string): FailureBudget;
  /** Counts one request against the budget of `key` (an account) under the limit `name`; throws RATE_LIMITED when over. */
  consumeFor(name: FailureLimitName, key: string): Promise<void>;
  /** The first rejection of this request, if any (turns the response into a 429). */
  readonly rejection: Rejection | null;
}

/** No limits at all (tests that are not about limits, and RANZEN_RATE_LIMITS=off in development). */
export const UNLIMITED: RequestRateLimit = {
  async consume() {},
  failures: () => ({ async check() {}, async fail() {} }),
  async consumeFor() {},
  rejection: null,
};

export function requestRateLimit(limits: RateLimits, keys: LimitKeys): RequestRateLimit {
  let rejection: Rejection | null = null;
  const reject = (found: Rejection): never => {
    rejection ??= found;
    throw rateLimitedError(found);
  };
  return {
    async consume(name, points = 1) {
      const found = await limits.consume(name, keys, points);
      if (found) reject(found);
    },
    failures(name, key = keys.address) {
      return {
        async check() {
          const found = await limits.failuresExhausted(name, key);
          if (found) reject(found);
        },
        fail: () => limits.recordFailure(name, key),
      };
    },
    async consumeFor(name, key) {
      const found = await limits.failuresExhausted(name, key);
      if (found) reject(found);
      await limits.recordFailure(name, key);
    },
    get rejection() {
      return rejection;
    },
  };
}

/**
 * Turns a response with a rate-limited operation into one 429 with Retry-After. Yoga would answer a single
 * operation that way already, but a batch with 200; a client that is over its budget gets nothing back.
 */
export function rateLimitResponsePlugin(): Plugin<object, { rateLimit: RequestRateLimit }> {
  return {
    onResultProcess({ serverContext, setResult }) {
      const rejection = serverContext.rateLimit.rejection;
      if (rejection) setResult({ errors: [rateLimitedError(rejection)] });
    },
  };
}

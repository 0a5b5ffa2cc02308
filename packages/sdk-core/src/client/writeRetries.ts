// Idempotent writes and retries for the shop client (issue 14 item 9; docs/decisions/0010-idempotent-writes.md).
// Every mutation gets a fresh idempotency key in its `extensions`; an operation that failed on the way
// (network error, or 502/503/504 from a proxy or a draining API) is sent again with the SAME key, so the
// API applies a write at most once however often it is retried.
import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { IDEMPOTENCY_KEY_EXTENSION } from '../rules/idempotency';
import { RequestTimeoutError } from './httpClient';

/** Attempts per operation, the first included. */
export const MAX_ATTEMPTS = 3;
/** The pause before the first retry; later pauses double (randomised around that, at most 2 s). */
export const RETRY_INITIAL_DELAY_MS = 300;
const RETRY_MAX_DELAY_MS = 2000;
/** Answers that say "not handled here, try again": bad gateway, unavailable (draining), gateway timeout. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];
/**
 * Mutations sent without a key: `ShopInit` creates a fresh visitor each time, so a lost answer only leaves
 * an unused visitor behind and a repeated call is harmless.
 */
const UNKEYED_MUTATIONS: ReadonlySet<string> = new Set(['ShopInit']);

/** A version 4 UUID; `crypto.randomUUID` is missing on plain-http pages, `getRandomValues` is not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Adds the key once per operation, before the retry link, so every attempt carries the same one. */
export function idempotencyKeyLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const keyed =
      operation.operationType === OperationTypeNode.MUTATION &&
      !UNKEYED_MUTATIONS.has(operation.operationName ?? '');
    if (keyed) operation.extensions[IDEMPOTENCY_KEY_EXTENSION] ??= newIdempotencyKey();
    return forward(operation);
  });
}

/** True for failures worth another attempt; other answers (4xx, 500, GraphQL errors) are final. */
export function isRetryable(error: unknown): boolean {
  if (ServerError.is(error)) return RETRYABLE_STATUSES.includes(error.statusCode);
  // No HTTP answer at all: the request failed on the way (fetch throws a TypeError) or timed out.
  return error instanceof TypeError || error instanceof RequestTimeoutError;
}

export function retryLink(): RetryLink {
  return new RetryLink({
    delay: { initial: RETRY_INITIAL_DELAY_MS, max: RETRY_MAX_DELAY_MS, jitter: true },
    attempts: { max: MAX_ATTEMPTS, retryIf: (error) => isRetryable(error) },
  });
}

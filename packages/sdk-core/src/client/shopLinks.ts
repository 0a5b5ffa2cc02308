// The shop client's request path (spec storefront §7: POST to one endpoint, up to 10 operations batched
// within 15 ms; shopping §7 session answers; issue 14 item 9 idempotent retried writes; shopping §8
// request timeout). createShopClient loads this module with the first request (deferredLink.ts).
import { ApolloLink } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { SetContextLink } from '@apollo/client/link/context';
import { BATCH_MAX } from '../rules/requestLimits';
import { fetchWithTimeout } from './httpClient';
import { logoutPageLink, partialResultsLink } from './sessionAnswerLink';
import type { ShopClientOptions } from './shopClientOptions';
import { idempotencyKeyLink, retryLink } from './writeRetries';

/** Operations are batched within a 15 ms window. */
export const BATCH_INTERVAL_MS = 15;

/** The links every operation of a shop client goes through, the HTTP link last. */
export function createShopLinks(options: ShopClientOptions): ApolloLink {
  const headerLink = new SetContextLink(async (prev) => {
    const extra = options.headers ? await options.headers() : {};
    const previous = (prev.headers ?? {}) as Record<string, string>;
    return { headers: { ...previous, ...extra } };
  });
  const httpLink = new BatchHttpLink({
    uri: options.uri,
    batchMax: BATCH_MAX,
    batchInterval: BATCH_INTERVAL_MS,
    // The global fetch is looked up per request, so a fetch installed after the client (tests) is used.
    fetch: fetchWithTimeout((input, init) => (options.fetch ?? globalThis.fetch)(input, init)),
    // Same-origin proxy in the browser: cookies (user id) travel with the request.
    credentials: 'same-origin',
  });
  return ApolloLink.from([
    ...(options.location ? [logoutPageLink(options.location)] : []),
    ...(options.acceptPartialResults ? [partialResultsLink()] : []),
    headerLink,
    idempotencyKeyLink(),
    retryLink(),
    httpLink,
  ]);
}

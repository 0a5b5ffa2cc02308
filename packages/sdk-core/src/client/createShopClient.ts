// Apollo client factory for the storefront, used by the SSR server and the browser alike
// (spec storefront §7: POST to one endpoint, up to 10 operations batched within 15 ms, cache-first;
// DESIGN §2: server data lives in the Apollo cache). Mutations carry idempotency keys and failed attempts
// are retried with the same key (writeRetries.ts). Every request gives up after 5000 ms with the spec's
// message (shopping §8 "Request timeout", httpClient.ts).
//
// Documents come pre-parsed from codegen (generated.ts), so nothing here pulls the GraphQL parser
// into the browser bundle; only `print` is used by the HTTP link to serialise them.
import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { SetContextLink } from '@apollo/client/link/context';
import { BATCH_MAX } from '../rules/requestLimits';
import { fetchWithTimeout } from './httpClient';
import { logoutPageLink, type PageLocation, partialResultsLink } from './sessionAnswerLink';
import { idempotencyKeyLink, retryLink } from './writeRetries';

/** Operations are batched within a 15 ms window. */
export const BATCH_INTERVAL_MS = 15;

export type HeaderSource = () => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>;

export interface ShopClientOptions {
  /** The GraphQL endpoint: the API itself on the server, the same-origin `/graphql` proxy in the browser. */
  readonly uri: string;
  /** Extra headers per request (bearer token, store, user id on the server). */
  readonly headers?: HeaderSource;
  /** True for the per-request client during server-side rendering. */
  readonly ssrMode?: boolean;
  /** Cache state serialised by the server, restored in the browser. */
  readonly initialState?: NormalizedCacheObject;
  /** Custom fetch (tests, or Node without global fetch). */
  readonly fetch?: typeof fetch;
  /**
   * The silent-error cookie (rules/sessionAnswers.ts acceptsPartialResults) — an answer
   * with data is taken as it is, its errors dropped, instead of failing the query or mutation.
   */
  readonly acceptPartialResults?: boolean;
  /** In the browser: where the visitor is, for the logout-page rule. */
  readonly location?: PageLocation;
}

/**
 * Normalisation rules: entities are keyed by their own ids so a cart update refreshes every view of it.
 *
 * @example
 * ```ts
 * const cache = createShopCache();
 * cache.restore(serverState); // what the server's cache.extract() answered, sent with the page
 * ```
 */
export function createShopCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ['productId'] },
      Item: { keyFields: ['itemId'] },
      Review: { keyFields: ['ratingId'] },
      ProductCard: { keyFields: ['id'] },
      Cart: { keyFields: ['id'] },
      CartItem: { keyFields: ['id'] },
      Category: { keyFields: ['id'] },
      NavigationItem: { keyFields: ['id'] },
      // A wish list is read by the page (in full), the header and the hearts (which products are on it):
      // one entity per list and entry, so each read adds its fields instead of replacing the others'.
      Wishlist: { keyFields: ['externalId'] },
      WishlistEntry: { keyFields: ['externalId'] },
      Wishlists: { merge: true },
      WishlistActions: { merge: true },
      // Value objects without identity are embedded in their parent.
      Money: { keyFields: false },
      Image: { keyFields: false },
      Prices: { keyFields: false },
      BreadcrumbEntry: { keyFields: false },
      Shop: { keyFields: ['storeCode', 'language'] },
      // Page details are looked up by URL; the URL is the identity, held by the root field's args.
      PageDetails: { keyFields: false },
      // Every store has one cart per user; the root field must read a cart written by a mutation.
      Query: {
        fields: {
          cart: {
            read(existing, { args, toReference }) {
              if (existing !== undefined) return existing;
              const cartId = args?.cartId;
              return typeof cartId === 'string' ? toReference({ __typename: 'Cart', id: cartId }) : undefined;
            },
          },
        },
      },
    },
  });
}

/**
 * An Apollo client for the shop API: batched requests, idempotent retried writes, the shop's cache.
 *
 * @example
 * ```ts
 * // Browser: the BFF's same-origin proxy.
 * const client = createShopClient({ uri: '/graphql' });
 * // Server, per request: the API with the BFF's headers.
 * const ssrClient = createShopClient({ uri: `${apiUrl}/graphql`, ssrMode: true, headers: () =>
 * apiHeaders(request) });
 * ```
 */
export function createShopClient(options: ShopClientOptions): ApolloClient {
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
  const cache = createShopCache();
  if (options.initialState) cache.restore(options.initialState);
  const links = [
    ...(options.location ? [logoutPageLink(options.location)] : []),
    ...(options.acceptPartialResults ? [partialResultsLink()] : []),
    headerLink,
    idempotencyKeyLink(),
    retryLink(),
    httpLink,
  ];
  return new ApolloClient({
    link: ApolloLink.from(links),
    cache,
    ssrMode: options.ssrMode ?? false,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

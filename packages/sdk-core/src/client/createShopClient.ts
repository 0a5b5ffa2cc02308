// Apollo client factory for the storefront, used by the SSR server and the browser alike
// (spec storefront §7: POST to one endpoint, up to 10 operations batched within 15 ms, cache-first;
// DESIGN §2: server data lives in the Apollo cache). Mutations carry idempotency keys and failed attempts
// are retried with the same key (writeRetries.ts). Every request gives up after 5000 ms with the spec's
// message (shopping §8 "Request timeout", httpClient.ts).
//
// Documents come pre-parsed from codegen (generated.ts), so nothing here pulls the GraphQL parser
// into the browser bundle; only `print` is used by the HTTP link to serialise them.
//
// The request links (shopLinks.ts: batching, HTTP, retries, idempotency keys, session answers) load with
// the first request, not with the client: a hydrating page reads the restored cache and sends none, so
// they stay out of the first load (DESIGN §6, decision 0031).
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { deferredLink } from './deferredLink';
import type { ShopClientOptions } from './shopClientOptions';

export type { HeaderSource, ShopClientOptions } from './shopClientOptions';

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
  const cache = createShopCache();
  if (options.initialState) cache.restore(options.initialState);
  return new ApolloClient({
    link: deferredLink(() => import('./shopLinks').then(({ createShopLinks }) => createShopLinks(options))),
    cache,
    ssrMode: options.ssrMode ?? false,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

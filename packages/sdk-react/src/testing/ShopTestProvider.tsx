// The provider tree of a storefront page for tests and stories (issue 17 item 3), after Apollo's
// `@apollo/client/testing`: Apollo's MockedProvider over the shop's cache (the same type policies as
// the real client), the shop, toasts and the cart with fake cart ids and no cross-tab sync channel, and
// on request the login with no session and no page loads.
import type { ApolloCache } from '@apollo/client/cache';
import type { ApolloLink } from '@apollo/client/link';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  type CartIds,
  createShopCache,
  type EnsureCartIdInput,
  MESSAGES,
  type MessageCatalogue,
  type SessionCookies,
  STORES,
  type StoreConfig,
} from '@ranzen/sdk-core';
import { type ReactNode, useState } from 'react';
import { CartProvider } from '../CartProvider';
import type { CartSyncChannel } from '../cartSync';
import { CUSTOMER_INFO_URL, LoginProvider, type LoginProviderProps } from '../LoginProvider';
import type { LoginSyncChannel } from '../loginSync';
import { ShopProvider } from '../ShopProvider';
import { ToastProvider } from '../ToastProvider';
import { MOCK_LINK_OPTIONS, type MockedResponses } from './testClient';

/** The ids `/api/cart-id` hands out in a test: a cart created on the first add-to-cart gets these. */
export const FAKE_CART_IDS: CartIds = { cartId: 'test-cart', userId: 'test-user' };

/**
 * Stands in for `GET /api/cart-id`: answers FAKE_CART_IDS without a request.
 *
 * @example
 * <CartProvider cartId={null} fetchCartIds={fetchFakeCartIds}>…</CartProvider>
 */
export async function fetchFakeCartIds(_input: EnsureCartIdInput): Promise<CartIds> {
  return FAKE_CART_IDS;
}

/** No other tabs in a test: the cart announces its changes to nobody and hears from nobody. */
function noSyncChannel(): CartSyncChannel | null {
  return null;
}

/** Nor does the login. */
function noLoginSyncChannel(): LoginSyncChannel | null {
  return null;
}

/** A visitor without a session: no session cookies. */
function noSessionCookies(): SessionCookies {
  return {};
}

/** A test has no page to leave: the redirect after a login goes nowhere unless the test listens. */
function stayOnPage(_location: string): void {}

/** The login's page effects in a test; each left out has a test default. */
export type ShopTestLoginOptions = Partial<Omit<LoginProviderProps, 'children'>>;

export interface ShopTestProviderProps {
  /** The storefront; the German consumer store when absent. */
  readonly store?: StoreConfig;
  /** The store's messages; its catalogue from MESSAGES when absent. */
  readonly messages?: MessageCatalogue;
  /** Answers by query and variables (Apollo's MockLink); ignored when `link` is given. */
  readonly mocks?: MockedResponses;
  /** Any link, e.g. answeringLink's, instead of `mocks`. */
  readonly link?: ApolloLink;
  /** A cache the test prepared or inspects; a new shop cache (createShopCache) when absent. */
  readonly cache?: ApolloCache;
  /** The cartId cookie's value; no cart when absent. */
  readonly cartId?: string | null;
  /** How cart ids are obtained; FAKE_CART_IDS when absent. */
  readonly fetchCartIds?: (input: EnsureCartIdInput) => Promise<CartIds>;
  /** The cross-tab channel; none when absent. */
  readonly openSyncChannel?: () => CartSyncChannel | null;
  /**
   * Adds the login (`useLogin`) inside the cart, as RanzenProvider does; without it there is none. `{}`
   * takes the defaults: no session cookies, the customer info of `/`, redirects ignored, no sync channel.
   */
  readonly login?: ShopTestLoginOptions;
  readonly children: ReactNode;
}

/**
 * Everything a component of the SDK needs around it, with a mocked shop API.
 *
 * @example
 * render(
 *   <ShopTestProvider mocks={[{ request: { query: CartDocument, variables }, result: { data: { cart: schoolCart } } }]}>
 *     <SiteHeader />
 *   </ShopTestProvider>,
 * );
 */
export function ShopTestProvider({
  store = STORES.de,
  messages = MESSAGES[store.messages],
  mocks,
  link,
  cache,
  cartId = null,
  fetchCartIds = fetchFakeCartIds,
  openSyncChannel = noSyncChannel,
  login,
  children,
}: ShopTestProviderProps) {
  // Made once: MockedProvider reads its props only when it mounts, as a page keeps its client.
  const [shopCache] = useState(() => cache ?? createShopCache());
  return (
    <MockedProvider
      mocks={mocks}
      link={link}
      cache={shopCache}
      mockLinkDefaultOptions={MOCK_LINK_OPTIONS.defaultOptions}
    >
      <ShopProvider store={store} messages={messages}>
        <ToastProvider>
          <CartProvider cartId={cartId} fetchCartIds={fetchCartIds} openSyncChannel={openSyncChannel}>
            {login ? (
              <LoginProvider
                readCookies={login.readCookies ?? noSessionCookies}
                customerInfoUrl={login.customerInfoUrl ?? CUSTOMER_INFO_URL}
                onNavigate={login.onNavigate ?? stayOnPage}
                openSyncChannel={login.openSyncChannel ?? noLoginSyncChannel}
              >
                {children}
              </LoginProvider>
            ) : (
              children
            )}
          </CartProvider>
        </ToastProvider>
      </ShopProvider>
    </MockedProvider>
  );
}

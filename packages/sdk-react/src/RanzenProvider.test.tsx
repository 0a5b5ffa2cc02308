// One provider composes Apollo, the shop, toasts, the cart and the login (issue 17 item 2: "one provider
// that composes Apollo, shop, toasts and cart (<RanzenProvider …>)").
import { ApolloClient, ApolloLink } from '@apollo/client';
import { getApolloContext, useApolloClient } from '@apollo/client/react';
import { createShopCache, MESSAGES, ShopDocument, STORES } from '@ranzen/sdk-core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogin } from './LoginProvider';
import { GRAPHQL_ENDPOINT, RanzenProvider } from './RanzenProvider';
import { useShop } from './ShopProvider';
import { type ShopClient, useShopClient } from './shopClient';
import { useToasts } from './ToastProvider';
import { useCart } from './useCart';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let seenShopClient: ShopClient | null = null;
let seenClient: ApolloClient | null = null;

/** Reads every context the provider promises; a missing one throws "… must be used inside …". */
function Probe() {
  seenShopClient = useShopClient();
  const { store } = useShop();
  const { toasts } = useToasts();
  const { cartId } = useCart();
  const login = useLogin();
  return (
    <p>
      {store.id} {toasts.length} toasts, cart {cartId ?? 'none'}, login {login.view.state}
    </p>
  );
}

/** Reads the client with Apollo's own hook. */
function ApolloProbe() {
  seenClient = useApolloClient();
  return null;
}

/** Reads Apollo's own context, as its hooks do (useApolloClient throws while it has no client). */
function ApolloContextProbe() {
  const { client } = useContext(getApolloContext());
  seenClient = client ?? null;
  return client ? null : <p>no client yet</p>;
}

const de = { store: STORES.de, messages: MESSAGES[STORES.de.messages] };

describe('RanzenProvider', () => {
  it('provides the shop, toasts, the cart and the login', () => {
    render(
      <RanzenProvider {...de} cartId="cart-1">
        <Probe />
      </RanzenProvider>,
    );
    expect(screen.getByText('de 0 toasts, cart cart-1, login idle')).toBeTruthy();
  });

  it('uses the host’s Apollo client when given one, for its own hooks and for Apollo’s', () => {
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: createShopCache() });
    render(
      <RanzenProvider {...de} apolloClient={client}>
        <Probe />
        <ApolloProbe />
      </RanzenProvider>,
    );
    expect(seenShopClient?.current).toBe(client);
    expect(seenClient).toBe(client);
  });

  it('loads the client for apiUrl on the first need, and Apollo’s hooks see it from then on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>(async () => Response.json([{ data: { shop: null } }])),
    );
    seenClient = null;
    render(
      <RanzenProvider {...de}>
        <Probe />
        <ApolloContextProbe />
      </RanzenProvider>,
    );
    expect(screen.getByText('no client yet')).toBeTruthy();
    let loaded: ApolloClient | undefined;
    await act(async () => {
      loaded = await seenShopClient?.load();
    });
    expect(loaded).toBeDefined();
    expect(seenClient).toBe(loaded);
  });

  it('makes a shop client for apiUrl, by default the BFF’s same-origin /graphql', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json([{ data: { shop: null } }]));
    vi.stubGlobal('fetch', fetch);
    for (const [apiUrl, expected] of [
      [undefined, GRAPHQL_ENDPOINT],
      ['https://shop.example/graphql', 'https://shop.example/graphql'],
    ] as const) {
      fetch.mockClear();
      const { unmount } = render(
        <RanzenProvider {...de} {...(apiUrl ? { apiUrl } : {})}>
          <Probe />
        </RanzenProvider>,
      );
      const client = await seenShopClient?.load();
      await client?.query({ query: ShopDocument }).catch(() => undefined);
      expect(fetch.mock.calls[0]?.[0]).toBe(expected);
      unmount();
    }
  });
});

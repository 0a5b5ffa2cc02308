// `@ranzen/sdk-react/testing` (issue 17 item 3, decision 0016): typed fixtures are mocked answers the
// shop's cache normalises, and the provider gives a cart fake ids without a request or a sync channel.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CartDocument, CustomerInfoDocument, createShopCache } from '@ranzen/sdk-core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogin } from '../LoginProvider';
import { useCart } from '../useCart';
import {
  answerByName,
  answeringLink,
  createTestClient,
  emptyCart,
  FAKE_CART_IDS,
  type OperationData,
  type ShopTestLoginOptions,
  ShopTestProvider,
  schoolCart,
} from '.';

function CartQueryCount({ cartId }: { readonly cartId: string }) {
  const { data } = useQuery(CartDocument, { variables: { cartId } });
  return <output aria-label="queried count">{data?.cart?.articleCount ?? 'loading'}</output>;
}

/** Hands the provider's client to the test. */
function ClientProbe({ onClient }: { readonly onClient: (client: ApolloClient) => void }) {
  onClient(useApolloClient());
  return null;
}

function CartBadge() {
  const { count, cartId, addToCart } = useCart();
  return (
    <>
      <output aria-label="cart count">{count}</output>
      <output aria-label="cart id">{cartId ?? 'none'}</output>
      <button type="button" onClick={() => addToCart('item-1', 2)}>
        add
      </button>
    </>
  );
}

function LoginProbe() {
  const { view, logout } = useLogin();
  return (
    <>
      <output aria-label="login state">{view.state}</output>
      <button type="button" onClick={logout}>
        logout
      </button>
    </>
  );
}

describe('ShopTestProvider', () => {
  afterEach(cleanup);

  it("answers a query from Apollo mocks and normalises the fixture by the shop's type policies", async () => {
    let client: ApolloClient | undefined;
    render(
      <ShopTestProvider
        mocks={[
          {
            request: { query: CartDocument, variables: { cartId: 'cart-1' } },
            result: { data: { cart: schoolCart } },
          },
        ]}
      >
        <CartQueryCount cartId="cart-1" />
        <ClientProbe
          onClient={(found) => {
            client = found;
          }}
        />
      </ShopTestProvider>,
    );
    await vi.waitFor(() =>
      expect(screen.getByLabelText('queried count').textContent).toBe(String(schoolCart.articleCount)),
    );
    // Stored once under the shop's key (Cart by id), its positions as entities of their own.
    const stored: object = client?.cache.extract() ?? {};
    expect(stored).toMatchObject({ 'Cart:{"id":"cart-1"}': { articleCount: schoolCart.articleCount } });
    expect(Object.keys(stored).filter((key) => key.startsWith('CartItem:'))).toHaveLength(
      schoolCart.items.length,
    );
  });

  it('gives the first add-to-cart the fake cart ids, with nothing fetched from /api/cart-id', async () => {
    const { link, operations } = answeringLink(({ variables }) => ({
      data: {
        updateCart: {
          __typename: 'CartUpdateResult',
          successful: true,
          errorMessage: null,
          errorCode: null,
          fieldErrors: [],
          addedPositions: [],
          cart: { ...emptyCart, id: String(variables.cartId), articleCount: 2 },
        },
      },
    }));
    render(
      <ShopTestProvider link={link}>
        <CartBadge />
      </ShopTestProvider>,
    );
    expect(screen.getByLabelText('cart id').textContent).toBe('none');
    await act(async () => screen.getByRole('button', { name: 'add' }).click());
    await vi.waitFor(() => expect(screen.getByLabelText('cart count').textContent).toBe('2'));
    expect(screen.getByLabelText('cart id').textContent).toBe(FAKE_CART_IDS.cartId);
    expect(operations.map(({ operationName }) => operationName)).toEqual(['UpdateCart']);
  });
});

describe('createTestClient', () => {
  it('fails a request no mock answers, as MockLink does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createTestClient();
    await expect(client.query({ query: CartDocument, variables: { cartId: 'unknown' } })).rejects.toThrow(
      /No more mocked responses/,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"cartId":"unknown"'));
    warn.mockRestore();
  });

  it('reads cache state the server serialised', () => {
    const cache = createShopCache();
    cache.writeQuery({ query: CartDocument, variables: { cartId: 'cart-1' }, data: { cart: schoolCart } });
    const client = createTestClient({ initialState: cache.extract() });
    expect(client.readQuery({ query: CartDocument, variables: { cartId: 'cart-1' } })?.cart?.id).toBe(
      'cart-1',
    );
  });
});

describe('ShopTestProvider login', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderLogin(login: ShopTestLoginOptions) {
    const posted = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ successfull: true, isReset: true }),
    );
    vi.stubGlobal('fetch', posted);
    const { link } = answeringLink(() => ({ data: { customerInfo: null } }));
    render(
      <ShopTestProvider link={link} login={login}>
        <LoginProbe />
      </ShopTestProvider>,
    );
    return { posted };
  }

  it('adds the login on request, for a visitor without a session by default: a logout has nothing to end', async () => {
    const { posted } = renderLogin({});
    await act(async () => screen.getByRole('button', { name: 'logout' }).click());
    await vi.waitFor(() => expect(screen.getByLabelText('login state').textContent).toBe('editing'));
    expect(posted).not.toHaveBeenCalled();
  });

  it("reads the session from the test's cookies: a customer's logout posts to the BFF", async () => {
    const { posted } = renderLogin({ readCookies: () => ({ 'X-JWT-exist': '1' }) });
    await act(async () => screen.getByRole('button', { name: 'logout' }).click());
    await vi.waitFor(() => expect(posted).toHaveBeenCalledWith('/api/logout-action/', expect.anything()));
  });
});

/** The cart query answered with the school cart under the asked id. */
const CART_BY_ID: Readonly<Record<string, OperationData>> = {
  Cart: ({ cartId }) => ({ cart: { ...schoolCart, id: String(cartId) } }),
};

describe('answerByName', () => {
  it('answers an operation it names from its variables, and fails one it does not name', async () => {
    const { link, operations } = answeringLink(answerByName(CART_BY_ID));
    const client = createTestClient({ link });
    const { data } = await client.query({ query: CartDocument, variables: { cartId: 'cart-9' } });
    expect(data?.cart?.id).toBe('cart-9');
    await expect(client.query({ query: CustomerInfoDocument, variables: { url: '/' } })).rejects.toThrow(
      'unexpected operation CustomerInfo',
    );
    expect(operations.map(({ operationName }) => operationName)).toEqual(['Cart', 'CustomerInfo']);
  });
});

// useCart over the cart machine and the Apollo cache (spec shopping §4, §7, §8): a change updates
// every cart view without a reload, failures become toasts with the server's message, and changes
// travel to the other tabs (syncApolloData).
import { createShopCache, type DataLayerTarget, type EcommerceEvent } from '@ranzen/sdk-core';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Spy on the lazily imported module (DESIGN §6: the machine is not part of the first render; that it
// stays out of the first-load bundle is firstLoad.test.ts's check).
vi.mock('./provideCartMachine', async (importOriginal) => {
  const original = await importOriginal<typeof import('./provideCartMachine')>();
  return { ...original, provideCartMachine: vi.fn(original.provideCartMachine) };
});

import type { CartSyncChannel, CartSyncMessage } from './cartSync';
import * as cartMachineModule from './provideCartMachine';
import { useToasts } from './ToastProvider';
import { answeringLink, type CartFixture, emptyCart, ShopTestProvider } from './testing';
import { useCart } from './useCart';

/** A cart with `articleCount` articles, shaped like the API's CartFields answer. */
function cart(id: string, articleCount: number): CartFixture {
  return { ...emptyCart, id, articleCount };
}

function updateResult(result: Partial<Record<string, unknown>>) {
  return {
    updateCart: {
      __typename: 'CartUpdateResult',
      successful: true,
      errorMessage: null,
      errorCode: null,
      fieldErrors: [],
      addedPositions: [],
      cart: null,
      ...result,
    },
  };
}

/** The shop API answering each operation by name with `data`; `seen` lists the operations' names. */
function api(answer: (operationName: string) => Record<string, unknown>) {
  const { link, operations } = answeringLink(({ operationName }) => ({ data: answer(operationName) }));
  const cache = createShopCache();
  return { link, cache, seen: () => operations.map(({ operationName }) => operationName) };
}

/** A channel pair standing in for two tabs' BroadcastChannels. */
function fakeChannel() {
  const listeners = new Set<(message: CartSyncMessage) => void>();
  const posted: CartSyncMessage[] = [];
  const channel: CartSyncChannel = {
    post: (message) => posted.push(message),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
  const fromOtherTab = (message: CartSyncMessage) => {
    for (const listener of listeners) listener(message);
  };
  return { channel, posted, fromOtherTab };
}

function Toasts() {
  const { toasts } = useToasts();
  return (
    <ul aria-label="toasts">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

/** The add's GA4 event (storefront §7 analytics), as a page builds it with addToCartEvent. */
const addedEvent: EcommerceEvent<'add_to_cart'> = {
  event: 'add_to_cart',
  ecommerce: {
    currency: 'EUR',
    value: 3,
    items: [{ item_id: 'p-1', item_name: 'Heft', price: 1.5, quantity: 2 }],
  },
};

function CartBadge() {
  const { count, cartId, state, addToCart } = useCart();
  return (
    <div>
      <output aria-label="cart count">{count}</output>
      <output aria-label="cart id">{cartId}</output>
      <button type="button" data-state={state.add} onClick={() => addToCart('item-1', 2, { addedEvent })}>
        add
      </button>
    </div>
  );
}

function Page({
  api: { link, cache },
  cartId,
  channel = null,
  fetchCartIds = async () => ({ cartId: 'c1', userId: 'u1' }),
  children = <CartBadge />,
}: {
  readonly api: ReturnType<typeof api>;
  readonly cartId: string | null;
  readonly channel?: CartSyncChannel | null;
  readonly fetchCartIds?: () => Promise<{ cartId: string; userId: string }>;
  readonly children?: ReactNode;
}) {
  return (
    <ShopTestProvider
      link={link}
      cache={cache}
      cartId={cartId}
      fetchCartIds={fetchCartIds}
      openSyncChannel={() => channel}
    >
      {children}
      <Toasts />
    </ShopTestProvider>
  );
}

describe('useCart', () => {
  afterEach(() => {
    cleanup();
    delete (window as DataLayerTarget).dataLayer;
  });

  it('pushes the add_to_cart event once the position was added (spec storefront §7 analytics)', async () => {
    const shop = api(() => updateResult({ cart: cart('c1', 2) }));
    render(<Page api={shop} cartId="c1" />);
    await act(async () => screen.getByRole('button').click());
    await vi.waitFor(() => expect(screen.getByLabelText('cart count').textContent).toBe('2'));
    expect((window as DataLayerTarget).dataLayer).toEqual([{ ecommerce: null }, addedEvent]);
  });

  it('shows 0 for a visitor without a cart and counts an added position', async () => {
    const shop = api(() => updateResult({ cart: cart('c1', 2) }));
    const fetchCartIds = vi.fn(async () => ({ cartId: 'c1', userId: 'u1' }));
    render(<Page api={shop} cartId={null} fetchCartIds={fetchCartIds} />);
    expect(screen.getByLabelText('cart count').textContent).toBe('0');

    await act(async () => screen.getByRole('button').click());
    await vi.waitFor(() => expect(screen.getByLabelText('cart count').textContent).toBe('2'));
    expect(fetchCartIds).toHaveBeenCalledOnce();
    // The count is read from the cache the mutation filled: no extra Cart query.
    expect(shop.seen()).toEqual(['UpdateCart']);
  });

  it('reads the count rendered into the cache by the server without a request', () => {
    const shop = api(() => ({}));
    // What the server serialises with cache.extract() after its loaders ran the Cart query.
    shop.cache.restore({
      ROOT_QUERY: {
        __typename: 'Query',
        'cart({"calculateShippingCost":true,"cartId":"c5"})': { __ref: 'Cart:c5' },
      },
      'Cart:c5': cart('c5', 5),
    });
    render(<Page api={shop} cartId="c5" />);
    expect(screen.getByLabelText('cart count').textContent).toBe('5');
    expect(shop.seen()).toEqual([]);
  });

  it('starts the cart machine only on the first add-to-cart, once', async () => {
    const shop = api((operation) =>
      operation === 'Cart' ? { cart: cart('c7', 0) } : updateResult({ cart: cart('c7', 1) }),
    );
    const start = vi.mocked(cartMachineModule.provideCartMachine);
    start.mockClear();
    render(<Page api={shop} cartId="c7" />);
    expect(start).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button').click());
    await vi.waitFor(() => expect(screen.getByLabelText('cart count').textContent).toBe('1'));
    await act(async () => screen.getByRole('button').click());
    expect(start).toHaveBeenCalledOnce();
  });

  it("shows the server's message as a toast when the add fails (spec shopping §8)", async () => {
    const shop = api((operation) =>
      operation === 'Cart'
        ? { cart: cart('c1', 0) }
        : updateResult({
            successful: false,
            errorCode: 'OUT_OF_STOCK',
            errorMessage: 'Die gewünschte Menge ist leider nicht auf Lager.',
          }),
    );
    render(<Page api={shop} cartId="c1" />);
    await act(async () => screen.getByRole('button').click());
    const toasts = screen.getByRole('list', { name: 'toasts' });
    await vi.waitFor(() =>
      expect(toasts.textContent).toBe('Die gewünschte Menge ist leider nicht auf Lager.'),
    );
    expect(screen.getByRole('button').getAttribute('data-state')).toBe('error');
    // A failed add is no add_to_cart.
    expect((window as DataLayerTarget).dataLayer).toBeUndefined();
  });

  it('tells the other tabs about a change with the cart id, user and cart (spec shopping §7)', async () => {
    const shop = api(() => updateResult({ cart: cart('c1', 2) }));
    const { channel, posted } = fakeChannel();
    render(<Page api={shop} cartId={null} channel={channel} />);
    await act(async () => screen.getByRole('button').click());
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      cartId: 'c1',
      user: { userId: 'u1' },
      cart: { id: 'c1', articleCount: 2 },
    });
  });

  it("adopts another tab's cart id and refetches the cart", async () => {
    const shop = api(() => ({ cart: cart('c2', 4) }));
    const { channel, fromOtherTab } = fakeChannel();
    render(<Page api={shop} cartId={null} channel={channel} />);
    expect(screen.getByLabelText('cart count').textContent).toBe('0');

    act(() => fromOtherTab({ cartId: 'c2', user: { userId: 'u2' }, cart: null }));
    expect(screen.getByLabelText('cart id').textContent).toBe('c2');
    await vi.waitFor(() => expect(screen.getByLabelText('cart count').textContent).toBe('4'));
    expect(shop.seen()).toContain('Cart');
  });
});

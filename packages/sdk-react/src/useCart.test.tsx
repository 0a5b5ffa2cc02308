// useCart over the cart machine and the Apollo cache (spec shopping §4, §7): adding a position
// updates the count every cart view reads, without a reload.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createShopCache } from '@ranzen/sdk-core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Spy on the lazily imported module (DESIGN §6: the machine is not part of the first render).
vi.mock('./cartActor', async (importOriginal) => {
  const original = await importOriginal<typeof import('./cartActor')>();
  return { ...original, startCartActor: vi.fn(original.startCartActor) };
});

import { CartProvider } from './CartProvider';
import * as cartActorModule from './cartActor';
import { useCart } from './useCart';

// The wire format carries __typename (the cache adds it to every selection), so the answers do too.
function cart(id: string, articleCount: number) {
  const money = { __typename: 'Money', amount: 0, currencyCode: 'EUR', stringValue: '0,00 €' };
  return {
    __typename: 'Cart',
    id,
    positionCount: articleCount > 0 ? 1 : 0,
    articleCount,
    items: [],
    totals: { __typename: 'CartTotals', subtotal: money, shippingCost: money, total: money },
  };
}

function clientAnswering(answer: (operationName: string) => Record<string, unknown>) {
  const seen: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push(operation.operationName ?? '');
        observer.next({ data: answer(operation.operationName ?? '') });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: createShopCache() }), seen };
}

function CartBadge() {
  const { count, activity, addToCart } = useCart();
  return (
    <div>
      <output aria-label="cart count">{count}</output>
      <button type="button" data-state={activity} onClick={() => addToCart('item-1', 2)}>
        add
      </button>
    </div>
  );
}

describe('useCart', () => {
  afterEach(cleanup);

  it('shows 0 for a visitor without a cart and counts an added position', async () => {
    const { client, seen } = clientAnswering(() => ({
      updateCart: {
        __typename: 'CartUpdateResult',
        successful: true,
        errorMessage: null,
        errorCode: null,
        fieldErrors: [],
        cart: cart('c1', 2),
      },
    }));
    const fetchCartIds = vi.fn(async () => ({ cartId: 'c1', userId: 'u1' }));
    render(
      <ApolloProvider client={client}>
        <CartProvider cartId={null} fetchCartIds={fetchCartIds}>
          <CartBadge />
        </CartProvider>
      </ApolloProvider>,
    );
    expect(screen.getByLabelText('cart count').textContent).toBe('0');

    await act(async () => screen.getByRole('button').click());
    await vi.waitFor(() => expect(screen.getByLabelText('cart count').textContent).toBe('2'));
    expect(fetchCartIds).toHaveBeenCalledOnce();
    // The count is read from the cache the mutation filled: no extra Cart query.
    expect(seen).toEqual(['UpdateCart']);
  });

  it('reads the count rendered into the cache by the server without a request', () => {
    const { client, seen } = clientAnswering(() => ({}));
    // What the server serialises with cache.extract() after its loaders ran the Cart query.
    client.cache.restore({
      ROOT_QUERY: { __typename: 'Query', 'cart({"cartId":"c5"})': { __ref: 'Cart:c5' } },
      'Cart:c5': cart('c5', 5),
    });
    render(
      <ApolloProvider client={client}>
        <CartProvider cartId="c5">
          <CartBadge />
        </CartProvider>
      </ApolloProvider>,
    );
    expect(screen.getByLabelText('cart count').textContent).toBe('5');
    expect(seen).toEqual([]);
  });

  it('starts the cart machine only on the first add-to-cart, once', async () => {
    const { client } = clientAnswering(() => ({
      updateCart: {
        __typename: 'CartUpdateResult',
        successful: true,
        errorMessage: null,
        errorCode: null,
        fieldErrors: [],
        cart: cart('c7', 1),
      },
    }));
    const start = vi.mocked(cartActorModule.startCartActor);
    start.mockClear();
    render(
      <ApolloProvider client={client}>
        <CartProvider cartId="c7">
          <CartBadge />
        </CartProvider>
      </ApolloProvider>,
    );
    expect(start).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button').click());
    await vi.waitFor(() => expect(screen.getByLabelText('cart count').textContent).toBe('1'));
    await act(async () => screen.getByRole('button').click());
    expect(start).toHaveBeenCalledOnce();
  });
});

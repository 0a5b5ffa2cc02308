// @vitest-environment jsdom
// useWishlistToCart (spec shopping §4 add-all-to-cart with quantityChanged, maxInCart, successfullyAdded;
// §8 notices as toasts): an own list goes into the cart with one call that sends no choices (the list's own
// items and quantities); a changed quantity opens the changed-quantity modal, which closes on confirm.
import type { DataLayerTarget, WishlistCartLine } from '@ranzen/sdk-core';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToasts } from './ToastProvider';
import { answerByName, answeringLink, ShopTestProvider } from './testing';
import { useWishlistToCart } from './useWishlistToCart';

const line = (entryId: string, quantity: number, addedQuantity: number) => ({
  __typename: 'WishlistCartLine' as const,
  entryId,
  productId: `p-${entryId}`,
  itemId: `i-${entryId}`,
  quantity,
  addedQuantity,
  maxQuantity: 10,
});

const answer = () => ({
  addWishlistToCart: {
    __typename: 'AddWishlistToCartResult',
    successful: true,
    errorMessage: null,
    variantsToChoose: [],
    quantityChanged: [line('pen', 12, 10)],
    maxInCart: [],
    successfullyAdded: [line('pad', 2, 2)],
    cart: null,
  },
});

const ENTRIES = [
  { entryId: 'pen', productId: 'p-pen', productName: 'Füller' },
  { entryId: 'pad', productId: 'p-pad', productName: 'Block' },
];

afterEach(() => {
  cleanup();
  delete (window as DataLayerTarget).dataLayer;
});

/** A stand-in for the page's GA4 event of a line (storefront §7 analytics). */
const addedEvent = (line: WishlistCartLine) => ({
  event: 'add_to_cart' as const,
  ecommerce: {
    items: [{ item_id: line.productId, item_name: line.entryId, price: 1, quantity: line.addedQuantity }],
  },
});

describe('useWishlistToCart', () => {
  it('adds the whole list without choices, then asks to confirm the changed quantity', async () => {
    const api = answeringLink(answerByName({ AddWishlistToCart: answer }));
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <ShopTestProvider link={api.link} cartId="c-1">
        {children}
      </ShopTestProvider>
    );
    const { result } = renderHook(
      () => ({ toCart: useWishlistToCart({ addedEvent }), toasts: useToasts().toasts }),
      { wrapper },
    );

    act(() => result.current.toCart.addAll('w-1a', ENTRIES));
    await waitFor(() => expect(result.current.toCart.view.state).toBe('confirmingQuantities'));
    expect(
      api.operations.find((operation) => operation.operationName === 'AddWishlistToCart')?.variables,
    ).toEqual({ externalId: 'w-1a', cartId: 'c-1', choices: [] });
    expect(result.current.toCart.view.changed.map((changed) => changed.entryId)).toEqual(['pen']);
    expect(result.current.toasts.map((toast) => toast.type)).toContain('success');
    // Every line that went in is an add_to_cart with the quantity the cart took.
    expect((window as DataLayerTarget).dataLayer).toEqual([
      { ecommerce: null },
      addedEvent(line('pad', 2, 2)),
      { ecommerce: null },
      addedEvent(line('pen', 12, 10)),
    ]);

    act(() => result.current.toCart.closeModal());
    await waitFor(() => expect(result.current.toCart.view.state).toBe('idle'));
  });
});

// @vitest-environment jsdom
// useTeaserWishlist (spec shopping §3 "Teaser wish lists (CMS-driven, held locally)"; §4 add-all-to-cart
// with the choose-variant follow-up; §8 notices as toasts): the list is read with the choices kept in local
// storage, add-all sends only choices for entries the list has, a chosen variant goes in with a call that
// adds only that line, and is kept for the next visit; every line that went in is an add_to_cart (storefront
// §7 analytics), as on the wish list page.
import { type DataLayerTarget, teaserChoicesKey } from '@ranzen/sdk-core';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToasts } from './ToastProvider';
import { answerByName, answeringLink, ShopTestProvider } from './testing';
import { useTeaserWishlist } from './useTeaserWishlist';

const TEASER_ID = 'schulstart-klasse-1';
const money = (amount: number) => ({
  __typename: 'Money',
  amount,
  currencyCode: 'EUR',
  stringValue: `${amount} €`,
});

function entry(entryId: string, itemId: string | null) {
  return {
    __typename: 'WishlistEntry',
    externalId: entryId,
    quantity: 1,
    isSaleable: true,
    product: {
      __typename: 'WishlistProduct',
      id: `p-${entryId}`,
      name: `Produkt ${entryId}`,
      path: `/p/${entryId}/`,
      hasMultipleItems: itemId === null,
      image: {
        __typename: 'Image',
        format: 'PRODUCTLISTING_SMALL',
        src: '/i.webp',
        width: 1,
        height: 1,
        alt: '',
      },
    },
    item: itemId
      ? { __typename: 'WishlistItem', id: itemId, name: itemId, maxQuantity: 10, variantInfoList: [] }
      : null,
    // The bag costs 40 €, the pad 2 €.
    totals: { __typename: 'WishlistEntryTotals', total: money(entryId === 'bag' ? 40 : 2) },
  };
}

const teaserWishlist = () => ({
  teaserWishlist: {
    __typename: 'TeaserWishlist',
    openVariantCount: 1,
    total: money(2),
    wishlist: {
      __typename: 'Wishlist',
      externalId: 'w-teaser',
      name: 'Schulstart Klasse 1',
      description: null,
      isTeaser: true,
      entries: [entry('bag', null), entry('pad', 'i-pad')],
    },
  },
});

const cartLine = (entryId: string, itemId: string | null, addedQuantity: number) => ({
  __typename: 'WishlistCartLine',
  entryId,
  productId: `p-${entryId}`,
  itemId,
  quantity: 1,
  addedQuantity,
  maxQuantity: itemId ? 10 : null,
});

const addAnswer = (lines: { variantsToChoose?: unknown[]; successfullyAdded?: unknown[] }) => ({
  addWishlistToCart: {
    __typename: 'AddWishlistToCartResult',
    successful: true,
    errorMessage: null,
    variantsToChoose: lines.variantsToChoose ?? [],
    quantityChanged: [],
    maxInCart: [],
    successfullyAdded: lines.successfullyAdded ?? [],
    cart: null,
  },
});

const productVariants = () => ({
  product: {
    __typename: 'Product',
    productId: 'p-bag',
    name: 'Produkt bag',
    items: ['blau', 'rot', 'grün'].map((colour) => ({
      __typename: 'Item',
      itemId: `i-bag-${colour}`,
      name: colour,
      // Green is sold out: the modal does not offer it.
      availableForSale: colour !== 'grün',
      variantAttributes: [{ __typename: 'VariantAttributeValue', displayName: 'Farbe', value: colour }],
    })),
  },
});

function teaserApi() {
  let calls = 0;
  // The first call asks for the bag's colour and adds the pad; the second adds the chosen bag.
  const addToCart = () => {
    calls += 1;
    return calls === 1
      ? addAnswer({
          variantsToChoose: [cartLine('bag', null, 0)],
          successfullyAdded: [cartLine('pad', 'i-pad', 1)],
        })
      : addAnswer({ successfullyAdded: [cartLine('bag', 'i-bag-rot', 1)] });
  };
  return answeringLink(
    answerByName({
      TeaserWishlist: teaserWishlist,
      ProductVariants: productVariants,
      AddWishlistToCart: addToCart,
    }),
  );
}

function renderTeaser(api: ReturnType<typeof teaserApi>) {
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <ShopTestProvider link={api.link} cartId="c-1">
      {children}
    </ShopTestProvider>
  );
  return renderHook(() => ({ teaser: useTeaserWishlist(TEASER_ID), toasts: useToasts().toasts }), {
    wrapper,
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  delete (window as DataLayerTarget).dataLayer;
});

describe('useTeaserWishlist', () => {
  it('reads the list with the stored choices and sends add-all only with choices for entries on the list', async () => {
    window.localStorage.setItem(
      teaserChoicesKey(TEASER_ID),
      JSON.stringify([
        { entryId: 'pad', itemId: 'i-pad', quantity: 3 },
        { entryId: 'gone', quantity: 1 },
        { entryId: 'bad', quantity: 10_000 },
      ]),
    );
    const api = teaserApi();
    const { result } = renderTeaser(api);
    await waitFor(() => expect(result.current.teaser.teaser?.wishlist.name).toBe('Schulstart Klasse 1'));
    expect(api.operations[0]?.variables).toEqual({
      teaserId: TEASER_ID,
      choices: [
        { entryId: 'pad', itemId: 'i-pad', quantity: 3 },
        { entryId: 'gone', itemId: null, quantity: 1 },
      ],
    });

    act(() => result.current.teaser.addAll());
    await waitFor(() => expect(result.current.teaser.view.state).toBe('choosingVariants'));
    const add = api.operations.find((operation) => operation.operationName === 'AddWishlistToCart');
    expect(add?.variables).toEqual({
      externalId: 'w-teaser',
      cartId: 'c-1',
      choices: [{ entryId: 'pad', itemId: 'i-pad', quantity: 3 }],
    });
  });

  it('offers the variants for sale, adds only the chosen line, keeps the choice and says what went in', async () => {
    const api = teaserApi();
    const { result } = renderTeaser(api);
    await waitFor(() => expect(result.current.teaser.teaser).toBeDefined());

    act(() => result.current.teaser.addAll());
    await waitFor(() => expect(result.current.teaser.view.state).toBe('choosingVariants'));
    const [toChoose] = result.current.teaser.view.toChoose;
    expect(toChoose?.line.entryId).toBe('bag');
    expect(toChoose?.variants.map((variant) => variant.itemId)).toEqual(['i-bag-blau', 'i-bag-rot']);
    expect(result.current.teaser.addedToCart).toBe(true);

    act(() => result.current.teaser.chooseVariants([{ entryId: 'bag', itemId: 'i-bag-rot' }]));
    await waitFor(() => expect(result.current.teaser.view.state).toBe('idle'));
    const adds = api.operations.filter((operation) => operation.operationName === 'AddWishlistToCart');
    expect(adds[1]?.variables).toEqual({
      externalId: 'w-teaser',
      cartId: 'c-1',
      choices: [
        { entryId: 'bag', itemId: 'i-bag-rot', quantity: 1 },
        { entryId: 'pad', itemId: null, quantity: 0 },
      ],
    });
    expect(JSON.parse(window.localStorage.getItem(teaserChoicesKey(TEASER_ID)) ?? '[]')).toEqual([
      { entryId: 'bag', itemId: 'i-bag-rot', quantity: 1 },
    ]);
    // The list is read again with the chosen variant.
    await waitFor(() =>
      expect(
        api.operations.filter((operation) => operation.operationName === 'TeaserWishlist').at(-1)?.variables,
      ).toEqual({ teaserId: TEASER_ID, choices: [{ entryId: 'bag', itemId: 'i-bag-rot', quantity: 1 }] }),
    );
    expect(result.current.toasts.map((toast) => toast.message)).toEqual([
      '1 Artikel wurden in den Warenkorb gelegt.',
      '1 Artikel wurden in den Warenkorb gelegt.',
    ]);
  });

  it('reports every line that went into the cart as an add_to_cart, the chosen variant with its product', async () => {
    const api = teaserApi();
    const { result } = renderTeaser(api);
    await waitFor(() => expect(result.current.teaser.teaser).toBeDefined());

    act(() => result.current.teaser.addAll());
    await waitFor(() => expect(result.current.teaser.view.state).toBe('choosingVariants'));
    act(() => result.current.teaser.chooseVariants([{ entryId: 'bag', itemId: 'i-bag-rot' }]));
    await waitFor(() => expect(result.current.teaser.view.state).toBe('idle'));

    expect((window as DataLayerTarget).dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          items: [{ item_id: 'p-pad', item_name: 'i-pad', item_variant: 'i-pad', price: 2, quantity: 1 }],
          value: 2,
        },
      },
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          items: [
            {
              item_id: 'p-bag',
              item_name: 'Produkt bag',
              item_variant: 'i-bag-rot',
              price: 40,
              quantity: 1,
            },
          ],
          value: 40,
        },
      },
    ]);
  });

  it('keeps a changed quantity locally, with the variant chosen before, and reads the list with it', async () => {
    window.localStorage.setItem(
      teaserChoicesKey(TEASER_ID),
      JSON.stringify([{ entryId: 'bag', itemId: 'i-bag-rot', quantity: 1 }]),
    );
    const api = teaserApi();
    const { result } = renderTeaser(api);
    await waitFor(() => expect(result.current.teaser.teaser).toBeDefined());

    act(() => result.current.teaser.changeQuantity('bag', 4));
    const kept = [{ entryId: 'bag', itemId: 'i-bag-rot', quantity: 4 }];
    expect(JSON.parse(window.localStorage.getItem(teaserChoicesKey(TEASER_ID)) ?? '[]')).toEqual(kept);
    await waitFor(() =>
      expect(
        api.operations.filter((operation) => operation.operationName === 'TeaserWishlist').at(-1)?.variables,
      ).toEqual({ teaserId: TEASER_ID, choices: kept }),
    );
  });
});

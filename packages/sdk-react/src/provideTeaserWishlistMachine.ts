// The teaser wish list machine wired to the Apollo client (spec shopping §4 add-all-to-cart, §7 "add
// products to cart from teaser list", "teaser-list conversions"). Reached only through the dynamic import()
// in useTeaserWishlist, so XState stays out of the page's first load until "add all" or "save" is pressed.
import type { ApolloClient } from '@apollo/client';
import {
  type AddTeaserToCartInput,
  type AddTeaserToCartOutput,
  AddWishlistToCartDocument,
  CartDocument,
  type ConvertTeaserInput,
  type ConvertTeaserOutput,
  ConvertTeaserWishlistDocument,
  ProductVariantsDocument,
  type TeaserVariant,
  teaserWishlistMachine,
  type WishlistEntryChoice,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';

export interface TeaserWishlistDependencies {
  readonly client: ApolloClient;
  /** The visitor's cart id; a first-time visitor gets one here (GET /api/cart-id). */
  readonly cartId: () => Promise<string>;
  /** The visitor's ids before a first write of a first-time visitor (converting to a list). */
  readonly ensureVisitorIds: () => Promise<unknown>;
}

const asInput = (choices: readonly WishlistEntryChoice[]) =>
  choices.map(({ entryId, itemId, quantity }) => ({ entryId, itemId: itemId ?? null, quantity }));

/** The teaser wish list machine with add-all-to-cart, the variants and the conversion on the Apollo client. */
export function provideTeaserWishlistMachine({
  client,
  cartId,
  ensureVisitorIds,
}: TeaserWishlistDependencies) {
  return teaserWishlistMachine.provide({
    actors: {
      addToCart: fromPromise<AddTeaserToCartOutput, AddTeaserToCartInput>(async ({ input }) => {
        const id = await cartId();
        const { data } = await client.mutate({
          mutation: AddWishlistToCartDocument,
          variables: { externalId: input.listId, cartId: id, choices: asInput(input.choices) },
        });
        const result = data?.addWishlistToCart;
        if (!result) throw new Error('addWishlistToCart: no data');
        // Every cart view asks for `cart(cartId)`; the header count shows the new cart without a request.
        if (result.cart)
          client.writeQuery({ query: CartDocument, variables: { cartId: id }, data: { cart: result.cart } });
        const { successful, errorMessage, variantsToChoose, quantityChanged, maxInCart, successfullyAdded } =
          result;
        return { successful, errorMessage, variantsToChoose, quantityChanged, maxInCart, successfullyAdded };
      }),
      loadVariants: fromPromise<
        Readonly<Record<string, readonly TeaserVariant[]>>,
        { productIds: readonly string[] }
      >(async ({ input }) => {
        const loaded = await Promise.all(
          input.productIds.map(async (productId) => {
            const { data } = await client.query({ query: ProductVariantsDocument, variables: { productId } });
            const items = data?.product?.items ?? [];
            return [productId, items.filter((item) => item.availableForSale)] as const;
          }),
        );
        return Object.fromEntries(loaded);
      }),
      convert: fromPromise<ConvertTeaserOutput, ConvertTeaserInput>(async ({ input }) => {
        await ensureVisitorIds();
        const { data } = await client.mutate({
          mutation: ConvertTeaserWishlistDocument,
          variables: { teaserId: input.teaserId, choices: asInput(input.choices) },
        });
        const result = data?.convertTeaserWishlist;
        if (!result) throw new Error('convertTeaserWishlist: no data');
        return {
          successful: result.successful,
          errorMessage: result.errorMessage,
          listName: result.wishlist?.name ?? null,
        };
      }),
    },
  });
}

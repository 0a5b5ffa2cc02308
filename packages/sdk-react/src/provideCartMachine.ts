// The cart machine wired to the Apollo client. This module is only reached through the dynamic
// import() in CartProvider's useLazyMachine, so XState and the machine stay out of the first-load
// bundle (DESIGN §6: "load machines and checkout code lazily"); the header count meanwhile comes from
// the Apollo cache.
import type { ApolloClient } from '@apollo/client';
import {
  type AddedCartPosition,
  CartDocument,
  type CartIds,
  type CartOp,
  type CartOpInput,
  cartMachine,
  type EnsureCartIdInput,
  type LoadCartOutput,
  type UpdateCartActorInput,
  type UpdateCartActorOutput,
  UpdateCartDocument,
  type UpdateCartMutation,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';

export interface CartMachineDependencies {
  readonly client: ApolloClient;
  readonly fetchCartIds: (input: EnsureCartIdInput) => Promise<CartIds>;
}

/** The machine's operation as the API's `updateCart` op. */
export function cartOpInput(op: CartOp): CartOpInput {
  switch (op.kind) {
    case 'add':
      return { positionOp: { addPosition: { itemId: op.itemId, quantity: op.quantity } } };
    case 'setQuantity':
      return { positionOp: { changeQuantity: { positionId: op.positionId, quantity: op.quantity } } };
    case 'remove':
      return { positionOp: { removePosition: { positionId: op.item.positionId } } };
    case 'addVoucher':
      return { voucherOp: { addVoucher: { code: op.code } } };
    case 'removeVoucher':
      return { voucherOp: { removeVoucher: { code: op.code } } };
  }
}

type UpdateCartResult = UpdateCartMutation['updateCart'];

/** How the add was split between deal price and normal price, named after the cart's position. */
function addedPosition(op: CartOp, result: UpdateCartResult): AddedCartPosition | null {
  if (op.kind !== 'add') return null;
  const split = result.addedPositions.find((position) => position.itemId === op.itemId);
  if (!split) return null;
  const item = result.cart?.items.find((position) => position.itemId === op.itemId);
  return {
    itemId: split.itemId,
    name: item?.name ?? '',
    isLightningDeal: item?.isLightningDeal ?? false,
    quantity: split.quantity,
    quantityLightning: split.quantityLightning,
    quantityNormal: split.quantityNormal,
  };
}

/** The page's cart machine with its I/O on the Apollo client. */
export function provideCartMachine({ client, fetchCartIds }: CartMachineDependencies) {
  return cartMachine.provide({
    actors: {
      ensureCartId: fromPromise<CartIds, EnsureCartIdInput>(({ input }) => fetchCartIds(input)),
      updateCart: fromPromise<UpdateCartActorOutput, UpdateCartActorInput>(async ({ input }) => {
        const { data } = await client.mutate({
          mutation: UpdateCartDocument,
          variables: { cartId: input.cartId, ops: [cartOpInput(input.op)] },
        });
        const result = data?.updateCart;
        if (!result) throw new Error('updateCart: no data');
        if (result.cart) {
          // Every cart view asks for `cart(cartId)`; write the answer there so none needs a request.
          client.writeQuery({
            query: CartDocument,
            variables: { cartId: input.cartId },
            data: { cart: result.cart },
          });
        }
        return {
          successful: result.successful,
          articleCount: result.cart?.articleCount ?? null,
          errorMessage: result.errorMessage ?? null,
          errorCode: result.errorCode ?? null,
          added: result.successful ? addedPosition(input.op, result) : null,
        };
      }),
      loadCart: fromPromise<LoadCartOutput, { cartId: string }>(async ({ input }) => {
        const { data } = await client.query({ query: CartDocument, variables: { cartId: input.cartId } });
        return { articleCount: data?.cart?.articleCount ?? 0 };
      }),
    },
  });
}

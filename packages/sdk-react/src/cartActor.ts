// The cart machine wired to the Apollo client. This module is only reached through the dynamic
// import() in CartProvider, so XState and the machine stay out of the first-load bundle (DESIGN §6:
// "load machines and checkout code lazily"); the header count meanwhile comes from the Apollo cache.
import type { ApolloClient } from '@apollo/client';
import {
  type AddPositionActorInput,
  type AddPositionActorOutput,
  CartDocument,
  type CartIds,
  cartActivity,
  cartMachine,
  type EnsureCartIdInput,
  type LoadCartOutput,
  UpdateCartDocument,
} from '@ranzen/sdk-core';
import { type Actor, createActor, fromPromise } from 'xstate';
import type { CartSnapshot } from './cartSnapshot';

export type CartMachineActor = Actor<typeof cartMachine>;

export interface StartCartActorOptions {
  readonly client: ApolloClient;
  readonly cartId: string | null;
  readonly articleCount: number;
  readonly fetchCartIds: (input: EnsureCartIdInput) => Promise<CartIds>;
  readonly onSnapshot: (snapshot: CartSnapshot) => void;
}

/** Creates, subscribes and starts one cart machine for the page (spec shopping §4, §7). */
export function startCartActor({
  client,
  cartId,
  articleCount,
  fetchCartIds,
  onSnapshot,
}: StartCartActorOptions): CartMachineActor {
  const machine = cartMachine.provide({
    actors: {
      ensureCartId: fromPromise<CartIds, EnsureCartIdInput>(({ input }) => fetchCartIds(input)),
      addPosition: fromPromise<AddPositionActorOutput, AddPositionActorInput>(async ({ input }) => {
        const { data } = await client.mutate({
          mutation: UpdateCartDocument,
          variables: {
            cartId: input.cartId,
            ops: [{ positionOp: { addPosition: { itemId: input.itemId, quantity: input.quantity } } }],
          },
        });
        const result = data?.updateCart;
        if (!result) throw new Error('updateCart: no data');
        if (result.cart) {
          // The header asks for `cart(cartId)`; write the answer there too so it needs no request.
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
        };
      }),
      loadCart: fromPromise<LoadCartOutput, { cartId: string }>(async ({ input }) => {
        const { data } = await client.query({ query: CartDocument, variables: { cartId: input.cartId } });
        return { articleCount: data?.cart?.articleCount ?? 0 };
      }),
    },
  });
  const actor = createActor(machine, { input: { cartId, articleCount } });
  actor.subscribe((snapshot) =>
    onSnapshot({
      cartId: snapshot.context.cartId,
      articleCount: snapshot.context.articleCount,
      activity: cartActivity(snapshot.value),
      errorMessage: snapshot.context.errorMessage,
    }),
  );
  actor.start();
  return actor;
}

// Cart state for the whole page: one cart machine per page, its I/O wired to the Apollo client so
// that an added position lands in the normalised cache and every cart view (header count, mini
// cart, basket page) updates without a reload (spec shopping §4, §7; DESIGN §2).
import { useApolloClient } from '@apollo/client/react';
import {
  type AddPositionActorInput,
  type AddPositionActorOutput,
  CartDocument,
  type CartIds,
  cartMachine,
  type EnsureCartIdInput,
  type LoadCartOutput,
  UpdateCartDocument,
} from '@ranzen/sdk-core';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

const CartContext = createContext<CartActorRef | null>(null);

/** The storefront server's endpoint that hands out (and on first use issues) cart and user ids. */
export const CART_ID_ENDPOINT = '/api/cart-id';

export interface CartProviderProps {
  /** Cart id from the cartId cookie, read on the server; null for a visitor without a cart. */
  readonly cartId: string | null;
  readonly children: ReactNode;
  /** Overrides how cart ids are obtained (tests). */
  readonly fetchCartIds?: (input: EnsureCartIdInput) => Promise<CartIds>;
}

function isCartIds(value: unknown): value is CartIds {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.cartId === 'string' && typeof record.userId === 'string';
}

/** GET /api/cart-id (spec shopping §7 "Internal endpoints"); the server sets the id cookies. */
export async function fetchCartIdsFromServer({ renew }: EnsureCartIdInput): Promise<CartIds> {
  const response = await fetch(renew ? `${CART_ID_ENDPOINT}?renew=1` : CART_ID_ENDPOINT, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`cart-id: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isCartIds(body)) throw new Error('cart-id: unexpected answer');
  return body;
}

export function CartProvider({ cartId, children, fetchCartIds = fetchCartIdsFromServer }: CartProviderProps) {
  const client = useApolloClient();
  const machine = useMemo(
    () =>
      cartMachine.provide({
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
      }),
    [client, fetchCartIds],
  );
  const actorRef = useActorRef(machine, { input: { cartId } });
  return <CartContext.Provider value={actorRef}>{children}</CartContext.Provider>;
}

export function useCartActor(): CartActorRef {
  const actor = useContext(CartContext);
  if (!actor) throw new Error('useCart must be used inside <CartProvider>');
  return actor;
}

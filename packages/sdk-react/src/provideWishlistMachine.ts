// The wish list machine wired to the Apollo client (spec shopping §7 wish list mutations, §8 wish list
// rows). Reached only through the dynamic import() in useWishlist, so XState and the machine load with
// the first change, not with the page (DESIGN §6).
import type { ApolloClient } from '@apollo/client';
import {
  AddToWishlistDocument,
  ChangeWishlistQuantityDocument,
  RemoveFromWishlistDocument,
  RemoveWishlistDocument,
  ReplaceWishlistItemDocument,
  RestoreWishlistEntryDocument,
  WishlistEssentialsDocument,
  type WishlistOp,
  type WishlistOpOutput,
  type WishlistSummary,
  wishlistMachine,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';

interface ListFacts {
  readonly externalId: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly entryCount: number;
}

/** A list as the machine names it. */
export function wishlistSummary(list: ListFacts): WishlistSummary {
  return { listId: list.externalId, name: list.name, isDefault: list.isDefault, entryCount: list.entryCount };
}

interface ListResult {
  readonly successful: boolean;
  readonly errorMessage?: string | null;
  readonly wishlist?: ListFacts | null;
}

function output(result: ListResult | undefined, operation: string): WishlistOpOutput {
  if (!result) throw new Error(`${operation}: no answer`);
  return {
    successful: result.successful,
    errorMessage: result.errorMessage ?? null,
    list: result.wishlist ? wishlistSummary(result.wishlist) : null,
  };
}

/** Sends one change of the machine's queue as its wish list mutation. */
async function sendChange(client: ApolloClient, op: WishlistOp): Promise<WishlistOpOutput> {
  switch (op.kind) {
    case 'add': {
      const { productId, itemId, quantity } = op.product;
      const { data } = await client.mutate({
        mutation: AddToWishlistDocument,
        variables: { externalId: op.listId, entry: { productId, itemId, quantity } },
      });
      return output(data?.addToWishlist, 'addToWishlist');
    }
    case 'setQuantity': {
      const { entryId, itemId, productId } = op.entry;
      const { data } = await client.mutate({
        mutation: ChangeWishlistQuantityDocument,
        variables: { externalId: op.listId, entry: { entryId, itemId, productId, quantity: op.quantity } },
      });
      return output(data?.changeWishlistQuantity, 'changeWishlistQuantity');
    }
    case 'remove': {
      const { data } = await client.mutate({
        mutation: RemoveFromWishlistDocument,
        variables: { externalId: op.removal.listId, entryId: op.removal.entry.entryId },
      });
      return output(data?.removeFromWishlist, 'removeFromWishlist');
    }
    case 'restore': {
      const { data } = await client.mutate({
        mutation: RestoreWishlistEntryDocument,
        variables: { externalId: op.removal.listId, entryId: op.removal.entry.entryId },
      });
      return output(data?.restoreWishlistEntry, 'restoreWishlistEntry');
    }
    case 'replaceItem': {
      const { data } = await client.mutate({
        mutation: ReplaceWishlistItemDocument,
        variables: {
          externalId: op.listId,
          entryId: op.entry.entryId,
          entry: { productId: op.entry.productId, itemId: op.itemId },
        },
      });
      return output(data?.replaceWishlistItem, 'replaceWishlistItem');
    }
    case 'removeList': {
      const { data } = await client.mutate({
        mutation: RemoveWishlistDocument,
        variables: { externalId: op.list.listId },
      });
      // The removed list is gone: the answer names no list.
      return { ...output(data?.removeWishlist, 'removeWishlist'), list: null };
    }
  }
}

/** The visitor's wish lists with their changes sent to the shop API. */
export function provideWishlistMachine(client: ApolloClient) {
  return wishlistMachine.provide({
    actors: {
      changeWishlist: fromPromise<WishlistOpOutput, WishlistOp>(({ input }) => sendChange(client, input)),
      loadLists: fromPromise<readonly WishlistSummary[], void>(async () => {
        const { data } = await client.query({
          query: WishlistEssentialsDocument,
          fetchPolicy: 'network-only',
        });
        if (!data) throw new Error('wishlists: no answer');
        const { merkzettel, otherLists } = data.wishlists;
        return [merkzettel, ...otherLists].map(wishlistSummary);
      }),
    },
  });
}

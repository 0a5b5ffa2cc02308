// The wish list machine wired to the Apollo client (spec shopping §7 wish list mutations, §8 wish list
// rows). Reached only through the dynamic import() in useWishlist, so XState and the machine load with
// the first change, not with the page (DESIGN §6). The API keeps lists by the visitor's user id, so the
// first change of a visitor who has none yet fetches the ids first (GET /api/cart-id, as the cart does).
import type { ApolloClient } from '@apollo/client';
import {
  AddToWishlistDocument,
  AddWishlistCommentDocument,
  ChangeWishlistQuantityDocument,
  CreateWishlistDocument,
  CreateWishlistInviteDocument,
  DeleteWishlistCommentDocument,
  ImportSharedWishlistDocument,
  RemoveFromWishlistDocument,
  RemoveWishlistDocument,
  RemoveWishlistMemberDocument,
  RenameWishlistDocument,
  ReplaceWishlistItemDocument,
  RestoreWishlistEntryDocument,
  RevokeWishlistInviteDocument,
  SetStandardWishlistDocument,
  SetWishlistDescriptionDocument,
  WishlistEssentialsDocument,
  type WishlistListChange,
  type WishlistOp,
  type WishlistOpOutput,
  type WishlistSummary,
  type WishlistSummaryFacts,
  wishlistMachine,
  wishlistSummary,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';

interface ListResult {
  readonly successful: boolean;
  readonly errorMessage?: string | null;
  readonly wishlist?: WishlistSummaryFacts | null;
}

function output(result: ListResult | undefined, operation: string): WishlistOpOutput {
  if (!result) throw new Error(`${operation}: no answer`);
  return {
    successful: result.successful,
    errorMessage: result.errorMessage ?? null,
    list: result.wishlist ? wishlistSummary(result.wishlist) : null,
  };
}

/** Sends a list change (settings, comments, sharing) as its wish list mutation. */
async function sendListChange(client: ApolloClient, change: WishlistListChange): Promise<WishlistOpOutput> {
  switch (change.kind) {
    case 'createList': {
      const { name, description } = change;
      const { data } = await client.mutate({
        mutation: CreateWishlistDocument,
        variables: { name, description },
      });
      return output(data?.createWishlist, 'createWishlist');
    }
    case 'renameList': {
      const { data } = await client.mutate({
        mutation: RenameWishlistDocument,
        variables: { externalId: change.listId, name: change.name },
      });
      return output(data?.renameWishlist, 'renameWishlist');
    }
    case 'describeList': {
      const { data } = await client.mutate({
        mutation: SetWishlistDescriptionDocument,
        variables: { externalId: change.listId, description: change.description },
      });
      return output(data?.setWishlistDescription, 'setWishlistDescription');
    }
    case 'setStandardList': {
      const { data } = await client.mutate({
        mutation: SetStandardWishlistDocument,
        variables: { externalId: change.listId },
      });
      return output(data?.setStandardWishlist, 'setStandardWishlist');
    }
    case 'comment': {
      const { listId, entryId, comment } = change;
      const { data } = await client.mutate({
        mutation: AddWishlistCommentDocument,
        variables: { externalId: listId, entryId, comment },
      });
      return output(data?.addWishlistComment, 'addWishlistComment');
    }
    case 'deleteComment': {
      const { data } = await client.mutate({
        mutation: DeleteWishlistCommentDocument,
        variables: { externalId: change.listId, commentId: change.commentId },
      });
      return output(data?.deleteWishlistComment, 'deleteWishlistComment');
    }
    case 'createInvite': {
      const { data } = await client.mutate({
        mutation: CreateWishlistInviteDocument,
        variables: { externalId: change.listId, role: change.level },
      });
      const result = data?.createWishlistInvite;
      if (!result) throw new Error('createWishlistInvite: no answer');
      const { invite } = result;
      return {
        successful: result.successful,
        errorMessage: result.errorMessage,
        list: null,
        invite:
          invite?.token != null
            ? { listId: change.listId, inviteId: invite.id, level: invite.role, token: invite.token }
            : null,
      };
    }
    case 'revokeInvite': {
      const { data } = await client.mutate({
        mutation: RevokeWishlistInviteDocument,
        variables: { externalId: change.listId, inviteId: change.inviteId },
      });
      return output(data?.revokeWishlistInvite, 'revokeWishlistInvite');
    }
    case 'removeMember': {
      const { data } = await client.mutate({
        mutation: RemoveWishlistMemberDocument,
        variables: { externalId: change.listId, memberId: change.memberId },
      });
      return output(data?.removeWishlistMember, 'removeWishlistMember');
    }
    case 'importShared': {
      const { data } = await client.mutate({
        mutation: ImportSharedWishlistDocument,
        variables: { token: change.token },
      });
      return output(data?.importSharedWishlist, 'importSharedWishlist');
    }
  }
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
    default:
      return sendListChange(client, op);
  }
}

/** Runs `ensure` once; a failed run is tried again on the next call. */
function once(ensure: () => Promise<unknown>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => {
    done ??= ensure().then(
      () => undefined,
      (error: unknown) => {
        done = null;
        throw error;
      },
    );
    return done;
  };
}

/**
 * The visitor's wish lists with their changes sent to the shop API. `ensureVisitorIds` makes sure the
 * visitor has ids (the id cookies) before the first call.
 */
export function provideWishlistMachine(
  client: ApolloClient,
  ensureVisitorIds: () => Promise<unknown>,
): typeof wishlistMachine {
  const withIds = once(ensureVisitorIds);
  return wishlistMachine.provide({
    actors: {
      changeWishlist: fromPromise<WishlistOpOutput, WishlistOp>(async ({ input }) => {
        await withIds();
        return sendChange(client, input);
      }),
      loadLists: fromPromise<readonly WishlistSummary[], void>(async () => {
        await withIds();
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

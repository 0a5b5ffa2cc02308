// Cross-tab sync (spec shopping §7, storefront §7): after a cart or wish list change a tab posts
// `syncApolloData` on a BroadcastChannel; the other tabs of the same origin adopt the cart id (when the
// message names one), reset their Apollo store and refetch what they show. BroadcastChannel never
// echoes a message to the tab that posted it.
import type { CartFieldsFragment } from '@ranzen/sdk-core';

export const CART_SYNC_CHANNEL = 'ranzen';
export const CART_SYNC_MESSAGE = 'syncApolloData';

export interface CartSyncMessage {
  /** Null when a wish list change is posted by a tab that knows no cart. */
  readonly cartId: string | null;
  readonly user: { readonly userId: string } | null;
  /** The cart as the sending tab's cache holds it after the change. */
  readonly cart: CartFieldsFragment | null;
  /** After a wish list change: the list the sending tab shows. */
  readonly wishlist?: { readonly activeListId: string | null } | null;
}

export interface CartSyncChannel {
  readonly post: (message: CartSyncMessage) => void;
  /** Calls `listener` for every message another tab posts; returns the unsubscribe. */
  readonly subscribe: (listener: (message: CartSyncMessage) => void) => () => void;
  readonly close: () => void;
}

function isSyncMessage(data: unknown): data is { type: typeof CART_SYNC_MESSAGE } & CartSyncMessage {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return record.type === CART_SYNC_MESSAGE && (typeof record.cartId === 'string' || record.cartId === null);
}

/** The channel over BroadcastChannel; null where it is missing (server rendering, old browsers). */
export function openCartSyncChannel(): CartSyncChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CART_SYNC_CHANNEL);
  return {
    post: (message) => channel.postMessage({ type: CART_SYNC_MESSAGE, ...message }),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isSyncMessage(event.data)) {
          const { cartId, user, cart, wishlist } = event.data;
          listener({ cartId, user, cart, wishlist: wishlist ?? null });
        }
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

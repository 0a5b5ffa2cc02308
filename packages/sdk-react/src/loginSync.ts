// Cross-tab sync of the session (spec shopping §7, storefront §7): after a login or logout a tab posts
// `syncLogin` on the shop's BroadcastChannel (the cart's, cartSync.ts); the other tabs of the same
// origin re-read the session from the cookies (LOGIN.REINITIALISE) and refetch what they show. The
// message carries nothing: the cookies, shared by the tabs, are the session.
import { CART_SYNC_CHANNEL } from './cartSync';

export const LOGIN_SYNC_MESSAGE = 'syncLogin';

export interface LoginSyncChannel {
  readonly post: () => void;
  /** Calls `listener` for every login or logout another tab posts; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  readonly close: () => void;
}

function isLoginSyncMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === LOGIN_SYNC_MESSAGE
  );
}

/** The channel over BroadcastChannel; null where it is missing (server rendering, old browsers). */
export function openLoginSyncChannel(): LoginSyncChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CART_SYNC_CHANNEL);
  return {
    post: () => channel.postMessage({ type: LOGIN_SYNC_MESSAGE }),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isLoginSyncMessage(event.data)) listener();
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

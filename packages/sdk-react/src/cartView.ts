import {
  type AddedCartPosition,
  type CartActivity,
  cartActivity,
  type cartMachine,
  type RemovedCartItem,
  type VoucherFeedback,
} from '@ranzen/sdk-core';
import type { SnapshotFrom } from 'xstate';

/** The cart machine's regions a page shows, each rendered as the data-state of its component. */
export interface CartViewState {
  /** The buy box: idle, adding, added, error. */
  readonly add: CartActivity;
  /** The success flyout after an add. */
  readonly flyout: 'closed' | 'open';
  /** The voucher form: a code is on its way to the server. */
  readonly voucher: 'idle' | 'submitting';
}

/** What cart views read; held in React state so rendering needs neither XState nor the machine. */
export interface CartView {
  readonly state: CartViewState;
  readonly cartId: string | null;
  /** The machine's count; the Apollo cache's Cart query wins when it has one (see useCart). */
  readonly articleCount: number;
  readonly errorMessage: string | null;
  readonly lastAdded: AddedCartPosition | null;
  /** The latest removed position while it can be restored (8000 ms). */
  readonly removed: RemovedCartItem | null;
  /** Positions whose removal is on its way to the server. */
  readonly removingPositionIds: readonly string[];
  readonly voucher: VoucherFeedback;
}

/** The view before the machine is loaded (first render, server and browser alike). */
export function initialCartView(cartId: string | null): CartView {
  return {
    state: { add: 'idle', flyout: 'closed', voucher: 'idle' },
    cartId,
    articleCount: 0,
    errorMessage: null,
    lastAdded: null,
    removed: null,
    removingPositionIds: [],
    voucher: { status: 'none' },
  };
}

/** The view of a running cart machine. */
export function cartView(snapshot: SnapshotFrom<typeof cartMachine>): CartView {
  const { context } = snapshot;
  return {
    state: {
      add: cartActivity(snapshot.value),
      flyout: snapshot.matches({ flyout: 'open' }) ? 'open' : 'closed',
      voucher: snapshot.matches({ voucher: 'submitting' }) ? 'submitting' : 'idle',
    },
    cartId: context.cartId,
    articleCount: context.articleCount,
    errorMessage: context.errorMessage,
    lastAdded: context.lastAdded,
    removed: context.removed,
    removingPositionIds: context.queue.flatMap((op) => (op.kind === 'remove' ? [op.item.positionId] : [])),
    voucher: context.voucher,
  };
}

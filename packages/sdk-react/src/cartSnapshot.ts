import type { AddedCartPosition, CartActivity, RemovedCartItem, VoucherFeedback } from '@ranzen/sdk-core';

/** What cart views read; held in React state so rendering needs neither XState nor the machine. */
export interface CartSnapshot {
  readonly cartId: string | null;
  /** The machine's count; the Apollo cache's Cart query wins when it has one (see useCart). */
  readonly articleCount: number;
  /** The buy box's state: idle, adding, added, error. */
  readonly activity: CartActivity;
  readonly errorMessage: string | null;
  /** The success flyout after an add (spec shopping §4). */
  readonly flyoutOpen: boolean;
  readonly lastAdded: AddedCartPosition | null;
  /** The latest removed position while it can be restored (8000 ms). */
  readonly removed: RemovedCartItem | null;
  /** Positions whose removal is on its way to the server. */
  readonly removingPositionIds: readonly string[];
  readonly voucher: VoucherFeedback;
  readonly voucherSubmitting: boolean;
}

/** The snapshot before the machine is loaded (first render, server and browser alike). */
export function initialCartSnapshot(cartId: string | null): CartSnapshot {
  return {
    cartId,
    articleCount: 0,
    activity: 'idle',
    errorMessage: null,
    flyoutOpen: false,
    lastAdded: null,
    removed: null,
    removingPositionIds: [],
    voucher: { status: 'none' },
    voucherSubmitting: false,
  };
}

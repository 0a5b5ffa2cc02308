import type { CartActivity } from '@ranzen/sdk-core';

/** What cart views read; held in React state so rendering needs neither XState nor the machine. */
export interface CartSnapshot {
  readonly cartId: string | null;
  /** The machine's count; the Apollo cache's Cart query wins when it has one (see useCart). */
  readonly articleCount: number;
  /** The buy box's state: idle, adding, added, error. */
  readonly activity: CartActivity;
  readonly errorMessage: string | null;
}

// The heart button's state from the wish list machine's `add` region, without loading the machine: hosts
// map snapshots with it, and first-load code may import it (it pulls in neither XState nor the machine).

/** The heart button's states as the page renders them (data-state). */
export type WishlistActivity = 'idle' | 'adding' | 'choosingList' | 'added';

/**
 * The heart button's state from the machine's `add` region (the finite state is the view).
 *
 * @example
 * ```ts
 * wishlistActivity(actor.getSnapshot().value); // 'adding'
 * ```
 */
export function wishlistActivity(value: { add: string }): WishlistActivity {
  switch (value.add) {
    case 'waitingForChoice':
      return 'choosingList';
    case 'added':
      return 'added';
    case 'idle':
      return 'idle';
    default:
      return 'adding';
  }
}

// The buy box's reading of the cart machine's state, kept apart from cart.machine.ts so the UI can
// map a state to a label without pulling XState into the first-load bundle (DESIGN §6 budget: the
// machine is loaded lazily on the first add-to-cart).
/** The buy box's view of the machine (the UI reads it as data-state). */
export type CartActivity = 'idle' | 'adding' | 'added' | 'error';

/**
 * Reads the machine's `add` region from its (parallel) state value.
 *
 * @example
 * ```ts
 * cartActivity({ add: 'adding', cart: 'ready' }); // 'adding'
 * cartActivity('loading'); // 'idle'
 * ```
 */
export function cartActivity(stateValue: unknown): CartActivity {
  const add =
    typeof stateValue === 'object' && stateValue !== null
      ? (stateValue as Record<string, unknown>).add
      : undefined;
  switch (add) {
    case 'adding':
      return 'adding';
    case 'added':
      return 'added';
    case 'failed':
      return 'error';
    default:
      return 'idle';
  }
}

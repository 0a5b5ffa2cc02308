// Quantity field (spec shopping §4 "Quantity field", §9 "generic quantity field maximum 999, minimum 1.
// Quantity debounce 500 ms"). Pure: the cart, the buy box and wish lists share it.

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
export const QUANTITY_DEBOUNCE_MS = 500;

export interface QuantityLimits {
  /** Minimum order quantity; defaults to 1. */
  min?: number | undefined;
  /** Item maximum; defaults to 999. */
  max?: number | undefined;
  /** Zero removes the entry (cart, wish list) instead of being raised to the minimum. */
  deleteOnZero?: boolean | undefined;
}

export type QuantitySignal = 'limitExceeded' | 'minimumExceeded' | 'delete' | null;

export interface QuantityResult {
  quantity: number;
  signal: QuantitySignal;
}

function limits(options: QuantityLimits): { min: number; max: number } {
  const min = Math.max(QUANTITY_MIN, Math.floor(options.min ?? QUANTITY_MIN));
  const max = Math.max(min, Math.floor(options.max ?? QUANTITY_MAX));
  return { min, max };
}

/**
 * Normalises an entered quantity: above the maximum it is clamped (limit exceeded); zero deletes when
 * delete-on-zero is set; below the minimum it is raised to the minimum (minimum exceeded).
 *
 * @example
 * ```ts
 * normaliseQuantity(1200); // { quantity: 999, signal: 'limitExceeded' }
 * ```
 */
export function normaliseQuantity(requested: number, options: QuantityLimits = {}): QuantityResult {
  const { min, max } = limits(options);
  const value = Number.isFinite(requested) ? Math.floor(requested) : min;
  if (value > max) return { quantity: max, signal: 'limitExceeded' };
  if (value <= 0 && options.deleteOnZero) return { quantity: 0, signal: 'delete' };
  if (value < min) return { quantity: min, signal: 'minimumExceeded' };
  return { quantity: value, signal: null };
}

/**
 * The minus button turns into a delete button at or below 1, or at the minimum.
 *
 * @example
 * ```ts
 * minusIsDelete(1); // true
 * minusIsDelete(2); // false
 * ```
 */
export function minusIsDelete(quantity: number, options: QuantityLimits = {}): boolean {
  return quantity <= 1 || quantity <= limits(options).min;
}

/**
 * The plus button is disabled at the maximum.
 *
 * @example
 * ```ts
 * plusIsDisabled(999); // true
 * plusIsDisabled(998); // false
 * ```
 */
export function plusIsDisabled(quantity: number, options: QuantityLimits = {}): boolean {
  return quantity >= limits(options).max;
}

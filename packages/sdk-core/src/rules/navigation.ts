// Category navigation rules (spec storefront §2.6, §4 "Navigation", §9 "Navigation depth",
// "Multi-column navigation rule", "Submenu delays").

/** Nested lists go at most three levels deep. */
export const NAVIGATION_DEPTH = 3;

/** A sub-list needs more than this many children for the multi-column layout. */
export const MULTI_COLUMN_MIN_CHILDREN = 8;
/** ...and a child-to-parent ratio above this value. */
export const MULTI_COLUMN_MIN_RATIO = 1.34;

/** Hovering an item opens its submenu after this delay. */
export const SUBMENU_OPEN_DELAY_MS = 250;
/** After a submenu closes, hover-opening is re-enabled after this delay. */
export const SUBMENU_REENABLE_DELAY_MS = 300;
/** Leaving the hit area closes the submenu after this delay (lets the pointer cross diagonally). */
export const SUBMENU_HIT_AREA_CLOSE_DELAY_MS = 700;

/**
 * Whether a sub-list is laid out in several columns. The spec does not define "ratio"; we read it
 * as the number of children in the sub-list divided by the number of items in the parent list it
 * opens from. A long sub-list next to a short parent list would otherwise overflow the panel's
 * height, which is what the columns are for. Both conditions are strict: 8 children or a ratio of
 * exactly 1.34 stay single-column.
 *
 * @example
 * ```ts
 * isMultiColumn(9, 1); // true
 * isMultiColumn(8, 1); // false
 * ```
 */
export function isMultiColumn(childCount: number, parentListCount: number): boolean {
  if (childCount <= MULTI_COLUMN_MIN_CHILDREN || parentListCount <= 0) return false;
  return childCount / parentListCount > MULTI_COLUMN_MIN_RATIO;
}

/**
 * Whether a one-based navigation level (1 = top categories) is shown.
 *
 * @example
 * ```ts
 * isWithinNavigationDepth(1); // true
 * isWithinNavigationDepth(9); // false
 * ```
 */
export function isWithinNavigationDepth(level: number): boolean {
  return Number.isInteger(level) && level >= 1 && level <= NAVIGATION_DEPTH;
}

// Wish list rules (spec shopping §5 "Wish list quantity", §9 "Wish list comments shown per entry 3,
// with a show-all link above 3" and "Wish list quantity valid 0 to 9998; default maximum 9999").
// Pure: the wish list machine, the quantity field on the wish list page and the API share them.
import type { WishlistRole } from '../graphql/generated';
import type { MessageKey } from '../i18n/messages';
import type { StoreFamily } from '../store/storeConfig';

/**
 * What the wish list is called per store family (the B2B shop labels it basket): read by the API for the
 * merkzettel's name and by the header shortcut, the login flyout, the account navigation, the wish list
 * page and the heart buttons.
 */
export const WISHLIST_LABEL_BY_FAMILY: Readonly<Record<StoreFamily, MessageKey>> = {
  consumer: 'vue.login.wishlist',
  b2b: 'vue.login.basket',
};

/**
 * How each right on a list is named (docs/wishlist-rights.md): the share dialog's levels and members, and
 * the login flyout's invite header.
 */
export const WISHLIST_ROLE_LABELS: Readonly<Record<WishlistRole, MessageKey>> = {
  CREATOR: 'vue.wishlist.rights.creator',
  ADMIN: 'vue.wishlist.rights.admin',
  EDITOR: 'vue.wishlist.rights.editor',
  COMMENTATOR: 'vue.wishlist.rights.commentator',
  VIEWER: 'vue.wishlist.rights.viewer',
};

/** The lowest quantity a wish list entry may be given. */
export const WISHLIST_QUANTITY_MIN = 0;
/** The highest quantity a wish list entry may be given. */
export const WISHLIST_QUANTITY_MAX = 9998;
/** An item's maximum when it names none. */
export const WISHLIST_DEFAULT_MAX_QUANTITY = 9999;
/** Comments shown per entry before the show-all link. */
export const WISHLIST_COMMENTS_SHOWN = 3;
/** The longest comment (docs/not-shown.md). */
export const WISHLIST_COMMENT_MAX_LENGTH = 1000;
/** The longest list name (docs/not-shown.md). */
export const WISHLIST_NAME_MAX_LENGTH = 60;
/** The longest list description (docs/not-shown.md). */
export const WISHLIST_DESCRIPTION_MAX_LENGTH = 500;

export const WISHLIST_QUANTITY_ERROR = 'vue.buybox.text.quantity.error' satisfies MessageKey;
export const WISHLIST_MIN_QUANTITY_ERROR = 'vue.pdp.minQuantity' satisfies MessageKey;

/** What the minimum of an entry is computed from: its quantity and the item's or product's minimum. */
export interface WishlistQuantityEntry {
  readonly quantity: number;
  /** The item's minimumOrderQuantity, or the product's when the item names none. */
  readonly minimumOrderQuantity: number;
}

/**
 * The minimum an entry's quantity may be changed to: the item's or product's minimum order quantity,
 * or 0 when the entry already holds less than that (an entry saved before the minimum was raised).
 *
 * @example
 * ```ts
 * wishlistMinimum({ quantity: 10, minimumOrderQuantity: 5 }); // 5
 * wishlistMinimum({ quantity: 2, minimumOrderQuantity: 5 }); // 0
 * ```
 */
export function wishlistMinimum(entry: WishlistQuantityEntry): number {
  return entry.quantity < entry.minimumOrderQuantity ? 0 : entry.minimumOrderQuantity;
}

/** Why a quantity change is not sent: the same as stored, outside 0..9998, or below the minimum. */
export type WishlistQuantityVerdict = 'send' | 'unchanged' | 'outOfRange' | 'belowMinimum';

/**
 * Whether a wish list quantity change goes to the server: only when it differs from the stored
 * quantity, is a whole number within 0..9998 and, unless 0 (kept on the list without a quantity), not
 * below the entry's minimum.
 *
 * @example
 * ```ts
 * wishlistQuantityVerdict({ quantity: 2, minimumOrderQuantity: 1 }, 3); // 'send'
 * wishlistQuantityVerdict({ quantity: 2, minimumOrderQuantity: 1 }, 9999); // 'outOfRange'
 * ```
 */
export function wishlistQuantityVerdict(
  entry: WishlistQuantityEntry,
  quantity: number,
): WishlistQuantityVerdict {
  if (!Number.isInteger(quantity) || quantity < WISHLIST_QUANTITY_MIN || quantity > WISHLIST_QUANTITY_MAX)
    return 'outOfRange';
  if (quantity === entry.quantity) return 'unchanged';
  if (quantity > 0 && quantity < wishlistMinimum(entry)) return 'belowMinimum';
  return 'send';
}

/**
 * The most an entry's quantity field offers: the item's maximum (9999 when it names none), never above
 * what a wish list accepts.
 *
 * @example
 * ```ts
 * wishlistMaximum(null); // 9998
 * wishlistMaximum(20); // 20
 * ```
 */
export function wishlistMaximum(itemMaxQuantity: number | null): number {
  return Math.min(itemMaxQuantity ?? WISHLIST_DEFAULT_MAX_QUANTITY, WISHLIST_QUANTITY_MAX);
}

/** Where a restore row stands: the removed entry and its position among the rows when it was removed. */
export interface PositionedRemoval<TRemoved> {
  readonly removed: TRemoved;
  readonly index: number;
}

export type WishlistRow<TEntry, TRemoved> =
  | { readonly kind: 'entry'; readonly entry: TEntry }
  | { readonly kind: 'removed'; readonly removed: TRemoved };

/**
 * The rows of a wish list page: the entries, with a restore row for each removed entry at the position
 * the entry had. Removals are placed lowest position first,
 * so several removals in a row each land where their entry stood.
 *
 * @example
 * ```ts
 * wishlistRows(['a', 'c'], [{ removed: 'b', index: 1 }]);
 * // [{ kind: 'entry', entry: 'a' }, { kind: 'removed', removed: 'b' }, { kind: 'entry', entry: 'c' }]
 * ```
 */
export function wishlistRows<TEntry, TRemoved>(
  entries: readonly TEntry[],
  removals: readonly PositionedRemoval<TRemoved>[],
): WishlistRow<TEntry, TRemoved>[] {
  const rows: WishlistRow<TEntry, TRemoved>[] = entries.map((entry) => ({ kind: 'entry', entry }));
  for (const { removed, index } of [...removals].sort((a, b) => a.index - b.index))
    rows.splice(Math.min(index, rows.length), 0, { kind: 'removed', removed });
  return rows;
}

/**
 * The comments an entry shows: all of them when expanded or when there are at most 3, else the first 3.
 *
 * @example
 * ```ts
 * visibleComments(['a', 'b', 'c', 'd'], false); // { shown: ['a', 'b', 'c'], hidden: 1 }
 * ```
 */
export function visibleComments<TComment>(
  comments: readonly TComment[],
  expanded: boolean,
): { shown: readonly TComment[]; hidden: number } {
  const shown = expanded ? comments : comments.slice(0, WISHLIST_COMMENTS_SHOWN);
  return { shown, hidden: comments.length - shown.length };
}

/** Why the server refuses a wish list quantity; `amount` is the minimum the minimum message names. */
export type WishlistQuantityProblem =
  | { readonly message: typeof WISHLIST_QUANTITY_ERROR }
  | { readonly message: typeof WISHLIST_MIN_QUANTITY_ERROR; readonly amount: number };

export interface WishlistQuantityLimits {
  /** The item's or product's minimumOrderQuantity. */
  readonly minimumOrderQuantity: number;
  /** The item's maxQuantity, when it names one. */
  readonly maxQuantity: number | null;
  /** The entry's stored quantity when it is changed (not when it is added): see wishlistMinimum. */
  readonly storedQuantity?: number | undefined;
}

/**
 * The API's check of a wish list quantity, with the spec's message keys: a whole number within 0..9998 and
 * the item's maximum, and from 1 on not below the entry's minimum. Null when it is accepted.
 *
 * @example
 * ```ts
 * wishlistQuantityProblem(2, { minimumOrderQuantity: 5, maxQuantity: null }); // { message: 'vue.pdp.minQuantity', amount: 5 }
 * ```
 */
export function wishlistQuantityProblem(
  quantity: number,
  limits: WishlistQuantityLimits,
): WishlistQuantityProblem | null {
  if (
    !Number.isInteger(quantity) ||
    quantity < WISHLIST_QUANTITY_MIN ||
    quantity > wishlistMaximum(limits.maxQuantity)
  ) {
    return { message: WISHLIST_QUANTITY_ERROR };
  }
  const minimum =
    limits.storedQuantity === undefined
      ? limits.minimumOrderQuantity
      : wishlistMinimum({
          quantity: limits.storedQuantity,
          minimumOrderQuantity: limits.minimumOrderQuantity,
        });
  if (quantity > 0 && quantity < minimum) {
    return { message: WISHLIST_MIN_QUANTITY_ERROR, amount: limits.minimumOrderQuantity };
  }
  return null;
}

/** A wish list as the choose-list modal and the notices name it. */
export interface WishlistSummary {
  readonly listId: string;
  readonly name: string;
  /** The visitor's default list (the merkzettel or the standard list): it is never offered for removal. */
  readonly isDefault: boolean;
  readonly entryCount: number;
}

/** What a list read or a list change answers about a list (the WishlistSummaryFields fragment). */
export interface WishlistSummaryFacts {
  readonly externalId: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly entryCount: number;
}

/**
 * A list as the wish list machine, the list selector and the modals name it.
 *
 * @example
 * ```ts
 * const lists = [data.wishlists.merkzettel, ...data.wishlists.otherLists].map(wishlistSummary);
 * ```
 */
export function wishlistSummary(list: WishlistSummaryFacts): WishlistSummary {
  return { listId: list.externalId, name: list.name, isDefault: list.isDefault, entryCount: list.entryCount };
}

// A visitor's choices on a CMS teaser wish list (spec shopping §3 "Teaser wish lists (CMS-driven, held
// locally)"; §4 add-all-to-cart and its choose-variant follow-up; decision 0019): the variants and
// quantities a visitor picked are kept in the browser per teaser id and sent with every call. Pure, so the
// storage format, the follow-up call's choices and what a stale entry does are tested without a browser.
import { WISHLIST_QUANTITY_MAX, WISHLIST_QUANTITY_MIN } from './wishlist';

/** One entry's choice: another variant of its product and the quantity (0 leaves it out of the cart). */
export interface WishlistEntryChoice {
  readonly entryId: string;
  /** A variant of the entry's product; null or absent keeps the entry's own item. */
  readonly itemId?: string | null;
  readonly quantity: number;
}

/**
 * The browser storage key of a teaser's choices.
 *
 * @example
 * ```ts
 * teaserChoicesKey('teaser-7'); // 'ranzen.teaserWishlist.teaser-7'
 * ```
 */
export function teaserChoicesKey(teaserId: string): string {
  return `ranzen.teaserWishlist.${teaserId}`;
}

function isChoice(value: unknown): value is WishlistEntryChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { entryId, itemId, quantity } = value as Record<string, unknown>;
  return (
    typeof entryId === 'string' &&
    entryId !== '' &&
    (itemId === undefined || itemId === null || (typeof itemId === 'string' && itemId !== '')) &&
    Number.isInteger(quantity) &&
    (quantity as number) >= WISHLIST_QUANTITY_MIN &&
    (quantity as number) <= WISHLIST_QUANTITY_MAX
  );
}

/**
 * The stored choices of a teaser; anything that is not a valid choice (another script's value, an old
 * format, a hand-edited entry) is left out, and unreadable storage gives none.
 *
 * @example
 * ```ts
 * parseTeaserChoices('[{"entryId":"e1","itemId":"i2","quantity":1}]'); // [{ entryId: 'e1', itemId: 'i2', quantity: 1 }]
 * parseTeaserChoices('not json'); // []
 * ```
 */
export function parseTeaserChoices(stored: string | null): WishlistEntryChoice[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isChoice).map(({ entryId, itemId, quantity }) => ({
    entryId,
    itemId: itemId ?? null,
    quantity,
  }));
}

/**
 * The choices with `next` applied: a new choice for an entry replaces the old one, the others stay.
 *
 * @example
 * ```ts
 * withChoices([{ entryId: 'e1', quantity: 2 }], [{ entryId: 'e1', itemId: 'i9', quantity: 2 }]);
 * // [{ entryId: 'e1', itemId: 'i9', quantity: 2 }]
 * ```
 */
export function withChoices(
  choices: readonly WishlistEntryChoice[],
  next: readonly WishlistEntryChoice[],
): WishlistEntryChoice[] {
  const replaced = new Set(next.map((choice) => choice.entryId));
  return [...choices.filter((choice) => !replaced.has(choice.entryId)), ...next];
}

/**
 * The choices with a new quantity for one entry; a variant chosen for it before stays chosen.
 *
 * @example
 * ```ts
 * withQuantity([{ entryId: 'e1', itemId: 'i9', quantity: 2 }], 'e1', 0);
 * // [{ entryId: 'e1', itemId: 'i9', quantity: 0 }]
 * ```
 */
export function withQuantity(
  choices: readonly WishlistEntryChoice[],
  entryId: string,
  quantity: number,
): WishlistEntryChoice[] {
  const itemId = choices.find((choice) => choice.entryId === entryId)?.itemId ?? null;
  return withChoices(choices, [{ entryId, itemId, quantity }]);
}

/**
 * The choices for entries the list still has: the CMS editor may have changed the list since the visitor
 * chose, and the server refuses add-all-to-cart for a choice on an entry it does not know.
 *
 * @example
 * ```ts
 * choicesOnList([{ entryId: 'gone', quantity: 1 }], ['e1']); // []
 * ```
 */
export function choicesOnList(
  choices: readonly WishlistEntryChoice[],
  entryIds: readonly string[],
): WishlistEntryChoice[] {
  const onList = new Set(entryIds);
  return choices.filter((choice) => onList.has(choice.entryId));
}

/**
 * The choices of a follow-up add-all-to-cart that adds only `lines` (the entries whose variant was just
 * chosen): every other entry of the list goes with quantity 0, so nothing is added twice.
 *
 * @example
 * ```ts
 * onlyTheseEntries(['e1', 'e2'], [{ entryId: 'e2', itemId: 'i7', quantity: 1 }]);
 * // [{ entryId: 'e1', quantity: 0 }, { entryId: 'e2', itemId: 'i7', quantity: 1 }]
 * ```
 */
export function onlyTheseEntries(
  entryIds: readonly string[],
  lines: readonly WishlistEntryChoice[],
): WishlistEntryChoice[] {
  const chosen = new Map(lines.map((line) => [line.entryId, line]));
  return entryIds.map((entryId) => chosen.get(entryId) ?? { entryId, quantity: 0 });
}

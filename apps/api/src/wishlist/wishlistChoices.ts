// The entries of a list with a visitor's locally held choices (shopping §3 "Teaser wish lists (CMS-driven,
// held locally)"; §7 "replace item in teaser list (itemId, oldExternalId, quantity)"). A teaser list's
// variants and quantities are chosen in the browser and never stored; every read and add-all-to-cart sends
// them along, and the server checks each against the list before using it.
import {
  WISHLIST_QUANTITY_ERROR,
  WISHLIST_QUANTITY_MAX,
  WISHLIST_QUANTITY_MIN,
} from '@ranzen/sdk-core/rules';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, wishlistEntries } from '../db/schema';
import type { WishlistEntryChoiceInput } from '../generated/resolvers';
import { ITEM_NOT_FOUND, NOT_FOUND, WishlistError } from './wishlistAccess';
import type { EntryChoice, EntryRow } from './wishlistView';

/** The list's entries that are not removed, in list order. */
export function listEntries(db: Db, listId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.wishlistId, listId), isNull(wishlistEntries.removedAt)))
    .orderBy(asc(wishlistEntries.position), asc(wishlistEntries.createdAt));
}

export interface Variant {
  readonly id: string;
  readonly productId: string;
  readonly active: boolean;
}

/** The variants (items) of the entries' products, each product's in position order. */
export async function variantsOf(db: Db, entries: readonly EntryRow[]): Promise<Map<string, Variant[]>> {
  const productIds = [...new Set(entries.map((entry) => entry.productId))];
  const byProduct = new Map<string, Variant[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ id: items.id, productId: items.productId, active: items.active })
    .from(items)
    .where(inArray(items.productId, productIds))
    .orderBy(asc(items.productId), asc(items.position));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** What to do with a choice that names no entry of the list or no variant of its product. */
export type StaleChoice = 'refuse' | 'drop';

/**
 * The choices by entry id, checked against the list: a whole quantity within 0..9998 (else a refusal with
 * the spec's quantity key), an entry of the list and a variant of that entry's product. Choices failing the
 * latter are refused for writes ('refuse': unknown entry or variant) and dropped for reads ('drop': the
 * browser may hold choices of an older version of the CMS list).
 */
export function checkedChoices(
  entries: readonly EntryRow[],
  variants: ReadonlyMap<string, readonly Variant[]>,
  choices: readonly WishlistEntryChoiceInput[] | null | undefined,
  stale: StaleChoice,
): Map<string, EntryChoice> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const checked = new Map<string, EntryChoice>();
  for (const choice of choices ?? []) {
    const { quantity } = choice;
    if (!Number.isInteger(quantity) || quantity < WISHLIST_QUANTITY_MIN || quantity > WISHLIST_QUANTITY_MAX)
      throw new WishlistError(WISHLIST_QUANTITY_ERROR);
    const entry = byId.get(choice.entryId);
    const itemId = choice.itemId ?? null;
    const known =
      itemId === null ||
      (variants.get(entry?.productId ?? '') ?? []).some((variant) => variant.id === itemId);
    if (entry && known) checked.set(entry.id, { itemId, quantity });
    else if (stale === 'refuse') throw new WishlistError(entry ? ITEM_NOT_FOUND : NOT_FOUND);
  }
  return checked;
}

/**
 * The item a line stands for: the chosen or stored one, else the product's only active variant; null while
 * the product has several (the variant is open) or none.
 */
export function lineItem(entry: EntryRow, variants: ReadonlyMap<string, readonly Variant[]>): string | null {
  if (entry.itemId) return entry.itemId;
  const active = (variants.get(entry.productId) ?? []).filter((variant) => variant.active);
  return active.length === 1 && active[0] ? active[0].id : null;
}

/** The product has several active variants and the line names none. */
export function variantOpen(entry: EntryRow, variants: ReadonlyMap<string, readonly Variant[]>): boolean {
  return (
    entry.itemId === null &&
    (variants.get(entry.productId) ?? []).filter((variant) => variant.active).length > 1
  );
}

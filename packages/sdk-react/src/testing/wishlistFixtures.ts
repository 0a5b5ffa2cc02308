// Wish list data for stories and tests, shaped like the WishlistEssentials answer (spec shopping §4): the
// current list's entries as the hearts and the header count read them.
import type { WishlistEssentialsQuery } from '@ranzen/sdk-core';

type EssentialList = WishlistEssentialsQuery['wishlists']['merkzettel'];

/** One entry of a list: the product and item it holds, and how many. */
export interface EssentialEntry {
  readonly productId: string;
  readonly itemId: string;
  readonly quantity: number;
}

/**
 * The visitor's merkzettel (the default list, active) holding `entries`, entry ids `e-0`, `e-1`, ….
 *
 * @example
 * merkzettelEssentials([{ productId: '100001', itemId: '100001-01', quantity: 1 }]).entryCount; // 1
 */
export function merkzettelEssentials(entries: readonly EssentialEntry[]): EssentialList {
  return {
    __typename: 'Wishlist',
    externalId: 'w-m',
    name: 'Merkzettel',
    active: true,
    isDefault: true,
    isStandardList: true,
    entryCount: entries.length,
    allowed: { __typename: 'WishlistActions', editEntries: true },
    entries: entries.map((entry, index) => ({
      __typename: 'WishlistEntry',
      externalId: `e-${index}`,
      quantity: entry.quantity,
      product: { __typename: 'WishlistProduct', id: entry.productId },
      item: { __typename: 'WishlistItem', id: entry.itemId },
    })),
  };
}

// Session-storage items for GA4 attribution (spec storefront §3.15 "Session-storage items: item-list
// products, teaser promotion data"): the list a product was selected from (id, name, position) and the
// promotion teaser clicked last are kept for the session, so the product page's view_item and a later
// add_to_cart name where the shopper came from. Analytics decorate the shop: a storage that is missing,
// blocked (private mode) or full never lets an error reach the page.
import type { Ga4Promotion, ItemAttribution, TrackedItemList } from './dataLayer';

export const ITEM_LIST_PRODUCTS_KEY = 'itemListProducts';
export const TEASER_PROMOTION_KEY = 'teaserPromotion';
/** Not shown in the spec (docs/not-shown.md): the products selected last are kept, older ones dropped. */
export const ITEM_LIST_PRODUCTS_LIMIT = 50;

/** The part of the Web Storage API these items use; null where the browser refuses a storage. */
export type AttributionStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

type ListEntry = Required<Pick<ItemAttribution, 'index' | 'item_list_id' | 'item_list_name'>>;

function readItem(storage: AttributionStorage, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeItem(storage: AttributionStorage, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage blocked: the events go out without attribution.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isListEntry(value: unknown): value is ListEntry {
  return (
    isRecord(value) &&
    typeof value.item_list_id === 'string' &&
    typeof value.item_list_name === 'string' &&
    typeof value.index === 'number'
  );
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The stored promotion's GA4 fields, nothing else it may hold; null when it is not a promotion. Unset
 * fields stay undefined: the events drop them.
 */
function promotionOf(value: unknown): Ga4Promotion | null {
  if (!isRecord(value) || typeof value.promotion_id !== 'string' || typeof value.promotion_name !== 'string')
    return null;
  return {
    promotion_id: value.promotion_id,
    promotion_name: value.promotion_name,
    creative_name: optionalString(value.creative_name),
    creative_slot: optionalString(value.creative_slot),
  };
}

/** The stored entries by product id, oldest first (insertion order); anything malformed is dropped. */
function listEntries(storage: AttributionStorage): [string, ListEntry][] {
  const stored = readItem(storage, ITEM_LIST_PRODUCTS_KEY);
  if (!isRecord(stored)) return [];
  return Object.entries(stored).filter((entry): entry is [string, ListEntry] => isListEntry(entry[1]));
}

/**
 * Keeps the list a product was selected from (`index` zero-based, as in select_item) for the session;
 * a later selection of the same product from another list replaces it.
 *
 * @example
 * ```ts
 * rememberItemList(sessionStorageOf(window), 'p-1', { id: 'category-12', name: 'Füller' }, 3);
 * ```
 */
export function rememberItemList(
  storage: AttributionStorage,
  productId: string,
  list: TrackedItemList,
  index: number,
): void {
  const kept = listEntries(storage).filter(([id]) => id !== productId);
  const entry: ListEntry = { item_list_id: list.id, item_list_name: list.name, index };
  const latest = [...kept, [productId, entry] as const].slice(-ITEM_LIST_PRODUCTS_LIMIT);
  writeItem(storage, ITEM_LIST_PRODUCTS_KEY, Object.fromEntries(latest));
}

/**
 * Keeps a clicked promotion teaser for the session (the last click wins).
 *
 * @example
 * ```ts
 * rememberPromotion(sessionStorageOf(window), { promotion_id: 'hero-1', promotion_name: 'hero-1' });
 * ```
 */
export function rememberPromotion(storage: AttributionStorage, promotion: Ga4Promotion): void {
  writeItem(storage, TEASER_PROMOTION_KEY, promotion);
}

/**
 * What the session knows of a product's origin: its list entry and the last clicked promotion; empty
 * when nothing is kept or the storage cannot be read.
 *
 * @example
 * ```ts
 * pushToDataLayer(viewItemEvent(product, itemAttribution(sessionStorageOf(window), product.productId)));
 * ```
 */
export function itemAttribution(storage: AttributionStorage, productId: string): ItemAttribution {
  const list = listEntries(storage).find(([id]) => id === productId)?.[1];
  return { ...list, ...promotionOf(readItem(storage, TEASER_PROMOTION_KEY)) };
}

// Item events that say where a product came from (spec storefront §3.15 "Session-storage items:
// item-list products, teaser promotion data"; §7 analytics "select item", "promotion select"): a tile
// chosen from a list keeps that list for the session, so the product page's view_item and a later
// add_to_cart carry item_list_id, item_list_name and index (GA4 attribution), with the promotion
// teaser clicked last. The session storage may be missing or full; the events then go out without.
import {
  addToCartEvent,
  type EcommerceEvent,
  type ItemAttribution,
  itemAttribution,
  type ProductCardFieldsFragment,
  pushToDataLayer,
  rememberItemList,
  selectItemEvent,
  sessionStorageOf,
  type TrackedItemList,
} from '@ranzen/sdk-core';

/** A tile chosen from a list (`index` zero-based): select_item, and the list kept for the product. */
export function selectItemFromList(
  card: ProductCardFieldsFragment,
  index: number,
  list: TrackedItemList,
): EcommerceEvent<'select_item'> {
  const event = selectItemEvent(card, index, list);
  pushToDataLayer(event);
  rememberItemList(sessionStorageOf(window), card.id, list, index);
  return event;
}

/** The list and promotion this session's shopper reached the product through. */
export function sessionAttribution(productId: string): ItemAttribution {
  return itemAttribution(sessionStorageOf(window), productId);
}

/** The add_to_cart of a tile: the list it stands in and its position, with the session's promotion. */
export function tileAddedEvent(
  card: ProductCardFieldsFragment,
  quantity: number,
  list: TrackedItemList,
  index: number,
): EcommerceEvent<'add_to_cart'> {
  return addToCartEvent({ card }, quantity, {
    ...sessionAttribution(card.id),
    item_list_id: list.id,
    item_list_name: list.name,
    index,
  });
}

// What a carousel's tiles do besides linking (spec storefront §7 analytics "item list view, select item";
// §4 "Wish-list add or remove from a tile": every tile carries the page frame's heart), for the product
// page's rows and the CMS recommendations element alike.
import {
  type ProductCardFieldsFragment,
  pushToDataLayer,
  type TrackedItemList,
  viewItemListEvent,
} from '@ranzen/sdk-core';
import type { ProductCarouselProps } from '@ranzen/ui';
import type { ReactNode } from 'react';
import { selectItemFromList } from './itemTracking';
import { type HeartProduct, tileHeartProduct } from './wishlistHearts';

export type CarouselTiles = Required<
  Pick<ProductCarouselProps, 'onListView' | 'onSelectItem' | 'wishlistButton'>
>;

/**
 * The data layer hears of the row and of a chosen tile (its list kept for the product's later events);
 * each tile shows the heart.
 */
export function carouselTiles(
  list: TrackedItemList,
  products: readonly ProductCardFieldsFragment[],
  heart: (product: HeartProduct) => ReactNode,
): CarouselTiles {
  return {
    onListView: () => pushToDataLayer(viewItemListEvent(products, list)),
    onSelectItem: (card, index) => void selectItemFromList(card, index, list),
    wishlistButton: (card) => heart(tileHeartProduct(card)),
  };
}

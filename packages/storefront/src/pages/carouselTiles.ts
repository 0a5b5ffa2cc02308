// What a carousel's tiles do besides linking (spec storefront §7 analytics "item list view, select item";
// §4 "Wish-list add or remove from a tile": every tile carries the page frame's heart), for the product
// page's rows and the CMS recommendations element alike.
import {
  type ProductCardFieldsFragment,
  pushToDataLayer,
  selectItemEvent,
  type TrackedItemList,
  viewItemListEvent,
} from '@ranzen/sdk-core';
import type { ProductCarouselProps } from '@ranzen/ui';
import type { ReactNode } from 'react';
import { type HeartProduct, tileHeartProduct } from './wishlistHearts';

export type CarouselTiles = Required<
  Pick<ProductCarouselProps, 'onListView' | 'onSelectItem' | 'wishlistButton'>
>;

/** The data layer hears of the row and of a chosen tile; each tile shows the heart. */
export function carouselTiles(
  list: TrackedItemList,
  products: readonly ProductCardFieldsFragment[],
  heart: (product: HeartProduct) => ReactNode,
): CarouselTiles {
  return {
    onListView: () => pushToDataLayer(viewItemListEvent(products, list)),
    onSelectItem: (card, index) => pushToDataLayer(selectItemEvent(card, index, list)),
    wishlistButton: (card) => heart(tileHeartProduct(card)),
  };
}

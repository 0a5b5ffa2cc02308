// Item-list tracking for listings and search (spec storefront §7 "Analytics events: item list view,
// select item"): a view_item_list event whenever a list of products is shown (a new page, filter or
// sort is a new list view), a select_item event when a tile is opened (the list kept for the product's
// later events, itemTracking). Both go to the data layer and, fire and forget, to the API's
// addTrackingEvents.
import {
  type ProductCardFieldsFragment,
  pushToDataLayer,
  type TrackedItemList,
  viewItemListEvent,
} from '@ranzen/sdk-core';
import { useTracking } from '@ranzen/sdk-react';
import { useCallback, useEffect } from 'react';
import { selectItemFromList } from './itemTracking';

export function useListingTracking(
  products: readonly ProductCardFieldsFragment[],
  list: TrackedItemList,
): (product: ProductCardFieldsFragment, index: number) => void {
  const track = useTracking();
  const { id, name } = list;

  useEffect(() => {
    if (products.length === 0) return;
    const event = viewItemListEvent(products, { id, name });
    pushToDataLayer(event);
    track([{ name: event.event, payload: event.ecommerce }]);
  }, [products, id, name, track]);

  return useCallback(
    (product, index) => {
      const event = selectItemFromList(product, index, { id, name });
      track([{ name: event.event, payload: event.ecommerce }]);
    },
    [id, name, track],
  );
}

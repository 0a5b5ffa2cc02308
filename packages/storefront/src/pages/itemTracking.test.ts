// @vitest-environment jsdom
// Item events with their origin (spec storefront §3.15 "Session-storage items: item-list products";
// §7 analytics "select item"): a tile chosen from a list is kept for the session, and a tile's add names
// the list it stands in.
import { type DataLayerTarget, ITEM_LIST_PRODUCTS_KEY } from '@ranzen/sdk-core';
import { productCard } from '@ranzen/sdk-react/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { selectItemFromList, sessionAttribution, tileAddedEvent } from './itemTracking';

const LIST = { id: 'category-5', name: 'Buntstifte' };
const card = productCard('7', 'Buntstifte 12er', 'Lernfix', '#555e68', 4.5);

afterEach(() => {
  window.sessionStorage.clear();
  delete (window as DataLayerTarget).dataLayer;
});

describe('itemTracking', () => {
  it('a selected tile goes to the data layer and its list and position stay for the session', () => {
    const event = selectItemFromList(card, 4, LIST);
    expect((window as DataLayerTarget).dataLayer).toEqual([{ ecommerce: null }, event]);
    expect(window.sessionStorage.getItem(ITEM_LIST_PRODUCTS_KEY)).not.toBeNull();
    expect(sessionAttribution('7')).toEqual({
      item_list_id: 'category-5',
      item_list_name: 'Buntstifte',
      index: 4,
    });
  });

  it("a tile's add names the list it stands in and its position", () => {
    selectItemFromList(card, 9, { id: 'search', name: 'Suche' });
    expect(tileAddedEvent(card, 2, LIST, 1).ecommerce.items).toEqual([
      expect.objectContaining({ item_id: '7', quantity: 2, item_list_id: 'category-5', index: 1 }),
    ]);
  });
});

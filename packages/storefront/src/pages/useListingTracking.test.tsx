// @vitest-environment jsdom
// Item-list tracking (spec storefront §7 "Analytics events: item list view, select item"): one
// view_item_list per shown list, select_item for an opened tile, to the data layer and the API.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createShopCache, type ProductCardFieldsFragment } from '@ranzen/sdk-core';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { useListingTracking } from './useListingTracking';

function card(id: string, amount: number): ProductCardFieldsFragment {
  const money = { amount, currencyCode: 'EUR', stringValue: `${amount} €` };
  return {
    id,
    bestItemId: `${id}-01`,
    name: `Produkt ${id}`,
    url: `/prod/${id}/`,
    manufacturerName: 'Lernfix',
    rating: null,
    numberOfRatings: 0,
    discountPercent: null,
    moreVariants: false,
    isShortage: false,
    minimumOrderQuantity: 1,
    price: {
      startFromFlag: false,
      basePriceUnit: null,
      currentPrice: money,
      oldPrice: null,
      basePrice: null,
    },
    badges: { sale: false, new: false, popular: false },
    extraBadges: [],
    image: { format: 'PRODUCTLISTING_SMALL', src: `/images/${id}.webp`, width: 140, height: 105, alt: id },
    energyEfficiency: null,
    lightningDealInfo: null,
  };
}

const pageOne = [card('1', 2.5), card('2', 4)];
const pageTwo = [card('3', 9.99)];
const LIST = { id: 'category-5', name: 'Buntstifte' };

function setup() {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const events = operation.variables.events as { name: string }[];
        sent.push(...events.map((event) => event.name));
        observer.next({ data: { addTrackingEvents: { __typename: 'TrackingResult', successful: true } } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: createShopCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { sent, wrapper };
}

type Layer = {
  dataLayer?: { event?: string; ecommerce?: { item_list_id?: string; items?: unknown[] } | null }[];
};
const layer = () => ((globalThis as Layer).dataLayer ?? []).filter((entry) => entry.event);

afterEach(() => {
  (globalThis as Layer).dataLayer = [];
});

describe('useListingTracking', () => {
  it('reports each shown list once and a selected tile with its position', async () => {
    const { sent, wrapper } = setup();
    const { result, rerender } = renderHook(({ products }) => useListingTracking(products, LIST), {
      wrapper,
      initialProps: { products: pageOne },
    });
    rerender({ products: pageOne });
    expect(layer().map((entry) => entry.event)).toEqual(['view_item_list']);
    expect(layer()[0]?.ecommerce).toMatchObject({
      item_list_id: 'category-5',
      items: [
        { item_id: '1', index: 0 },
        { item_id: '2', index: 1 },
      ],
    });

    rerender({ products: pageTwo });
    result.current(pageTwo[0] as ProductCardFieldsFragment, 0);
    expect(layer().map((entry) => entry.event)).toEqual(['view_item_list', 'view_item_list', 'select_item']);
    expect(layer()[2]?.ecommerce).toMatchObject({ items: [{ item_id: '3', item_list_name: 'Buntstifte' }] });
    await waitFor(() => expect(sent).toEqual(['view_item_list', 'view_item_list', 'select_item']));
  });

  it('reports nothing for an empty list', () => {
    const { wrapper } = setup();
    renderHook(() => useListingTracking([], LIST), { wrapper });
    expect(layer()).toEqual([]);
  });
});

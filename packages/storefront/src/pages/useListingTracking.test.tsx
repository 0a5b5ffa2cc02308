// @vitest-environment jsdom
// Item-list tracking (spec storefront §7 "Analytics events: item list view, select item"): one
// view_item_list per shown list, select_item for an opened tile, to the data layer and the API.
import { ApolloProvider } from '@apollo/client/react';
import { answeringLink, createTestClient, productCard } from '@ranzen/sdk-react/testing';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useListingTracking } from './useListingTracking';

function card(id: string, amount: number) {
  return productCard(id, `Produkt ${id}`, 'Lernfix', '#555e68', amount);
}

const pageOne = [card('1', 2.5), card('2', 4)];
const thirdCard = card('3', 9.99);
const pageTwo = [thirdCard];
const LIST = { id: 'category-5', name: 'Buntstifte' };

function setup() {
  const { link, operations } = answeringLink(() => ({
    data: { addTrackingEvents: { __typename: 'TrackingResult', successful: true } },
  }));
  const sent = () =>
    operations.flatMap(({ variables }) =>
      (variables.events as { name: string }[]).map((event) => event.name),
    );
  const client = createTestClient({ link });
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
    result.current(thirdCard, 0);
    expect(layer().map((entry) => entry.event)).toEqual(['view_item_list', 'view_item_list', 'select_item']);
    expect(layer()[2]?.ecommerce).toMatchObject({ items: [{ item_id: '3', item_list_name: 'Buntstifte' }] });
    await waitFor(() => expect(sent()).toEqual(['view_item_list', 'view_item_list', 'select_item']));
  });

  it('reports nothing for an empty list', () => {
    const { wrapper } = setup();
    renderHook(() => useListingTracking([], LIST), { wrapper });
    expect(layer()).toEqual([]);
  });
});

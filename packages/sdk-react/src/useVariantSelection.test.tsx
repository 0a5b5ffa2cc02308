// useVariantSelection (spec storefront §4 "Product variants", §2.1 varid): the server's selection is
// shown without XState; the first choice loads the machine, asks for the variant info and reports the
// new item (the page writes it into varid); the gallery key changes with the variant.
import type { VariantAttributeFieldsFragment, VariantSelectionItem } from '@ranzen/sdk-core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const query = vi.fn();
vi.mock('./shopClient', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./shopClient')>()),
  useShopClient: () => ({ load: async () => ({ query }) }),
}));

import { money } from './testing';
import { useVariantSelection } from './useVariantSelection';

function item(itemId: string, colour: string, price: number): VariantSelectionItem {
  return {
    __typename: 'Item',
    itemId,
    orderNumber: `ON-${itemId}`,
    name: `Ranzen ${colour}`,
    maxQuantity: 10,
    minimumOrderQuantity: 1,
    availableForSale: true,
    deliveryFree: true,
    primeFaehig: false,
    areAllDeliveryTimesTheSame: true,
    images: [],
    prices: {
      __typename: 'Prices',
      price: money(price),
      specialPrice: null,
      basePrice: null,
      isBestPrice: false,
      educationalSuggestedGrossPrice: null,
      lightningDealPrice: null,
    },
    deliveryStatus: { __typename: 'DeliveryStatus', text: 'Sofort lieferbar', color: 'green' },
    variantAttributes: [
      {
        __typename: 'VariantAttributeValue',
        name: 'colour',
        displayName: 'Farbe',
        value: colour,
        position: 1,
        css: null,
        image: null,
      },
    ],
    dataAndFacts: [],
    warnings: [],
    dangerWarnings: [],
    powerPlugScope: null,
    matrixCodeMessages: [],
    lightningDealInfo: null,
  };
}

function colours(selected: string | null): VariantAttributeFieldsFragment[] {
  return [
    {
      __typename: 'VariantAttribute',
      name: 'colour',
      displayName: 'Farbe',
      position: 1,
      type: 'tile',
      options: ['Blau', 'Rot'].map((value, index) => ({
        __typename: 'VariantOption',
        value,
        selected: value === selected,
        disabled: false,
        css: null,
        hasDiscount: false,
        valuePosition: index + 1,
        image: null,
      })),
    },
  ];
}

const blue = item('I1', 'Blau', 10);
const red = item('I2', 'Rot', 12);

describe('useVariantSelection', () => {
  afterEach(() => {
    query.mockReset();
  });

  it('shows the server selection without a request', () => {
    const { result } = renderHook(() =>
      useVariantSelection({ productId: 'P1', attributes: colours('Blau'), item: blue }),
    );
    expect(result.current.view).toMatchObject({
      state: 'ready',
      configured: true,
      item: blue,
      galleryKey: 0,
    });
    expect(query).not.toHaveBeenCalled();
  });

  it('leaves the item unset while an attribute has no value', () => {
    const { result } = renderHook(() =>
      useVariantSelection({ productId: 'P1', attributes: colours(null), item: blue }),
    );
    expect(result.current.view.configured).toBe(false);
    expect(result.current.view.item).toBeNull();
  });

  it('loads the variant info for a choice, reports the new item and moves the gallery key', async () => {
    query.mockResolvedValue({
      data: { variantInfo: { configured: true, variantAttributes: colours('Rot'), bestItem: red } },
    });
    const onItemChange = vi.fn();
    const { result } = renderHook(() =>
      useVariantSelection({ productId: 'P1', attributes: colours('Blau'), item: blue, onItemChange }),
    );
    act(() => result.current.select('colour', 'Rot'));
    await waitFor(() => expect(result.current.view.item).toBe(red));
    expect(query).toHaveBeenCalledWith(
      expect.objectContaining({
        variables: { productId: 'P1', selectedVariants: [{ name: 'colour', value: 'Rot' }], itemId: null },
      }),
    );
    expect(result.current.view.galleryKey).toBe(1);
    expect(result.current.view.state).toBe('ready');
    expect(onItemChange).toHaveBeenCalledExactlyOnceWith(red);
  });

  it('keeps the previous item when the variant info fails', async () => {
    query.mockRejectedValue(new Error('offline'));
    const onItemChange = vi.fn();
    const { result } = renderHook(() =>
      useVariantSelection({ productId: 'P1', attributes: colours('Blau'), item: blue, onItemChange }),
    );
    act(() => result.current.select('colour', 'Rot'));
    await waitFor(() => expect(result.current.view.failed).toBe(true));
    expect(result.current.view.item).toBe(blue);
    expect(onItemChange).not.toHaveBeenCalled();
  });
});

// A teaser wish list for the stories and tests of WishlistTeaser (spec shopping §3 "Teaser wish lists",
// §4 add-all-to-cart): one entry whose variant the list leaves open, one asked for above its maximum, one
// plain.
import type { MoneyFieldsFragment, TeaserVariant, WishlistCartLine } from '@ranzen/sdk-core';
import type { TeaserWishlistData, TeaserWishlistView } from '@ranzen/sdk-react';
import { image } from '@ranzen/sdk-react/testing';

const euro = (amount: number): MoneyFieldsFragment => ({
  __typename: 'Money',
  amount,
  currencyCode: 'EUR',
  stringValue: `${amount.toFixed(2).replace('.', ',')} €`,
});

type Entry = TeaserWishlistData['wishlist']['entries'][number];

function entry(
  entryId: string,
  name: string,
  colour: string,
  quantity: number,
  price: number,
  item: Entry['item'],
): Entry {
  return {
    __typename: 'WishlistEntry',
    externalId: entryId,
    quantity,
    isSaleable: true,
    product: {
      __typename: 'WishlistProduct',
      id: `p-${entryId}`,
      name,
      path: `/p/${entryId}/`,
      hasMultipleItems: item === null,
      image: image('PRODUCTLISTING_SMALL', name, colour, name),
    },
    item,
    totals: { __typename: 'WishlistEntryTotals', total: euro(price * quantity) },
  };
}

const item = (id: string, name: string, maxQuantity: number, variant?: string): Entry['item'] => ({
  __typename: 'WishlistItem',
  id,
  name,
  maxQuantity,
  variantInfoList: variant ? [{ __typename: 'WishlistVariantInfo', label: 'Farbe', value: variant }] : [],
});

export const teaserBag = entry('bag', 'Schulranzen Sunny', '#1d4f91', 1, 189.99, null);
export const teaserPen = entry(
  'pen',
  'Füller Easy',
  '#c0392b',
  12,
  14.5,
  item('i-pen', 'Füller Easy', 10, 'Rot'),
);
export const teaserPad = entry(
  'pad',
  'Zeichenblock A3',
  '#27ae60',
  2,
  3.2,
  item('i-pad', 'Zeichenblock A3', 50),
);

export const teaserWishlist: TeaserWishlistData = {
  __typename: 'TeaserWishlist',
  openVariantCount: 1,
  total: euro(189.99 + 12 * 14.5 + 2 * 3.2),
  wishlist: {
    __typename: 'Wishlist',
    externalId: 'w-teaser',
    name: 'Schulstart Klasse 1',
    description: 'Alles, was Ihr Kind in der ersten Klasse braucht.',
    isTeaser: true,
    entries: [teaserBag, teaserPen, teaserPad],
  },
};

const variant = (itemId: string, colour: string): TeaserVariant => ({
  __typename: 'Item',
  itemId,
  name: `Schulranzen Sunny ${colour}`,
  availableForSale: true,
  variantAttributes: [{ __typename: 'VariantAttributeValue', displayName: 'Farbe', value: colour }],
});

const line = (entryId: string, fields: Partial<WishlistCartLine>): WishlistCartLine => ({
  __typename: 'WishlistCartLine',
  entryId,
  productId: `p-${entryId}`,
  itemId: `i-${entryId}`,
  quantity: 1,
  addedQuantity: 1,
  maxQuantity: 10,
  ...fields,
});

export const idleTeaserView: TeaserWishlistView = {
  state: 'idle',
  toChoose: [],
  choosingFor: 'add',
  changed: [],
};

/** The bag as add-all answers it: not added, its colour to be chosen. */
export const teaserBagToChoose = line('bag', { itemId: null, addedQuantity: 0, maxQuantity: null });

/** The bag's colours. */
export const teaserBagVariants = [variant('i-bag-blau', 'Blau'), variant('i-bag-rot', 'Rot')];

/** 10 pens went in instead of 12 (their maximum). */
export const teaserPensCapped = line('pen', { quantity: 12, addedQuantity: 10 });

/** The choose-variant modal for the bag, whose colour the list leaves open. */
export const choosingTeaserView: TeaserWishlistView = {
  state: 'choosingVariants',
  toChoose: [{ line: teaserBagToChoose, variants: teaserBagVariants }],
  choosingFor: 'add',
  changed: [],
};

/** The changed-quantity modal: 10 pens went in instead of 12. */
export const confirmingTeaserView: TeaserWishlistView = {
  state: 'confirmingQuantities',
  toChoose: [],
  choosingFor: 'add',
  changed: [teaserPensCapped],
};

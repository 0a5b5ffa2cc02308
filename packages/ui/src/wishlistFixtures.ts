// Wish list data for the stories and tests of the wish list components (spec shopping §3 "Wish list",
// "Wish list entry", "Wish list comment").
import type { MoneyFieldsFragment, WishlistSummary } from '@ranzen/sdk-core';
import type { WishlistCommentView, WishlistEntryView } from './WishlistView';

const euro = (amount: number): MoneyFieldsFragment => ({
  __typename: 'Money',
  amount,
  currencyCode: 'EUR',
  stringValue: `${amount.toFixed(2).replace('.', ',')} €`,
});

export const merkzettel: WishlistSummary = {
  listId: 'w-default',
  name: 'Merkzettel',
  isDefault: true,
  entryCount: 2,
};
export const classList: WishlistSummary = {
  listId: 'w-1a',
  name: 'Klasse 1a',
  isDefault: false,
  entryCount: 1,
};

const comment = (
  commentId: string,
  name: string,
  text: string,
  deleteAllowed = false,
): WishlistCommentView => ({
  commentId,
  comment: text,
  name,
  displayedDate: '12.08.2026',
  deleteAllowed,
});

export const pencilEntry: WishlistEntryView = {
  entryId: 'e-pencil',
  productId: 'p-pencil',
  itemId: 'i-pencil-hb',
  name: 'Bleistift HB',
  path: '/bleistift-hb/',
  imageUrl: null,
  variantInfo: [{ label: 'Härte', value: 'HB' }],
  orderNumber: '100200',
  quantity: 10,
  minimumOrderQuantity: 1,
  maxQuantity: null,
  price: euro(0.89),
  oldPrice: null,
  isSaleable: true,
  hasMultipleItems: true,
  comments: [
    comment('c1', 'Frau Weber', 'Bitte HB, nicht 2B.', true),
    comment('c2', 'Familie Yilmaz', 'Haben wir schon.'),
    comment('c3', 'Herr Klein', '<img src=x onerror=alert(1)> bleibt Text'),
    comment('c4', 'Frau Weber', 'Danke!', true),
  ],
  commentCount: 4,
};

export const rulerEntry: WishlistEntryView = {
  entryId: 'e-ruler',
  productId: 'p-ruler',
  itemId: 'i-ruler-30',
  name: 'Lineal 30 cm',
  path: '/lineal-30-cm/',
  imageUrl: null,
  variantInfo: [],
  orderNumber: '100300',
  quantity: 1,
  minimumOrderQuantity: 1,
  maxQuantity: 50,
  price: euro(1.49),
  oldPrice: euro(1.99),
  isSaleable: false,
  hasMultipleItems: false,
  comments: [],
  commentCount: 0,
};

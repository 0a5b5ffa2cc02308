// Example carts for stories and tests, shaped exactly like the API's CartFields answer (spec shopping
// §3 "Cart", "Cart item"): a school cart with a lightning deal bought beyond its maximum, a voucher,
// a gift and shipping costs, and an empty cart.
import type { CartFieldsFragment } from '@ranzen/sdk-core';
import { image, money } from './catalogueFixtures';

export type CartFixture = CartFieldsFragment;
export type CartPositionFixture = CartFieldsFragment['items'][number];

function position(
  id: string,
  name: string,
  colour: string,
  unit: number,
  quantity: number,
  overrides: Partial<Omit<CartPositionFixture, '__typename'>> = {},
): CartPositionFixture {
  return {
    __typename: 'CartItem',
    id,
    operationsId: id,
    itemId: `item-${id}`,
    productId: `prod-${id}`,
    name,
    path: `/prod/${id}/`,
    quantity,
    quantityNormal: quantity,
    quantityLightning: 0,
    isLightningDeal: false,
    isFreeItem: false,
    relatedVoucherCode: null,
    removableItem: true,
    orderNumber: `10${id}`,
    minimumOrderQuantity: 1,
    maxQuantity: 999,
    deliveryStatusColor: 'green',
    deliveryStatusText: 'Sofort lieferbar',
    image: image('BASKET_LAYER', name, colour, name),
    unitPrices: {
      __typename: 'CartUnitPrices',
      raw: money(unit),
      current: money(unit),
      old: null,
      currencyCode: 'EUR',
      basePrice: null,
      basePriceUnit: null,
      isBestPrice: false,
    },
    pricePerUnit: money(unit),
    pricePerUnitLightning: null,
    netPricePerUnitLightning: null,
    unitPrice: money(unit),
    totalPrice: money(Math.round(unit * quantity * 100) / 100),
    variantAttributes: [],
    ...overrides,
  };
}

export const schoolBagPosition = position('4711', 'Schulranzen Sunny', '#1f6fb2', 189, 1, {
  variantAttributes: [
    {
      __typename: 'VariantAttributeValue',
      name: 'colour',
      displayName: 'Farbe',
      value: 'Blau',
      position: 0,
      css: '#1f6fb2',
    },
  ],
  unitPrices: {
    __typename: 'CartUnitPrices',
    raw: money(199),
    current: money(189),
    old: money(199),
    currencyCode: 'EUR',
    basePrice: null,
    basePriceUnit: null,
    isBestPrice: true,
  },
});

/** Five atlases, two at the lightning price (the deal maximum) and three at the normal price. */
export const atlasLightningPosition = position('5120', 'Diercke Weltatlas', '#2e7d32', 32.5, 5, {
  quantityNormal: 3,
  quantityLightning: 2,
  isLightningDeal: true,
  pricePerUnitLightning: money(24.99),
  netPricePerUnitLightning: money(21),
  totalPrice: money(147.48),
});

export const glueStickPosition = position('6002', 'Klebestift 40 g', '#f2a900', 2.49, 3, {
  unitPrices: {
    __typename: 'CartUnitPrices',
    raw: money(2.49),
    current: money(2.49),
    old: null,
    currencyCode: 'EUR',
    basePrice: money(6.23),
    basePriceUnit: '100 g',
    isBestPrice: false,
  },
  deliveryStatusColor: 'yellow',
  deliveryStatusText: 'Lieferbar in 3–5 Tagen',
});

export const pencilPosition = position('6100', 'Bleistift HB', '#c62828', 0.89, 10);

export const giftPosition = position('9001', 'Stundenplan', '#555e68', 0, 1, {
  isFreeItem: true,
  removableItem: false,
  image: null,
});

const zero = money(0);

export const schoolCart: CartFixture = {
  __typename: 'Cart',
  id: 'cart-1',
  positionCount: 4,
  articleCount: 19,
  itemsCount: 5,
  productsCount: 4,
  items: [schoolBagPosition, atlasLightningPosition, glueStickPosition, pencilPosition, giftPosition],
  totals: {
    __typename: 'CartTotals',
    subtotal: money(352.85),
    shippingCost: money(4.95),
    basketValue: money(342.85),
    voucherDiscount: money(10),
    total: money(347.8),
    grandTotal: money(347.8),
    tax: money(55.53),
    netValue: money(292.27),
    savings: money(56.53),
  },
  shippers: [
    {
      __typename: 'CartShipper',
      code: 'dhl',
      name: 'DHL',
      enabled: true,
      selected: true,
      costs: money(4.95),
    },
  ],
  vouchers: [
    {
      __typename: 'CartVoucher',
      code: 'SCHULSTART',
      successful: true,
      attainable: false,
      failureDescriptions: [],
      description: '10 € Rabatt zum Schulstart',
      missingAmount: null,
      minimumOrderValue: money(50),
      discount: money(10),
    },
  ],
  relatedVoucherCodes: [],
  freeArticles: [
    {
      __typename: 'FreeArticle',
      itemId: giftPosition.itemId,
      name: 'Stundenplan',
      image: image('PRODUCTLISTING_SMALL', 'Stundenplan', '#555e68', 'Stundenplan'),
      minimumPrice: money(30),
      attained: true,
      missingAmount: zero,
    },
    {
      __typename: 'FreeArticle',
      itemId: 'item-9002',
      name: 'Brotdose',
      image: image('PRODUCTLISTING_SMALL', 'Brotdose', '#6a1b9a', 'Brotdose'),
      minimumPrice: money(500),
      attained: false,
      missingAmount: money(157.15),
    },
  ],
  giftMinimumPrice: money(500),
  catalogs: [],
  lightningReservation: {
    __typename: 'LightningReservation',
    hasLightningDealReservation: true,
    isLightningDealReservationExpired: false,
    lightningDealReservationTimestampEnd: null,
    extended: false,
  },
};

/** Free shipping, no voucher, no gift: only what is there is shown. */
export const smallCart: CartFixture = {
  ...schoolCart,
  positionCount: 2,
  articleCount: 4,
  itemsCount: 2,
  productsCount: 2,
  items: [schoolBagPosition, glueStickPosition],
  totals: {
    ...schoolCart.totals,
    subtotal: money(196.47),
    shippingCost: zero,
    basketValue: money(196.47),
    voucherDiscount: zero,
    total: money(196.47),
    grandTotal: money(196.47),
    savings: money(10),
  },
  vouchers: [],
  freeArticles: [],
  giftMinimumPrice: null,
};

export const emptyCart: CartFixture = {
  ...smallCart,
  positionCount: 0,
  articleCount: 0,
  itemsCount: 0,
  productsCount: 0,
  items: [],
  totals: {
    __typename: 'CartTotals',
    subtotal: zero,
    shippingCost: zero,
    basketValue: zero,
    voucherDiscount: zero,
    total: zero,
    grandTotal: zero,
    tax: zero,
    netValue: zero,
    savings: zero,
  },
};

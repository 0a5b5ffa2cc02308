// The order history as the API answers it (issue 18; shopping §3 "Order" with shipments, "Order overview
// page info"): an overview page and an order detail with a parcel in every status, for tests and stories.
import type { OrderDetailQuery, OrdersV2Query } from '@ranzen/sdk-core';
import { money } from './catalogueFixtures';
import { placedOrder } from './checkoutFixtures';

export type OrderHistoryPage = NonNullable<OrdersV2Query['ordersV2']>;
export type OrderSummaryData = OrderHistoryPage['orders'][number];
export type OrderDetailData = NonNullable<OrderDetailQuery['order']>;
type ShipmentData = OrderDetailData['shipments'][number];
type ShipmentItemData = ShipmentData['items'][number];
type OrderLineData = OrderDetailData['items'][number];

function orderSummary(
  orderId: string,
  orderedAt: string,
  total: number,
  statuses: OrderSummaryData['shipmentStatuses'],
) {
  return {
    __typename: 'OrderSummary',
    orderId,
    orderedAt,
    status: 'PLACED',
    totalAmount: money(total),
    shipmentStatuses: statuses,
    items: [
      {
        __typename: 'OrderSummaryItem',
        itemId: `i-${orderId}`,
        productId: `p-${orderId}`,
        name: 'Füller Pelikano',
        quantity: 1,
      },
    ],
  } satisfies OrderSummaryData;
}

// shopping §9: 5 per page
/** The first of two overview pages (5 per page): parcels on their way, delivered, cancelled. */
export const orderHistoryPage: OrderHistoryPage = {
  __typename: 'OrdersPage',
  orders: [
    orderSummary('10000046', '2026-11-26T09:12:00.000Z', 19.9, ['PROCESSING']),
    orderSummary('10000045', '2026-11-23T15:40:00.000Z', 52.85, ['SHIPPED']),
    orderSummary('10000044', '2026-10-02T08:05:00.000Z', 12.5, ['DELIVERED', 'DELIVERED']),
    orderSummary('10000043', '2026-09-14T18:30:00.000Z', 33.4, ['DELIVERED', 'CANCELLED']),
    { ...orderSummary('10000042', '2026-09-01T07:00:00.000Z', 8.99, []), status: 'AWAITING_PAYMENT' },
  ],
  pageInfo: {
    __typename: 'OrderPageInfo',
    totalElements: 7,
    totalPages: 2,
    currentPage: 0,
    elementsPerPage: 5,
  },
};

/** A period or search without orders. */
export const emptyOrderHistoryPage: OrderHistoryPage = {
  __typename: 'OrdersPage',
  orders: [],
  pageInfo: {
    __typename: 'OrderPageInfo',
    totalElements: 0,
    totalPages: 0,
    currentPage: 0,
    elementsPerPage: 5,
  },
};

function shipmentItem(overrides: Partial<ShipmentItemData>): ShipmentItemData {
  return {
    __typename: 'ShipmentItem',
    lineNo: 0,
    itemId: 'i-4711',
    productId: 'p-4711',
    orderNumber: '4711',
    name: 'Füller Pelikano',
    variantAttributes: [],
    quantity: 1,
    unitPrice: money(9.99),
    returnable: false,
    returnableQuantity: 0,
    alreadyReturned: false,
    returnedQuantity: 0,
    reviewUrl: '/prod/p-4711/#reviews',
    ...overrides,
  };
}

const ACCESS_HASH = 'a'.repeat(64);

// The thank-you page's order without the fields the order detail does not ask for.
const { paymentStatus, voucherCodes, shipperCode, items, ...orderFacts } = placedOrder;

/** The order line a parcel's item was packed from. */
function orderLine({
  itemId,
  orderNumber,
  name,
  variantAttributes,
  quantity,
  unitPrice,
}: ShipmentItemData): OrderLineData {
  return { __typename: 'OrderItem', itemId, orderNumber, name, variantAttributes, quantity, unitPrice };
}

const shipments: readonly ShipmentData[] = [
  {
    __typename: 'Shipment',
    number: 1,
    status: 'DELIVERED',
    carrier: 'dhl',
    dispatchDate: '2026-11-20T10:00:00.000Z',
    trackingCode: '00340434161094042557',
    trackingLink:
      'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161094042557',
    cancelReason: null,
    invoiceLink: '/api/invoice/?orderId=10000042&shipment=1',
    items: [
      shipmentItem({
        quantity: 2,
        returnable: true,
        returnableQuantity: 1,
        alreadyReturned: true,
        returnedQuantity: 1,
      }),
    ],
  },
  {
    __typename: 'Shipment',
    number: 2,
    status: 'SHIPPED',
    carrier: 'dhl',
    dispatchDate: '2026-11-24T10:00:00.000Z',
    trackingCode: '00340434161094042558',
    trackingLink:
      'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161094042558',
    cancelReason: null,
    invoiceLink: '/api/invoice/?orderId=10000042&shipment=2',
    items: [
      shipmentItem({
        lineNo: 1,
        itemId: 'i-6002',
        productId: 'p-6002',
        orderNumber: '6002',
        name: 'Klebestift 40 g',
        unitPrice: money(17.93),
        reviewUrl: '/prod/p-6002/#reviews',
      }),
    ],
  },
  {
    __typename: 'Shipment',
    number: 3,
    status: 'CANCELLED',
    carrier: 'dhl',
    dispatchDate: null,
    trackingCode: null,
    trackingLink: null,
    cancelReason: 'notDeliverable',
    invoiceLink: null,
    items: [
      shipmentItem({
        lineNo: 2,
        itemId: 'i-7003',
        productId: 'p-7003',
        orderNumber: '7003',
        name: 'Zeichenblock A3',
        unitPrice: money(4.5),
        reviewUrl: '/prod/p-7003/#reviews',
      }),
    ],
  },
];

/** Three parcels: delivered (one item returnable, one partly returned), shipped, and cancelled. */
export const orderDetail: OrderDetailData = {
  ...orderFacts,
  comment: 'Bitte beim Hausmeister abgeben.',
  phone: '030 1234567',
  hash: ACCESS_HASH,
  items: shipments.flatMap((shipment) => shipment.items.map(orderLine)),
  shipments: [...shipments],
};

/** Nothing to return any more: delivered long ago, or not yet delivered. */
export const orderDetailWithoutReturns: OrderDetailData = {
  ...orderDetail,
  shipments: orderDetail.shipments.map((shipment) => ({
    ...shipment,
    items: shipment.items.map((item) => ({ ...item, returnable: false, returnableQuantity: 0 })),
  })),
};

/** Placed, not yet split into parcels by the warehouse. */
export const orderDetailBeforeParcels: OrderDetailData = { ...orderDetail, shipments: [] };

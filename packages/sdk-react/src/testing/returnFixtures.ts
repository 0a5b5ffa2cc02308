// A return order as the API answers it (issue 18; shopping §3 "Return order": returnable lines, a set with
// its components, an earlier return), for the returns stories and tests.
import type { ReturnOrderQuery } from '@ranzen/sdk-core';
import { orderDetail } from './orderHistoryFixtures';

export type ReturnOrderData = NonNullable<ReturnOrderQuery['returnOrder']>;
type ReturnOrderItemData = ReturnOrderData['items'][number];
type EarlierReturnData = ReturnOrderData['earlierReturns'][number];

/** A line with 2 of 3 units still returnable. */
export const returnOrderItem: ReturnOrderItemData = {
  __typename: 'ReturnOrderItem',
  id: 'line-1',
  lineNo: 1,
  articleNumber: '4711',
  name: 'Buntstifte, 24 Farben',
  quantityOrdered: 3,
  quantityShipped: 3,
  quantityReturnable: 2,
  price: { __typename: 'Money', stringValue: '7,99 €' },
  reasons: ['DEFECTIVE', 'WRONG_ITEM', 'OTHER'],
  components: [],
};

/** A set whose components can be returned one by one. */
export const returnSetItem: ReturnOrderItemData = {
  ...returnOrderItem,
  id: 'line-2',
  lineNo: 2,
  articleNumber: '815',
  name: 'Zirkelset',
  quantityReturnable: 1,
  components: ['Zirkel', 'Etui'],
};

export const earlierReturn: EarlierReturnData = {
  __typename: 'EarlierReturn',
  rma: '100234-R1',
  carrier: 'dhl',
  regulation: 'REFUND',
  createdAt: '2026-03-02T10:00:00.000Z',
  items: [
    { __typename: 'EarlierReturnItem', name: 'Buntstifte, 24 Farben', quantity: 1, reason: 'DEFECTIVE' },
  ],
};

/** The return order of `orderDetail`, opened by its hash. */
export const returnOrder: ReturnOrderData = {
  __typename: 'ReturnOrder',
  hash: orderDetail.hash,
  orderId: orderDetail.orderId,
  salesOrderNo: orderDetail.orderId,
  orderDate: orderDetail.orderedAt,
  items: [returnOrderItem, returnSetItem],
  earlierReturns: [earlierReturn],
};

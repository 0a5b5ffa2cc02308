// Example return data of the returns stories and tests (shaped as the ReturnOrder query answers).

import type { ReturnOrderItem } from './ReturnItemChoice';
import type { EarlierReturn } from './ReturnReceipt';

export const RETURN_ITEM: ReturnOrderItem = {
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

export const RETURN_SET_ITEM: ReturnOrderItem = {
  ...RETURN_ITEM,
  id: 'line-2',
  lineNo: 2,
  articleNumber: '815',
  name: 'Zirkelset',
  quantityReturnable: 1,
  components: ['Zirkel', 'Etui'],
};

export const EARLIER_RETURN: EarlierReturn = {
  __typename: 'EarlierReturn',
  rma: '100234-R1',
  carrier: 'dhl',
  regulation: 'REFUND',
  createdAt: '2026-03-02T10:00:00.000Z',
  items: [
    { __typename: 'EarlierReturnItem', name: 'Buntstifte, 24 Farben', quantity: 1, reason: 'DEFECTIVE' },
  ],
};

// Shopping §2 /myaccount/orders (p, q, filter) and §9 "Orders per page 5; page index sent zero-based, shown
// one-based; default date filter last3months".
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_DATE_FILTER,
  invoiceDownloadPath,
  ORDERS_PER_PAGE,
  orderPageIndex,
  parseInvoiceDownload,
  parseOrderDateFilter,
} from './orderHistory';

describe('order overview rules (shopping §9)', () => {
  it('shows 5 orders per page and filters the last three months by default', () => {
    expect(ORDERS_PER_PAGE).toBe(5);
    expect(DEFAULT_ORDER_DATE_FILTER).toBe('last3months');
    expect(parseOrderDateFilter(DEFAULT_ORDER_DATE_FILTER)).toEqual({ kind: 'lastMonths' });
  });

  it('takes a four-digit year and refuses anything else', () => {
    expect(parseOrderDateFilter('2024')).toEqual({ kind: 'year', year: 2024 });
    for (const value of ['', '24', '20245', 'last6months', '2024 ', 'year']) {
      expect(parseOrderDateFilter(value)).toBeNull();
    }
  });

  it('sends the zero-based index of the one-based page on screen', () => {
    expect(orderPageIndex('1')).toBe(0);
    expect(orderPageIndex('3')).toBe(2);
    for (const odd of [null, undefined, '', '0', '-2', '1.5', 'two']) expect(orderPageIndex(odd)).toBe(0);
  });
});

describe('invoice download links', () => {
  it('name the order and shipment, and the hash for a guest, and read back the same', () => {
    const owner = invoiceDownloadPath({ orderId: '10000042', shipment: 2 });
    expect(owner).toBe('/api/invoice/?orderId=10000042&shipment=2');
    const guest = invoiceDownloadPath({ orderId: '10000042', shipment: 1, hash: 'ab12' });
    expect(parseInvoiceDownload(new URL(guest, 'http://shop.test').searchParams)).toEqual({
      orderId: '10000042',
      shipment: 1,
      hash: 'ab12',
    });
  });

  it('refuse a link without order or with a shipment that is not a positive number', () => {
    for (const query of ['shipment=1', 'orderId=1', 'orderId=1&shipment=0', 'orderId=1&shipment=x']) {
      expect(parseInvoiceDownload(new URLSearchParams(query))).toBeNull();
    }
  });
});

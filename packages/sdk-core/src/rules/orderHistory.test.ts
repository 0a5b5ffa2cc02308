// Shopping §2 /myaccount/orders (p, q, filter) and §9 "Orders per page 5; page index sent zero-based, shown
// one-based; default date filter last3months".
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_DATE_FILTER,
  hasReturnableItems,
  invoiceDownloadPath,
  ORDERS_PER_PAGE,
  orderOverviewPath,
  orderPageIndex,
  ordersV2Variables,
  parseInvoiceDownload,
  parseOrderDateFilter,
  parseOrderOverview,
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

describe('the overview state in the URL (shopping §2 p, q, filter; decision 0007)', () => {
  const overview = (query: string) => parseOrderOverview(new URLSearchParams(query));

  it('reads the one-based page, the search text and the filter, with the defaults', () => {
    expect(overview('')).toEqual({ page: 1, searchText: '', dateFilter: 'last3months' });
    expect(overview('p=2&q=%20Heft%20&filter=2024')).toEqual({
      page: 2,
      searchText: 'Heft',
      dateFilter: '2024',
    });
    expect(overview('p=0&filter=')).toEqual({ page: 1, searchText: '', dateFilter: 'last3months' });
  });

  it('writes one URL per state, defaults left out, and reads it back the same', () => {
    expect(orderOverviewPath({ page: 1, searchText: '', dateFilter: 'last3months' })).toBe(
      '/myaccount/orders/',
    );
    const path = orderOverviewPath({ page: 2, searchText: 'Heft & Stift', dateFilter: '2024' });
    expect(path).toBe('/myaccount/orders/?p=2&q=Heft%20%26%20Stift&filter=2024');
    expect(parseOrderOverview(new URL(path, 'http://shop.test').searchParams)).toEqual({
      page: 2,
      searchText: 'Heft & Stift',
      dateFilter: '2024',
    });
  });

  it('sends the page zero-based and no empty search (§9)', () => {
    expect(ordersV2Variables({ page: 1, searchText: '', dateFilter: 'last3months' })).toEqual({
      page: 0,
      searchText: null,
      dateFilter: 'last3months',
    });
    expect(ordersV2Variables({ page: 3, searchText: '10000042', dateFilter: '2025' })).toEqual({
      page: 2,
      searchText: '10000042',
      dateFilter: '2025',
    });
  });
});

describe('hasReturnableItems', () => {
  it('is true when any item of any parcel can still be returned', () => {
    const parcel = (...returnable: boolean[]) => ({
      items: returnable.map((each) => ({ returnable: each })),
    });
    expect(hasReturnableItems({ shipments: [] })).toBe(false);
    expect(hasReturnableItems({ shipments: [parcel(false), parcel(false, false)] })).toBe(false);
    expect(hasReturnableItems({ shipments: [parcel(false), parcel(false, true)] })).toBe(true);
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

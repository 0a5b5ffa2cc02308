// The order overview's paging and date filter (shopping §2 /myaccount/orders with p, q and filter, §9
// "Orders per page 5; page index sent zero-based, shown one-based; default date filter last3months").
// One home for the API (ordersV2) and the storefront (the page's query parameters).
import { ORDERS_FILTER_PARAM, ORDERS_PAGE_PARAM, ORDERS_SEARCH_PARAM } from '../routes/routeDefinitions';
import { routePath } from '../routes/routeTable';

export const ORDERS_PER_PAGE = 5;
export const LAST_THREE_MONTHS_FILTER = 'last3months';
export const DEFAULT_ORDER_DATE_FILTER = LAST_THREE_MONTHS_FILTER;
/** Months the default filter looks back. */
export const LAST_MONTHS = 3;
/** The longest search text the overview sends (ours: an order number or a product name fits easily). */
export const ORDER_SEARCH_MAX_LENGTH = 100;

export type OrderDateFilter =
  | { readonly kind: 'lastMonths' }
  | { readonly kind: 'year'; readonly year: number };

const YEAR = /^(19|20)\d{2}$/;

/**
 * The filter a dateFilter value names; null for anything but last3months or a four-digit year.
 *
 * @example
 * ```ts
 * parseOrderDateFilter('2024'); // { kind: 'year', year: 2024 }
 * parseOrderDateFilter('yesterday'); // null
 * ```
 */
export function parseOrderDateFilter(value: string): OrderDateFilter | null {
  if (value === LAST_THREE_MONTHS_FILTER) return { kind: 'lastMonths' };
  return YEAR.test(value) ? { kind: 'year', year: Number(value) } : null;
}

/** The zero-based page index the call sends for the one-based `p` on screen (1 when missing or odd). */
export function orderPageIndex(shownPage: string | null | undefined): number {
  const page = Number(shownPage);
  return Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0;
}

/** The overview's state as its URL holds it (decision 0007: the URL is the only listing state). */
export interface OrderOverviewState {
  /** One-based, as on screen. */
  readonly page: number;
  /** Empty: no search. */
  readonly searchText: string;
  readonly dateFilter: string;
}

/**
 * The overview state of a URL's query: a missing or odd page is the first, a missing filter the default.
 * A filter the API does not know is kept: the API refuses it, and the page goes to the plain overview.
 *
 * @example
 * ```ts
 * parseOrderOverview(new URLSearchParams('p=2&q=F%C3%BCller')); // { page: 2, searchText: 'Füller', dateFilter: 'last3months' }
 * ```
 */
export function parseOrderOverview(query: URLSearchParams): OrderOverviewState {
  return {
    page: orderPageIndex(query.get(ORDERS_PAGE_PARAM)) + 1,
    searchText: query.get(ORDERS_SEARCH_PARAM)?.trim() ?? '',
    dateFilter: query.get(ORDERS_FILTER_PARAM) || DEFAULT_ORDER_DATE_FILTER,
  };
}

/**
 * The overview's URL for a state; the first page and the default filter are left out (one URL per state).
 *
 * @example
 * ```ts
 * orderOverviewPath({ page: 2, searchText: 'Füller', dateFilter: '2025' }); // '/myaccount/orders/?p=2&q=F%C3%BCller&filter=2025'
 * orderOverviewPath(parseOrderOverview(new URLSearchParams())); // '/myaccount/orders/'
 * ```
 */
export function orderOverviewPath(state: OrderOverviewState): string {
  return routePath('orders', {
    [ORDERS_PAGE_PARAM]: state.page > 1 ? String(state.page) : undefined,
    [ORDERS_SEARCH_PARAM]: state.searchText,
    [ORDERS_FILTER_PARAM]: state.dateFilter === DEFAULT_ORDER_DATE_FILTER ? undefined : state.dateFilter,
  });
}

/**
 * ordersV2's arguments for a state: the page index zero-based, no search text when empty.
 *
 * @example
 * ```ts
 * ordersV2Variables({ page: 2, searchText: '', dateFilter: '2025' }); // { page: 1, searchText: null, dateFilter: '2025' }
 * ```
 */
export function ordersV2Variables(state: OrderOverviewState) {
  return {
    page: state.page - 1,
    searchText: state.searchText === '' ? null : state.searchText,
    dateFilter: state.dateFilter,
  };
}

/**
 * Whether anything of an order can still be returned: its detail then links the returns flow.
 *
 * @example
 * ```ts
 * hasReturnableItems({ shipments: [] }); // false
 * ```
 */
export function hasReturnableItems(order: {
  readonly shipments: readonly { readonly items: readonly { readonly returnable: boolean }[] }[];
}): boolean {
  return order.shipments.some((shipment) => shipment.items.some((item) => item.returnable));
}

/** The storefront server's invoice download (a shipment's PDF, served as an attachment). */
export const INVOICE_DOWNLOAD_PATH = '/api/invoice/';

export interface InvoiceRef {
  /** The readable order number. */
  readonly orderId: string;
  /** The shipment's number within the order, from 1. */
  readonly shipment: number;
  /** The order's access hash, for a guest without a login. */
  readonly hash?: string | null;
}

/**
 * The download link of a shipment's invoice.
 *
 * @example
 * ```ts
 * invoiceDownloadPath({ orderId: 'O-1', shipment: 2, hash: null }); // '/api/invoice/?orderId=O-1&shipment=2'
 * ```
 */
export function invoiceDownloadPath({ orderId, shipment, hash }: InvoiceRef): string {
  const query = new URLSearchParams({ orderId, shipment: String(shipment) });
  if (hash) query.set('hash', hash);
  return `${INVOICE_DOWNLOAD_PATH}?${query}`;
}

/**
 * The invoice a download link names; null when its order or shipment is missing or malformed.
 *
 * @example
 * ```ts
 * parseInvoiceDownload(new URLSearchParams('orderId=O-1&shipment=2')); // { orderId: 'O-1', shipment: 2, hash: null }
 * parseInvoiceDownload(new URLSearchParams('orderId=O-1&shipment=0')); // null
 * ```
 */
export function parseInvoiceDownload(query: URLSearchParams): InvoiceRef | null {
  const orderId = query.get('orderId');
  const shipment = Number(query.get('shipment'));
  if (!orderId || !Number.isSafeInteger(shipment) || shipment < 1) return null;
  return { orderId, shipment, hash: query.get('hash') };
}

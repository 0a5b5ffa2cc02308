// The logged-in customer's order history (shopping §2 /myaccount/orders with p, q and filter, §3 "Order
// overview page info", §4 "Orders", §7 "orders (v2)", "order years", "contact form data", §9 "Orders per page
// 5; page index sent zero-based"; issue 18): only the customer's own orders, and only with a login. An order
// undone after a failed payment is no order of the history.
import {
  DEFAULT_ORDER_DATE_FILTER,
  LAST_MONTHS,
  ORDER_SEARCH_MAX_LENGTH,
  ORDERS_PER_PAGE,
  parseOrderDateFilter,
} from '@ranzen/sdk-core/rules';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Customer } from '../customer/sessions';
import type { Db } from '../db/client';
import { orderItems, orders, shipments } from '../db/schema';
import type { ContactFormData, OrdersPage } from '../generated/resolvers';
import { money } from '../shop/money';
import { SHOP_TIME_ZONE } from '../shop/shopLegal';
import { badInput } from '../shop/validation';
import { ORDER_STATUS, type OrderReader, SHIPMENT_STATUS } from './orderQueries';

/** The highest page index accepted (far beyond any customer's history; keeps the offset small). */
const MAX_PAGE = 10_000;

// The zone is a constant of ours, written into the statement: SELECT DISTINCT orders by the same expression.
const orderYear = sql<number>`extract(year from ${orders.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::int`;

/** The customer's orders of the history: placed ones and those awaiting or cancelled, not undone ones. */
function historyOf(customer: Customer): SQL {
  return and(eq(orders.customerId, customer.id), ne(orders.status, 'paymentFailed')) as SQL;
}

/** `%text%` for ILIKE with the text's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function dateCondition(dateFilter: string): SQL {
  const filter = parseOrderDateFilter(dateFilter);
  if (!filter) throw badInput('dateFilter must be last3months or a year.', 'dateFilter');
  if (filter.kind === 'lastMonths') {
    return gte(orders.createdAt, sql`now() - ${LAST_MONTHS} * interval '1 month'`);
  }
  return eq(orderYear, filter.year);
}

function searchCondition(db: Db, searchText: string | null | undefined): SQL | undefined {
  const text = searchText?.trim() ?? '';
  if (text === '') return undefined;
  if ([...text].length > ORDER_SEARCH_MAX_LENGTH) {
    throw badInput(`searchText is longer than ${ORDER_SEARCH_MAX_LENGTH} characters.`, 'searchText');
  }
  const pattern = containing(text);
  return or(
    ilike(orders.orderNumber, pattern),
    exists(
      db
        .select({ one: sql`1` })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orders.id), ilike(orderItems.name, pattern))),
    ),
  );
}

export interface OrdersQuery {
  readonly page: number;
  readonly searchText?: string | null;
  readonly dateFilter?: string | null;
}

/** One page of the customer's orders, newest first; null without a logged-in customer. */
export async function ordersPage(reader: OrderReader, query: OrdersQuery): Promise<OrdersPage | null> {
  if (!Number.isInteger(query.page) || query.page < 0 || query.page > MAX_PAGE) {
    throw badInput(`page must be an integer between 0 and ${MAX_PAGE}.`, 'page');
  }
  const date = dateCondition(query.dateFilter ?? DEFAULT_ORDER_DATE_FILTER);
  const search = searchCondition(reader.db, query.searchText);
  if (!reader.customer) return null;
  const where = and(historyOf(reader.customer), date, search);
  const { db, store } = reader;
  const [total] = await db.select({ value: count() }).from(orders).where(where);
  const totalElements = total?.value ?? 0;
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset(query.page * ORDERS_PER_PAGE);
  const ids = rows.map((row) => row.id);
  const [lines, parcels] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              orderId: orderItems.orderId,
              itemId: orderItems.itemId,
              productId: orderItems.productId,
              name: orderItems.name,
              quantity: orderItems.quantity,
            })
            .from(orderItems)
            .where(inArray(orderItems.orderId, ids))
            .orderBy(asc(orderItems.position)),
          db
            .select({ orderId: shipments.orderId, status: shipments.status })
            .from(shipments)
            .where(inArray(shipments.orderId, ids))
            .orderBy(asc(shipments.number)),
        ]);
  return {
    orders: rows.map((row) => ({
      orderId: row.orderNumber,
      orderedAt: row.createdAt.toISOString(),
      status: ORDER_STATUS[row.status],
      totalAmount: money(row.totalCents, store),
      shipmentStatuses: parcels
        .filter((parcel) => parcel.orderId === row.id)
        .map((parcel) => SHIPMENT_STATUS[parcel.status]),
      items: lines
        .filter((line) => line.orderId === row.id)
        .map(({ itemId, productId, name, quantity }) => ({ itemId, productId, name, quantity })),
    })),
    pageInfo: {
      totalElements,
      totalPages: Math.ceil(totalElements / ORDERS_PER_PAGE),
      currentPage: query.page,
      elementsPerPage: ORDERS_PER_PAGE,
    },
  };
}

/** The years the customer ordered in, newest first; none without a login. */
export async function orderYears(reader: OrderReader): Promise<number[]> {
  if (!reader.customer) return [];
  const rows = await reader.db
    .selectDistinct({ year: orderYear })
    .from(orders)
    .where(historyOf(reader.customer))
    .orderBy(desc(orderYear));
  return rows.map((row) => row.year);
}

/** The contact form's prefill for an order of the logged-in customer; null for any other order. */
export async function contactFormData(
  reader: OrderReader,
  orderNumber: string,
): Promise<ContactFormData | null> {
  if (!reader.customer) return null;
  const [order] = await reader.db
    .select({
      orderNumber: orders.orderNumber,
      billing: orders.billingAddress,
      email: orders.email,
      phone: orders.phone,
    })
    .from(orders)
    .where(and(historyOf(reader.customer), eq(orders.orderNumber, orderNumber)));
  if (!order) return null;
  return {
    orderId: order.orderNumber,
    salutation: order.billing.salutation,
    firstName: order.billing.firstName,
    lastName: order.billing.lastName,
    email: order.email,
    phone: order.phone,
  };
}

// Reading an order back (shopping §3 "Order", §7 "thank-you page data (orderId)"; issue 16 item 5): only
// for the visitor whose cart became the order, or the customer logged in when it was placed; any other
// order number answers null, exactly like an unknown one.
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Customer } from '../customer/sessions';
import type { Db } from '../db/client';
import { type AddressCopy, customers, orderItems, orders } from '../db/schema';
import type {
  Order,
  OrderAddress,
  OrderPaymentStatus,
  OrderStatus,
  ThankYouPageData,
} from '../generated/resolvers';
import { money, optionalMoney } from '../shop/money';

type OrderRow = typeof orders.$inferSelect;

export interface OrderReader {
  readonly db: Db;
  readonly store: StoreConfig;
  readonly userId: string | null;
  readonly customer: Customer | null;
}

const ORDER_STATUS: Record<OrderRow['status'], OrderStatus> = {
  awaitingPayment: 'AWAITING_PAYMENT',
  placed: 'PLACED',
  cancelled: 'CANCELLED',
  paymentFailed: 'PAYMENT_FAILED',
};

const PAYMENT_STATUS: Record<OrderRow['paymentStatus'], OrderPaymentStatus> = {
  accepted: 'ACCEPTED',
  pending: 'PENDING',
  paid: 'PAID',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
  expired: 'EXPIRED',
};

interface OwnedOrder {
  order: OrderRow;
  /** Placed without an account: by an anonymous visitor or a guest customer. */
  isGuestOrder: boolean;
  /** The B2B customer's number (issue 16 item 8). */
  customerNumber: string | null;
}

/** The order `orderNumber` when the reader owns it. */
async function ownedOrder(reader: OrderReader, orderNumber: string): Promise<OwnedOrder | null> {
  const owners: SQL[] = [];
  if (reader.userId) owners.push(eq(orders.userId, reader.userId));
  if (reader.customer) owners.push(eq(orders.customerId, reader.customer.id));
  if (owners.length === 0) return null;
  const [row] = await reader.db
    .select({ order: orders, customerKind: customers.kind, customerNumber: customers.customerNumber })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.orderNumber, orderNumber), or(...owners)));
  if (!row) return null;
  return {
    order: row.order,
    isGuestOrder: row.customerKind === null || row.customerKind === 'guest',
    customerNumber: row.customerKind === 'b2b' ? row.customerNumber : null,
  };
}

function orderAddress(address: AddressCopy): OrderAddress {
  return {
    salutation: address.salutation,
    schoolOrCompany: address.schoolOrCompany,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    addressAddition: address.addressAddition,
    postCode: address.postCode,
    city: address.city,
    country: address.country,
    packstationAddress: address.packstation,
  };
}

export async function thankYouPageData(
  reader: OrderReader,
  orderNumber: string,
): Promise<ThankYouPageData | null> {
  const owned = await ownedOrder(reader, orderNumber);
  if (!owned) return null;
  const { order } = owned;
  return {
    orderId: order.orderNumber,
    email: order.email,
    paymentMethod: order.paymentId,
    paymentStatus: PAYMENT_STATUS[order.paymentStatus],
    totalAmount: money(order.totalCents, reader.store),
    isGuestOrder: owned.isGuestOrder,
  };
}

export async function orderOf(reader: OrderReader, orderNumber: string): Promise<Order | null> {
  const owned = await ownedOrder(reader, orderNumber);
  if (!owned) return null;
  const { order } = owned;
  const lines = await reader.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const { store } = reader;
  return {
    orderId: order.orderNumber,
    orderedAt: order.createdAt.toISOString(),
    status: ORDER_STATUS[order.status],
    paymentMethod: order.paymentId,
    paymentStatus: PAYMENT_STATUS[order.paymentStatus],
    subtotal: money(order.subtotalCents, store),
    voucherDiscount: money(order.voucherDiscountCents, store),
    shippingCost: money(order.shippingCents, store),
    totalAmount: money(order.totalCents, store),
    tax: money(order.taxCents, store),
    voucherCodes: order.voucherCodes,
    shipperCode: order.shipperCode,
    billingAddress: orderAddress(order.billingAddress),
    deliveryAddress: orderAddress(order.shippingAddress),
    email: order.email,
    phone: order.phone,
    orderReference: order.orderReference,
    customerNumber: owned.customerNumber,
    comment: order.comment,
    items: lines.map((line) => ({
      itemId: line.itemId,
      productId: line.productId,
      variantAttributes: line.variantAttributes,
      orderNumber: line.articleNumber,
      name: line.name,
      quantity: line.quantity,
      quantityLightning: line.lightningQuantity,
      unitPrice: money(line.unitPriceCents, store),
      lightningUnitPrice: optionalMoney(line.lightningUnitPriceCents, store),
      lightningDealExpired: line.lightningExpired,
      totalPrice: money(line.lineTotalCents, store),
      // Only gifts are written at price 0 (orders/submitCart.ts orderLines); items sell at their price.
      isFreeItem: line.unitPriceCents === 0,
    })),
  };
}

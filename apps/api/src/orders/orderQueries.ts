// Reading an order back (shopping §3 "Order", §7 "thank-you page data (orderId)", "order detail (orderId)";
// issues 16 item 5 and 18): only for the visitor whose cart became the order, the customer logged in when it
// was placed, or (the order detail and its invoices) anyone holding the order's access hash, the guest's
// link; any other order number or a wrong hash answers null, exactly like an unknown one.

import { invoiceDownloadPath, PRODUCT_REVIEWS_ANCHOR } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { productUrl } from '../catalog/catalogService';
import type { Customer } from '../customer/sessions';
import type { Db } from '../db/client';
import {
  type AddressCopy,
  customers,
  orderItems,
  orders,
  type ShipmentStatus as ShipmentStatusRow,
  shipmentItems,
  shipments,
} from '../db/schema';
import type {
  Order,
  OrderAddress,
  OrderPaymentStatus,
  OrderStatus,
  Shipment,
  ShipmentStatus,
  ThankYouPageData,
} from '../generated/resolvers';
import { money, optionalMoney } from '../shop/money';
import { trackingLink } from './carriers';
import { returnableQuantity } from './returnability';

type OrderRow = typeof orders.$inferSelect;

export interface OrderReader {
  readonly db: Db;
  readonly store: StoreConfig;
  readonly userId: string | null;
  readonly customer: Customer | null;
}

export const ORDER_STATUS: Record<OrderRow['status'], OrderStatus> = {
  awaitingPayment: 'AWAITING_PAYMENT',
  placed: 'PLACED',
  cancelled: 'CANCELLED',
  paymentFailed: 'PAYMENT_FAILED',
};

export const SHIPMENT_STATUS: Record<ShipmentStatusRow, ShipmentStatus> = {
  processing: 'PROCESSING',
  shipped: 'SHIPPED',
  delivered: 'DELIVERED',
  cancelled: 'CANCELLED',
};

const PAYMENT_STATUS: Record<OrderRow['paymentStatus'], OrderPaymentStatus> = {
  accepted: 'ACCEPTED',
  pending: 'PENDING',
  paid: 'PAID',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
  expired: 'EXPIRED',
};

export interface OwnedOrder {
  order: OrderRow;
  /** Placed without an account: by an anonymous visitor or a guest customer. */
  isGuestOrder: boolean;
  /** The B2B customer's number (issue 16 item 8). */
  customerNumber: string | null;
  /** Opened with the access hash, not as its visitor or customer: links to its files carry the hash. */
  byHash: boolean;
}

/** An order's access hash as the database writes it (orders.access_hash): 64 lower-case hex characters. */
const ACCESS_HASH = /^[0-9a-f]{64}$/;

/**
 * The order `orderNumber` when the reader owns it or, with `hash`, when it is the order's access hash. A
 * malformed hash matches nothing, like a wrong one.
 */
export async function ownedOrder(
  reader: OrderReader,
  orderNumber: string,
  hash?: string | null,
): Promise<OwnedOrder | null> {
  const byHash = hash !== undefined && hash !== null;
  const access: SQL[] = [];
  if (byHash) {
    if (!ACCESS_HASH.test(hash)) return null;
    access.push(eq(orders.accessHash, hash));
  } else {
    if (reader.userId) access.push(eq(orders.userId, reader.userId));
    if (reader.customer) access.push(eq(orders.customerId, reader.customer.id));
  }
  if (access.length === 0) return null;
  const [row] = await reader.db
    .select({ order: orders, customerKind: customers.kind, customerNumber: customers.customerNumber })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.orderNumber, orderNumber), or(...access)));
  if (!row) return null;
  return {
    order: row.order,
    isGuestOrder: row.customerKind === null || row.customerKind === 'guest',
    customerNumber: row.customerKind === 'b2b' ? row.customerNumber : null,
    byHash,
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

/** The order's parcels with their units, each unit's returnable and returned counts and review link. */
async function shipmentsOf(reader: OrderReader, owned: OwnedOrder, now: Date): Promise<Shipment[]> {
  const { order } = owned;
  const parcels = await reader.db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .orderBy(asc(shipments.number));
  if (parcels.length === 0) return [];
  const units = await reader.db
    .select({ unit: shipmentItems, line: orderItems })
    .from(shipmentItems)
    .innerJoin(orderItems, eq(orderItems.id, shipmentItems.orderItemId))
    .where(
      inArray(
        shipmentItems.shipmentId,
        parcels.map((parcel) => parcel.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  return parcels.map((parcel) => ({
    number: parcel.number,
    status: SHIPMENT_STATUS[parcel.status],
    carrier: parcel.carrier,
    dispatchDate: parcel.dispatchedAt?.toISOString() ?? null,
    trackingCode: parcel.trackingCode,
    trackingLink: parcel.trackingCode ? trackingLink(parcel.carrier, parcel.trackingCode) : null,
    cancelReason: parcel.cancelReason,
    invoiceLink:
      parcel.status === 'cancelled'
        ? null
        : invoiceDownloadPath({
            orderId: order.orderNumber,
            shipment: parcel.number,
            hash: owned.byHash ? order.accessHash : null,
          }),
    items: units
      .filter(({ unit }) => unit.shipmentId === parcel.id)
      .map(({ unit, line }) => {
        const returnable = returnableQuantity(
          {
            status: parcel.status,
            deliveredAt: parcel.deliveredAt,
            quantity: unit.quantity,
            returnedQuantity: unit.returnedQuantity,
          },
          now,
        );
        return {
          lineNo: line.position,
          itemId: line.itemId,
          productId: line.productId,
          orderNumber: line.articleNumber,
          name: line.name,
          variantAttributes: line.variantAttributes,
          quantity: unit.quantity,
          unitPrice: money(line.unitPriceCents, reader.store),
          returnableQuantity: returnable,
          returnable: returnable > 0,
          returnedQuantity: unit.returnedQuantity,
          alreadyReturned: unit.returnedQuantity > 0,
          reviewUrl: `${productUrl(line.productId)}#${PRODUCT_REVIEWS_ANCHOR}`,
        };
      }),
  }));
}

export async function orderOf(
  reader: OrderReader,
  orderNumber: string,
  hash?: string | null,
): Promise<Order | null> {
  const owned = await ownedOrder(reader, orderNumber, hash);
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
    hash: order.accessHash,
    shipments: await shipmentsOf(reader, owned, new Date()),
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

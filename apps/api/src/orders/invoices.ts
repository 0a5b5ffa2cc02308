// A parcel's invoice for the order's owner or the holder of its access hash (issue 18 item 3; ownership as
// the order detail's: orders/orderQueries.ts): another customer's order, a cancelled or unknown parcel and
// a wrong hash all answer null.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { orderItems, shipmentItems, shipments } from '../db/schema';
import type { InvoiceFile } from '../generated/resolvers';
import { type InvoiceContent, invoiceFileName, renderInvoicePdf, shipmentCharges } from './invoicePdf';
import { type OrderReader, type OwnedOrder, ownedOrder } from './orderQueries';

/** The invoice number of a parcel (docs/orders.md). */
export const invoiceNumber = (orderNumber: string, shipmentNumber: number) =>
  `${orderNumber}-${shipmentNumber}`;

/** The invoice of parcel `shipmentNumber` of an order the reader may see; null when there is none. */
export async function invoiceContent(
  reader: OrderReader,
  { order, customerNumber }: OwnedOrder,
  shipmentNumber: number,
): Promise<InvoiceContent | null> {
  const billed = await reader.db
    .select({ id: shipments.id, number: shipments.number, dispatchedAt: shipments.dispatchedAt })
    .from(shipments)
    .where(and(eq(shipments.orderId, order.id), ne(shipments.status, 'cancelled')))
    .orderBy(asc(shipments.number));
  const parcel = billed.find((candidate) => candidate.number === shipmentNumber);
  if (!parcel) return null;
  const units = await reader.db
    .select({ shipmentId: shipmentItems.shipmentId, quantity: shipmentItems.quantity, line: orderItems })
    .from(shipmentItems)
    .innerJoin(orderItems, eq(orderItems.id, shipmentItems.orderItemId))
    .where(
      inArray(
        shipmentItems.shipmentId,
        billed.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  // A line split over parcels is billed by its units (lightning units at their price in the line's total).
  const billedLines = units.map(({ shipmentId, quantity, line }) => ({
    shipmentId,
    articleNumber: line.articleNumber,
    name: line.name,
    quantity,
    unitPriceCents: line.unitPriceCents,
    totalCents: Math.round((line.lineTotalCents * quantity) / line.quantity),
    taxPercent: line.taxPercent,
  }));
  const itemsCents = billed.map((row) =>
    billedLines.filter((line) => line.shipmentId === row.id).reduce((sum, line) => sum + line.totalCents, 0),
  );
  const charges = shipmentCharges(order, itemsCents)[billed.indexOf(parcel)];
  if (!charges) return null;
  return {
    store: reader.store,
    invoiceNumber: invoiceNumber(order.orderNumber, parcel.number),
    invoiceDate: parcel.dispatchedAt ?? order.createdAt,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    customerNumber,
    orderReference: order.orderReference,
    paymentId: order.paymentId,
    billingAddress: order.billingAddress,
    deliveryAddress: order.shippingAddress,
    lines: billedLines.filter((line) => line.shipmentId === parcel.id),
    ...charges,
    taxPercent: order.taxPercent,
  };
}

export async function invoiceOf(
  reader: OrderReader,
  orderNumber: string,
  shipmentNumber: number,
  hash: string | null | undefined,
): Promise<InvoiceFile | null> {
  const owned = await ownedOrder(reader, orderNumber, hash);
  if (!owned) return null;
  const content = await invoiceContent(reader, owned, shipmentNumber);
  if (!content) return null;
  const pdf = await renderInvoicePdf(content);
  return {
    fileName: invoiceFileName(reader.store, content.invoiceNumber),
    contentBase64: Buffer.from(pdf).toString('base64'),
  };
}

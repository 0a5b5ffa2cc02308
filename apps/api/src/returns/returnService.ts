// The returns of an order (spec shopping §3 "Return order", "Client selection"; §4 "Returns"; §5 lookup;
// §6 "Returns by hash need no login"; §7 returns lookup, carriers, regulations, submit; §8 "Return submit").
// The order's access hash (docs/orders.md) is the key to its return order: whoever holds the hash (the
// confirmation mail's link, the order detail's link, or a lookup by order number and postcode) returns
// from it. Every miss answers the same null, so an unknown order, a wrong postcode, another store family's
// order and a switched-off returns flow cannot be told apart. The return order carries no address, e-mail
// or phone: only what choosing the returned units needs.

import { randomBytes } from 'node:crypto';
import {
  isParameterOn,
  MAX_RETURN_LABELS,
  NO_LABEL_CARRIER,
  REASON_NEEDING_COMMENT,
  RETURN_COMMENT_MAX_LENGTH,
  RETURN_IMAGES_MAX,
  RETURN_PARAMETERS,
} from '@ranzen/sdk-core/rules';
import { type StoreConfig, storeById } from '@ranzen/sdk-core/store';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  globalParameters,
  orderItems,
  orders,
  returnOrderItems,
  returnOrders,
  shipmentItems,
  shipments,
} from '../db/schema';
import type {
  ReturnItemInput,
  ReturnOption,
  ReturnOrder,
  ReturnOrderInput,
  SubmitReturnResult,
} from '../generated/resolvers';
import { enqueueMail } from '../mail/outbox';
import { returnableQuantity } from '../orders/returnability';
import { money } from '../shop/money';
import type { Uploads } from '../uploads/uploadStore';
import { returnLabelPath } from './returnLabel';
import { returnConfirmationMail } from './returnMail';
import { carriersFor, RETURN_ERRORS, RETURN_REASONS, regulationsFor } from './returnRules';

const HASH = /^[0-9a-f]{64}$/;
const NAME_MAX_LENGTH = 35;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

export interface ReturnsContext {
  readonly db: Db;
  readonly store: StoreConfig;
  readonly storeOrigin: string;
  /** The visitor: the photos named in a return must be theirs. */
  readonly userId: string | null;
  readonly uploads: Uploads;
  readonly now: Date;
}

type OrderRow = typeof orders.$inferSelect;

/** One returnable line: an order line's units in one shipment. */
interface ShipmentLine {
  readonly shipmentId: string;
  readonly shipmentNumber: number;
  readonly orderItemId: string;
  readonly articleNumber: string;
  readonly name: string;
  readonly quantityOrdered: number;
  readonly quantityShipped: number;
  readonly returnable: number;
  readonly unitPriceCents: number;
}

class ReturnRefused extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

async function returnsActive(db: Db): Promise<boolean> {
  const rows = await db
    .select()
    .from(globalParameters)
    .where(eq(globalParameters.name, RETURN_PARAMETERS.activation.name));
  return isParameterOn(rows, RETURN_PARAMETERS.activation);
}

function sameFamily(order: OrderRow, store: StoreConfig): boolean {
  return storeById(order.storeId)?.family === store.family;
}

/** The order of a hash while returns are on and the order belongs to this store family; else null. */
export async function orderOfHash(ctx: ReturnsContext, hash: string): Promise<OrderRow | null> {
  if (!HASH.test(hash) || !(await returnsActive(ctx.db))) return null;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.accessHash, hash));
  return order && sameFamily(order, ctx.store) ? order : null;
}

function normalisedPostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The lookup by order number and postcode (of the delivery or the billing address). */
export async function orderOfNumber(
  ctx: ReturnsContext,
  orderNumber: string,
  zipCode: string,
): Promise<OrderRow | null> {
  if (!/^\d{1,20}$/.test(orderNumber) || zipCode.length > 10 || !(await returnsActive(ctx.db))) return null;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order || !sameFamily(order, ctx.store)) return null;
  const postcodes = [order.shippingAddress.postCode, order.billingAddress.postCode].map(normalisedPostcode);
  return postcodes.includes(normalisedPostcode(zipCode)) ? order : null;
}

async function shipmentLines(db: Db, order: OrderRow, now: Date): Promise<ShipmentLine[]> {
  const rows = await db
    .select({
      shipmentId: shipments.id,
      shipmentNumber: shipments.number,
      status: shipments.status,
      deliveredAt: shipments.deliveredAt,
      orderItemId: orderItems.id,
      articleNumber: orderItems.articleNumber,
      name: orderItems.name,
      quantityOrdered: orderItems.quantity,
      quantity: shipmentItems.quantity,
      returnedQuantity: shipmentItems.returnedQuantity,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .innerJoin(orderItems, eq(orderItems.id, shipmentItems.orderItemId))
    .where(eq(shipments.orderId, order.id))
    .orderBy(asc(shipments.number), asc(orderItems.position));
  return rows
    .filter((row) => row.status !== 'cancelled')
    .map((row) => ({
      shipmentId: row.shipmentId,
      shipmentNumber: row.shipmentNumber,
      orderItemId: row.orderItemId,
      articleNumber: row.articleNumber,
      name: row.name,
      quantityOrdered: row.quantityOrdered,
      quantityShipped: row.quantity,
      returnable: returnableQuantity(row, now),
      unitPriceCents: row.unitPriceCents,
    }));
}

async function earlierReturns(db: Db, order: OrderRow): Promise<ReturnOrder['earlierReturns']> {
  const rows = await db
    .select({
      id: returnOrders.id,
      rma: returnOrders.rma,
      carrier: returnOrders.carrier,
      regulation: returnOrders.regulation,
      createdAt: returnOrders.createdAt,
      name: orderItems.name,
      quantity: returnOrderItems.quantity,
      reason: returnOrderItems.reason,
    })
    .from(returnOrders)
    .innerJoin(returnOrderItems, eq(returnOrderItems.returnId, returnOrders.id))
    .innerJoin(orderItems, eq(orderItems.id, returnOrderItems.orderItemId))
    .where(eq(returnOrders.orderId, order.id))
    .orderBy(asc(returnOrders.number), asc(orderItems.position));
  const byReturn = new Map<string, ReturnOrder['earlierReturns'][number]>();
  for (const row of rows) {
    const earlier = byReturn.get(row.id) ?? {
      rma: row.rma,
      carrier: row.carrier,
      regulation: row.regulation,
      createdAt: row.createdAt.toISOString(),
      items: [],
    };
    earlier.items.push({
      name: row.name,
      quantity: row.quantity,
      reason: row.reason as ReturnItemInput['reason'],
    });
    byReturn.set(row.id, earlier);
  }
  return [...byReturn.values()];
}

/** The return order of an order (§3 "Return order"): its shipped lines and its earlier returns. */
export async function returnOrderOf(ctx: ReturnsContext, order: OrderRow): Promise<ReturnOrder> {
  const [lines, earlier] = await Promise.all([
    shipmentLines(ctx.db, order, ctx.now),
    earlierReturns(ctx.db, order),
  ]);
  return {
    hash: order.accessHash,
    orderId: order.orderNumber,
    salesOrderNo: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    items: lines.map((line) => ({
      id: line.orderItemId,
      lineNo: line.shipmentNumber,
      articleNumber: line.articleNumber,
      name: line.name,
      quantityOrdered: line.quantityOrdered,
      quantityShipped: line.quantityShipped,
      quantityReturnable: line.returnable,
      price: money(line.unitPriceCents, ctx.store),
      reasons: [...RETURN_REASONS],
      components: [],
    })),
    earlierReturns: earlier,
  };
}

interface CheckedLine {
  readonly line: ShipmentLine;
  readonly input: ReturnItemInput;
}

/** The selection's lines, each returnable in the asked quantity with a valid reason, comment and photos. */
async function checkedSelection(
  ctx: ReturnsContext,
  lines: readonly ShipmentLine[],
  items: readonly ReturnItemInput[],
): Promise<CheckedLine[]> {
  if (items.length === 0 || items.length > lines.length) throw new ReturnRefused(RETURN_ERRORS.items);
  const seen = new Set<string>();
  const checked = items.map((input) => {
    const line = lines.find(
      (candidate) => candidate.orderItemId === input.id && candidate.shipmentNumber === input.lineNo,
    );
    const key = `${input.id}:${input.lineNo}`;
    if (
      !line ||
      seen.has(key) ||
      !Number.isInteger(input.quantity) ||
      input.quantity < 1 ||
      input.quantity > line.returnable
    ) {
      throw new ReturnRefused(RETURN_ERRORS.items);
    }
    seen.add(key);
    const comment = input.additionalInfo?.trim() ?? '';
    if (
      comment.length > RETURN_COMMENT_MAX_LENGTH ||
      (input.reason === REASON_NEEDING_COMMENT && comment === '')
    ) {
      throw new ReturnRefused(RETURN_ERRORS.comment);
    }
    // No line has components of its own yet (the catalogue sells no sets): any named component is unknown.
    if ((input.components ?? []).length > 0) throw new ReturnRefused(RETURN_ERRORS.items);
    return { line, input };
  });
  const images = checked.flatMap(({ input }) => input.images ?? []);
  if (checked.some(({ input }) => (input.images ?? []).length > RETURN_IMAGES_MAX))
    throw new ReturnRefused(RETURN_ERRORS.images);
  if (images.length > 0) {
    const owned = ctx.userId
      ? await ctx.uploads.ownedIds(ctx.db, images, ctx.userId, 'return-image')
      : new Set<string>();
    if (images.some((id) => !owned.has(id))) throw new ReturnRefused(RETURN_ERRORS.images);
  }
  return checked;
}

async function dpdEnabled(db: Db): Promise<boolean> {
  const rows = await db
    .select()
    .from(globalParameters)
    .where(eq(globalParameters.name, RETURN_PARAMETERS.dpdCarrier.name));
  return isParameterOn(rows, RETURN_PARAMETERS.dpdCarrier);
}

/** §7 "available return regulations": for a valid selection of the hash's order; none for an unknown hash. */
export async function returnRegulations(
  ctx: ReturnsContext,
  hash: string,
  items: readonly ReturnItemInput[],
): Promise<ReturnOption[]> {
  const order = await orderOfHash(ctx, hash);
  if (!order) return [];
  const checked = await checkedSelection(ctx, await shipmentLines(ctx.db, order, ctx.now), items);
  return regulationsFor(
    checked.map(({ input }) => input.reason),
    ctx.store.messages,
  );
}

/** §7 "available return carriers": empty means the customer sends without a label (nolabel). */
export async function returnCarriers(
  ctx: ReturnsContext,
  hash: string,
  items: readonly ReturnItemInput[],
  regulation: string,
): Promise<ReturnOption[]> {
  const order = await orderOfHash(ctx, hash);
  if (!order) return [];
  const regulations = await returnRegulations(ctx, hash, items);
  if (!regulations.some((option) => option.code === regulation))
    throw new ReturnRefused(RETURN_ERRORS.regulation);
  return carriersFor(order.shipperCode, await dpdEnabled(ctx.db));
}

function checkedContact(contact: ReturnOrderInput['contact']): ReturnOrderInput['contact'] {
  const names = [contact.firstName, contact.lastName].map((name) => name.trim());
  const valid =
    names.every((name) => name.length > 0 && name.length <= NAME_MAX_LENGTH) &&
    EMAIL.test(contact.email) &&
    contact.email.length <= 80 &&
    contact.salutation.length <= 20 &&
    (contact.phone ?? '').length <= 20;
  if (!valid) throw new ReturnRefused(RETURN_ERRORS.contact);
  return { ...contact, firstName: names[0] ?? '', lastName: names[1] ?? '', phone: contact.phone ?? null };
}

/**
 * §7 "submit return order": checks the whole selection again, then writes the return with its RMA number,
 * raises the returned quantities and queues the confirmation mail, all in one transaction (the order row is
 * locked, so two submits of one order are numbered one after the other and cannot return a unit twice).
 */
async function createReturn(ctx: ReturnsContext, input: ReturnOrderInput): Promise<SubmitReturnResult> {
  const order = await orderOfHash(ctx, input.hash);
  if (!order) throw new ReturnRefused(RETURN_ERRORS.notFound);
  const contact = checkedContact(input.contact);
  const carriers = await returnCarriers(ctx, input.hash, input.items, input.regulation);
  const carrierOffered =
    carriers.some((option) => option.code === input.carrier) ||
    (carriers.length === 0 && input.carrier === NO_LABEL_CARRIER);
  if (!carrierOffered) throw new ReturnRefused(RETURN_ERRORS.carrier);
  const withLabel = input.carrier !== NO_LABEL_CARRIER;
  if (withLabel ? input.labelsCount < 1 || input.labelsCount > MAX_RETURN_LABELS : input.labelsCount !== 0) {
    throw new ReturnRefused(RETURN_ERRORS.labels);
  }
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${order.id} FOR UPDATE`);
    // Checked again under the lock: a concurrent return may have taken the units meanwhile.
    const checked = await checkedSelection(
      { ...ctx, db: tx },
      await shipmentLines(tx, order, ctx.now),
      input.items,
    );
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(returnOrders)
      .where(eq(returnOrders.orderId, order.id));
    const number = count + 1;
    const rma = `${order.orderNumber}-R${number}`;
    const labelToken = withLabel ? randomBytes(16).toString('hex') : null;
    const [created] = await tx
      .insert(returnOrders)
      .values({
        orderId: order.id,
        number,
        rma,
        regulation: input.regulation,
        carrier: input.carrier,
        labelsCount: input.labelsCount,
        contact: { ...contact, phone: contact.phone ?? null },
        labelToken,
      })
      .returning({ id: returnOrders.id });
    if (!created) throw new Error('return not written');
    await tx.insert(returnOrderItems).values(
      checked.map(({ line, input: item }) => ({
        returnId: created.id,
        shipmentId: line.shipmentId,
        orderItemId: line.orderItemId,
        quantity: item.quantity,
        reason: item.reason,
        additionalInfo: item.additionalInfo?.trim() ?? '',
        images: [...(item.images ?? [])],
        components: [],
      })),
    );
    for (const { line, input: item } of checked) {
      await tx
        .update(shipmentItems)
        .set({ returnedQuantity: sql`${shipmentItems.returnedQuantity} + ${item.quantity}` })
        .where(
          and(eq(shipmentItems.shipmentId, line.shipmentId), eq(shipmentItems.orderItemId, line.orderItemId)),
        );
    }
    const labelUrl = labelToken ? `${ctx.storeOrigin}${returnLabelPath(labelToken)}` : null;
    await enqueueMail(
      tx,
      returnConfirmationMail({
        store: ctx.store,
        to: contact.email,
        name: `${contact.firstName} ${contact.lastName}`,
        rma,
        orderNumber: order.orderNumber,
        labelUrl,
        items: checked.map(({ line, input: item }) => ({ name: line.name, quantity: item.quantity })),
      }),
    );
    return { isError: false, errorMsg: null, rma, labelUrl };
  });
}

/** The submit as §8 answers it: a refusal is isError with its message key, never a thrown error. */
export async function submitReturnOrder(
  ctx: ReturnsContext,
  input: ReturnOrderInput,
): Promise<SubmitReturnResult> {
  try {
    return await createReturn(ctx, input);
  } catch (error) {
    if (!(error instanceof ReturnRefused)) throw error;
    return { isError: true, errorMsg: error.messageKey, rma: null, labelUrl: null };
  }
}

/** A refused selection of the regulations or carriers query, as a client error with its message key. */
export function isReturnRefusal(error: unknown): error is ReturnRefused {
  return error instanceof ReturnRefused;
}

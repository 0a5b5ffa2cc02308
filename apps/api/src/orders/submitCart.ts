// Submit cart (shopping §4 "Summary submit", §7 "Submit cart (cartId) returns orderId, redirectUrl,
// computopData, newCartId, errorMessage"; issue 16 item 5). One transaction does all of it or nothing:
//
//   1. lock the cart row (FOR UPDATE), which is also the ownership check (another visitor's cart answers
//      like an unknown one): submits of one cart run one after the other, and the later ones find it
//      submitted and answer ALREADY_SUBMITTED with the first one's order number;
//   2. price the cart again from the database (cart/cartView.ts priceCart, the cart's own arithmetic):
//      nothing the client sent is a price;
//   3. check it is ready (checkoutReadiness.ts);
//   4. take the stock with one conditional UPDATE per item (`stock >= quantity`, items in id order so
//      that two carts never wait for each other crosswise); a shortage rolls everything back;
//   5. consume the live lightning reservations (an expired one was already priced normally: said so);
//   6. write the visitor's new empty cart, the order (naming that cart: a failed payment puts the order
//      back into it, orders/releaseOrder.ts), its lines and the cart's submitted mark in one statement,
//      then start the payment (payments/provider.ts); an offline method's order is confirmed now, so its confirmation mail is
//      written too (outbox); a redirect method's is written when the payment returns paid; the summary's
//      newsletter tick asks for the order e-mail's subscription (its double opt-in mail, newsletter/).
//
// The unique index on orders.cart_id backs the row lock: a second order for a cart cannot be written.
import { randomUUID } from 'node:crypto';
import { MESSAGES, type MessageKey } from '@ranzen/sdk-core/i18n';
import type { PaymentId } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, gte, sql } from 'drizzle-orm';
import { containedVat, lineTotalCents } from '../cart/cartRules';
import { type PricedCart, priceCart } from '../cart/cartView';
import { type ItemRecord, variantValues } from '../catalog/catalogService';
import type { Customer } from '../customer/sessions';
import type { VisitorIds } from '../customer/visitorIds';
import type { Db } from '../db/client';
import { carts, items, type OrderedVariantAttribute, orderItems, orders } from '../db/schema';
import type { CheckoutRequirement, SubmitCartResult } from '../generated/resolvers';
import { consumeUnits } from '../lightning/reservationStore';
import { requestNewsletterOptIn } from '../newsletter/newsletterOptIn';
import type { PaymentProviders, PaymentStart } from '../payments/provider';
import { checkoutReadiness } from './checkoutReadiness';
import { resolveCheckout } from './checkoutState';
import { queueOrderConfirmation } from './orderConfirmationMail';

export type SubmitErrorCode =
  | 'CART_NOT_FOUND'
  | 'NOT_READY'
  | 'ALREADY_SUBMITTED'
  | 'OUT_OF_STOCK'
  | 'CART_CHANGED';

const SUBMIT_MESSAGE_KEYS = {
  CART_NOT_FOUND: 'vue.checkout.message.cartNotFound',
  NOT_READY: 'vue.checkout.message.notReady',
  ALREADY_SUBMITTED: 'vue.checkout.error.submitted',
  OUT_OF_STOCK: 'vue.checkout.message.outOfStock',
  CART_CHANGED: 'vue.checkout.message.cartChanged',
} as const satisfies Record<SubmitErrorCode, MessageKey>;

/**
 * The payment id of an order without a payment step (shopping §4: B2B buys on its terms of payment,
 * a payless order has nothing to pay): an invoice (docs/not-shown.md).
 */
export const NO_PAYMENT_STEP_PAYMENT_ID: PaymentId = 'INVOICE';

/** Expected refusals: roll the transaction back and become result data. */
class SubmitRefusal extends Error {
  constructor(
    readonly code: SubmitErrorCode,
    readonly details: {
      missing?: CheckoutRequirement[];
      outOfStockItemIds?: string[];
      orderId?: string;
    } = {},
  ) {
    super(code);
  }
}

export interface SubmitContext {
  readonly db: Db;
  readonly store: StoreConfig;
  /** The verified visitor (X-User-Id). */
  readonly userId: string | null;
  /** The logged-in customer (X-JWT), registered or guest. */
  readonly customer: Customer | null;
  readonly visitorIds: VisitorIds;
  readonly payments: PaymentProviders;
  /** The store's public origin (server.ts), for the links of the confirmation mail. */
  readonly storeOrigin: string;
}

function emptyResult(): SubmitCartResult {
  return {
    successful: false,
    orderId: null,
    redirectUrl: null,
    computopData: null,
    newCartId: null,
    errorCode: null,
    errorMessage: null,
    missing: [],
    outOfStockItemIds: [],
    expiredLightningItemIds: [],
  };
}

function refused(refusal: SubmitRefusal, store: StoreConfig): SubmitCartResult {
  return {
    ...emptyResult(),
    orderId: refusal.details.orderId ?? null,
    errorCode: refusal.code,
    errorMessage: MESSAGES[store.messages][SUBMIT_MESSAGE_KEYS[refusal.code]],
    missing: refusal.details.missing ?? [],
    outOfStockItemIds: refusal.details.outOfStockItemIds ?? [],
  };
}

/** Units of each item the order takes, gifts included, in item id order (the lock order). */
function unitsByItem(priced: PricedCart): [string, number][] {
  const units = new Map<string, number>();
  for (const { item, position } of priced.rows) {
    units.set(item.id, (units.get(item.id) ?? 0) + position.quantity);
  }
  return [...units.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Takes `quantity` units of the item if there are that many; false (nothing taken) otherwise. */
async function takeStock(tx: Db, itemId: string, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(items)
    .set({ stock: sql`${items.stock} - ${quantity}` })
    .where(and(eq(items.id, itemId), gte(items.stock, quantity)))
    .returning({ id: items.id });
  return taken.length > 0;
}

interface OrderLineRow {
  itemId: string;
  productId: string;
  variantAttributes: OrderedVariantAttribute[];
  articleNumber: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  lightningQuantity: number;
  lightningUnitPriceCents: number | null;
  lightningExpired: boolean;
  lineTotalCents: number;
}

/** What the order keeps of the catalogue for a line: the cart item's product and variant (shopping §3). */
function catalogueCopy(item: ItemRecord, productId: string, store: StoreConfig) {
  return {
    itemId: item.id,
    productId,
    variantAttributes: variantValues(item, store).map(({ name, displayName, value }) => ({
      name,
      displayName,
      value,
    })),
    articleNumber: item.orderNumber,
    name: item.name,
  };
}

/** The order's lines from the priced cart; lightning units are charged at the deal price only when live. */
function orderLines(
  priced: PricedCart,
  freeGifts: PricedCart['attainedGifts'],
  store: StoreConfig,
): OrderLineRow[] {
  const bought = priced.rows.map(({ item, product, position }, index) => {
    const line = priced.lines[index];
    if (!line) throw new Error('priceCart returned fewer lines than rows');
    return {
      ...catalogueCopy(item, product.id, store),
      name: item.name,
      quantity: position.quantity,
      unitPriceCents: line.unitCents,
      lightningQuantity: line.quantityLightning,
      lightningUnitPriceCents: line.quantityLightning > 0 ? line.lightningUnitCents : null,
      lightningExpired: position.lightningQuantity > line.quantityLightning,
      lineTotalCents: lineTotalCents(line),
    };
  });
  const gifts = freeGifts.map(({ item, product }) => ({
    ...catalogueCopy(item, product.id, store),
    quantity: 1,
    unitPriceCents: 0,
    lightningQuantity: 0,
    lightningUnitPriceCents: null,
    lightningExpired: false,
    lineTotalCents: 0,
  }));
  return [...bought, ...gifts];
}

interface Submitted {
  orderNumber: string;
  newCartUuid: string;
  payment: PaymentStart;
  expiredLightningItemIds: string[];
}

async function submitLocked(
  ctx: SubmitContext,
  tx: Db,
  cartUuid: string,
  userId: string,
): Promise<Submitted> {
  // The ownership check and the lock in one read (cart/cartQueries.ts ownedCartId asks the same question).
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartUuid)).for('update');
  // A verified cart id without a row is the visitor's empty cart (cart/cartQueries.ts).
  if (!cart) throw new SubmitRefusal('NOT_READY', { missing: ['ITEMS'] });
  if (cart.userId !== userId) throw new SubmitRefusal('CART_NOT_FOUND');
  if (cart.orderId) {
    const [order] = await tx
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, cart.orderId));
    throw new SubmitRefusal('ALREADY_SUBMITTED', { orderId: order?.orderNumber });
  }

  const priced = await priceCart(tx, cartUuid, ctx.store, true, cart);
  const checkout = await resolveCheckout(tx, cart, priced, ctx.customer, ctx.store, ctx.payments);
  const missing = checkoutReadiness(checkout);
  const { billingAddress, deliveryAddress, email, shipper } = checkout;
  if (missing.length > 0 || !billingAddress || !deliveryAddress || !email || !shipper) {
    throw new SubmitRefusal('NOT_READY', { missing });
  }

  const outOfStockItemIds: string[] = [];
  for (const [itemId, quantity] of unitsByItem(priced)) {
    // Keep going after a shortage: the answer names every item that is short, and the rollback undoes all.
    if (!(await takeStock(tx, itemId, quantity))) outOfStockItemIds.push(itemId);
  }
  if (outOfStockItemIds.length > 0) throw new SubmitRefusal('OUT_OF_STOCK', { outOfStockItemIds });
  // A free article ships while it lasts: a gift out of stock is left out rather than failing the order.
  const freeGifts = [];
  for (const gift of priced.attainedGifts) {
    if (await takeStock(tx, gift.item.id, 1)) freeGifts.push(gift);
  }

  const lines = orderLines(priced, freeGifts, ctx.store);
  for (const [index, { item }] of priced.rows.entries()) {
    const reservation = priced.reservations.get(item.id);
    const units = priced.lines[index]?.quantityLightning ?? 0;
    if (units > 0 && reservation && !(await consumeUnits(tx, cartUuid, reservation.dealId, units))) {
      // Another buyer's transaction, whose clock is later than ours, released the reservation as expired
      // after we priced it: the cart changed under the submit (shopping §8 "Cart changed before submit").
      throw new SubmitRefusal('CART_CHANGED');
    }
  }
  const expiredLightningItemIds = lines.filter((line) => line.lightningExpired).map((line) => line.itemId);

  const { totals } = priced.calculation;
  const payment = ctx.payments.forPaymentId(
    checkout.paymentStepAvailable && cart.paymentId ? cart.paymentId : NO_PAYMENT_STEP_PAYMENT_ID,
  );
  const newCartUuid = randomUUID();
  const orderId = randomUUID();
  const now = new Date();
  const orderLineRows = lines.map((line, position) => ({
    ...line,
    orderId,
    position,
    taxPercent: ctx.store.vatPercent,
    taxCents: containedVat(line.lineTotalCents, ctx.store.vatPercent),
  }));
  // The visitor's new cart, the order, its lines and the submitted mark in ONE statement (data-modifying
  // WITH queries each run exactly once, all or nothing; the foreign keys between them are checked at the
  // statement's end): one round trip instead of four.
  const newCart = tx
    .$with('new_cart')
    .as(tx.insert(carts).values({ id: newCartUuid, userId }).returning({ id: carts.id }));
  const writtenLines = tx
    .$with('written_lines')
    .as(tx.insert(orderItems).values(orderLineRows).returning({ id: orderItems.id }));
  const submittedCart = tx
    .$with('submitted_cart')
    .as(
      tx
        .update(carts)
        .set({ submittedAt: now, orderId, updatedAt: now })
        .where(eq(carts.id, cartUuid))
        .returning({ id: carts.id }),
    );
  const placed = tx.$with('placed').as(
    tx
      .insert(orders)
      .values({
        id: orderId,
        userId,
        customerId: ctx.customer?.id ?? null,
        storeId: ctx.store.id,
        cartId: cartUuid,
        nextCartId: newCartUuid,
        status: 'placed',
        paymentId: payment.paymentId,
        paymentStatus: 'accepted',
        buyerReference: cart.buyerReference,
        currency: ctx.store.currency,
        subtotalCents: totals.subtotal,
        voucherDiscountCents: totals.voucherDiscount,
        shippingCents: totals.shippingCost,
        totalCents: totals.total,
        taxCents: totals.tax,
        taxPercent: ctx.store.vatPercent,
        voucherCodes: priced.calculation.vouchers.filter((voucher) => voucher.successful).map((v) => v.code),
        deliveryType: cart.deliveryType,
        shipperCode: shipper.code,
        packstationId: cart.deliveryType === 'packstation' ? cart.packstationId : null,
        billingAddress,
        shippingAddress: deliveryAddress,
        email,
        shippingEmail: checkout.shippingEmail,
        phone: checkout.phone,
        orderReference: cart.orderReference,
        comment: cart.orderComment,
      })
      .returning(),
  );
  const [order] = await tx.with(newCart, writtenLines, submittedCart, placed).select().from(placed);
  if (!order) throw new Error('The order insert returned no row.');

  const started = await payment.provider.start(tx, {
    subject: 'order',
    id: order.id,
    orderNumber: order.orderNumber,
    totalCents: totals.total,
    currency: ctx.store.currency,
    storeId: ctx.store.id,
    paymentId: payment.paymentId,
  });
  if (started.kind !== 'completed') {
    await tx
      .update(orders)
      .set({ status: 'awaitingPayment', paymentStatus: 'pending' })
      .where(eq(orders.id, order.id));
  }

  // The rows as written: an order placed at once has not changed since (the mail needs no reading back).
  if (started.kind === 'completed') {
    await queueOrderConfirmation(tx, order, orderLineRows, () => ctx.storeOrigin);
  }
  if (cart.newsletterOptIn) {
    await requestNewsletterOptIn(tx, {
      store: ctx.store,
      origin: ctx.storeOrigin,
      email,
      source: 'checkout',
    });
  }
  return { orderNumber: order.orderNumber, newCartUuid, payment: started, expiredLightningItemIds };
}

export async function submitCart(
  ctx: SubmitContext,
  verifiedCartId: string | null,
): Promise<SubmitCartResult> {
  const { userId } = ctx;
  const cartUuid = verifiedCartId;
  if (!cartUuid || !userId) return refused(new SubmitRefusal('CART_NOT_FOUND'), ctx.store);
  try {
    const submitted = await ctx.db.transaction((tx) => submitLocked(ctx, tx, cartUuid, userId));
    const { payment } = submitted;
    return {
      ...emptyResult(),
      successful: true,
      orderId: submitted.orderNumber,
      redirectUrl: payment.kind === 'redirect' ? payment.redirectUrl : null,
      computopData:
        payment.kind === 'form'
          ? { action: payment.computopData.action, fields: [...payment.computopData.fields] }
          : null,
      newCartId: ctx.visitorIds.signCart(submitted.newCartUuid, userId),
      expiredLightningItemIds: submitted.expiredLightningItemIds,
    };
  } catch (error) {
    if (error instanceof SubmitRefusal) return refused(error, ctx.store);
    throw error;
  }
}

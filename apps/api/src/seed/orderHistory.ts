// Historic orders of the demo accounts (issue 18 item 2), so the order history has years to filter, pages to
// turn and parcels in every status from the first start. Deterministic: the same account and index always
// give the same items, quantities, payment and age (relative to the seed time); parcels are planned as the
// fulfilment job plans them (orders/fulfilment.ts). Written once, under its own seed marker, in a few
// multi-row inserts per table (decision 0013: the test run seeds once, so the seed stays short).
import { randomUUID } from 'node:crypto';
import type { PaymentId } from '@ranzen/sdk-core/rules';
import { type StoreId, storeById } from '@ranzen/sdk-core/store';
import { eq, inArray } from 'drizzle-orm';
import { calculateCart, containedVat } from '../cart/cartRules';
import type { Db } from '../db/client';
import {
  type AddressCopy,
  carts,
  customerAddresses,
  customers,
  items,
  orderItems,
  orders,
  seedMeta,
  shipmentItems,
  shipments,
} from '../db/schema';
import { trackingCode } from '../orders/carriers';
import { planShipments } from '../orders/fulfilment';
import { DEMO_ACCOUNTS } from './accounts';
import { productIdForIndex } from './generate';
import { createPrng } from './prng';

export const ORDER_HISTORY_SEED_MARKER_KEY = 'order-history';
/** Historic orders per demo account: about five pages of the overview over four years. */
export const DEMO_HISTORY_ORDERS = 24;
/** How far back the history reaches. */
const HISTORY_DAYS = 4 * 365;
const DAY_MS = 86_400_000;
/** Rows per INSERT: below PostgreSQL's 65,535 bind parameters for the widest table (orders, ~30 columns). */
const BATCH_ROWS = 1000;

/** The order placing a history's orders: its customer, store and addresses. */
export interface HistoryOwner {
  readonly userId: string;
  readonly customerId: string;
  readonly storeId: StoreId;
  readonly email: string;
  readonly billingAddress: AddressCopy;
  readonly deliveryAddress: AddressCopy;
  /** Payment methods the history uses (the B2B store has one: no payment step). */
  readonly paymentIds: readonly PaymentId[];
}

/** Age in days of the history's order `index` of `count` (0 the newest): denser towards today. */
export function historicOrderAgeDays(index: number, count: number): number {
  if (index === 0) return 1;
  if (index === 1) return 4;
  return Math.round(((index + 0.5) / count) ** 1.3 * HISTORY_DAYS);
}

/** The shipment status of a parcel of an order `ageDays` old: the two newest are still on their way. */
function parcelStatus(ageDays: number): 'processing' | 'shipped' | 'delivered' {
  if (ageDays <= 1) return 'processing';
  return ageDays <= 4 ? 'shipped' : 'delivered';
}

const REDIRECT_PAYMENTS: ReadonlySet<string> = new Set(['CREDIT_CARD', 'PAYPAL', 'AMAZONPAY', 'TWINT']);

/**
 * Writes `count` historic orders for `owner` (the seed: DEMO_HISTORY_ORDERS; the order-history benchmark:
 * 1,000), items from the first `productCount` products, dated back from `now`. `salt` varies the items
 * between owners.
 */
export async function writeOrderHistory(
  db: Db,
  owner: HistoryOwner,
  options: { count: number; productCount: number; salt: number; now?: Date },
): Promise<void> {
  const store = storeById(owner.storeId);
  if (!store) throw new Error(`No store ${owner.storeId}.`);
  const now = options.now ?? new Date();
  const rng = createPrng(options.salt);
  const picks = Array.from({ length: options.count }, () =>
    Array.from({ length: rng.int(1, 4) }, () => ({
      itemId: `${productIdForIndex(rng.int(0, options.productCount - 1))}-01`,
      quantity: rng.int(1, 3),
    })),
  );
  const wanted = [...new Set(picks.flat().map((pick) => pick.itemId))];
  const catalogue = new Map(
    (
      await db
        .select({
          id: items.id,
          productId: items.productId,
          name: items.name,
          orderNumber: items.orderNumber,
          priceCents: items.priceCents,
        })
        .from(items)
        .where(inArray(items.id, wanted))
    ).map((item) => [item.id, item]),
  );

  const cartRows: (typeof carts.$inferInsert)[] = [];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderItems.$inferInsert & { id: string })[] = [];
  const parcels: { orderId: string; createdAt: Date; ageDays: number; carrier: 'dhl' | 'dpd' }[] = [];
  picks.forEach((pick, index) => {
    const lines = [...new Map(pick.map((line) => [line.itemId, line])).values()].flatMap((line) => {
      const item = catalogue.get(line.itemId);
      return item ? [{ ...line, item }] : [];
    });
    if (lines.length === 0) return;
    const ageDays = historicOrderAgeDays(index, options.count);
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS - rng.int(0, DAY_MS / 2));
    const calculation = calculateCart(
      lines.map(({ item, quantity }) => ({
        productId: item.productId,
        unitCents: item.priceCents,
        oldUnitCents: null,
        quantityNormal: quantity,
        lightningUnitCents: null,
        quantityLightning: 0,
      })),
      [],
      store,
    );
    const { totals } = calculation;
    const carrier = rng.pick(['dhl', 'dpd'] as const);
    const paymentId = rng.pick(owner.paymentIds);
    const orderId = randomUUID();
    const cartId = randomUUID();
    cartRows.push({
      id: cartId,
      userId: owner.userId,
      createdAt,
      updatedAt: createdAt,
      submittedAt: createdAt,
      orderId,
    });
    orderRows.push({
      id: orderId,
      userId: owner.userId,
      customerId: owner.customerId,
      storeId: owner.storeId,
      cartId,
      status: 'placed',
      paymentId,
      paymentStatus: REDIRECT_PAYMENTS.has(paymentId) ? 'paid' : 'accepted',
      currency: store.currency,
      subtotalCents: totals.subtotal,
      voucherDiscountCents: totals.voucherDiscount,
      shippingCents: totals.shippingCost,
      totalCents: totals.total,
      taxCents: totals.tax,
      taxPercent: store.vatPercent,
      deliveryType: 'shippingAddress',
      shipperCode: carrier,
      billingAddress: owner.billingAddress,
      shippingAddress: owner.deliveryAddress,
      email: owner.email,
      createdAt,
    });
    lines.forEach(({ item, quantity }, position) => {
      const lineTotalCents = item.priceCents * quantity;
      lineRows.push({
        id: randomUUID(),
        orderId,
        position,
        itemId: item.id,
        productId: item.productId,
        articleNumber: item.orderNumber,
        name: item.name,
        quantity,
        unitPriceCents: item.priceCents,
        lineTotalCents,
        taxPercent: store.vatPercent,
        taxCents: containedVat(lineTotalCents, store.vatPercent),
      });
    });
    parcels.push({ orderId, createdAt, ageDays, carrier });
  });

  await db.transaction(async (tx) => {
    for (let start = 0; start < cartRows.length; start += BATCH_ROWS) {
      await tx.insert(carts).values(cartRows.slice(start, start + BATCH_ROWS));
    }
    const numbers = new Map<string, string>();
    for (let start = 0; start < orderRows.length; start += BATCH_ROWS) {
      const written = await tx
        .insert(orders)
        .values(orderRows.slice(start, start + BATCH_ROWS))
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
      for (const row of written) numbers.set(row.id, row.orderNumber);
    }
    for (let start = 0; start < lineRows.length; start += BATCH_ROWS) {
      await tx.insert(orderItems).values(lineRows.slice(start, start + BATCH_ROWS));
    }
    const shipmentRows: (typeof shipments.$inferInsert & { id: string })[] = [];
    const unitRows: (typeof shipmentItems.$inferInsert)[] = [];
    for (const parcel of parcels) {
      const orderNumber = numbers.get(parcel.orderId);
      if (!orderNumber) throw new Error('A historic order was not written.');
      const placedAt = parcel.createdAt;
      const lines = lineRows.filter((line) => line.orderId === parcel.orderId);
      const plan = planShipments(
        orderNumber,
        lines.map((line) => ({ orderItemId: line.id, quantity: line.quantity })),
      );
      plan.forEach((planned, index) => {
        const id = randomUUID();
        const status = planned.cancelReason ? 'cancelled' : parcelStatus(parcel.ageDays);
        const dispatchedAt =
          status === 'processing' || status === 'cancelled' ? null : new Date(placedAt.getTime() + DAY_MS);
        const deliveredAt = status === 'delivered' ? new Date(placedAt.getTime() + 3 * DAY_MS) : null;
        shipmentRows.push({
          id,
          orderId: parcel.orderId,
          number: index + 1,
          status,
          carrier: parcel.carrier,
          trackingCode: dispatchedAt ? trackingCode(parcel.carrier, () => rng.int(0, 9)) : null,
          dispatchedAt,
          deliveredAt,
          cancelReason: planned.cancelReason,
          statusChangedAt: deliveredAt ?? dispatchedAt ?? placedAt,
        });
        for (const line of planned.lines) unitRows.push({ shipmentId: id, ...line });
      });
    }
    for (let start = 0; start < shipmentRows.length; start += BATCH_ROWS) {
      await tx.insert(shipments).values(shipmentRows.slice(start, start + BATCH_ROWS));
    }
    for (let start = 0; start < unitRows.length; start += BATCH_ROWS) {
      await tx.insert(shipmentItems).values(unitRows.slice(start, start + BATCH_ROWS));
    }
  });
}

/** The demo account's history owner: its customer, its address book's billing and shipping address. */
async function demoOwner(db: Db, account: (typeof DEMO_ACCOUNTS)[number]): Promise<HistoryOwner | null> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, account.userId));
  if (!customer) return null;
  const book = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
  const copy = (kind: 'billing' | 'shipping'): AddressCopy | null => {
    const address = book.find((row) => row.addressType === kind && !row.packstation);
    if (!address) return null;
    return {
      salutation: address.salutation,
      schoolOrCompany: address.schoolOrCompany ?? '',
      firstName: address.firstName,
      lastName: address.lastName,
      street: address.street,
      addressAddition: address.addressAddition ?? '',
      postCode: address.postCode,
      city: address.city,
      country: address.country,
      packstation: false,
      phone: address.phone ?? '',
      email: address.email ?? '',
    };
  };
  const billingAddress = copy('billing');
  const deliveryAddress = copy('shipping');
  if (!billingAddress || !deliveryAddress) return null;
  const b2b = account.kind === 'b2b';
  return {
    userId: account.userId,
    customerId: customer.id,
    storeId: b2b ? 'b2b-de' : 'de',
    email: account.email,
    billingAddress,
    deliveryAddress,
    paymentIds: b2b ? ['INVOICE'] : ['INVOICE', 'PAYPAL', 'CREDIT_CARD', 'PREPAID'],
  };
}

/** The demo accounts' histories, once per database (its own marker, like the shopping seed). */
export async function seedOrderHistory(db: Db, productCount: number): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedMeta)
      .values({ key: ORDER_HISTORY_SEED_MARKER_KEY, value: String(DEMO_HISTORY_ORDERS) })
      .onConflictDoNothing()
      .returning({ key: seedMeta.key });
    if (claimed.length === 0) return;
    for (const [salt, account] of DEMO_ACCOUNTS.entries()) {
      const owner = await demoOwner(tx, account);
      if (owner)
        await writeOrderHistory(tx, owner, { count: DEMO_HISTORY_ORDERS, productCount, salt: salt + 1 });
    }
  });
}

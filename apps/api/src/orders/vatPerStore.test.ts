// VAT per store (decision 0035; spec shopping §3 "Cart" totals carry tax, §7 "Submit cart"; issue 18 item 3
// invoices): the gross prices stay as listed, the VAT they contain and the rate stated follow the store the
// order is placed in — Germany 19 %, Austria 20 %, Switzerland 8.1 % — and an order keeps the rate it was
// bought at. Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set.
import type { StoreId } from '@ranzen/sdk-core/store';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  type CartData,
  cents,
  itemsByColor,
  readCartAs,
  shopInit,
  update,
} from '../cart/cartTestClient';
import { customers, items, mailOutbox, orderItems, orders } from '../db/schema';
import { writeOrderHistory } from '../seed/orderHistory';
import { shownPdfText } from '../testing/pdfText';
import {
  query,
  registerTestCustomer,
  startTestApi,
  TEST_SEED_PRODUCTS,
  type TestApi,
} from '../testing/testApi';
import { advanceFulfilment } from './fulfilment';
import { bareId, completeCheckout, GUEST_ADDRESS, submit } from './orderTestSupport';

let harness: TestApi;
const db = () => harness.api.db;

beforeAll(async () => {
  harness = await startTestApi({ fulfilment: false });
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

/** The gross price every case buys once: 100,00 €, above the free-shipping threshold. */
const GROSS_CENTS = 10_000;

const INVOICE = `query($orderId: ID!, $shipmentNumber: Int!, $hash: String) {
  invoice(orderId: $orderId, shipmentNumber: $shipmentNumber, hash: $hash) { contentBase64 } }`;

/** Buys one item at GROSS_CENTS in `store` as a guest paying by invoice; the cart before the submit and the order row. */
async function buyInStore(store: StoreId) {
  const [item] = await itemsByColor(harness, 'green', store, 1);
  if (!item) throw new Error(`no green item in the ${store} store`);
  await db()
    .update(items)
    .set({ priceCents: GROSS_CENTS, oldPriceCents: null })
    .where(eq(items.id, item.itemId));
  const session = await shopInit(harness, store);
  await update(harness, session, [add(item.itemId, 1)], store);
  await completeCheckout(db(), session);
  const cart = (await readCartAs(harness, session, store)) as CartData;
  const result = await submit(harness, session, store);
  expect(result).toMatchObject({ successful: true, errorCode: null });
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.cartId, bareId(session.cartId)));
  if (!order) throw new Error('the submit wrote no order');
  return { cart, order };
}

/** Money and rates with plain spaces (the formats' no-break spaces and Swiss apostrophes). */
const readable = (text: string) => text.replace(/[\u00a0\u202f\u2019]/g, ' ');

/** The VAT rows of the order's first invoice, opened with its access hash: each label with the amount after it. */
async function invoiceVat(order: typeof orders.$inferSelect, store: StoreId): Promise<string[]> {
  await advanceFulfilment(db(), { shipAfterMs: 60_000, deliverAfterMs: 60_000 });
  const { invoice } = await query<{ invoice: { contentBase64: string } | null }>(
    harness,
    INVOICE,
    { orderId: order.orderNumber, shipmentNumber: 1, hash: order.accessHash },
    { store },
  );
  if (!invoice) throw new Error(`order ${order.orderNumber} has no first invoice`);
  const rows = readable(shownPdfText(Buffer.from(invoice.contentBase64, 'base64')))
    .split('\n')
    .map((row) => row.trim());
  return rows.flatMap((row, index) =>
    row.startsWith('enthaltene MwSt.') ? [`${row}: ${rows[index + 1]}`] : [],
  );
}

describe('VAT per store (decision 0035)', () => {
  it.each([
    // store, rate, the rate as the store writes it, VAT contained in 100,00 € (rounded to the cent)
    ['de', 19, '19 %', 1597, '15,97 €'],
    ['at', 20, '20 %', 1667, '€ 16,67'],
    ['ch', 8.1, '8.1 %', 749, 'EUR 7.49'],
  ] as const)(
    'the %s store’s cart, order, mail and invoice contain and state its rate',
    async (store, rate, rateText, vatCents, vatText) => {
      const { cart, order } = await buyInStore(store);
      // The cart's totals (shopping §3 "Cart" totals: tax) and the order's copy of them.
      expect(cents(cart.totals.grandTotal)).toBe(GROSS_CENTS);
      expect(cents(cart.totals.tax)).toBe(vatCents);
      expect(cents(cart.totals.netValue)).toBe(GROSS_CENTS - vatCents);
      expect(order).toMatchObject({ totalCents: GROSS_CENTS, taxCents: vatCents, taxPercent: rate });
      const lines = await db()
        .select({ taxPercent: orderItems.taxPercent, taxCents: orderItems.taxCents })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.lineTotalCents, GROSS_CENTS)));
      expect(lines).toEqual([{ taxPercent: rate, taxCents: vatCents }]);

      // The confirmation mail states the rate and the amount as the store writes them.
      const mails = await db()
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'order-confirmation'), eq(mailOutbox.storeId, store)));
      const mail = mails.find((candidate) => candidate.text.includes(order.orderNumber));
      expect(readable(cart.totals.tax.stringValue)).toBe(vatText);
      expect(readable(mail?.text ?? '')).toContain(`enthaltene MwSt. (${rateText}): ${vatText}`);

      // The invoice PDF states the same rate and amount, and no other.
      expect(await invoiceVat(order, store)).toEqual([`enthaltene MwSt. ${rateText}: ${vatText}`]);
    },
  );

  it('keeps the rate an order was bought at when the store’s rate has changed since', async () => {
    const { order } = await buyInStore('de');
    // Bought in the second half of 2020, when Germany's standard rate was 16 %: the order's copy says so.
    // 10000 × 16 / 116 = 1379.3 cents, where today's 19 % would be 15,97 €.
    const bought = { taxPercent: 16, taxCents: 1379 };
    await db().update(orders).set(bought).where(eq(orders.id, order.id));
    await db().update(orderItems).set(bought).where(eq(orderItems.orderId, order.id));

    expect(await invoiceVat(order, 'de')).toEqual(['enthaltene MwSt. 16 %: 13,79 €']);
  });

  it('writes a Swiss customer’s seeded order history at the Swiss rate', async () => {
    const email = `vat.history.${Date.now()}@ranzen.test`;
    await registerTestCustomer(harness, { email }, { store: 'ch' });
    const [customer] = await db().select().from(customers).where(eq(customers.email, email));
    if (!customer) throw new Error('the registered customer has no row');
    const owner = {
      userId: customer.userId,
      customerId: customer.id,
      storeId: 'ch',
      email,
      billingAddress: GUEST_ADDRESS,
      deliveryAddress: GUEST_ADDRESS,
      paymentIds: ['INVOICE'],
    } as const;
    await writeOrderHistory(db(), owner, { count: 3, productCount: TEST_SEED_PRODUCTS, salt: 35 });
    const written = await db()
      .select({ orderRate: orders.taxPercent, lineRate: orderItems.taxPercent })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.customerId, customer.id));
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(new Set(written.map((row) => `${row.orderRate}/${row.lineRate}`))).toEqual(new Set(['8.1/8.1']));
  });
});

// The order history (issue 18 "Benchmark"; shopping §7 "orders (v2)", §9 5 orders per page).
//   pnpm bench:order-history   options: --orders N (the customer's history, default 1000), --requests N
// 1. The order overview's p95 (ordersV2, a page of 5 with items and parcel statuses, counted and ordered
//    over the whole history) for a customer with --orders orders across four years, against the p95 of a
//    cart read (cart with 3 positions) in the same run, taking turns; target at most 2x.
// 2. Invoice PDFs per second: the invoice query renders a parcel's PDF each time (one after another).
// PGlite by default, PostgreSQL when DATABASE_URL is set (a fresh database, dropped afterwards).
import { parseArgs } from 'node:util';
import {
  add,
  customerByEmail,
  itemsByColor,
  query,
  readCartAs,
  registerTestCustomer,
  startTestApi,
  testVisitorIds,
  update,
  writeOrderHistory,
} from '@ranzen/api/testing';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    orders: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '200' },
  },
});
const orderCount = Number(values.orders);
const requests = Number(values.requests);
const SEED_PRODUCTS = 300;

const harness = await startTestApi({ seedProducts: SEED_PRODUCTS, fulfilment: false });
const { db } = harness.api;

const p95 = (samples: number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};

async function timed(call: () => Promise<unknown>): Promise<number> {
  const before = performance.now();
  await call();
  return performance.now() - before;
}

const OVERVIEW = `query($page: Int!, $dateFilter: String) { ordersV2(page: $page, dateFilter: $dateFilter) {
  orders { orderId orderedAt status totalAmount { amount stringValue } shipmentStatuses items { name quantity } }
  pageInfo { totalElements totalPages currentPage elementsPerPage } } }`;
const YEARS = 'query { orderYears }';
const INVOICE = `query($orderId: ID!, $shipmentNumber: Int!) {
  invoice(orderId: $orderId, shipmentNumber: $shipmentNumber) { fileName contentBase64 } }`;

try {
  const email = `bench.${Date.now()}@ranzen.test`;
  const customerToken = await registerTestCustomer(harness, { email });
  const customer = await customerByEmail(db, email);
  const address = {
    salutation: 'ms',
    schoolOrCompany: '',
    firstName: 'Erika',
    lastName: 'Muster',
    street: 'Hauptstraße 1',
    addressAddition: '',
    postCode: '10115',
    city: 'Berlin',
    country: 'DE',
    packstation: false,
    phone: '',
    email,
  };
  const seeded = performance.now();
  await writeOrderHistory(
    db,
    {
      userId: customer.userId,
      customerId: customer.id,
      storeId: 'de',
      email,
      billingAddress: address,
      deliveryAddress: address,
      paymentIds: ['INVOICE'],
    },
    { count: orderCount, productCount: SEED_PRODUCTS, salt: 4711 },
  );
  const seedMs = performance.now() - seeded;
  const as = { customerToken, store: 'de' };
  const years = (await query<{ orderYears: number[] }>(harness, YEARS, {}, as)).orderYears;

  const visitor = testVisitorIds.issue();
  const items = await itemsByColor(harness, 'green', 'de', 3);
  await update(
    harness,
    visitor,
    items.map((item) => add(item.itemId, 1)),
    'de',
    true,
  );

  // The overview as the page asks it: the default filter and each year, pages 0 to 2, taking turns with a
  // cart read so both see the same machine load.
  const filters = ['last3months', ...years.map(String)];
  const overview: number[] = [];
  const cartReads: number[] = [];
  for (let round = 0; round < requests; round += 1) {
    const dateFilter = filters[round % filters.length];
    overview.push(await timed(() => query(harness, OVERVIEW, { page: round % 3, dateFilter }, as)));
    cartReads.push(await timed(() => readCartAs(harness, visitor)));
  }

  const newest = await query<{ ordersV2: { orders: { orderId: string }[] } }>(
    harness,
    OVERVIEW,
    { page: 0 },
    as,
  );
  const orderId = newest.ordersV2.orders[0]?.orderId ?? '';
  const invoiceCount = Math.max(20, Math.floor(requests / 4));
  const invoicesStarted = performance.now();
  for (let index = 0; index < invoiceCount; index += 1) {
    const answer = await query<{ invoice: { contentBase64: string } | null }>(
      harness,
      INVOICE,
      { orderId, shipmentNumber: 1 },
      as,
    );
    if (!answer.invoice) throw new Error('no invoice');
  }
  const invoiceSeconds = (performance.now() - invoicesStarted) / 1000;

  const format = (value: number) => value.toFixed(1);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `order history on ${database}: ${orderCount} orders over ${years.length} years (written in ${format(seedMs)} ms)`,
  );
  console.log(
    `  overview p95:   ${format(p95(overview))} ms (${requests} requests over ${filters.length} filters)`,
  );
  console.log(
    `  cart read p95:  ${format(p95(cartReads))} ms (overview = ${(p95(overview) / p95(cartReads)).toFixed(2)}x, target <= 2x)`,
  );
  console.log(
    `  invoice PDFs:   ${format(invoiceCount / invoiceSeconds)} per second (${invoiceCount} through the API)`,
  );
} finally {
  await harness.stop();
}

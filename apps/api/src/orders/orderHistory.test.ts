// The order history through the real API (shopping §3 "Order" shipments and "Order overview page info", §7
// "orders (v2)", "order detail", "order years", "contact form data", §9 "Orders per page 5; page index sent
// zero-based; default date filter last3months"; issue 18 items 1, 3 and 7, and its "Bad input and
// security": another customer's order or invoice answers exactly like an unknown one). Runs on PGlite, and
// on PostgreSQL too when DATABASE_URL is set.

import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, shipmentItems, shipments } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { DEMO_HISTORY_ORDERS, writeOrderHistory } from '../seed/orderHistory';
import { shownPdfText } from '../testing/pdfText';
import {
  gql,
  query,
  registerTestCustomer,
  startTestApi,
  TEST_SEED_PRODUCTS,
  type TestApi,
} from '../testing/testApi';
import { customerTokenOf, newShopper, shopperOptions } from '../testing/testShopper';
import { GUEST_ADDRESS } from './orderTestSupport';

let harness: TestApi;
const db = () => harness.api.db;
/** The customer with a long history written by the test (writeOrderHistory), and their token. */
let token: string;
let customerId: string;
const HISTORY = 200;

beforeAll(async () => {
  harness = await startTestApi({ fulfilment: false });
  const email = `history.${Date.now()}@ranzen.test`;
  token = await registerTestCustomer(harness, { email });
  const [customer] = await db().select().from(customers).where(eq(customers.email, email));
  if (!customer) throw new Error('the registered customer has no row');
  customerId = customer.id;
  await writeOrderHistory(
    db(),
    {
      userId: customer.userId,
      customerId,
      storeId: 'de',
      email,
      billingAddress: GUEST_ADDRESS,
      deliveryAddress: { ...GUEST_ADDRESS, city: 'München' },
      paymentIds: ['INVOICE'],
    },
    { count: HISTORY, productCount: TEST_SEED_PRODUCTS, salt: 77 },
  );
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

interface Summary {
  orderId: string;
  orderedAt: string;
  status: string;
  shipmentStatuses: string[];
  items: { name: string; quantity: number }[];
}
interface Page {
  orders: Summary[];
  pageInfo: { totalElements: number; totalPages: number; currentPage: number; elementsPerPage: number };
}

const ORDERS = `query($page: Int!, $searchText: String, $dateFilter: String) {
  ordersV2(page: $page, searchText: $searchText, dateFilter: $dateFilter) {
    orders { orderId orderedAt status shipmentStatuses items { name quantity } }
    pageInfo { totalElements totalPages currentPage elementsPerPage } } }`;
const YEARS = 'query { orderYears }';
const DETAIL = `query($orderId: ID!, $hash: String) { order(orderId: $orderId, hash: $hash) { orderId hash email
  billingAddress { lastName } deliveryAddress { city }
  shipments { number status carrier dispatchDate trackingCode trackingLink cancelReason invoiceLink
    items { lineNo itemId name quantity returnable returnableQuantity alreadyReturned returnedQuantity reviewUrl } } } }`;
const INVOICE = `query($orderId: ID!, $shipmentNumber: Int!, $hash: String) {
  invoice(orderId: $orderId, shipmentNumber: $shipmentNumber, hash: $hash) { fileName contentBase64 } }`;
const CONTACT = `query($orderId: ID!) { contactFormData(orderId: $orderId) { orderId salutation firstName lastName email phone } }`;

interface Detail {
  orderId: string;
  hash: string;
  email: string;
  shipments: {
    number: number;
    status: string;
    carrier: string;
    dispatchDate: string | null;
    trackingCode: string | null;
    trackingLink: string | null;
    cancelReason: string | null;
    invoiceLink: string | null;
    items: {
      lineNo: number;
      name: string;
      quantity: number;
      returnable: boolean;
      returnableQuantity: number;
      alreadyReturned: boolean;
      returnedQuantity: number;
      reviewUrl: string;
    }[];
  }[];
}

const as = (customerToken?: string) => ({ customerToken, store: 'de' });
const ordersPage = async (variables: Record<string, unknown>, customerToken: string | undefined = token) =>
  (await query<{ ordersV2: Page | null }>(harness, ORDERS, variables, as(customerToken))).ordersV2;
const detail = async (
  orderId: string,
  options: { customerToken?: string; hash?: string } = { customerToken: token },
) =>
  (
    await query<{ order: Detail | null }>(
      harness,
      DETAIL,
      { orderId, hash: options.hash },
      as(options.customerToken),
    )
  ).order;
const invoice = async (
  orderId: string,
  shipmentNumber: number,
  options: { customerToken?: string; hash?: string },
) =>
  (
    await query<{ invoice: { fileName: string; contentBase64: string } | null }>(
      harness,
      INVOICE,
      { orderId, shipmentNumber, hash: options.hash },
      as(options.customerToken),
    )
  ).invoice;

/** The customer's orders as the database holds them, newest first. */
async function writtenOrders() {
  const rows = await db().select().from(orders).where(eq(orders.customerId, customerId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

const berlinYear = (date: Date) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(date));

describe('ordersV2 (shopping §7 "orders (v2)", §9 paging)', () => {
  it('pages the last three months by default: 5 per page, zero-based, newest first, no order twice', async () => {
    const threeMonthsAgo = new Date();
    threeMonthsAgo.setMonth(threeMonthsAgo.getMonth() - 3);
    const expected = (await writtenOrders()).filter((order) => order.createdAt >= threeMonthsAgo);
    expect(expected.length).toBeGreaterThan(10);

    const first = await ordersPage({ page: 0 });
    expect(first?.pageInfo).toEqual({
      totalElements: expected.length,
      totalPages: Math.ceil(expected.length / 5),
      currentPage: 0,
      elementsPerPage: 5,
    });
    const seen: string[] = [];
    for (let page = 0; page < (first?.pageInfo.totalPages ?? 0); page += 1) {
      const current = await ordersPage({ page, dateFilter: 'last3months' });
      expect(current?.pageInfo.currentPage).toBe(page);
      expect(current?.orders.length).toBe(Math.min(5, expected.length - page * 5));
      seen.push(...(current?.orders.map((order) => order.orderId) ?? []));
    }
    expect(seen).toEqual(expected.map((order) => order.orderNumber));
    const beyond = await ordersPage({ page: first?.pageInfo.totalPages ?? 0 });
    expect(beyond?.orders).toEqual([]);
  });

  it('filters by a year of orderYears, in the shop time zone', async () => {
    const written = await writtenOrders();
    const years = [...new Set(written.map((order) => berlinYear(order.createdAt)))].sort((a, b) => b - a);
    const answered = await query<{ orderYears: number[] }>(harness, YEARS, {}, as(token));
    expect(answered.orderYears).toEqual(years);
    expect(years.length).toBeGreaterThanOrEqual(4);

    const year = years[2] as number;
    const inYear = written.filter((order) => berlinYear(order.createdAt) === year);
    const page = await ordersPage({ page: 0, dateFilter: String(year) });
    expect(page?.pageInfo.totalElements).toBe(inYear.length);
    expect(page?.orders.map((order) => order.orderId)).toEqual(
      inYear.slice(0, 5).map((order) => order.orderNumber),
    );
  });

  it('searches order numbers and product names, with no wildcards of its own', async () => {
    const [newest] = await writtenOrders();
    const byNumber = await ordersPage({ page: 0, searchText: newest?.orderNumber });
    expect(byNumber?.orders.map((order) => order.orderId)).toEqual([newest?.orderNumber]);

    const name = (await ordersPage({ page: 0 }))?.orders[0]?.items[0]?.name ?? '';
    const word = name.split(/[\s,]+/)[0] ?? '';
    const byName = await ordersPage({ page: 0, searchText: word.toUpperCase() });
    expect(byName?.pageInfo.totalElements).toBeGreaterThan(0);
    for (const order of byName?.orders ?? []) {
      expect(order.items.some((item) => item.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    }
    expect((await ordersPage({ page: 0, searchText: '%' }))?.pageInfo.totalElements).toBe(0);
    expect((await ordersPage({ page: 0, searchText: '_' }))?.pageInfo.totalElements).toBe(0);
  });

  it('refuses a negative page and an unknown date filter with BAD_USER_INPUT', async () => {
    for (const variables of [
      { page: -1 },
      { page: 0, dateFilter: 'last6months' },
      { page: 0, dateFilter: '24' },
    ]) {
      const result = await gql(harness, ORDERS, variables, as(token));
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers null and no years without a login', async () => {
    const visitor = await newShopper(harness);
    expect(
      (await query<{ ordersV2: unknown }>(harness, ORDERS, { page: 0 }, shopperOptions(visitor))).ordersV2,
    ).toBeNull();
    expect(
      (await query<{ orderYears: number[] }>(harness, YEARS, {}, shopperOptions(visitor))).orderYears,
    ).toEqual([]);
  });
});

describe('order detail with shipments (shopping §3 "Order", §7 "order detail")', () => {
  it('shows each parcel with status, carrier, tracking, invoice link and returnable items', async () => {
    const written = await writtenOrders();
    const old = written.at(-1);
    const details = await Promise.all(written.slice(0, 2).map((order) => detail(order.orderNumber)));
    const delivered = await detail(old?.orderNumber ?? '');
    expect(details.map((order) => order?.shipments[0]?.status)).toEqual(['PROCESSING', 'SHIPPED']);
    expect(details[0]?.shipments[0]).toMatchObject({
      dispatchDate: null,
      trackingCode: null,
      trackingLink: null,
    });
    const shipped = details[1]?.shipments[0];
    expect(shipped?.trackingCode).toMatch(/^(00340434\d{12}|0\d{13})$/);
    expect(shipped?.trackingLink).toContain(shipped?.trackingCode);
    for (const parcel of delivered?.shipments ?? []) {
      if (parcel.status === 'CANCELLED') {
        expect(parcel).toMatchObject({ cancelReason: 'notDeliverable', invoiceLink: null });
        continue;
      }
      expect(parcel.status).toBe('DELIVERED');
      expect(parcel.invoiceLink).toBe(`/api/invoice/?orderId=${old?.orderNumber}&shipment=${parcel.number}`);
      // Delivered years ago: past the return period.
      for (const item of parcel.items) {
        expect(item.returnable).toBe(false);
        expect(item.reviewUrl).toMatch(/^\/prod\/\d+\/#reviews$/);
      }
    }
  });

  it('offers delivered units within the return period and counts returned ones', async () => {
    const [newest] = await writtenOrders();
    const [parcel] = await db()
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, newest?.id ?? ''));
    await db()
      .update(shipments)
      .set({
        status: 'delivered',
        dispatchedAt: new Date(),
        trackingCode: '00340434000000000001',
        deliveredAt: new Date(),
      })
      .where(eq(shipments.id, parcel?.id ?? ''));
    const itemsOf = async () => (await detail(newest?.orderNumber ?? ''))?.shipments[0]?.items ?? [];
    for (const item of await itemsOf()) {
      expect(item).toMatchObject({
        returnable: true,
        returnableQuantity: item.quantity,
        alreadyReturned: false,
      });
    }
    await db()
      .update(shipmentItems)
      .set({ returnedQuantity: sql`${shipmentItems.quantity}` })
      .where(eq(shipmentItems.shipmentId, parcel?.id ?? ''));
    for (const item of await itemsOf()) {
      expect(item).toMatchObject({
        returnable: false,
        returnableQuantity: 0,
        alreadyReturned: true,
        returnedQuantity: item.quantity,
      });
    }
  });

  it("answers another customer's order, invoice and contact data exactly like an unknown one", async () => {
    const [own] = await writtenOrders();
    const orderNumber = own?.orderNumber ?? '';
    const other = await registerTestCustomer(harness);
    const visitor = await newShopper(harness);
    const demo = await customerTokenOf(harness, DEMO_ACCOUNTS[0].email, DEMO_PASSWORD);
    for (const customerToken of [other, demo, undefined]) {
      expect(await detail(orderNumber, { customerToken })).toBeNull();
      expect(await invoice(orderNumber, 1, { customerToken })).toBeNull();
      const contact = await query<{ contactFormData: unknown }>(
        harness,
        CONTACT,
        { orderId: orderNumber },
        as(customerToken),
      );
      expect(contact.contactFormData).toBeNull();
      const found = await query<{ ordersV2: Page | null }>(
        harness,
        ORDERS,
        { page: 0, searchText: orderNumber },
        as(customerToken),
      );
      expect(found.ordersV2?.orders ?? []).toEqual([]);
    }
    expect(
      (await query<{ order: unknown }>(harness, DETAIL, { orderId: orderNumber }, shopperOptions(visitor)))
        .order,
    ).toBeNull();
    expect(await detail('99999999')).toBeNull();
    expect(await invoice('99999999', 1, { customerToken: token })).toBeNull();
  });

  it('opens the order and its invoices with the access hash only, without a login', async () => {
    const [own, second] = await writtenOrders();
    const orderNumber = own?.orderNumber ?? '';
    expect(own?.accessHash).toMatch(/^[0-9a-f]{64}$/);
    expect(own?.accessHash).not.toBe(second?.accessHash);
    const byHash = await detail(orderNumber, { hash: own?.accessHash });
    expect(byHash?.orderId).toBe(orderNumber);
    expect(byHash?.shipments[0]?.invoiceLink).toBe(
      `/api/invoice/?orderId=${orderNumber}&shipment=1&hash=${own?.accessHash}`,
    );
    expect(await invoice(orderNumber, 1, { hash: own?.accessHash })).not.toBeNull();
    for (const hash of [second?.accessHash, 'f'.repeat(64), 'not-a-hash', '']) {
      expect(await detail(orderNumber, { hash })).toBeNull();
      expect(await invoice(orderNumber, 1, { hash })).toBeNull();
    }
  });

  it('gives the contact form the order owner name, e-mail and phone', async () => {
    const [own] = await writtenOrders();
    const contact = await query<{ contactFormData: unknown }>(
      harness,
      CONTACT,
      { orderId: own?.orderNumber },
      as(token),
    );
    expect(contact.contactFormData).toEqual({
      orderId: own?.orderNumber,
      salutation: GUEST_ADDRESS.salutation,
      firstName: GUEST_ADDRESS.firstName,
      lastName: GUEST_ADDRESS.lastName,
      email: own?.email,
      phone: null,
    });
  });
});

describe('invoices (issue 18 item 3)', () => {
  it('is a real PDF with the legal data, addresses, items, VAT per rate and totals', async () => {
    const written = await writtenOrders();
    const order = written.find((row) => row.shippingCents > 0) ?? written[0];
    const orderNumber = order?.orderNumber ?? '';
    const file = await invoice(orderNumber, 1, { customerToken: token });
    expect(file?.fileName).toBe(`Rechnung-${orderNumber}-1.pdf`);
    const bytes = Buffer.from(file?.contentBase64 ?? '', 'base64');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Rechnung ${orderNumber}-1`);
    const text = shownPdfText(bytes);
    for (const expected of [
      'Ranzen GmbH',
      'USt-IdNr.: DE123456789',
      'HRB 123456 B',
      `Rechnung ${orderNumber}-1`,
      'Rechnungsadresse',
      GUEST_ADDRESS.street,
      'München',
      'Rechnungsbetrag',
      'enthaltene MwSt. 19 %',
    ]) {
      expect(text).toContain(expected);
    }
    const detailed = await detail(orderNumber);
    for (const item of detailed?.shipments[0]?.items ?? []) expect(text).toContain(item.name.slice(0, 20));
  });
});

describe('the seeded demo histories (issue 18 item 2)', () => {
  it('gives each demo account years of orders', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const store = account.kind === 'b2b' ? 'b2b-de' : 'de';
      const demoToken = await customerTokenOf(
        harness,
        account.customerNumber ?? account.email,
        DEMO_PASSWORD,
        store,
      );
      const years = await query<{ orderYears: number[] }>(
        harness,
        YEARS,
        {},
        { customerToken: demoToken, store },
      );
      expect(years.orderYears.length).toBeGreaterThanOrEqual(4);
      const page = await ordersPage({ page: 0 }, demoToken);
      expect(page?.pageInfo.totalElements).toBeGreaterThan(0);
      expect(page?.pageInfo.totalElements).toBeLessThan(DEMO_HISTORY_ORDERS);
    }
  });
});

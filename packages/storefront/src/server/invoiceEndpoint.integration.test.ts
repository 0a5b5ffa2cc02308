// The PDF downloads through the storefront server against the real API. The invoice (issue 18 item 3 and
// its "Bad input and security": served only to the order's owner, or with the order's access hash, as a
// download that is never sniffed; another customer's or an anonymous visitor's request answers like an
// unknown one) and the printed order form (issue 20 item 5; shopping §7 "Generate a PDF form").
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ranzen/api/testing';
import { invoiceDownloadPath, orderFormPdfPath } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountStack, logIn, startAccountStack } from './testing/accountStack';
import { CookieJar } from './testing/cookieJar';
import { requestWithHost } from './testing/hostRequest';

const [CONSUMER_DEMO, B2B_DEMO] = DEMO_ACCOUNTS;

let stack: AccountStack;
const demo = new CookieJar();

beforeAll(async () => {
  stack = await startAccountStack();
  await logIn(stack.consumer, { email: CONSUMER_DEMO.email, password: DEMO_PASSWORD }, demo);
}, 120_000);

afterAll(() => stack?.stop());

const get = (path: string, jar: CookieJar, method = 'GET', storefront = stack.consumer) =>
  requestWithHost(storefront.base, path, storefront.host, {
    method,
    headers: { cookie: jar.header() },
  });

/** The demo customer's newest order: its number, access hash and first parcel's invoice link. */
async function newestOrder(): Promise<{ orderId: string; hash: string; invoiceLink: string }> {
  const graphql = async <T>(query: string, variables: Record<string, unknown>) =>
    (
      await requestWithHost(stack.consumer.base, '/graphql', stack.consumer.host, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: `http://${stack.consumer.host}`,
          cookie: demo.header(),
        },
        body: JSON.stringify({ query, variables }),
      })
    ).json<{ data: T }>().data;
  const overview = await graphql<{ ordersV2: { orders: { orderId: string }[] } }>(
    'query { ordersV2(page: 0) { orders { orderId } } }',
    {},
  );
  const orderId = overview.ordersV2.orders[0]?.orderId ?? '';
  const detail = await graphql<{ order: { hash: string; shipments: { invoiceLink: string }[] } }>(
    'query($orderId: ID!) { order(orderId: $orderId) { hash shipments { invoiceLink } } }',
    { orderId },
  );
  return { orderId, hash: detail.order.hash, invoiceLink: detail.order.shipments[0]?.invoiceLink ?? '' };
}

describe('GET /api/invoice/ (issue 18 item 3)', () => {
  it("serves the owner's invoice as a PDF attachment that is not sniffed or cached", async () => {
    const { orderId, invoiceLink } = await newestOrder();
    expect(invoiceLink).toBe(invoiceDownloadPath({ orderId, shipment: 1 }));
    const answer = await get(invoiceLink, demo);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="Rechnung-${orderId}-1.pdf"`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers another customer, an anonymous visitor and a wrong hash with the same 404', async () => {
    const { orderId, hash, invoiceLink } = await newestOrder();
    const other = new CookieJar();
    const b2bLogin = await logIn(
      stack.b2b,
      { email: B2B_DEMO.customerNumber, password: DEMO_PASSWORD },
      other,
    );
    expect(b2bLogin.status).toBe(200);
    const foreign = await get(invoiceLink, other, 'GET', stack.b2b);
    expect(foreign.status).toBe(404);
    for (const [path, jar] of [
      [invoiceLink, new CookieJar()],
      [invoiceDownloadPath({ orderId, shipment: 1, hash: 'f'.repeat(64) }), new CookieJar()],
      [invoiceDownloadPath({ orderId, shipment: 9 }), demo],
      ['/api/invoice/?orderId=', demo],
    ] as const) {
      const answer = await get(path, jar);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('Not found');
    }
    const guest = await get(invoiceDownloadPath({ orderId, shipment: 1, hash }), new CookieJar());
    expect(guest.status).toBe(200);
    expect(guest.headers['content-type']).toBe('application/pdf');
  });

  it('refuses other methods', async () => {
    const { invoiceLink } = await newestOrder();
    expect((await get(invoiceLink, demo, 'POST')).status).toBe(405);
  });
});

describe('GET /api/order-form/ (issue 20 item 5; shopping §7 "Generate a PDF form")', () => {
  it('serves the printed form to anyone, blank or with lines, in the store language', async () => {
    const blank = await get(orderFormPdfPath([]), new CookieJar(), 'GET', stack.b2b);
    expect(blank.status).toBe(200);
    expect(blank.headers['content-type']).toBe('application/pdf');
    expect(blank.headers['content-disposition']).toBe('attachment; filename="Bestellschein.pdf"');
    expect(blank.headers['x-content-type-options']).toBe('nosniff');
    expect(blank.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const filled = await get(orderFormPdfPath([{ orderNumber: '10000101', quantity: 3 }]), new CookieJar());
    expect(filled.status).toBe(200);
    expect(filled.bytes.equals(blank.bytes)).toBe(false);
  });

  it('answers a malformed line or too many lines with 404, other methods with 405', async () => {
    for (const path of ['/api/order-form/?line=10000101', '/api/order-form/?line=%3Cscript%3E:1']) {
      expect((await get(path, new CookieJar())).status).toBe(404);
    }
    expect((await get(orderFormPdfPath([]), new CookieJar(), 'POST')).status).toBe(405);
  });
});

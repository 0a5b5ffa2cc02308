// The order history pages against the real shop API (seeded with the demo accounts' historic orders),
// as a browser sees them: status, Location and the server-rendered HTML (spec shopping §2 /myaccount/orders
// with p, q and filter and /myaccount/orders/orderdetail, §9 "5 per page, page index sent zero-based, shown
// one-based, default date filter last3months"; issue 18 item 4 and its "Bad input and security": another
// customer's order answers exactly like an unknown one; a guest opens the detail with the order's hash).
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ranzen/api/testing';
import { orderOverviewPath, routePath } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountStack, logIn, type Storefront, startAccountStack } from './testing/accountStack';
import { CookieJar } from './testing/cookieJar';
import { type HostAnswer, requestWithHost } from './testing/hostRequest';

const [CONSUMER_DEMO, B2B_DEMO] = DEMO_ACCOUNTS;
const NOINDEX = '<meta name="robots" content="noindex,follow">';

let stack: AccountStack;
const consumer = new CookieJar();
const b2b = new CookieJar();

beforeAll(async () => {
  stack = await startAccountStack();
  await logIn(stack.consumer, { email: CONSUMER_DEMO.email, password: DEMO_PASSWORD }, consumer);
  await logIn(stack.b2b, { email: B2B_DEMO.customerNumber, password: DEMO_PASSWORD }, b2b);
}, 120_000);

afterAll(() => stack?.stop());

function get(
  path: string,
  jar = new CookieJar(),
  storefront: Storefront = stack.consumer,
): Promise<HostAnswer> {
  return requestWithHost(storefront.base, path, storefront.host, { headers: { cookie: jar.header() } });
}

async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  jar = consumer,
  storefront: Storefront = stack.consumer,
): Promise<T> {
  const answer = await requestWithHost(storefront.base, '/graphql', storefront.host, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: `http://${storefront.host}`,
      cookie: jar.header(),
    },
    body: JSON.stringify({ query, variables }),
  });
  return answer.json<{ data: T }>().data;
}

/** A demo customer's orders of the default period, newest first, and the newest one's access hash. */
async function demoOrders(
  jar = consumer,
  storefront: Storefront = stack.consumer,
): Promise<{ orderIds: string[]; hash: string }> {
  const { ordersV2 } = await graphql<{ ordersV2: { orders: { orderId: string }[] } }>(
    'query { ordersV2(page: 0) { orders { orderId } } }',
    {},
    jar,
    storefront,
  );
  const orderIds = ordersV2.orders.map((order) => order.orderId);
  const { order } = await graphql<{ order: { hash: string } }>(
    'query($orderId: ID!) { order(orderId: $orderId) { hash } }',
    { orderId: orderIds[0] },
    jar,
    storefront,
  );
  return { orderIds, hash: order.hash };
}

/** What the page shows (the frame around it holds the visitor's own cart and the requested URL). */
const mainOf = (answer: HostAnswer) => /<main[\s\S]*<\/main>/.exec(answer.body)?.[0];

const detailPath = (orderId: string, hash?: string) => routePath('orderDetail', { orderId, hash });

describe('/myaccount/orders (shopping §2, §9)', () => {
  it('sends a visitor without a login to /login with the way back', async () => {
    const answer = await get('/myaccount/orders/?q=Heft');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(routePath('login', { redirect: '/myaccount/orders/?q=Heft' }));
  });

  it("renders the customer's newest orders of the last three months, not indexed, in the account frame", async () => {
    const { orderIds } = await demoOrders();
    expect(orderIds.length).toBeGreaterThan(0);
    const answer = await get('/myaccount/orders/', consumer);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(NOINDEX);
    expect(answer.body).toContain('Meine Bestellungen</h1>');
    for (const orderId of orderIds) expect(answer.body).toContain(`Bestellung ${orderId}</h2>`);
    expect(answer.body).toContain(`href="${detailPath(orderIds[0] ?? '').replaceAll('&', '&amp;')}"`);
    expect(answer.body).toContain('aria-current="page">Bestellungen</a>');
  });

  it('finds an order by its number (q) and says when a search finds none', async () => {
    const [orderId = '', other = ''] = (await demoOrders()).orderIds;
    const found = await get(
      orderOverviewPath({ page: 1, searchText: orderId, dateFilter: 'last3months' }),
      consumer,
    );
    expect(found.body).toContain(`Bestellung ${orderId}</h2>`);
    expect(found.body).not.toContain(`Bestellung ${other}</h2>`);
    const none = await get('/myaccount/orders/?q=Zirkelkasten-gibt-es-nicht', consumer);
    expect(none.status).toBe(200);
    expect(none.body).toContain('Keine Bestellungen gefunden für „Zirkelkasten-gibt-es-nicht“.');
  });

  it('sends a period the API refuses to the plain overview, and a page past the last to the first', async () => {
    const bogus = await get('/myaccount/orders/?filter=forever', consumer);
    expect(bogus.status).toBe(302);
    expect(bogus.headers.location).toBe('/myaccount/orders/');
    const past = await get('/myaccount/orders/?p=40&q=1', consumer);
    expect(past.status).toBe(302);
    expect(past.headers.location).toBe('/myaccount/orders/?q=1');
  });

  it('renders the B2B customer their own orders in the B2B store', async () => {
    const answer = await get('/myaccount/orders/', b2b, stack.b2b);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Bestellung ');
  });
});

describe('/myaccount/orders/orderdetail (shopping §2, §3 "Order"; issue 18)', () => {
  it("renders the customer's own order with its parcels", async () => {
    const { orderIds } = await demoOrders();
    const orderId = orderIds[0] ?? '';
    const answer = await get(detailPath(orderId), consumer);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(NOINDEX);
    expect(answer.body).toContain(`Bestellung ${orderId}</h1>`);
    expect(answer.body).toContain('Ihre Pakete</h2>');
    expect(answer.body).toContain(CONSUMER_DEMO.email);
  });

  it("answers another customer's order exactly like an unknown one: 404", async () => {
    const { orderIds } = await demoOrders();
    const foreign = await get(detailPath(orderIds[0] ?? ''), b2b, stack.b2b);
    const unknown = await get(detailPath('99999999'), b2b, stack.b2b);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(mainOf(unknown)).toContain('Seite nicht gefunden');
    expect(mainOf(foreign)).toBe(mainOf(unknown));
  });

  it('opens for a guest with the order hash, without the account frame; a wrong hash is a 404', async () => {
    const { orderIds, hash } = await demoOrders();
    const orderId = orderIds[0] ?? '';
    const guest = await get(detailPath(orderId, hash));
    expect(guest.status).toBe(200);
    expect(guest.body).toContain(`Bestellung ${orderId}</h1>`);
    expect(guest.body).not.toContain('data-layout="account"');
    // The invoice link carries the hash, so the guest can download it too.
    expect(guest.body).toContain(`shipment=1&amp;hash=${hash}`);
    const wrong = await get(detailPath(orderId, 'f'.repeat(64)));
    expect(wrong.status).toBe(404);
    const otherOrder = await get(detailPath(orderIds[1] ?? '', hash));
    expect(otherOrder.status).toBe(404);
  });

  it("B2B: the order's hash opens it without a login too, in place of the login page (shopping §6)", async () => {
    const { orderIds, hash } = await demoOrders(b2b, stack.b2b);
    const orderId = orderIds[0] ?? '';
    const withHash = await get(detailPath(orderId, hash), new CookieJar(), stack.b2b);
    expect(withHash.status).toBe(200);
    expect(mainOf(withHash)).toContain(`Bestellung ${orderId}</h1>`);
    const wrong = await get(detailPath(orderId, 'f'.repeat(64)), new CookieJar(), stack.b2b);
    expect(wrong.status).toBe(404);
    const path = detailPath(orderId);
    const withoutHash = await get(path, new CookieJar(), stack.b2b);
    expect(withoutHash.status).toBe(302);
    expect(withoutHash.headers.location).toBe(routePath('login', { redirect: path }));
  });

  it('sends a visitor with neither a login nor a hash to /login with the way back', async () => {
    const path = detailPath('10000001');
    const answer = await get(path);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(routePath('login', { redirect: path }));
  });
});

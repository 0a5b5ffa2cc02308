// The order history in the built storefronts (spec shopping §2 /myaccount/orders with p, q and filter and
// /myaccount/orders/orderdetail, §3 "Order", §4 "Orders", §9 "5 per page ... shown one-based"; issue 18
// Tests "orders list -> detail -> invoice PDF downloads and opens" and its "Bad input and security").
// The demo accounts' seeded history (apps/api/src/seed/orderHistory.ts) spans four years, denser towards
// today, so some year holds more than one page of orders.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { routePath } from '@ranzen/sdk-core';
import { SHOPS } from './checkout';
import { expect, test } from './fixtures';
import { graphql } from './inPage';
import { DEMO_B2B, DEMO_CONSUMER, type DemoAccount, submitLogin } from './login';

const ORDERS_PER_PAGE = 5;

/** Opens the order overview through /login, as the account guard sends a visitor without a login. */
async function loginToOrders(page: Page, base: string, account: DemoAccount): Promise<void> {
  await page.goto(`${base}${routePath('login', { redirect: routePath('orders') })}`);
  await submitLogin(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
}

/**
 * The oldest year with more than one page of the customer's orders and how many it has: asked from the API
 * as the page's scripts would, so orders other tests place today do not change the count.
 */
async function yearWithTwoPages(page: Page): Promise<{ year: string; count: number }> {
  const { orderYears } = await graphql<{ orderYears: number[] }>(page, 'query { orderYears }');
  const counts = await Promise.all(
    orderYears.map(async (year) => {
      const { ordersV2 } = await graphql<{ ordersV2: { pageInfo: { totalElements: number } } }>(
        page,
        'query($year: String) { ordersV2(page: 0, dateFilter: $year) { pageInfo { totalElements } } }',
        { year: String(year) },
      );
      return { year: String(year), count: ordersV2.pageInfo.totalElements };
    }),
  );
  const found = counts.reverse().find(({ count }) => count > ORDERS_PER_PAGE);
  if (!found) throw new Error(`no year with more than ${ORDERS_PER_PAGE} orders: ${JSON.stringify(counts)}`);
  return found;
}

const orderList = (page: Page) => page.getByRole('main').getByRole('article');

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the demo customer pages through a year, finds an order, opens it and downloads its invoice', async ({
  page,
}) => {
  const shop = SHOPS.de;
  await loginToOrders(page, shop.base, DEMO_CONSUMER);
  const { year, count } = await yearWithTwoPages(page);

  // §9: 5 per page; the period is part of the URL (decision 0007).
  await page.getByRole('combobox', { name: 'Zeitraum' }).selectOption(year);
  await expect(page).toHaveURL(`${shop.base}/myaccount/orders/?filter=${year}`);
  await expect(orderList(page)).toHaveCount(ORDERS_PER_PAGE);

  // Shown one-based: the second page holds the rest of the year.
  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Seite 2' }).click();
  await expect(page).toHaveURL(`${shop.base}/myaccount/orders/?p=2&filter=${year}`);
  await expect(orderList(page)).toHaveCount(Math.min(count - ORDERS_PER_PAGE, ORDERS_PER_PAGE));
  const heading = (await orderList(page).first().getByRole('heading').textContent()) ?? '';
  const orderId = heading.replace('Bestellung ', '');

  // The search by order number finds that one order, and a reload shows the same.
  const search = page.getByRole('search', { name: 'Bestellungen suchen' });
  await search.getByRole('searchbox', { name: 'Bestellnummer oder Artikel' }).fill(orderId);
  await search.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(`${shop.base}/myaccount/orders/?q=${orderId}&filter=${year}`);
  await expect(orderList(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('article', { name: heading })).toBeVisible();

  await page.getByRole('link', { name: `Details zur Bestellung ${orderId}` }).click();
  await expect(page).toHaveURL(`${shop.base}${routePath('orderDetail', { orderId })}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const parcel = page.getByRole('region', { name: /^Paket 1/ });
  await expect(parcel.getByText('Zugestellt')).toBeVisible();

  // The invoice downloads as a PDF (served by the storefront as an attachment, never sniffed).
  const invoiceLink = parcel.getByRole('link', { name: 'Rechnung zu Paket 1 (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 4).toString()).toBe('%PDF');
  const answer = await page.request.get(
    new URL((await invoiceLink.getAttribute('href')) ?? '', page.url()).href,
  );
  expect(answer.headers()['content-type']).toBe('application/pdf');
});

test("an order opens for its owner or with its hash; another customer's login or a wrong hash finds nothing", async ({
  page,
  browser,
}) => {
  // The demo customer's newest order and its hash (the confirmation mail's guest link carries it).
  await loginToOrders(page, SHOPS.de.base, DEMO_CONSUMER);
  const { ordersV2 } = await graphql<{ ordersV2: { orders: { orderId: string }[] } }>(
    page,
    'query { ordersV2(page: 0) { orders { orderId } } }',
  );
  const orderId = ordersV2.orders[0]?.orderId ?? '';
  const { order } = await graphql<{ order: { hash: string } }>(
    page,
    'query($orderId: ID!) { order(orderId: $orderId) { hash } }',
    { orderId },
  );

  // The B2B customer sees their own history, and the consumer's order as an unknown one.
  const b2b = await newPage(browser);
  await loginToOrders(b2b, SHOPS.b2bDe.base, DEMO_B2B);
  await expect(orderList(b2b).first()).toBeVisible();
  const foreign = await b2b.goto(`${SHOPS.b2bDe.base}${routePath('orderDetail', { orderId })}`);
  expect(foreign?.status()).toBe(404);
  await expect(b2b.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');

  // A guest with the hash opens the order without the account's navigation; a wrong hash finds nothing.
  const guest = await newPage(browser);
  await guest.goto(`${SHOPS.de.base}${routePath('orderDetail', { orderId, hash: order.hash })}`);
  await expect(guest.getByRole('heading', { level: 1, name: `Bestellung ${orderId}` })).toBeVisible();
  await expect(guest.getByRole('navigation', { name: 'Mein Konto' })).toHaveCount(0);
  const wrong = await guest.goto(
    `${SHOPS.de.base}${routePath('orderDetail', { orderId, hash: 'f'.repeat(64) })}`,
  );
  expect(wrong?.status()).toBe(404);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
});

// Self-service returns through the pages (spec shopping §2 "/myaccount/returns" and its steps; §3 "Return
// order", "Client selection"; §4 "Returns"; §5 "Returns lookup needs order number and postcode (or a
// hash)", "The image upload needs an upload signature"; §6 "Returns by hash need no login"; §8 "Return
// submit"; issue 18 "End to end: a return by lookup and one by hash through confirm; a refused upload shows
// its error"). The returned orders are the demo accounts' newest seeded ones (delivered a few days ago);
// each test returns one unit, so a retry still finds units to return. The return itself is made by a new
// visitor without a login (its own browser context), as a guest holding the order's number or link would.
import type { Browser, Page } from '@playwright/test';
import { routePath } from '@ranzen/sdk-core';
import { SHOPS, type Shop, text } from './checkout';
import { expect, test } from './fixtures';
import { DEMO_B2B, DEMO_CONSUMER, type DemoAccount, submitLogin } from './login';

interface ReturnableOrder {
  readonly orderId: string;
  readonly hash: string;
  readonly postCode: string;
}

/** A GraphQL answer through the shop's same-origin /graphql, in the page (Node cannot resolve *.localhost). */
function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: T }).data;
    },
    { query, variables },
  );
}

/**
 * The demo account's newest order with units to return (other specs' fresh orders are not delivered yet),
 * read as its owner.
 */
async function returnableOrder(browser: Browser, shop: Shop, account: DemoAccount): Promise<ReturnableOrder> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shop.base}${routePath('login')}`);
  await submitLogin(page, account, { messages: shop.messages });
  const { ordersV2 } = await graphql<{ ordersV2: { orders: { orderId: string }[] } }>(
    page,
    'query { ordersV2(page: 0) { orders { orderId } } }',
  );
  for (const { orderId } of ordersV2.orders) {
    const { order } = await graphql<{ order: { hash: string; deliveryAddress: { postCode: string } } }>(
      page,
      'query($orderId: ID!) { order(orderId: $orderId) { hash deliveryAddress { postCode } } }',
      { orderId },
    );
    const { returnOrder } = await graphql<{ returnOrder: { items: { quantityReturnable: number }[] } }>(
      page,
      'query($hash: String) { returnOrder(hash: $hash) { items { quantityReturnable } } }',
      { hash: order.hash },
    );
    if (returnOrder.items.some((item) => item.quantityReturnable > 0)) {
      await context.close();
      return { orderId, hash: order.hash, postCode: order.deliveryAddress.postCode };
    }
  }
  throw new Error(`no returnable order among ${account.login}'s newest orders`);
}

/** The step heading of the returns flow shows `step` (the steps' navigation marks it too). */
async function expectStep(
  page: Page,
  shop: Shop,
  step: Parameters<typeof routePath<'returnsStep'>>[1]['step'],
) {
  await expect(page).toHaveURL((url) => url.pathname === routePath('returnsStep', { step }));
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: text(shop, `vue.returns.step.${step}`), exact: true }),
  ).toBeVisible();
}

/** Chooses one unit of the first returnable line (its first reason is preselected). */
async function chooseOneUnit(page: Page, shop: Shop): Promise<void> {
  await page
    .getByRole('combobox', { name: new RegExp(`^${text(shop, 'vue.returns.item.quantity')}`) })
    .first()
    .selectOption('1');
}

/** From the product selection through regulations and carrier to the confirmation, then the submit. */
async function returnThroughConfirm(page: Page, shop: Shop): Promise<void> {
  const next = page.getByRole('button', { name: text(shop, 'vue.returns.next') });
  await next.click();
  await expectStep(page, shop, 'regulations');
  // §4: the first regulation is preselected.
  await expect(page.getByRole('radio').first()).toBeChecked();
  await next.click();
  await expectStep(page, shop, 'carrier');
  await next.click();
  await expectStep(page, shop, 'confirm');
  const contact = page.getByRole('form', { name: text(shop, 'vue.returns.contact') });
  await contact.getByRole('combobox', { name: text(shop, 'vue.address.salutation') }).selectOption('ms');
  await contact.getByRole('textbox', { name: text(shop, 'vue.address.firstname') }).fill('Erika');
  await contact.getByRole('textbox', { name: text(shop, 'vue.address.lastname') }).fill('Muster');
  await contact
    .getByRole('combobox', { name: text(shop, 'vue.returns.contact.email') })
    .fill('erika@ranzen.test');
  await page.getByRole('button', { name: text(shop, 'vue.returns.submit') }).click();
}

/** §8 "Return submit": the RMA number is shown, and the label link answers a PDF. */
async function expectRegisteredReturn(page: Page, shop: Shop, orderId: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: `${orderId}-R` })).toBeVisible();
  const label = page.getByRole('link', { name: text(shop, 'vue.returns.labelDownload') });
  const href = (await label.getAttribute('href')) ?? '';
  const pdf = await page.evaluate(async (path) => {
    const response = await fetch(path);
    const head = new Uint8Array(await response.arrayBuffer()).subarray(0, 5);
    return { type: response.headers.get('content-type'), head: String.fromCharCode(...head) };
  }, href);
  expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
}

test('consumer de: a return by order number and postcode through confirm, with its label PDF (§2, §5, §8)', async ({
  browser,
  page,
}) => {
  const shop = SHOPS.de;
  const order = await returnableOrder(browser, shop, DEMO_CONSUMER);
  await page.goto(`${shop.base}${routePath('returns')}`);
  await page.getByRole('textbox', { name: text(shop, 'vue.returns.lookup.orderNumber') }).fill(order.orderId);
  await page.getByRole('textbox', { name: text(shop, 'vue.returns.lookup.postcode') }).fill(order.postCode);
  await page.getByRole('button', { name: text(shop, 'vue.returns.lookup.submit') }).click();
  await expectStep(page, shop, 'productselection');
  await chooseOneUnit(page, shop);
  await returnThroughConfirm(page, shop);
  await expectRegisteredReturn(page, shop, order.orderId);
});

test('B2B: a return by the order link (?order=<hash>) without a login; a refused photo shows its error (§5, §6)', async ({
  browser,
  page,
}) => {
  const shop = SHOPS.b2bDe;
  const order = await returnableOrder(browser, shop, DEMO_B2B);
  await page.goto(`${shop.base}${routePath('returns', { order: order.hash })}`);
  await expectStep(page, shop, 'productselection');
  await chooseOneUnit(page, shop);
  // An SVG named like a photo: the API decides by the bytes and refuses it; nothing is added to the line.
  const photo = page.getByLabel(
    new RegExp(`^${text(shop, 'vue.returns.item.photos', { max: 5 }).replace(/[()]/g, '\\$&')}`),
  );
  await photo.setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText(text(shop, 'vue.upload.error.type'))).toBeVisible();
  await expect(photo).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(text(shop, 'vue.returns.item.photoAdded', { count: 1 }))).toHaveCount(0);
  // A reload keeps the selection (sessionStorage), then the return goes through.
  await page.reload();
  await expect(
    page.getByRole('combobox', { name: new RegExp(`^${text(shop, 'vue.returns.item.quantity')}`) }).first(),
  ).toHaveValue('1');
  await returnThroughConfirm(page, shop);
  await expectRegisteredReturn(page, shop, order.orderId);
});

// The cart in the built storefronts, consumer and B2B (spec shopping §2 basket route, §4 "Cart item
// removal", "Mini cart", "Quantity field", "Lightning deals", §7 cross-tab sync, §8 cart rows, §9 undo
// window 8000 ms, mini cart 300 ms; storefront §2.5 cart shortcut). Each test starts with a new
// browser context, so with a new visitor and an empty cart.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const stores = [
  { name: 'consumer de', base: storeUrl('localhost', E2E_PORTS.consumer), b2b: false },
  { name: 'B2B de', base: storeUrl('educational.localhost', E2E_PORTS.b2b), b2b: true },
] as const;
type Store = (typeof stores)[number];

/** Seed: the first items of the products at these indices are running lightning deals (max 3 each). */
const DEAL_PRODUCT_IDS = ['100003', '100012', '100024', '100038'];
const DEAL_QUANTITY_MAX = 3;

/** B2B pages outside the public ones open the login flyout without a session (storefront §2.4). */
async function enterStore(context: BrowserContext, store: Store): Promise<void> {
  if (store.b2b) await context.addCookies([{ name: 'X-JWT-exist', value: '1', url: store.base }]);
}

function cartShortcut(page: Page, count: number) {
  return page.getByRole('banner').getByRole('link', { name: `Warenkorb, ${count} Artikel`, exact: true });
}

/** The count once an add landed (a B2B item may have a minimum order quantity above 1). */
async function countAfterAdd(page: Page): Promise<number> {
  const shortcut = page.getByRole('banner').getByRole('link', { name: /^Warenkorb, [1-9]\d* Artikel$/ });
  await expect(shortcut).toBeVisible();
  return Number(/(\d+)/.exec((await shortcut.getAttribute('aria-label')) ?? '')?.[1]);
}

/** Hrefs of the links in the page's main area that match `pattern` (in the browser: the API request
 * context cannot resolve *.localhost hosts). */
async function linkPaths(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => pattern.test(href));
}

/** A product that is no lightning deal, from the store's first category page. */
async function plainProductPath(page: Page, store: Store): Promise<string> {
  await page.goto(`${store.base}/`);
  const [category] = await linkPaths(page, /^\/cat\/\d+\/?$/);
  expect(category).toBeDefined();
  await page.goto(`${store.base}${category}`);
  const products = (await linkPaths(page, /^\/prod\/\d+\/?$/)).filter(
    (path) => !DEAL_PRODUCT_IDS.some((id) => path.includes(id)),
  );
  expect(products.length).toBeGreaterThan(0);
  return products[0] ?? '';
}

/** A running lightning deal in the store's assortment. */
async function dealProductPath(page: Page, store: Store): Promise<string> {
  for (const id of DEAL_PRODUCT_IDS) {
    const answer = await page.goto(`${store.base}/prod/${id}/`);
    if (answer?.status() === 200) return `/prod/${id}/`;
  }
  throw new Error('no lightning deal in this assortment');
}

/** Opens a product page and adds its chosen item; returns the product's name. */
async function addFromProductPage(page: Page, store: Store, path: string, quantity = 1): Promise<string> {
  await page.goto(`${store.base}${path}`, { waitUntil: 'networkidle' });
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  if (quantity !== 1) {
    const field = page.getByRole('main').getByRole('textbox', { name: 'Menge', exact: true });
    await field.fill(String(quantity));
    await field.press('Enter');
  }
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  return name;
}

const flyout = (page: Page) =>
  page.getByRole('dialog', { name: 'Der Artikel wurde in den Warenkorb gelegt.' });

for (const store of stores) {
  test.describe(`cart (${store.name})`, () => {
    test.beforeEach(async ({ context }) => {
      await enterStore(context, store);
    });

    test('adding on the product page shows the success flyout; hovering the cart shows the mini cart (§4)', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const name = await addFromProductPage(page, store, await plainProductPath(page, store));
      await expect(flyout(page)).toBeVisible();
      const count = await countAfterAdd(page);
      await expect(flyout(page)).toContainText(`${count} × ${name}`);
      await page.keyboard.press('Escape');
      await expect(flyout(page)).toBeHidden();

      // Laptop-size screen with a mouse: hover opens the mini cart, leaving closes it after 300 ms.
      await cartShortcut(page, count).hover();
      const miniCart = page.getByRole('region', { name: 'Mini-Warenkorb' });
      await expect(miniCart.getByRole('link', { name })).toBeVisible();
      await expect(miniCart.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
        'href',
        '/checkout/basket/',
      );
      await page.mouse.move(10, 800);
      await expect(miniCart).toBeHidden();
    });

    test('adding from a listing tile puts its product in the cart (§4)', async ({ page }) => {
      // Tiles offer the add only for products without a variant choice: find a category that has one.
      await page.goto(`${store.base}/`);
      const tileAdd = page.getByRole('main').getByRole('button', { name: / in den Warenkorb legen$/ });
      for (const category of await linkPaths(page, /^\/cat\/\d+\/?$/)) {
        await page.goto(`${store.base}${category}`, { waitUntil: 'networkidle' });
        if ((await tileAdd.count()) > 0) break;
      }
      const add = tileAdd.first();
      const label = (await add.getAttribute('aria-label')) ?? '';
      const name = label.replace(/ in den Warenkorb legen$/, '');
      await add.click();
      await expect(flyout(page)).toContainText(name);
      const count = await countAfterAdd(page);
      await page.goto(`${store.base}/checkout/basket/`);
      await expect(
        page.getByRole('list', { name: 'Warenkorb' }).getByRole('listitem', { name }),
      ).toBeVisible();
      await expect(cartShortcut(page, count)).toBeVisible();
    });

    test('basket: change the quantity, remove and undo within 8 s, redeem a voucher (§4, §8, §9)', async ({
      page,
    }) => {
      const name = await addFromProductPage(page, store, await plainProductPath(page, store));
      const target = (await countAfterAdd(page)) + 2;
      await page.goto(`${store.base}/checkout/basket/`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
      const positions = page.getByRole('list', { name: 'Warenkorb' });
      const row = positions.getByRole('listitem', { name });
      await expect(row).toBeVisible();
      // Selling points are hidden on the basket page (storefront §2.5).
      await expect(page.getByRole('region', { name: 'Unsere Versprechen' })).toHaveCount(0);

      const quantity = row.getByRole('textbox', { name: `Menge für ${name}` });
      await quantity.fill(String(target));
      await quantity.press('Enter');
      await expect(cartShortcut(page, target)).toBeVisible();
      await expect(quantity).toHaveValue(String(target));

      // The position is named after the item, e.g. "<product>, Pink".
      const itemName = ((await row.getByRole('link').first().textContent()) ?? '').trim();
      await row.getByRole('button', { name: `${itemName} entfernen` }).click();
      const undoRow = positions.getByRole('status');
      await expect(undoRow).toHaveText(`Der Artikel ${itemName} wurde aus dem Warenkorb entfernt.`);
      await expect(cartShortcut(page, 0)).toBeVisible();
      await positions.getByRole('button', { name: 'Rückgängig' }).click();
      await expect(positions.getByRole('listitem', { name })).toBeVisible();
      await expect(cartShortcut(page, target)).toBeVisible();
      await expect(positions.getByRole('button', { name: 'Rückgängig' })).toHaveCount(0);

      await page.getByLabel('Gutscheincode').fill('SCHULE10');
      await page.getByRole('button', { name: 'Einlösen' }).click();
      await expect(page.getByText('Der Gutschein SCHULE10 wurde eingelöst.')).toBeVisible();
      const summary = page.getByRole('complementary', { name: 'Übersicht' });
      await expect(summary.getByText('Gutscheine', { exact: true })).toBeVisible();
      await expect(summary.getByRole('button', { name: 'Gutschein SCHULE10 entfernen' })).toBeVisible();

      await page.getByLabel('Gutscheincode').fill('ABGELAUFEN');
      await page.getByRole('button', { name: 'Einlösen' }).click();
      await expect(page.getByLabel('Gutscheincode')).toHaveAttribute('aria-invalid', 'true');
    });

    test('the undo row disappears after 8 s (§9)', async ({ page }) => {
      const name = await addFromProductPage(page, store, await plainProductPath(page, store));
      await countAfterAdd(page);
      await page.goto(`${store.base}/checkout/basket/`, { waitUntil: 'networkidle' });
      const row = page.getByRole('list', { name: 'Warenkorb' }).getByRole('listitem', { name });
      const itemName = ((await row.getByRole('link').first().textContent()) ?? '').trim();
      await row.getByRole('button', { name: `${itemName} entfernen` }).click();
      const undo = page.getByRole('button', { name: 'Rückgängig' });
      await expect(undo).toBeVisible();
      await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
      await expect(undo).toHaveCount(0, { timeout: 12_000 });
    });

    test('a lightning deal bought beyond its maximum shows the deal part and the normal part (§4)', async ({
      page,
    }) => {
      const path = await dealProductPath(page, store);
      const name = await addFromProductPage(page, store, path, DEAL_QUANTITY_MAX);
      await expect(cartShortcut(page, DEAL_QUANTITY_MAX)).toBeVisible();
      await page.keyboard.press('Escape');
      // Two more: the cart already holds the deal maximum, so both go at the normal price.
      await addFromProductPage(page, store, path, 2);
      await expect(cartShortcut(page, DEAL_QUANTITY_MAX + 2)).toBeVisible();
      await expect(flyout(page)).toContainText(
        /Die Höchstmenge zum Blitzpreis ist erreicht: 2 × zum Normalpreis/,
      );

      await page.goto(`${store.base}/checkout/basket/`, { waitUntil: 'networkidle' });
      const row = page.getByRole('list', { name: 'Warenkorb' }).getByRole('listitem', { name });
      await expect(row).toContainText(/3 × zum Blitzpreis von [\d,]+\s€, 2 × zum Normalpreis von [\d,]+\s€/);
      await expect(page.getByText(/Ihre Blitzangebote sind noch .* für Sie reserviert\./)).toBeVisible();
    });

    test('a second tab sees the cart change without a reload (§7 syncApolloData)', async ({
      page,
      context,
    }) => {
      const path = await plainProductPath(page, store);
      const other = await context.newPage();
      await other.goto(`${store.base}/`, { waitUntil: 'networkidle' });
      await expect(cartShortcut(other, 0)).toBeVisible();

      await addFromProductPage(page, store, path);
      const count = await countAfterAdd(page);
      await expect(cartShortcut(other, count)).toBeVisible();
    });
  });
}

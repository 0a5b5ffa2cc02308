// The walking skeleton of issue #2: home -> category -> product -> add to cart -> header count,
// in the German consumer store and the German B2B store, all rendered on the server from the API.
// Spec storefront §1 (store by host), §2.1 (routes), §2.5 (cart shortcut with item count),
// shopping §4 (cart id issued by shop init, kept in a cookie).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerB2bBuyer } from './inPage';
import { E2E_PORTS, storeUrl } from './ports';

/**
 * The B2B store shows its catalogue to logged-in customers only (storefront §2.4): its walk starts with a
 * new B2B customer's registration (a cart of its own, empty like a fresh visitor's).
 */
interface JourneyStore {
  readonly name: string;
  readonly base: string;
  readonly lang: string;
  readonly loginRequired?: boolean;
}

const stores: readonly [JourneyStore, JourneyStore] = [
  { name: 'de consumer store', base: storeUrl('localhost', E2E_PORTS.consumer), lang: 'de-DE' },
  {
    name: 'German B2B store',
    base: storeUrl('educational.localhost', E2E_PORTS.b2b),
    lang: 'de-DE',
    loginRequired: true,
  },
];

async function logInIfRequired(page: Page, store: JourneyStore): Promise<void> {
  if (!store.loginRequired) return;
  await page.goto(`${store.base}/`);
  const email = `journey.${Date.now()}${Math.floor(Math.random() * 1e6)}@ranzen.test`;
  await registerB2bBuyer(page, { firstName: 'Bea', lastName: 'Buyer', email });
}

/** The header cart shortcut, named by its visible content, e.g. "Warenkorb, 3 Artikel". */
function cartShortcut(page: Page, count: number | RegExp = /\d+/) {
  const name = typeof count === 'number' ? `Warenkorb, ${count} Artikel` : /^Warenkorb, \d+ Artikel$/;
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

async function cartCount(page: Page): Promise<number> {
  const text = await cartShortcut(page).textContent();
  // An empty cart shows no count badge (its name still says "Warenkorb, 0 Artikel").
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? 0);
}

for (const store of stores) {
  test(`${store.name}: home -> category -> product -> add to cart updates the header count`, async ({
    page,
  }) => {
    await logInIfRequired(page, store);
    const home = await page.goto(`${store.base}/`);
    expect(home?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
    // A fresh visitor's cart, and a new customer's, is empty.
    await expect(cartShortcut(page, 0)).toBeVisible();

    // Home CMS rows link into the catalogue.
    const categoryLink = page.getByRole('main').locator('a[href*="/cat/"]').first();
    await categoryLink.click();
    await expect(page).toHaveURL(/\/cat\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tiles = page.getByRole('main').getByRole('article');
    expect(await tiles.count()).toBeGreaterThan(0);
    expect(await tiles.count()).toBeLessThanOrEqual(60);

    await tiles.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/prod\/\d+/);
    const productName = await page.getByRole('heading', { level: 1 }).textContent();
    expect(productName?.trim().length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(cartShortcut(page, 0)).toHaveCount(0);
    const countAfterAdd = await cartCount(page);
    expect(countAfterAdd).toBeGreaterThan(0);

    // The cart lives on the server: the count survives a full reload.
    await page.reload();
    await expect(cartShortcut(page, countAfterAdd)).toBeVisible();
  });
}

test('product page HTML carries the product name and price before any script runs', async ({ request }) => {
  const category = await request.get(`${stores[0].base}/`);
  const html = await category.text();
  const categoryPath = /href="(\/cat\/\d+\/?)"/.exec(html)?.[1];
  expect(categoryPath).toBeDefined();
  const listing = await (await request.get(`${stores[0].base}${categoryPath}`)).text();
  const productPath = /href="(\/prod\/\d+\/?)"/.exec(listing)?.[1];
  expect(productPath).toBeDefined();

  const response = await request.get(`${stores[0].base}${productPath}`);
  expect(response.status()).toBe(200);
  const productHtml = await response.text();
  expect(productHtml).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(productHtml).toMatch(/\d+,\d{2}(&nbsp;|\s|\u00a0)€/);
});

test.describe('unknown paths (spec storefront §2.4, §8)', () => {
  for (const store of stores) {
    test(`${store.name} answers 404 with the error page`, async ({ page }) => {
      await logInIfRequired(page, store);
      const response = await page.goto(`${store.base}/diese-seite-gibt-es-nicht/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Zur Startseite', exact: true }),
      ).toHaveAttribute('href', '/');
    });
  }
});

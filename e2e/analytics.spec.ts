// GA4 attribution in the data layer (spec storefront §3.15 "Session-storage items: item-list products",
// §7 analytics "item list view, select item"; issue 21 item 6): a tile chosen from a category keeps its list
// and position for the session, so the product page's view_item and its add_to_cart name them, and each
// successful add is one add_to_cart, from a tile as from the product page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);

interface LayerItem {
  readonly item_id: string;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly index?: number;
  readonly quantity: number;
}

/** The page's e-commerce events of one name, in order. */
function ecommerceEvents(page: Page, name: string): Promise<LayerItem[][]> {
  return page.evaluate(
    (eventName) =>
      ((window as { dataLayer?: { event?: string; ecommerce?: { items: LayerItem[] } }[] }).dataLayer ?? [])
        .filter((entry) => entry.event === eventName)
        .map((entry) => entry.ecommerce?.items ?? []),
    name,
  );
}

/** Tiles offer the add only for products without a variant choice: a category that has such a tile. */
async function categoryWithTileAdd(page: Page) {
  await page.goto(`${consumer}/`);
  const categories = await page
    .getByRole('main')
    .locator('a[href^="/cat/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const tileAdd = page.getByRole('main').getByRole('button', { name: / in den Warenkorb legen$/ });
  for (const category of categories) {
    await page.goto(`${consumer}${category}`, { waitUntil: 'networkidle' });
    if ((await tileAdd.count()) > 0) return tileAdd.first();
  }
  throw new Error('no category with a tile add');
}

test('a tile add and a product reached from a list carry the list and position (§3.15, §7)', async ({
  page,
}) => {
  const tileAdd = await categoryWithTileAdd(page);
  const tiles = page.getByRole('main').getByRole('article');
  const productName = ((await tileAdd.getAttribute('aria-label')) ?? '').replace(
    / in den Warenkorb legen$/,
    '',
  );
  // The tile's position in the list: the first tile with an add button, as tileAdd is.
  const index = await tiles.evaluateAll((articles) =>
    articles.findIndex((article) => article.querySelector('button[aria-label$=" in den Warenkorb legen"]')),
  );
  const [listView] = await ecommerceEvents(page, 'view_item_list');
  const listed = listView?.[index];
  expect(listed?.item_list_id).toBeTruthy();
  const origin = { item_list_id: listed?.item_list_id, item_list_name: listed?.item_list_name, index };

  await tileAdd.click();
  await expect.poll(() => ecommerceEvents(page, 'add_to_cart')).toHaveLength(1);
  expect((await ecommerceEvents(page, 'add_to_cart'))[0]).toEqual([
    expect.objectContaining({ item_id: listed?.item_id, ...origin }),
  ]);

  await tiles.getByRole('link', { name: productName, exact: true }).click();
  await expect(page).toHaveURL(/\/prod\/\d+\/$/);
  await expect.poll(() => ecommerceEvents(page, 'view_item')).toHaveLength(1);
  expect((await ecommerceEvents(page, 'view_item'))[0]).toEqual([
    expect.objectContaining({ item_id: listed?.item_id, ...origin }),
  ]);

  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await expect.poll(() => ecommerceEvents(page, 'add_to_cart')).toHaveLength(2);
  expect((await ecommerceEvents(page, 'add_to_cart'))[1]).toEqual([
    expect.objectContaining({ item_id: listed?.item_id, ...origin }),
  ]);
});

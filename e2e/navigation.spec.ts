// Client-side navigation over sdk-core's route table (decision 0002): a click on a product tile on a
// category page renders the product page without a document load, back returns to the category,
// and hydration itself sends no GraphQL request (the page reads the server's serialised cache).
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const base = storeUrl('localhost', E2E_PORTS.consumer);

declare global {
  interface Window {
    __marker?: number;
  }
}

test('de consumer store: category -> product tile -> back, without reloading the page', async ({
  page,
  request,
}) => {
  const home = await (await request.get(`${base}/`)).text();
  const categoryPath = /href="(\/cat\/\d+\/?)"/.exec(home)?.[1];
  expect(categoryPath).toBeDefined();

  // Operation names sent to the GraphQL proxy (batched requests carry several).
  const graphqlOperations: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname !== '/graphql') return;
    const body: unknown = sent.postDataJSON();
    for (const operation of Array.isArray(body) ? body : [body]) {
      graphqlOperations.push(String((operation as { operationName?: unknown }).operationName));
    }
  });
  await page.goto(`${base}${categoryPath}`, { waitUntil: 'networkidle' });
  const categoryHeading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(categoryHeading.length).toBeGreaterThan(0);
  const categoryTitle = await page.title();
  // Hydration reads the serialised Apollo cache and route state: no data is fetched again. The only
  // operation is the page-view tracking event (spec storefront §3.15, §7).
  expect(graphqlOperations.filter((name) => name !== 'AddTrackingEvents')).toEqual([]);

  await page.evaluate(() => {
    window.__marker = 1;
  });
  const tileLink = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await tileLink.click();
  await expect(page).toHaveURL(/\/prod\/\d+/);
  const productHeading = page.getByRole('heading', { level: 1 });
  await expect(productHeading).not.toHaveText(categoryHeading);
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
  // Still the same document: the marker survived, so there was no reload.
  expect(await page.evaluate(() => window.__marker)).toBe(1);
  // The head follows the page, and focus moved to the new page's heading.
  await expect(page).not.toHaveTitle(categoryTitle);
  await expect(productHeading).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${categoryPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryHeading);
  await expect(page).toHaveTitle(categoryTitle);
  expect(await page.evaluate(() => window.__marker)).toBe(1);
});

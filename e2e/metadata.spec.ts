// DESIGN §2 and spec storefront §9: canonical, robots, hreflang and Open Graph are in the raw server
// response (no script runs for a crawler), and the error page's button leads home.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);
const b2b = storeUrl('educational.localhost', E2E_PORTS.b2b);

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${consumer}/cat/1/`, { maxRedirects: 0 })).text();
  const path = html.match(/href="(\/prod\/[^"/]+\/)"/)?.[1];
  if (!path) throw new Error('category 1 lists no product');
  return path;
}

test('the product page has canonical, robots and og:image in the raw HTML', async ({ request }) => {
  const path = await firstProductPath(request);
  const response = await request.get(`${consumer}${path}?varid=1`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const head = headOf(await response.text());
  // Canonical drops every query parameter on product pages (spec §9).
  expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${path}">`));
  expect(head).toContain('<meta name="robots" content="index,follow">');
  expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/images\/[^"]+">/);
  expect(head).toContain('<meta property="og:type" content="product">');
  expect(head).toContain('hreflang="x-default"');
});

test('the home page carries the default share image and the hreflang set', async ({ request }) => {
  const head = headOf(await (await request.get(`${consumer}/`, { maxRedirects: 0 })).text());
  const image = head.match(/<meta property="og:image" content="([^"]+)">/)?.[1];
  expect(image).toMatch(/\/share-image\.jpg$/);
  for (const lang of ['de-CH', 'de-LI', 'de-DE', 'x-default', 'de-AT', 'de-IT']) {
    expect(head).toContain(`hreflang="${lang}"`);
  }
  const share = await request.get(`${consumer}/share-image.jpg`);
  expect(share.status()).toBe(200);
  expect(share.headers()['content-type']).toBe('image/jpeg');
});

test('B2B pages have no hreflang', async ({ page }) => {
  // Chromium resolves *.localhost, Node's request context does not; the response text is the raw HTML.
  const response = await page.goto(`${b2b}/`);
  expect(response?.status()).toBe(200);
  const head = headOf((await response?.text()) ?? '');
  expect(head).not.toContain('hreflang');
  expect(head).toContain('rel="canonical"');
});

test('the basket has no Open Graph and is noindex', async ({ request }) => {
  const head = headOf(await (await request.get(`${consumer}/checkout/basket/`, { maxRedirects: 0 })).text());
  expect(head).toContain('<meta name="robots" content="noindex,follow">');
  expect(head).not.toContain('og:');
});

test('the error page button goes home and clears the error', async ({ page }) => {
  const response = await page.goto(`${consumer}/gibt-es-nicht/`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Seite nicht gefunden | Ranzen');
  await page.locator('main a[href="/"], section[data-status] a[href="/"]').first().click();
  await expect(page).toHaveURL(`${consumer}/`);
  await expect(page.locator('section[data-status]')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Seite nicht gefunden/);
});

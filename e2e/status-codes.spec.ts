// Spec storefront §2.4 and §8: the HTTP status a crawler or browser gets, redirects not followed
// (the status and Location of the first response are the contract, not where it ends up).
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);

test('the home page answers 200', async ({ request }) => {
  const response = await request.get(`${consumer}/`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
});

test('a permanent CMS redirect answers 301 with its target', async ({ request }) => {
  const response = await request.get(`${consumer}/angebote/`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/cat/10/');
});

test('a temporary CMS redirect answers 302', async ({ request }) => {
  const response = await request.get(`${consumer}/aktion/schulstart/`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/inspiration/');
});

test('a GONE page answers 410 with the not-found page', async ({ request }) => {
  const response = await request.get(`${consumer}/aktion/weihnachten-2023/`, { maxRedirects: 0 });
  expect(response.status()).toBe(410);
  expect(await response.text()).toContain('<meta name="robots" content="noindex,follow">');
});

for (const path of ['/gibt-es-nicht/', '/Inspiration/', '/inspiration$/', '/CAT/1/', '/Prod/1/']) {
  test(`${path} answers 404, noindex, without a debug box in production`, async ({ request }) => {
    const response = await request.get(`${consumer}${path}`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex,follow">');
    expect(html).toContain('<title>Seite nicht gefunden | Ranzen</title>');
    // The servers run with NODE_ENV=production (playwright.config.ts): no raw error details.
    expect(html).not.toContain('error-debug');
  });
}

test('the lower-case CMS page itself answers 200', async ({ request }) => {
  const response = await request.get(`${consumer}/inspiration/`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

// Resilience in Chromium (spec storefront §7 "A service worker is served at /sw.js", "A build manifest is
// fetched from builds/meta/{buildId}.json", §4 "A build manifest poll detects new builds"): the service
// worker installs, a navigation without a network shows the store's offline page instead of the
// browser's error, and nothing but that page is cached (no personal data).
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);
const english = storeUrl('en.localhost', E2E_PORTS.consumer);

test('sw.js is served as a script for the whole origin, and the running build has a manifest', async ({
  request,
}) => {
  const worker = await request.get(`${consumer}/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('text/javascript');
  expect(worker.headers()['service-worker-allowed']).toBe('/');
  const latest = await request.get(`${consumer}/builds/latest.json`);
  expect(latest.status()).toBe(200);
  const { id } = (await latest.json()) as { id: string };
  expect(id).toMatch(/^[0-9a-f]{16}$/);
  const meta = await request.get(`${consumer}/builds/meta/${id}.json`);
  expect(await meta.json()).toEqual({ id });
  expect((await request.get(`${consumer}/builds/meta/0000000000000000.json`)).status()).toBe(404);
});

test.describe('offline navigation', () => {
  // The suite blocks service workers (playwright.config.ts); this test is about one.
  test.use({ serviceWorkers: 'allow' });

  for (const [name, origin, headline] of [
    ['German', consumer, 'Sie sind offline'],
    ['English', english, 'You are offline'],
  ] as const) {
    test(`a navigation without a network shows the ${name} offline page`, async ({ page, context }) => {
      await page.goto(`${origin}/`);
      // Registered once the page is idle; ready when it is active and controls the page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller)
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve),
          );
      });
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      // Only the offline page is cached: no page, no answer, nothing personal.
      expect(cached).toEqual(['/offline.html']);

      await context.setOffline(true);
      await page.goto(`${origin}/service/kontakt/`);
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await context.setOffline(false);
      await page.goto(`${origin}/service/kontakt/`);
      await expect(page.getByRole('heading', { level: 1, name: headline })).toHaveCount(0);
    });
  }
});

// Spec storefront §8 "Mount failures are logged and shown as an app error": the page arrives with a broken
// hydration state, and the server's HTML stays with the store's app error above it.
test('a page that cannot be mounted keeps its HTML and shows the app error in the store’s language', async ({
  page,
}) => {
  await page.route(`${consumer}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script id="__RANZEN_STATE__"[^>]*>).*?(<\/script>)/s,
      '$1{$2',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${consumer}/`);
  const alert = page.getByRole('alert').filter({ hasText: 'Da ist etwas schiefgelaufen' });
  await expect(alert).toBeVisible();
  await expect(
    alert.getByRole('link', { name: 'Bitte versuchen Sie es in einigen Minuten noch einmal.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

// The page frame in the built apps (spec storefront §2.8 footer per store family, §7 footer grid by pageId,
// §3.15 / §7 Meta page-view event in the data layer), and the home page's recommendations element (§2.10, §9).
import { fillCart, SHOPS, toCheckout } from './checkout';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

test('the consumer de home shows the footer with the payment strip', async ({ page }) => {
  await page.goto(`${storeUrl('localhost', E2E_PORTS.consumer)}/`);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer.getByRole('list', { name: 'Zahlungsarten' })).toBeVisible();
  await expect(
    footer.getByRole('list', { name: 'Zahlungsarten' }).getByText('Kauf auf Rechnung'),
  ).toBeVisible();
});

test('the B2B home shows the footer without the payment strip', async ({ page }) => {
  await page.goto(`${storeUrl('educational.localhost', E2E_PORTS.b2b)}/`);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer.getByRole('navigation').first()).toBeVisible();
  await expect(footer.getByRole('list', { name: 'Zahlungsarten' })).toHaveCount(0);
});

test('the shop shows its footer grid, the checkout steps the checkout footer (§7 footer grid by pageId)', async ({
  page,
}) => {
  const shop = SHOPS.de;
  await fillCart(page, shop);
  const footer = page.getByRole('contentinfo');
  // The seeded footer-vue grid (apps/api seed/footerData.ts) above the legal links.
  await expect(footer.getByText('Beratung gesucht?')).toBeVisible();
  await expect(footer.getByText('Sicher bezahlen')).toHaveCount(0);
  await toCheckout(page, shop, 'login');
  // The seeded footer-checkout grid: payment, delivery and returns with their pages; the legal links stay.
  await expect(footer.getByRole('link', { name: 'Zahlung' })).toHaveAttribute('href', '/service/zahlung/');
  await expect(footer.getByText('Sicher bezahlen')).toBeVisible();
  await expect(
    footer.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'AGB' }),
  ).toBeVisible();
  // No marketing in the checkout: no selling points, payment strip or social links.
  await expect(footer.getByText('Beratung gesucht?')).toHaveCount(0);
  await expect(footer.getByRole('list', { name: 'Zahlungsarten' })).toHaveCount(0);
  await expect(footer.getByRole('list', { name: 'Folgen Sie uns' })).toHaveCount(0);
});

test("the home shows the store's recommendations as product tiles, in its first HTML (spec storefront §2.10, §9)", async ({
  page,
}) => {
  const home = `${storeUrl('localhost', E2E_PORTS.consumer)}/`;
  const firstHtml = await (await page.request.get(home)).text();
  expect(firstHtml).toContain('Empfehlungen für Sie');
  await page.goto(home);
  const recommendations = page.getByRole('region', { name: 'Empfehlungen für Sie' });
  // The carousel renders its first five slides (§9), each a tile linking its product.
  await expect(recommendations.getByRole('heading', { level: 3 })).toHaveCount(5);
  await expect(recommendations.getByRole('link').first()).toHaveAttribute('href', /^\/prod\/\d+\/$/);
});

test('the home page view pushes a Meta event with page_area home', async ({ page }) => {
  await page.goto(`${storeUrl('localhost', E2E_PORTS.consumer)}/`);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
        return layer.filter(
          (entry) =>
            typeof entry === 'object' &&
            entry !== null &&
            (entry as { event?: unknown }).event === 'Meta' &&
            (entry as { page_area?: unknown }).page_area === 'home',
        ).length;
      }),
    )
    .toBe(1);
});

test('a category page is laid out by the linked stylesheet before any script runs (DESIGN §6 CLS)', async ({
  browser,
}) => {
  // Without JavaScript the page's route chunk never loads: the grid can only come from the stylesheet the
  // server's HTML links, which must hold the page's rules, not only the entry's (decision 0009).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${storeUrl('localhost', E2E_PORTS.consumer)}/cat/1/`);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const products = page.getByRole('list', { name: heading?.trim() ?? '', exact: true });
  await expect(products).toHaveCSS('display', 'grid');
  await context.close();
});

test('on a phone the selling-point slider rests at its start after load (DESIGN §6 Lighthouse LCP)', async ({
  browser,
}) => {
  // A slider that snaps its first point into place after layout scrolls on the compositor, which Chromium
  // counts as user input: it stopped recording the largest contentful paint, so Lighthouse could not score.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${storeUrl('localhost', E2E_PORTS.consumer)}/`, { waitUntil: 'networkidle' });
  const points = page.getByRole('region', { name: 'Unsere Versprechen' }).getByRole('list');
  await expect(points).toBeVisible();
  expect(await points.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  expect(await points.evaluate((list) => list.scrollLeft)).toBe(0);
  await context.close();
});

test('a product page asks for its scripts only after its first frame, at low priority (DESIGN §6 FCP and LCP)', async ({
  browser,
}) => {
  // The server-rendered page is complete without scripts: the stylesheet and the product image are asked
  // for at top priority, and the scripts only once the first frame is painted, at low priority, so on a
  // slow line neither the first paint nor the largest one shares the bandwidth with hydration code.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    // The first request of a path is the page's own; later lazy imports ask at a script's usual priority.
    const path = new URL(request.url).pathname;
    if (!priorities.has(path)) priorities.set(path, request.initialPriority);
  });
  // The start of the document's first frame (its first animation frame: a frame is rendered only once the
  // stylesheet is there). The paint timing's first-paint is later: when the frame was presented.
  await page.addInitScript(() => {
    requestAnimationFrame((time) => {
      (window as unknown as { firstFrame: number }).firstFrame = time;
    });
  });
  const response = await page.goto(`${storeUrl('localhost', E2E_PORTS.consumer)}/prod/100009/`, {
    waitUntil: 'load',
  });
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*modulepreload/);
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'done');

  const { firstFrame, scriptStarts } = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
    scriptStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(scriptStarts.length).toBeGreaterThan(1);
  expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstFrame);

  // The entry and the modules the loader preloads with it: all at low priority.
  const loaded = await page.evaluate(() =>
    [
      ...document.head.querySelectorAll(
        'script[type="module"][src], link[rel="modulepreload"][fetchpriority="low"]',
      ),
    ].map(
      (element) =>
        new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', document.baseURI).pathname,
    ),
  );
  expect(loaded.length).toBeGreaterThan(1);
  expect(new Set(loaded.map((path) => priorities.get(path)))).toEqual(new Set(['Low']));
  const stylesheet = await page.evaluate(
    () =>
      new URL(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '', document.baseURI)
        .pathname,
  );
  expect(priorities.get(stylesheet)).toBe('VeryHigh');
  const mainImage = await page
    .getByRole('region', { name: 'Produktbilder' })
    .locator('picture img')
    .first()
    .evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
  expect(priorities.get(mainImage)).toBe('High');
  await context.close();
});

// Catalogue browsing and search in the built storefronts (spec storefront §2.1 category and search
// routes, §2.7 search box, §4 "Listing and search", "Search suggestions", §5, §9 noindex): a suggestion
// pick, a query typed before hydration, the "Ranzen" redirect rule (from the box and from a direct
// search URL), the "rote Buntstifte" long-tail rule with its colour filter applied,
// filtering, sorting and paging a category with the URL in sync, back/forward restoring the listing,
// and the B2B store without suggestions, a listing tile's data sheet (§3.7 bestItemDownloads), a sold-out
// product's tile and page (§4 product tile). Seed rules:
// apps/api/src/search/searchData.ts.
import type { BrowserContext, Page } from '@playwright/test';
import { actBeforeHydration, expect, holdScripts, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);
const b2b = storeUrl('educational.localhost', E2E_PORTS.b2b);

declare global {
  interface Window {
    __marker?: number;
  }
}

/** B2B pages outside the public ones open the login flyout without a session (storefront §2.4). */
async function asB2bCustomer(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'X-JWT-exist', value: '1', url: b2b }]);
}

function desktopSearch(page: Page) {
  return page.getByRole('banner').getByRole('search', { name: 'Suche', exact: true });
}

function searchInput(page: Page) {
  return desktopSearch(page).getByRole('combobox', { name: 'Suchbegriff' });
}

/** Marks the document, so a later check tells a client-side navigation from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__marker = 1;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return (await page.evaluate(() => window.__marker)) === 1;
}

/** A category of the seeded tree whose listing has more than one page (60 per page, spec §9). */
async function pagedCategoryPath(page: Page): Promise<string> {
  const home = await (await page.request.get(`${consumer}/`)).text();
  const paths = [...new Set([...home.matchAll(/href="(\/cat\/\d+\/)"/g)].map((match) => match[1] ?? ''))];
  for (const path of paths) {
    const listing = await (await page.request.get(`${consumer}${path}`)).text();
    if (listing.includes('aria-label="Seite 2"')) return path;
  }
  throw new Error('no category with a second page in the seed');
}

test.describe('search box (spec storefront §2.7, §4 "Search suggestions")', () => {
  test('consumer: popular searches on focus, suggestions while typing, a pick searches it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${consumer}/`);
    await markDocument(page);
    const input = searchInput(page);
    await input.click();
    const popular = desktopSearch(page).getByRole('listbox', { name: 'Beliebte Suchanfragen' });
    await expect(popular.getByRole('option', { name: 'Schulranzen' })).toBeVisible();

    await input.fill('Buntst');
    const suggestions = desktopSearch(page).getByRole('listbox', { name: 'Suchvorschläge' });
    const first = suggestions.getByRole('option').first();
    await expect(first).toContainText(/buntst/i);
    await input.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const picked = ((await first.textContent()) ?? '').trim();
    await first.click();

    await expect(page).toHaveURL(`${consumer}/search/?q=${encodeURIComponent(picked)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Suchergebnisse für „${picked}“`);
    await expect(input).toHaveValue(picked);
    await expect(desktopSearch(page).getByRole('listbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    // Spec §9: search pages are noindex,follow (in the server's HTML, which crawlers read).
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('<meta name="robots" content="noindex,follow">');
  });

  test('the redirect rule sends "Ranzen" to the school-bag category', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${consumer}/`);
    await searchInput(page).fill('Ranzen');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(/\/cat\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schulranzen & Taschen');
  });

  test('the long-tail rule searches "Buntstifte" with the colour filter applied', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${consumer}/`);
    await searchInput(page).fill('rote Buntstifte');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=Buntstifte&filter\.colour=Rot$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Buntstifte“');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Filter Farbe: Rot entfernen' })).toBeVisible();
    await main.getByRole('button', { name: 'Alle Filter', exact: true }).click();
    await expect(
      main.getByRole('group', { name: 'Farbe' }).getByRole('checkbox', { name: /^Rot \(\d+\)$/ }),
    ).toBeChecked();
  });

  test('a query typed before the page has hydrated is kept, with its suggestions, and searched', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The page's scripts wait until the visitor has typed into the server-rendered box.
    const releaseScripts = await holdScripts(page);
    await page.goto(`${consumer}/`, { waitUntil: 'commit' });
    await markDocument(page);
    await actBeforeHydration(page);
    const input = searchInput(page);
    await input.fill('Buntstifte');
    releaseScripts();

    // Hydrated: the box keeps the text, and since it has focus, its suggestions open (spec §4).
    const suggestions = desktopSearch(page).getByRole('listbox', { name: 'Suchvorschläge' });
    await expect(suggestions.getByRole('option').first()).toContainText(/buntstift/i);
    await expect(input).toHaveValue('Buntstifte');
    await input.press('Enter');
    await expect(page).toHaveURL(`${consumer}/search/?q=Buntstifte`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Buntstifte“');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a search URL opened directly follows the redirect rule with a 302, as the box does', async ({
    page,
  }) => {
    const direct = `${consumer}/search?q=Ranzen`;
    const answer = await page.request.get(direct, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const location = answer.headers().location ?? '';
    expect(location).toMatch(/^\/cat\/\d+\/$/);

    const response = await page.goto(direct);
    expect(response?.request().redirectedFrom()?.url()).toBe(direct);
    await expect(page).toHaveURL(`${consumer}${location}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schulranzen & Taschen');
  });

  test('nothing found shows the popular searches; an empty query goes home', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${consumer}/search/?q=xyzzyqwv`);
    const empty = page.getByRole('region', { name: 'Leider keine Treffer für „xyzzyqwv“' });
    await expect(empty.getByRole('link', { name: 'Schulranzen' })).toHaveAttribute(
      'href',
      '/search/?q=Schulranzen',
    );

    await searchInput(page).fill('   ');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(`${consumer}/`);
    const emptyQuery = await page.request.get(`${consumer}/search/?q=%20`, { maxRedirects: 0 });
    expect(emptyQuery.status()).toBe(302);
    expect(emptyQuery.headers().location).toBe('/');
  });

  test('B2B: no suggestions, the search still works', async ({ page, context }) => {
    await asB2bCustomer(context);
    await page.setViewportSize({ width: 1280, height: 900 });
    const suggestionCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname !== '/graphql') return;
      const body: unknown = sent.postDataJSON();
      for (const operation of Array.isArray(body) ? body : [body]) {
        const name = String((operation as { operationName?: unknown }).operationName);
        if (name === 'SearchSuggestions') suggestionCalls.push(name);
      }
    });
    // The page's clock is moved on by hand below, instead of waiting in real time for nothing to happen.
    await page.clock.install();
    await page.goto(`${b2b}/`);
    const input = searchInput(page);
    await input.click();
    await input.pressSequentially('Buntstifte', { delay: 30 });
    // A second of page time, at once: well past the pause before suggestions are asked for (200 ms,
    // SEARCH_SUGGEST_DEBOUNCE_MS) and the client's request batching (15 ms); a consumer store would
    // have sent its lookup by now.
    await page.clock.runFor(1_000);
    await expect(desktopSearch(page).getByRole('listbox')).toHaveCount(0);
    expect(suggestionCalls).toEqual([]);
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=Buntstifte$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});

test.describe('category listing (spec storefront §2.1, §3.8, §4 "Listing and search")', () => {
  test('sorting, paging and filtering keep the URL in sync; back and forward restore the listing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const path = await pagedCategoryPath(page);
    await page.goto(`${consumer}${path}`);
    await markDocument(page);
    const main = page.getByRole('main');
    const count = main.getByRole('status');
    const firstTile = () => main.getByRole('article').first().getByRole('heading');

    await main.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Preis aufsteigend' });
    await expect(page).toHaveURL(`${consumer}${path}?sort=price-asc`);
    await expect(main.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('price-asc');
    const cheapestFirst = await firstTile().textContent();

    const pages = main.getByRole('navigation', { name: 'Seiten' });
    await pages.getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(`${consumer}${path}?p=2&sort=price-asc`);
    await expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    const pageTwoFirst = await firstTile().textContent();
    expect(pageTwoFirst).not.toBe(cheapestFirst);
    const totalBefore = await count.textContent();

    await main.getByRole('button', { name: 'Alle Filter', exact: true }).click();
    const brands = main.getByRole('group', { name: 'Marke' });
    // Labels read "Brand (count)".
    const brandLabel = ((await brands.locator('label').first().textContent()) ?? '').trim();
    const brandName = brandLabel.replace(/\s*\(\d+\)$/, '');
    // The box follows the URL: it shows checked once the filtered listing is there.
    await brands.getByRole('checkbox', { name: brandLabel }).click();
    // A filter starts again at page 1 and keeps the sort.
    await expect(page).toHaveURL(
      `${consumer}${path}?sort=price-asc&filter.manufacturer=${encodeURIComponent(brandName)}`,
    );
    await expect(count).not.toHaveText(totalBefore ?? '');
    await expect(main.getByRole('button', { name: `Filter Marke: ${brandName} entfernen` })).toBeVisible();
    await expect(
      brands.getByRole('checkbox', { name: new RegExp(`^${brandName} \\(\\d+\\)$`) }),
    ).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(`${consumer}${path}?p=2&sort=price-asc`);
    await expect(firstTile()).toHaveText(pageTwoFirst ?? '');
    await expect(main.getByRole('button', { name: /^Filter Marke/ })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(`${consumer}${path}?sort=price-asc`);
    await expect(firstTile()).toHaveText(cheapestFirst ?? '');
    await page.goForward();
    await expect(page).toHaveURL(`${consumer}${path}?p=2&sort=price-asc`);
    await expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');

    // Removing every filter resets the sort too (spec §4).
    await page.goForward();
    await main.getByRole('button', { name: 'Alle Filter entfernen' }).click();
    await expect(page).toHaveURL(`${consumer}${path}`);
    await expect(main.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('si');
    expect(await sameDocument(page)).toBe(true);
  });

  test('B2B: the sort and a filter go into the URL of a category listing', async ({ page, context }) => {
    await asB2bCustomer(context);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The browser resolves *.localhost itself; the test's own HTTP client cannot, so read the page's links.
    await page.goto(`${b2b}/`);
    const path = (await page.locator('a[href^="/cat/"]').first().getAttribute('href')) ?? '';
    expect(path).toMatch(/^\/cat\/\d+\/$/);
    await page.goto(`${b2b}${path}`);
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Preis absteigend' });
    await expect(page).toHaveURL(`${b2b}${path}?sort=price-desc`);
    await main.getByRole('button', { name: 'Alle Filter', exact: true }).click();
    const colours = main.getByRole('group', { name: 'Farbe' });
    const colourLabel = ((await colours.locator('label').first().textContent()) ?? '').trim();
    await colours.getByRole('checkbox', { name: colourLabel }).click();
    const colour = colourLabel.replace(/\s*\(\d+\)$/, '');
    await expect(page).toHaveURL(`${b2b}${path}?sort=price-desc&filter.colour=${encodeURIComponent(colour)}`);
    await expect(main.getByRole('button', { name: `Filter Farbe: ${colour} entfernen` })).toBeVisible();
  });

  // Spec storefront §9: list image 140x105, large image 280 at min width 1024.
  test('a tile loads the 140 list image below 1024 px and the 280 large image from 1024 px', async ({
    browser,
    page,
  }) => {
    const path = await pagedCategoryPath(page);
    const chosen: string[] = [];
    for (const width of [1023, 1024]) {
      // A context per width: Chromium reuses a larger cached source even where the smaller would do.
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      const listing = await context.newPage();
      await listing.goto(`${consumer}${path}`);
      const image = listing.getByRole('main').getByRole('article').first().getByRole('img').first();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).not.toBe('');
      chosen.push(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
      await context.close();
    }
    expect(chosen[0]).toMatch(/\/productlisting_small\.webp$/);
    expect(chosen[1]).toMatch(/\/productlisting_big\.webp$/);
  });

  test('a listing URL renders on the server with its state, canonical keeping only p', async ({ page }) => {
    const path = await pagedCategoryPath(page);
    const response = await page.request.get(`${consumer}${path}?p=2&sort=price-desc`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('aria-label="Seite 2" aria-current="page"');
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*${path.replace(/\//g, '\\/')}\\?p=2">`),
    );
    expect(html).toMatch(/<option value="price-desc" selected/);
  });
});

test.describe('mobile search (spec storefront §4 "Mobile search and refresh")', () => {
  test('opens on the first visit, not on later page views, and not on a first visit to a product page', async ({
    browser,
  }) => {
    const phone = { viewport: { width: 390, height: 800 } };
    const firstContext = await browser.newContext(phone);
    // The server renders the bar open on a first visit, so the header does not grow once the page
    // hydrates (DESIGN §6 CLS); the browser records the visit in a cookie.
    const firstHtml = await (await firstContext.request.get(`${consumer}/`)).text();
    expect(firstHtml).toContain('aria-label="Suche (mobil)"');
    const page = await firstContext.newPage();
    await page.goto(`${consumer}/`, { waitUntil: 'networkidle' });
    const mobileSearch = page.getByRole('search', { name: 'Suche (mobil)' });
    await expect(mobileSearch).toBeVisible();
    await expect(mobileSearch.getByRole('combobox')).not.toBeFocused();
    // Network idle came after hydration; the shifts recorded up to now are read at once from the
    // observer's buffer (no entries: nothing moved).
    const shifted = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const shifts = observer.takeRecords();
      observer.disconnect();
      return shifts.reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
    });
    expect(shifted).toBeLessThanOrEqual(0.02);
    expect((await firstContext.cookies()).map((cookie) => cookie.name)).toContain('ranzen-visited');
    expect(await (await page.request.get(`${consumer}/`)).text()).not.toContain('aria-label="Suche (mobil)"');
    await page.reload({ waitUntil: 'networkidle' });
    await expect(mobileSearch).toHaveCount(0);
    // On a phone the header's desktop search stays hidden; the search shortcut opens the mobile one.
    await expect(page.getByRole('search', { name: 'Suche', exact: true })).toBeHidden();
    const listing = await (await page.request.get(`${consumer}/search/?q=Schulranzen`)).text();
    const productPath = /href="(\/prod\/\d+\/)"/.exec(listing)?.[1] ?? '';
    expect(productPath).not.toBe('');
    await firstContext.close();

    const productContext = await browser.newContext(phone);
    const productPage = await productContext.newPage();
    await productPage.goto(`${consumer}${productPath}`, { waitUntil: 'networkidle' });
    await expect(productPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(productPage.getByRole('search', { name: 'Suche (mobil)' })).toHaveCount(0);
    await productContext.close();
  });
});

test("a listing tile links its product's data sheet, served as a PDF (spec storefront §3.7 bestItemDownloads)", async ({
  page,
}) => {
  // Seed: 100001, a laminator (electrical, so it has a data sheet) in category 70201.
  await page.goto(`${consumer}/cat/70201/`);
  const downloads = page.getByRole('list', {
    name: 'Downloads zu Technikus Laminiergerät A3 mit Rückwärtslauf',
  });
  const sheet = downloads.getByRole('link', { name: 'Produktdatenblatt' });
  await expect(sheet).toHaveAttribute('href', '/media/datasheets/100001.pdf');
  const file = await page.request.get(`${consumer}/media/datasheets/100001.pdf`);
  expect(file.headers()['content-type']).toBe('application/pdf');
});

test('a sold-out product says so on its tile, offers no add to cart there, and its page says so too (spec storefront §4 product tile)', async ({
  page,
}) => {
  // Seed: 100038, a picture book without stock, in category 80101.
  const name = 'Bilderbuch „Ab in den Zoo“';
  await page.goto(`${consumer}/cat/80101/`);
  const tile = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(tile.getByText('Derzeit nicht verfügbar')).toBeVisible();
  await expect(tile.getByText(/wenige/)).toHaveCount(0);
  await expect(tile.getByRole('button', { name: `${name} in den Warenkorb legen` })).toHaveCount(0);
  await tile.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Dieser Artikel ist derzeit nicht verfügbar.')).toBeVisible();
});

// Spec storefront §2.1 (route table), §2.2 (rating page), §2.4 (guards), §8 (refused navigation,
// security logout): the HTTP status of each new route on the first response, and what a shopper
// sees in the browser.
import type { Page, Response } from '@playwright/test';
import {
  createRatingLinkCipher,
  productIdForIndex,
  ratingLinkPayload,
  TEST_SECRETS,
} from '@ranzen/api/testing';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);
const b2bGerman = storeUrl('educational.localhost', E2E_PORTS.b2b);
const b2bEnglish = storeUrl('en.educational.localhost', E2E_PORTS.b2b);

// The e2e API runs with the test secrets (playwright.config.ts).
const ratingLinks = createRatingLinkCipher(TEST_SECRETS.signingSecret);

const ROUTES_200 = [
  '/login',
  '/login/',
  '/logout/',
  '/prime',
  '/prime/',
  '/cf/test',
  '/service/katalog/',
  '/service/orderform/',
  '/service/newsletter',
  '/service/newsletter/success/',
  '/service/newsletter/newsletter-abmelden/',
  '/service/sicher-einkaufen/',
  '/service/spielwarensicherheit/',
  '/beratung/',
];

for (const path of ROUTES_200) {
  test(`${path} answers 200 on the consumer host (§2.1)`, async ({ request }) => {
    const response = await request.get(`${consumer}${path}`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
}

/**
 * The first HTTP answer of a browser navigation (before any redirect is followed). The browser
 * resolves *.localhost; Node's request client does not, so B2B hosts are checked through the page.
 */
async function firstAnswer(page: Page, url: string): Promise<Response> {
  const last = await page.goto(url);
  if (!last) throw new Error(`no response for ${url}`);
  let request = last.request();
  for (let previous = request.redirectedFrom(); previous; previous = previous.redirectedFrom()) {
    request = previous;
  }
  const first = await request.response();
  if (!first) throw new Error(`no first response for ${url}`);
  return first;
}

test('the B2B service pages answer 200 (§2.1)', async ({ page }) => {
  for (const path of [
    '/service/product-safety/',
    '/service/your-advantages/',
    '/service/ranzen-education/',
  ]) {
    expect((await firstAnswer(page, `${b2bGerman}${path}`)).status(), path).toBe(200);
  }
});

test('/login shows the login form and /cf/test the empty layout', async ({ page }) => {
  await page.goto(`${consumer}/login/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden oder registrieren' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
  await page.goto(`${consumer}/cf/test`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verbindungstest' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('/prime shows the prime content from the CMS', async ({ page }) => {
  await page.goto(`${consumer}/prime/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ranzen Prime' })).toBeVisible();
});

test.describe('B2B catalogue guard (§2.4)', () => {
  test('a consumer host is sent to /service/katalog', async ({ page, request }) => {
    const response = await request.get(`${consumer}/service/catalogue/`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/service/katalog/');
    await page.goto(`${consumer}/service/catalogue/`);
    await expect(page).toHaveURL(`${consumer}/service/katalog/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unser Katalog' })).toBeVisible();
  });

  for (const [base, path] of [
    [b2bGerman, '/service/katalog/'],
    [b2bEnglish, '/service/catalogue/'],
  ] as const) {
    test(`${base}${path} needs a login`, async ({ page }) => {
      const response = await firstAnswer(page, `${base}${path}`);
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe('/login/');
      await expect(page).toHaveURL(`${base}/login/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('a logged-in B2B customer sees the catalogue of the host language', async ({ context, page }) => {
    await context.addCookies([
      { name: 'X-JWT-exist', value: '1', domain: 'educational.localhost', path: '/' },
      { name: 'X-JWT-exist', value: '1', domain: 'en.educational.localhost', path: '/' },
    ]);
    await page.goto(`${b2bGerman}/service/katalog/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Katalog für Bildungseinrichtungen' }),
    ).toBeVisible();
    await page.goto(`${b2bEnglish}/service/katalog/`);
    await expect(page).toHaveURL(`${b2bEnglish}/service/catalogue/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Catalogue for educational institutions' }),
    ).toBeVisible();
  });
});

test.describe('rating page (§2.2)', () => {
  const productId = productIdForIndex(2);

  test('a valid link redirects to the product and shows the success toast', async ({ page }) => {
    const enc = ratingLinks.encrypt(ratingLinkPayload(productId));
    const response = await page.request.get(`${consumer}/rating?enc=${enc}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/prod/${productId}/`);
    await page.goto(`${consumer}/rating?enc=${enc}`);
    await expect(page).toHaveURL(`${consumer}/prod/${productId}/`);
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toBeVisible();
  });

  test('an invalid link answers 404 with the error toast', async ({ page }) => {
    const response = await page.goto(`${consumer}/rating/?enc=not-a-rating-link`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Dieser Bewertungslink ist ungültig.' }),
    ).toBeVisible();
  });
});

test.describe('security logout (§2.4, §8)', () => {
  test('forces /logout once and shows the warning', async ({ context, page }) => {
    await context.addCookies([
      { name: 'securityLogout', value: '1', domain: 'localhost', path: '/' },
      { name: 'X-JWT-exist', value: '1', domain: 'localhost', path: '/' },
    ]);
    await page.goto(`${consumer}/inspiration/`);
    await expect(page).toHaveURL(`${consumer}/logout/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Abgemeldet' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'aus Sicherheitsgründen abgemeldet' }),
    ).toBeVisible();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('securityLogout');
    expect(names).not.toContain('X-JWT-exist');
    // Once: the next page stays where it is.
    await page.goto(`${consumer}/inspiration/`);
    await expect(page).toHaveURL(`${consumer}/inspiration/`);
  });
});

test.describe('refused navigation (§8)', () => {
  test('CMS redirects to another site or to javascript: are not followed', async ({ request }) => {
    for (const path of ['/partner-shop/', '/aktion/gewinn/']) {
      const response = await request.get(`${consumer}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers().location).toBeUndefined();
    }
  });

  test('a link whose redirect leads off the shop keeps the shopper on the shop', async ({ page }) => {
    await page.goto(`${consumer}/aktion/partner/`);
    await page.getByRole('link', { name: 'Partnershop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(consumer);
  });
});

test('preview mode shows the picked segment and A/B scenario (§6)', async ({ page }) => {
  await page.goto(`${consumer}/beratung/`);
  await expect(page.getByRole('heading', { name: 'Ranzen-Check im Laden' })).toBeVisible();
  const preview = encodeURIComponent('{"segments":["kita"],"scenarios":{"advice-teaser":"B"}}');
  await page.goto(`${consumer}/beratung/?ishop-preview-json=${preview}`);
  await expect(page.getByRole('heading', { name: 'Ranzen-Check per Video' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Für Kitas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ranzen-Check im Laden' })).toHaveCount(0);
});

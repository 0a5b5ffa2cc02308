// The product page (issue 5) in the de consumer store, against the deterministic seed (400 products):
// 100031 is a T-shirt in three colours and two sizes with different prices, 100009 scissors whose red
// item is nearly sold out, 100008 scissors with 8 reviews.
// Spec storefront §2.1 (varid), §3.3, §3.6, §3.9, §4 "Product variants", §5 delivery status, §9 review
// limit 5; DESIGN §2 (first HTML holds the page).
import type { Page } from '@playwright/test';
import { expect, holdScripts, test } from './fixtures';
import { DEMO_B2B, DEMO_CONSUMER, submitLogin } from './login';
import { E2E_PORTS, storeUrl } from './ports';

const base = storeUrl('localhost', E2E_PORTS.consumer);

function buyBox(page: Page) {
  return page.getByRole('main');
}

/** The tile a shopper clicks: the label around the (visually hidden) radio button. */
function tile(page: Page, group: ReturnType<Page['getByRole']>, name: string) {
  return group.locator('label', { has: page.getByRole('radio', { name, exact: true }) });
}

async function expectPrice(page: Page, price: string) {
  await expect(buyBox(page).getByText(price, { exact: true }).first()).toBeVisible();
}

test('a click while the page is still hydrating is acted on once it is hydrated (e2e/fixtures.ts)', async ({
  page,
}) => {
  // The page's scripts are held back until the click has started: until the page is hydrated, the tile
  // is server HTML without a handler, and a click on it would change neither the item nor the URL.
  const releaseScripts = await holdScripts(page);
  await page.goto(`${base}/prod/100031/?varid=100031-02`, { waitUntil: 'commit' });
  const click = tile(page, page.getByRole('group', { name: /^Farbe/ }), 'Grau').click();
  releaseScripts();
  await click;
  await expect(page).toHaveURL(/varid=100031-06/);
});

test('opens the varid item, and price, images, URL and delivery status follow colour and size', async ({
  page,
}) => {
  await page.goto(`${base}/prod/100031/?varid=100031-02`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bio-T-Shirt');
  // Spec §2.1: the varid item is preselected.
  const colour = page.getByRole('group', { name: /^Farbe/ });
  await expect(colour.getByRole('radio', { name: 'Blau' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Größe' })).toHaveValue('140/146');
  await expectPrice(page, '9,49 €');

  const gallery = page.getByRole('region', { name: 'Produktbilder' });
  const mainImage = gallery.getByRole('button', { name: 'Bild vergrößern' }).getByRole('img');
  await expect(mainImage).toHaveAttribute('src', /blau/);

  await tile(page, colour, 'Grau').click();
  await expect(page).toHaveURL(/varid=100031-06/);
  await expectPrice(page, '9,99 €');
  await expect(mainImage).toHaveAttribute('src', /grau/);
  await expect(colour.getByRole('radio', { name: 'Grau' })).toBeChecked();

  await page.getByRole('combobox', { name: 'Größe' }).selectOption('128/134');
  await expect(page).toHaveURL(/varid=100031-05/);
  await expectPrice(page, '8,99 €');
  await expect(page.getByText(/Art\.-Nr\. 10003105/)).toBeVisible();
});

test('the delivery status follows the item: few left with a tooltip, then in stock in green', async ({
  page,
}) => {
  await page.goto(`${base}/prod/100009/?varid=100009-01`);
  await expect(page.getByText('Nur noch wenige Exemplare auf Lager')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mehr zur Lieferzeit' })).toBeVisible();

  await tile(page, page.getByRole('group', { name: /^Farbe/ }), 'Blau').click();
  await expect(page).toHaveURL(/varid=100009-02/);
  await expect(page.getByText('Sofort lieferbar', { exact: true })).toBeVisible();
  await expect(page.getByText('in 1-3 Werktagen bei Ihnen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mehr zur Lieferzeit' })).toHaveCount(0);
});

test('chooses colour and size with the keyboard alone', async ({ page }) => {
  await page.goto(`${base}/prod/100031/?varid=100031-01`);
  const colour = page.getByRole('group', { name: /^Farbe/ });
  // Tab from the address bar's page focus until the checked colour tile has focus.
  const blue = colour.getByRole('radio', { name: 'Blau' });
  for (
    let step = 0;
    step < 80 && !(await blue.evaluate((element) => element === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(blue).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/varid=100031-03/);
  await expect(colour.getByRole('radio', { name: 'Gelb' })).toBeChecked();
  await expectPrice(page, '8,49 €');

  await page.keyboard.press('Tab');
  const size = page.getByRole('combobox', { name: 'Größe' });
  await expect(size).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/varid=100031-04/);
  await expectPrice(page, '9,49 €');
});

test('reads more reviews; writing one asks a visitor to log in first', async ({ page }) => {
  await page.goto(`${base}/prod/100008/`);
  const reviews = page.getByRole('region', { name: /^Kundenbewertungen/ });
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText('Kundenbewertungen (8)');
  // Spec §9: the first page holds 5 reviews.
  await expect(reviews.getByRole('article')).toHaveCount(5);
  await reviews.getByRole('button', { name: 'Weitere Bewertungen anzeigen' }).click();
  await expect(reviews.getByRole('article')).toHaveCount(8);
  await expect(reviews.getByRole('button', { name: 'Weitere Bewertungen anzeigen' })).toHaveCount(0);

  // Issue 15 item 7: writing a review needs a login; the login page brings the visitor back here.
  await reviews.getByRole('button', { name: 'Bewertung schreiben' }).click();
  await expect(reviews.getByRole('status')).toContainText(
    'Bitte melden Sie sich an, um eine Bewertung zu schreiben.',
  );
  const login = reviews.getByRole('link', { name: 'Anmelden und Bewertung schreiben' });
  await expect(login).toHaveAttribute('href', `/login/?redirect=${encodeURIComponent('/prod/100008/')}`);
  await expect(reviews.locator('form')).toHaveCount(0);
});

test('a logged-in customer writes a review; it is published as plain text (issue 15 item 7)', async ({
  page,
}) => {
  await page.goto(`${base}/login/`);
  await submitLogin(page, DEMO_CONSUMER);
  // 100017 has 3 seeded reviews and no other test writes to it.
  await page.goto(`${base}/prod/100017/`);
  const reviews = page.getByRole('region', { name: /^Kundenbewertungen/ });
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText('Kundenbewertungen (3)');

  await reviews.getByRole('button', { name: 'Bewertung schreiben' }).click();
  const form = reviews.locator('form');
  await form.getByRole('button', { name: 'Bewertung absenden' }).click();
  // Spec §5 form rules: nothing is sent while fields are invalid.
  await expect(form.getByText('Bitte vergeben Sie 1 bis 5 Sterne.')).toBeVisible();
  await form.locator('label', { has: page.getByRole('radio', { name: '4 Sterne' }) }).click();
  await form.getByRole('textbox', { name: 'Überschrift' }).fill('Schneidet sauber');
  await form
    .getByRole('textbox', { name: 'Ihre Erfahrung' })
    .fill('Auch für kleine Hände gut zu halten. <b>Gern wieder</b>');
  await form.getByRole('textbox', { name: 'Ihr Name' }).fill('Kita Regenbogen');
  await form.getByRole('button', { name: 'Bewertung absenden' }).click();
  await expect(reviews.getByRole('status')).toHaveText('Vielen Dank! Ihre Bewertung wurde veröffentlicht.');
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText('Kundenbewertungen (4)');
  const added = reviews.getByRole('article', { name: 'Schneidet sauber' });
  await expect(added).toBeVisible();
  // Published reviews are plain text: the markup is gone, nothing was rendered as HTML.
  await expect(added.locator('b')).toHaveCount(0);
});

test('the first HTML holds name, price, availability and the JSON-LD', async ({ request }) => {
  const response = await request.get(`${base}/prod/100031/?varid=100031-06`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>[^<]*Bio-T-Shirt[^<]*<\/h1>/);
  expect(html).toContain('9,99');
  expect(html).toContain('Sofort lieferbar');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(jsonLd).toBeDefined();
  const data = JSON.parse(jsonLd ?? '{}');
  expect(data).toMatchObject({
    '@type': 'Product',
    sku: '10003106',
    offers: {
      '@type': 'Offer',
      price: '9.99',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
  });
  expect(data.name).toContain('Bio-T-Shirt');
});

test('B2B store: educational price and the B2B in-stock message on a product page', async ({ page }) => {
  const b2b = storeUrl('educational.localhost', E2E_PORTS.b2b);
  // Storefront §2.4: B2B listings and products show prices to logged-in customers only.
  await page.goto(`${b2b}/login/`);
  await submitLogin(page, DEMO_B2B);
  await page.goto(`${b2b}/`);
  await page.getByRole('main').locator('a[href*="/cat/"]').first().click();
  await expect(page).toHaveURL(/\/cat\/\d+/);
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/prod\/\d+/);
  // Spec storefront §3.3: the educational suggested gross price is shown in B2B.
  await expect(page.getByText('Bildungspreis', { exact: true })).toBeVisible();
  // Spec §5: the B2B host's in-stock message gets the green light, the rest of the text a second line.
  await expect(page.getByText('Lieferung an Ihre Einrichtung in 2-4 Werktagen')).toBeVisible();
});

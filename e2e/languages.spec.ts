// Issue 21 items 1 and 2 (spec storefront §1 shop languages and the B2B language switcher, §2.8 footer):
// the English hosts read English, the footer's legal links lead to the pages in the store's language, and
// the flag switcher takes a B2B visitor to the same page on the other language's host.

import type { Page } from '@playwright/test';
import { MESSAGES } from '@ranzen/sdk-core';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const english = storeUrl('en.localhost', E2E_PORTS.consumer);
const en = MESSAGES.en;
const b2bGerman = storeUrl('educational.localhost', E2E_PORTS.b2b);
const b2bEnglish = storeUrl('en.educational.localhost', E2E_PORTS.b2b);

/** Declines the English consent banner (storefront §9), which covers the page until the visitor chooses. */
async function declineConsent(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: en['vue.consent.title'] })
    .getByRole('button', { name: en['vue.consent.decline'] })
    .click();
}

test('the English consumer host reads English: home, footer and the imprint it links', async ({ page }) => {
  await page.goto(`${english}/`);
  await expect(page).toHaveTitle('Ranzen – everything for school and nursery | Ranzen');
  await expect(page.getByRole('heading', { name: 'Welcome to Ranzen' })).toBeVisible();
  // The consent banner (storefront §9) covers the footer until the visitor chooses, in English too.
  await declineConsent(page);
  const footer = page.getByRole('contentinfo');
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link')).toHaveText(['Imprint', 'Privacy', 'Terms and conditions']);
  await expect(footer.getByRole('link', { name: 'Right of withdrawal' })).toHaveAttribute(
    'href',
    '/service/right-of-withdrawal/',
  );
  await legal.getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(`${english}/service/imprint/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  await expect(page.getByText('Represented by the managing director')).toBeVisible();
});

test('the B2B language switcher keeps the page across the German and English hosts', async ({ page }) => {
  await page.goto(`${b2bGerman}/service/impressum/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  const german = page.getByRole('navigation', { name: 'Sprache' });
  await expect(german.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await german.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${b2bEnglish}/service/imprint/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');

  // A page with one path in both languages keeps its path; the header links the B2B's own pages.
  await page.goto(`${b2bEnglish}/service/product-safety/`);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${b2bGerman}/service/product-safety/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Produktsicherheit' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Ihre Vorteile' })).toHaveAttribute(
    'href',
    '/service/your-advantages/',
  );
});

test('the B2B root remembers the language chosen in the switcher, and a switch back (locale cookie, §9)', async ({
  page,
}) => {
  await page.goto(`${b2bGerman}/`);
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${b2bEnglish}/`);
  // Decision 0034: the choice is kept for 365 days on the domain both hosts share.
  const [locale] = (await page.context().cookies()).filter((cookie) => cookie.name === 'locale');
  expect(locale).toMatchObject({ value: 'en-DE', domain: '.educational.localhost' });
  expect((locale?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 60 * 60);

  // A returning visitor who opens the German root lands on the English one.
  await page.goto(`${b2bGerman}/`);
  await expect(page).toHaveURL(`${b2bEnglish}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');

  // Switching back is a new choice: the German root stays German, no bounce.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${b2bGerman}/`);
  await page.goto(`${b2bGerman}/`);
  await expect(page).toHaveURL(`${b2bGerman}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

// The catalogue in the store's language: the API answers the English names and descriptions on the
// English hosts (falling back to German only where the catalogue has no translation).
test('the English host names categories and products in English, the German host in German', async ({
  page,
}) => {
  const german = storeUrl('localhost', E2E_PORTS.consumer);
  await page.goto(`${english}/cat/1/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
  await expect(page).toHaveTitle(/^Writing for school and nursery at low prices/);
  const tileName = page.getByRole('main').getByRole('article').first().getByRole('heading');
  await expect(tileName).toHaveText(/Pencil|Pen|Highlighter|Felt-Tip|Cartridges/);
  const englishName = (await tileName.textContent())?.trim() ?? '';
  await tileName.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishName);
  await expect(page.getByText(`${englishName} from our`)).toBeAttached();
  const productPath = new URL(page.url()).pathname;

  await page.goto(`${german}${productPath}`);
  const germanName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(germanName).not.toBe(englishName);
  expect(germanName.split(' ')[0]).toBe(englishName.split(' ')[0]);
});

// Variants, badges and facets in the store's language, and search in it (issue 21 item 2): the seed's
// children's scissors 100009 (craft scissors, 30101) come in red, blue, green and yellow with a
// 'Nachhaltig' badge.
test('the English host names variants, badges and facet values in English and searches English words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${english}/prod/100009/`);
  await declineConsent(page);
  const colour = page.getByRole('group', { name: /^Colour/ });
  await expect(colour.getByRole('radio', { name: /^Red/ })).toBeAttached();
  await expect(colour.getByRole('radio', { name: /^Rot/ })).toHaveCount(0);
  await expect(page.getByText('Sustainable', { exact: true }).first()).toBeVisible();
  // The radio is visually hidden inside its tile: a shopper clicks the tile (its label).
  await colour.locator('label', { has: page.getByRole('radio', { name: 'Blue', exact: true }) }).click();
  await expect(page.getByRole('group', { name: 'Colour: Blue' })).toBeVisible();

  await page.goto(`${english}/cat/30101/`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: en['vue.listing.allFilters'], exact: true }).click();
  const colours = main.getByRole('group', { name: en['vue.listing.facet.colour'] });
  await colours.getByRole('checkbox', { name: /^Red \(\d+\)$/ }).click();
  // The filter keeps the catalogue's value in the URL; the chip names it in English.
  await expect(page).toHaveURL(/filter\.colour=Rot/);
  await expect(main.getByRole('button', { name: 'Remove filter Colour: Red' })).toBeVisible();

  await page.goto(`${english}/search/?q=scissors`);
  const hits = page.getByRole('main').getByRole('article');
  await expect(hits.first().getByRole('heading')).toHaveText(/Scissors/);
});

// Search suggestions in the store's language (issue 21; storefront §4 "Search suggestions"): the English
// host suggests the English catalogue's terms (apps/api/src/search/searchData.ts), not the German ones.
test('the English host suggests English search terms while typing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${english}/`);
  await declineConsent(page);
  const search = page.getByRole('banner').getByRole('search', { name: en['vue.header.search'], exact: true });
  const input = search.getByRole('combobox', { name: en['vue.header.searchLabel'] });
  await input.click();
  const popular = search.getByRole('listbox', { name: en['vue.search.popular'] });
  await expect(popular.getByRole('option', { name: 'School Bags' })).toBeVisible();
  await expect(popular.getByRole('option', { name: 'Schulranzen' })).toHaveCount(0);

  await input.fill('colou');
  const suggestions = search.getByRole('listbox', { name: en['vue.search.suggestions'] });
  await expect(suggestions.getByRole('option').first()).toHaveText('Coloured Pencils');
});

// A review in another language than the store's says so (issue 21, docs/not-shown.md): the seed's product
// 100003 has German reviews and one written in English.
test('a review written in German says so on the English host, the English one does not', async ({ page }) => {
  await page.goto(`${english}/prod/100003/`);
  await declineConsent(page);
  const reviews = page.getByRole('article');
  await expect(reviews.filter({ hasText: 'Review in German' }).first()).toBeVisible();
  await expect(reviews.filter({ hasText: 'Does the job' }).filter({ hasText: 'Review in' })).toHaveCount(0);
});

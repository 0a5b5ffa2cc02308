// Issue 21 items 1 and 2 (spec storefront §1 shop languages and the B2B language switcher, §2.8 footer):
// the English hosts read English, the footer's legal links lead to the pages in the store's language, and
// the flag switcher takes a B2B visitor to the same page on the other language's host.

import { MESSAGES } from '@ranzen/sdk-core';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const english = storeUrl('en.localhost', E2E_PORTS.consumer);
const b2bGerman = storeUrl('educational.localhost', E2E_PORTS.b2b);
const b2bEnglish = storeUrl('en.educational.localhost', E2E_PORTS.b2b);

test('the English consumer host reads English: home, footer and the imprint it links', async ({ page }) => {
  await page.goto(`${english}/`);
  await expect(page).toHaveTitle('Ranzen – everything for school and nursery | Ranzen');
  await expect(page.getByRole('heading', { name: 'Welcome to Ranzen' })).toBeVisible();
  // The consent banner (storefront §9) covers the footer until the visitor chooses, in English too.
  const en = MESSAGES.en;
  await page
    .getByRole('dialog', { name: en['vue.consent.title'] })
    .getByRole('button', { name: en['vue.consent.decline'] })
    .click();
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

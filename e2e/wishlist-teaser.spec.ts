// The CMS teaser wish list and the carousel hearts in the built consumer storefront (spec shopping §3
// "Teaser wish lists (CMS-driven, held locally)"; §4 "Add-all-to-cart from a teaser list returns
// variantsToChoose, quantityChanged, maxInCart, successfullyAdded, which drive follow-up modals (choose a
// variant, confirm changed quantity)"; §6 no delete on teaser lists; storefront §2.5 cart and wish list
// shortcuts with their counts, §4 "Wish-list add or remove from a tile"). The seeded class list
// (apps/api/src/seed/teaserWishlists.ts) has a product whose variant it leaves open, an item asked for two
// above its maximum and three plain items. Each test starts with a new browser context: a new visitor.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const base = storeUrl('localhost', E2E_PORTS.consumer);
const TEASER_PAGE = '/schulstart/klasse-1/';

function cartShortcut(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ });
}

async function shortcutCount(page: Page, name: RegExp): Promise<number> {
  const label = (await page.getByRole('banner').getByRole('link', { name }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) Artikel$/.exec(label)?.[1]);
}

test('a parent adds the whole class list to the cart in one click, choosing the open variant', async ({
  page,
}) => {
  await page.goto(`${base}${TEASER_PAGE}`);
  const list = page.getByRole('region', { name: 'Schulstart Klasse 1' });
  const entries = list.getByRole('list', { name: 'Einträge' }).getByRole('listitem');
  await expect(entries).toHaveCount(5);
  const openEntry = entries.filter({ hasText: 'Variante noch offen' });
  await expect(openEntry).toHaveCount(1);
  const openProduct = ((await openEntry.getByRole('link').textContent()) ?? '').trim();
  // Spec §6: a teaser list has no delete.
  await expect(list.getByRole('button', { name: /löschen|entfernen/i })).toHaveCount(0);

  await list.getByRole('button', { name: 'Alle in den Warenkorb' }).click();
  // The first call added every line it could; the open variant is asked for.
  const choose = page.getByRole('dialog', { name: 'Bitte wählen Sie die Variante' });
  const variant = choose.getByLabel(`Variante von ${openProduct}`);
  await expect(variant).toBeVisible();
  const firstVariant = variant.locator('option:not([disabled])').first();
  const chosenLabel = ((await firstVariant.textContent()) ?? '').trim();
  await variant.selectOption({ label: chosenLabel });
  await choose.getByRole('button', { name: 'Auswählen und in den Warenkorb' }).click();

  // Then the changed quantity of the item asked for above its maximum, from the first call.
  const changed = page.getByRole('dialog', { name: 'Die Menge wurde angepasst' });
  const changedLine = changed.getByRole('listitem');
  await expect(changedLine).toHaveCount(1);
  const [, added, asked] = /: (\d+) statt (\d+) Stück$/.exec((await changedLine.textContent()) ?? '') ?? [];
  expect(Number(asked) - Number(added)).toBe(2);
  await changed.getByRole('button', { name: 'Verstanden' }).click();
  await expect(changed).toBeHidden();

  // The second call's success notice, and the cart holds every line: 1 + the maximum + 1 + 2 + 3.
  await expect(
    page.getByRole('status').filter({ hasText: '1 Artikel wurden in den Warenkorb gelegt.' }),
  ).toBeVisible();
  await expect(cartShortcut(page)).toHaveAccessibleName(`Warenkorb, ${Number(added) + 7} Artikel`);
  await expect(list.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
    'href',
    '/checkout/basket/',
  );

  // Held locally: after a reload the list shows the chosen variant, nothing is open any more.
  await page.reload();
  await expect(entries).toHaveCount(5);
  await expect(list.getByText('Variante noch offen')).toHaveCount(0);
  await expect(cartShortcut(page)).toHaveAccessibleName(`Warenkorb, ${Number(added) + 7} Artikel`);
});

test('a changed quantity is held locally: after a reload the list shows it and its total', async ({
  page,
}) => {
  await page.goto(`${base}${TEASER_PAGE}`);
  const list = page.getByRole('region', { name: 'Schulstart Klasse 1' });
  const field = list.getByRole('textbox', { name: /^Menge / }).last();
  await expect(field).toBeEditable();
  const total = list.locator('p', { hasText: /^Summe/ }).locator('strong');
  const before = await total.textContent();
  const asked = Number(await field.inputValue());
  await field.fill(String(asked + 4));
  await field.press('Enter');
  await expect(total).not.toHaveText(before ?? '');
  const after = await total.textContent();

  await page.reload();
  await expect(list.getByRole('textbox', { name: /^Menge / }).last()).toHaveValue(String(asked + 4));
  await expect(total).toHaveText(after ?? '');
});

test('save as my list asks for the open variant first and puts the list on the Merkzettel', async ({
  page,
}) => {
  await page.goto(`${base}${TEASER_PAGE}`);
  const list = page.getByRole('region', { name: 'Schulstart Klasse 1' });
  const openEntry = list.getByRole('listitem').filter({ hasText: 'Variante noch offen' });
  const openProduct = ((await openEntry.getByRole('link').textContent()) ?? '').trim();
  await list.getByRole('button', { name: 'Als eigene Liste merken' }).click();

  const choose = page.getByRole('dialog', { name: 'Bitte wählen Sie die Variante' });
  const variant = choose.getByLabel(`Variante von ${openProduct}`);
  const firstVariant = ((await variant.locator('option:not([disabled])').first().textContent()) ?? '').trim();
  await variant.selectOption({ label: firstVariant });
  await choose.getByRole('button', { name: 'Auswählen und als Liste merken' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Die Liste wurde unter „.+“ gemerkt\./ }),
  ).toBeVisible();
  await expect(list.getByText('Variante noch offen')).toHaveCount(0);

  // An anonymous visitor's copy is the Merkzettel: all five entries are on it.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Merkzettel, 5 Artikel' })).toBeVisible();
});

test('a carousel tile heart puts the product on the Merkzettel and takes it off again', async ({ page }) => {
  // The recently viewed row of the second product page shows the first product as a tile.
  await page.goto(`${base}/`);
  const category = await page.getByRole('main').locator('a[href^="/cat/"]').first().getAttribute('href');
  await page.goto(`${base}${category}`);
  const productLinks = await page
    .getByRole('main')
    .locator('a[href^="/prod/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  const [first, second] = productLinks;
  expect(second).toBeDefined();
  await page.goto(`${base}${first}`, { waitUntil: 'networkidle' });
  const firstName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await page.goto(`${base}${second}`, { waitUntil: 'networkidle' });

  // The rows below the fold start when the visitor comes near them (DESIGN §6): scroll down to them.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const row = page.getByRole('region', { name: 'Zuletzt angesehen' });
  const heart = row.getByRole('button', { name: `Merkzettel: ${firstName}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const wishlist = /^Merkzettel, \d+ Artikel$/;
  await expect(page.getByRole('banner').getByRole('link', { name: wishlist })).toBeVisible();
  expect(await shortcutCount(page, wishlist)).toBe(1);

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => shortcutCount(page, wishlist)).toBe(0);
});

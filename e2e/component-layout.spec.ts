// Layout the component tests cannot see: jsdom applies no CSS Modules, so a unit test checks only which
// element takes a class or data attribute and stays green when the CSS rule behind it is emptied. These
// measure the Storybook stories in Chromium (the seed has no navigation list long enough for the
// multi-column rule; the stories have one).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORTS } from './ports';

function storyUrl(id: string): string {
  return `http://127.0.0.1:${E2E_PORTS.storybook}/iframe.html?id=${id}&viewMode=story`;
}

/** Distinct left edges of the entries of the flyout the tab opens: one per column. */
async function flyoutColumns(page: Page, tab: string): Promise<number> {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: tab }).click();
  const entries = nav.locator('ul[data-level="2"]:visible > li');
  await expect(entries.first()).toBeVisible();
  const lefts = await entries.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

test('navigation: a long sub-list opens in three columns, a short one in one (storefront §9)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The story's tree: "Basteln & Malen" has 9 children beside 6 tabs (ratio 1.5), "Schreiben" 4.
  await page.goto(storyUrl('layout-navigation--default'));
  expect(await flyoutColumns(page, 'Basteln & Malen')).toBe(3);
  expect(await flyoutColumns(page, 'Schreiben')).toBe(1);
});

/** Font size in px of the product tile's discount badge in a story. */
async function discountBadgeSize(page: Page, story: string): Promise<number> {
  await page.goto(storyUrl(story));
  const badge = page.getByText(/^\d+ % Rabatt$/);
  await expect(badge).toBeVisible();
  return badge.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
}

test('product tile: the discount badge from 25 % is larger than below (storefront §5)', async ({ page }) => {
  const large = await discountBadgeSize(page, 'catalog-producttile--large-discount');
  const regular = await discountBadgeSize(page, 'catalog-producttile--regular-discount');
  expect(large).toBeGreaterThan(regular);
});

test('buy box: the discount badge from 25 % is larger than the extra badges (storefront §5)', async ({
  page,
}) => {
  await page.goto(storyUrl('product-buybox--idle'));
  const badges = page.getByRole('listitem');
  const fontSize = (badge: Locator) =>
    badge.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  const discount = badges.filter({ hasText: /\d+ % Rabatt/ });
  const extra = badges.filter({ hasText: 'DIN-geprüft' });
  await expect(discount).toBeVisible();
  expect(await fontSize(discount)).toBeGreaterThan(await fontSize(extra));
});

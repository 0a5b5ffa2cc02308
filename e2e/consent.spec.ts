// Cookie consent in Chromium (spec storefront §9 "Consent setting ids: one per store", "Tag manager endpoint:
// one per shop", §5 tracking id, §4 "Hero slider: starts after cookie-consent interaction, or at once for the
// Swiss store"; issue 21 item 3). The tag manager's script is served by this test (page.route), and every
// request the page makes is checked to stay on this machine: no third-party request, ever.

import type { Page } from '@playwright/test';
import { CONSENT_SETTINGS, MESSAGES } from '@ranzen/sdk-core';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);
const swiss = storeUrl('ch.localhost', E2E_PORTS.consumer);
const de = MESSAGES.de;

/** The stand-in for the tag manager's script: it marks the page the way a container does. */
const TAG_MANAGER_STAND_IN = 'window.dataLayer.push({ event: "gtm.load" });';

/** Serves the tag manager locally and records whether it was asked for; fails on any foreign request. */
async function watchRequests(page: Page) {
  const tagManagerRequests: string[] = [];
  const foreign: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost' && !hostname.endsWith('.localhost'))
      foreign.push(request.url());
  });
  // playwright.config.ts points the storefronts' tag manager at tag-manager.localhost (nothing listens).
  await page.route('http://tag-manager.localhost/**', async (route) => {
    tagManagerRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: TAG_MANAGER_STAND_IN });
  });
  return { tagManagerRequests, foreign };
}

function hero(page: Page) {
  return page.getByRole('region', { name: de['vue.cms.slider.label'] });
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

test('accepting loads the shop’s tag manager and starts the hero; the footer reopens the banner', async ({
  page,
}) => {
  const requests = await watchRequests(page);
  await page.goto(`${consumer}/`);
  const banner = page.getByRole('dialog', { name: de['vue.consent.title'] });
  await expect(banner).toBeVisible();
  // Before any choice: no autoplay (no pause control), no tag manager.
  await expect(hero(page).getByRole('button', { name: de['vue.cms.slider.pause'] })).toHaveCount(0);
  expect(requests.tagManagerRequests).toEqual([]);

  await banner.getByRole('button', { name: de['vue.consent.accept'] }).click();
  await expect(banner).toHaveCount(0);
  await expect(hero(page).getByRole('button', { name: de['vue.cms.slider.pause'] })).toBeVisible();
  await expect.poll(() => requests.tagManagerRequests.length).toBe(1);
  expect(new URL(requests.tagManagerRequests[0] ?? '').searchParams.get('id')).toBe(
    CONSENT_SETTINGS.de.tagManagerId,
  );
  await expect.poll(() => dataLayerEvents(page)).toContain('gtm.load');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe(
    `${CONSENT_SETTINGS.de.settingId}:all`,
  );

  // The next visit remembers the choice: no banner, the tag manager loads again.
  await page.reload();
  await expect(hero(page).getByRole('button', { name: de['vue.cms.slider.pause'] })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => requests.tagManagerRequests.length).toBe(2);

  // The footer's cookie settings reopen it with the focus inside.
  await page.getByRole('contentinfo').getByRole('button', { name: de['vue.consent.settings'] }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: de['vue.consent.decline'] })).toBeFocused();
  expect(requests.foreign).toEqual([]);
});

test('declining loads no tag manager, and still counts as the interaction that starts the hero', async ({
  page,
}) => {
  const requests = await watchRequests(page);
  await page.goto(`${consumer}/`);
  const banner = page.getByRole('dialog', { name: de['vue.consent.title'] });
  await banner.getByRole('button', { name: de['vue.consent.decline'] }).click();
  await expect(banner).toHaveCount(0);
  await expect(hero(page).getByRole('button', { name: de['vue.cms.slider.pause'] })).toBeVisible();
  await page.reload();
  await expect(hero(page).getByRole('button', { name: de['vue.cms.slider.pause'] })).toBeVisible();
  await expect(banner).toHaveCount(0);
  // Give a late script every chance to appear: none does.
  await page.waitForLoadState('networkidle');
  expect(requests.tagManagerRequests).toEqual([]);
  expect(await dataLayerEvents(page)).not.toContain('gtm.js');
  expect(requests.foreign).toEqual([]);
});

test('the Swiss hero starts at once, before any choice', async ({ page }) => {
  const requests = await watchRequests(page);
  await page.goto(`${swiss}/`);
  await expect(page.getByRole('dialog', { name: de['vue.consent.title'] })).toBeVisible();
  await expect(hero(page).getByRole('button', { name: de['vue.cms.slider.pause'] })).toBeVisible();
  expect(requests.tagManagerRequests).toEqual([]);
});

// The page frame in the built apps (spec storefront §2.8 footer per store family, §3.15 / §7 Meta
// page-view event in the data layer).
import { expect, test } from '@playwright/test';
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

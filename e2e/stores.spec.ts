// Spec storefront §1: every storefront by host, with its language and store-specific prices.
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const table = [
  { host: 'localhost', port: E2E_PORTS.consumer, lang: 'de-DE', theme: 'consumer' },
  { host: 'de.localhost', port: E2E_PORTS.consumer, lang: 'de-DE', theme: 'consumer' },
  { host: 'at.localhost', port: E2E_PORTS.consumer, lang: 'de-AT', theme: 'consumer' },
  { host: 'ch.localhost', port: E2E_PORTS.consumer, lang: 'de-CH', theme: 'consumer' },
  { host: 'en.localhost', port: E2E_PORTS.consumer, lang: 'en-DE', theme: 'consumer' },
  { host: 'educational.localhost', port: E2E_PORTS.b2b, lang: 'de-DE', theme: 'b2b' },
  { host: 'en.educational.localhost', port: E2E_PORTS.b2b, lang: 'en-DE', theme: 'b2b' },
] as const;

for (const store of table) {
  test(`${store.host} serves the ${store.lang} ${store.theme} storefront`, async ({ page }) => {
    const response = await page.goto(`${storeUrl(store.host, store.port)}/`);
    expect(response?.status()).toBe(200);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', store.lang);
    await expect(html).toHaveAttribute('data-theme', store.theme);
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

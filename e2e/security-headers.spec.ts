// The enforced Content-Security-Policy in Chromium (issue 14 item 8, DESIGN §7): on every page type the
// browser reports no CSP violation, neither as a `securitypolicyviolation` event nor as a console error,
// while the page's scripts run (the product page reacts to a click, which needs the hydrated bundle).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);
const b2b = storeUrl('educational.localhost', E2E_PORTS.b2b);

/** Collects what the browser refused under the page's CSP, from the first byte of every document. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

const PAGES: ReadonlyArray<readonly [string, string]> = [
  ['home', `${consumer}/`],
  ['category', `${consumer}/cat/1/`],
  ['search', `${consumer}/search/?q=schule&sort=relevance`],
  ['CMS content', `${consumer}/inspiration/`],
  ['cart', `${consumer}/checkout/basket/`],
  ['not found', `${consumer}/gibt-es-nicht/`],
  ['B2B home', `${b2b}/`],
];

for (const [name, url] of PAGES) {
  test(`the ${name} page loads under its CSP without a violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('the product page hydrates and reacts under its CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${consumer}/prod/100031/?varid=100031-02`);
  const colour = page.getByRole('group', { name: /^Farbe/ });
  // A client-side variant change: only the hydrated page's scripts do this.
  await colour.locator('label', { has: page.getByRole('radio', { name: 'Grau', exact: true }) }).click();
  await expect(page).toHaveURL(/varid=100031-06/);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('a page script cannot read the visitor id cookies', async ({ page }) => {
  await page.goto(`${consumer}/checkout/basket/`);
  const ids = await page.evaluate(async () => (await fetch('/api/cart-id')).json());
  expect(ids).toMatchObject({ cartId: expect.any(String), userId: expect.any(String) });
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(cartId|userId)=/);
});

// Logging in and out in the built storefronts with the seeded demo accounts (spec shopping §4 "Login",
// "Session kind", §7 internal endpoints, §8 "Login fails", "Security logout"; storefront §2.4 B2B
// guards, §2.5 login flyout and logged-in flyout). Each test starts with a new browser context: a new
// visitor without a session.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ranzen/api/testing';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);
const b2b = storeUrl('educational.localhost', E2E_PORTS.b2b);
const [CONSUMER_DEMO, B2B_DEMO] = DEMO_ACCOUNTS;
/** A price as the shop writes it: digits, a decimal comma and the euro sign. */
const PRICE = /\d+,\d{2}\s€/;

function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Mein Konto' });
}

async function loginThroughFlyout(page: Page, email: string, password: string): Promise<void> {
  await accountButton(page).click();
  const flyout = page.getByRole('banner');
  await flyout.getByLabel('E-Mail-Adresse').fill(email);
  await flyout.getByLabel('Passwort', { exact: true }).fill(password);
  await flyout.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

test.describe('consumer login (shopping §4, storefront §2.5)', () => {
  test('logs in through the flyout: greeting with the names, a session page scripts cannot read, then logout', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${consumer}/`, { waitUntil: 'networkidle' });
    await loginThroughFlyout(page, CONSUMER_DEMO.email, DEMO_PASSWORD);
    // The flyout closes after the login (§4) and shows the greeting when opened again.
    await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
    await accountButton(page).click();
    const greeting = `Hallo ${CONSUMER_DEMO.firstName} ${CONSUMER_DEMO.lastName}`;
    await expect(page.getByRole('heading', { name: greeting })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kontaktdaten' })).toHaveAttribute(
      'href',
      '/myaccount/contact-details/',
    );
    // The presence cookie is readable, the token is not (DESIGN §2).
    const scriptCookies = await page.evaluate(() => document.cookie);
    expect(scriptCookies).toContain('X-JWT-exist=');
    expect(scriptCookies).not.toContain('customerToken');

    // A new page load is rendered for the customer by the server.
    await page.reload({ waitUntil: 'networkidle' });
    await accountButton(page).click();
    await expect(page.getByRole('heading', { name: greeting })).toBeVisible();

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: 'Sie haben sich erfolgreich abgemeldet.' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByLabel('E-Mail-Adresse')).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toContain('X-JWT-exist=');
  });

  test('a wrong password: the error toast and both fields marked invalid (§8 "Login fails")', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${consumer}/`, { waitUntil: 'networkidle' });
    await loginThroughFlyout(page, CONSUMER_DEMO.email, 'falsches-passwort');
    await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
    const banner = page.getByRole('banner');
    await expect(banner.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    await expect(banner.getByLabel('Passwort', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('the login page goes to the account after the login; /logout ends the session', async ({ page }) => {
    await page.goto(`${consumer}/login/`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByLabel('E-Mail-Adresse').fill(CONSUMER_DEMO.email);
    await main.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    // Spec §4: from a page whose path contains login to /myaccount/ (which continues to the contact details).
    await expect(page).toHaveURL(/\/myaccount\//);

    await page.goto(`${consumer}/logout/`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Abgemeldet' })).toBeVisible();
    await page.goto(`${consumer}/`, { waitUntil: 'networkidle' });
    await accountButton(page).click();
    await expect(page.getByRole('banner').getByLabel('E-Mail-Adresse')).toBeVisible();
  });
});

test.describe('B2B login (storefront §2.4)', () => {
  async function firstCategoryPath(page: Page): Promise<string> {
    await page.goto(`${b2b}/`);
    const path = (await page.locator('a[href^="/cat/"]').first().getAttribute('href')) ?? '';
    expect(path).toMatch(/^\/cat\/\d+\/$/);
    return path;
  }

  test('an anonymous listing request gets the login, not prices; the customer number logs in and comes back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const path = await firstCategoryPath(page);
    const response = await page.goto(`${b2b}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Kundennummer');
    // No product data (and so no price) in the page's state, none in its main area.
    expect(html).not.toContain('"prices"');
    const main = page.getByRole('main');
    expect(await main.textContent()).not.toMatch(PRICE);

    await main.getByLabel('Kundennummer').fill(B2B_DEMO.customerNumber ?? '');
    await main.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    // Spec §4: B2B follows the stored redirect, the listing it was shown on, now with prices.
    await expect(page).toHaveURL(`${b2b}${path}`);
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('Anmelden oder registrieren');
    await expect(main.getByText(PRICE).first()).toBeVisible();
  });
});

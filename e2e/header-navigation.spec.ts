// Header, category navigation and login flyout in the built storefronts (spec storefront §2.4 B2B
// guard, §2.5 header and login flyout, §2.6 and §4 "Navigation", §5 form inputs, §8 session expired).
// The seed switches "T155 Navigation" on ('true') and "T216-Sale-Aktion" off.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const consumer = storeUrl('localhost', E2E_PORTS.consumer);
const b2b = storeUrl('educational.localhost', E2E_PORTS.b2b);

/** Presses Tab until the focused element has the accessible text `name` (keyboard only). */
async function tabTo(page: Page, name: string, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** A category page: a non-public path in B2B. The home page links into the shared catalogue. */
async function firstCategoryPath(page: Page): Promise<string> {
  const html = await (await page.request.get(`${consumer}/`)).text();
  const path = /href="(\/cat\/\d+\/)"/.exec(html)?.[1];
  expect(path).toBeDefined();
  return path ?? '';
}

test.describe('category navigation (consumer de)', () => {
  test('the seed turns the newer navigation on: tabs with flyouts, server-rendered (§2.5)', async ({
    request,
  }) => {
    const html = await (await request.get(`${consumer}/`)).text();
    // Top categories are disclosure buttons of the newer navigation, not the older bar's links.
    expect(html).toMatch(/<nav[^>]*aria-label="Hauptnavigation"/);
    expect(html).toMatch(
      /<button[^>]*aria-expanded="false"[^>]*data-nav-control="\d+"[^>]*>Schreiben<\/button>/,
    );
    // The seed's T216-Sale-Aktion is 'false': no sale panel anywhere in the markup (the state script
    // after it carries the store's message catalogue, which has the panel's texts).
    const markup = html.slice(0, html.indexOf('<script id="__RANZEN_STATE__"'));
    expect(markup).toContain('Hauptnavigation');
    expect(markup).not.toContain('Zu den Angeboten');
  });

  test('reaches a third-level category with the keyboard only (§2.6, §4)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${consumer}/`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });

    await tabTo(page, 'Schreiben');
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Schreiben' })).toHaveAttribute('aria-expanded', 'true');
    // Arrow down enters the open panel at its first visible control.
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Alle in Schreiben' })).toBeFocused();

    // The third level is not in the server-rendered tree: it is loaded when the item opens.
    const lazyLoad = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/graphql' && (request.postData() ?? '').includes('rootId'),
    );
    await tabTo(page, 'Bleistifte & Buntstifte');
    await page.keyboard.press('Enter');
    await lazyLoad;
    const leaf = nav.getByRole('link', { name: 'Buntstifte', exact: true });
    await expect(leaf).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Alle in Bleistifte & Buntstifte' })).toBeVisible();

    // Escape closes the third level and returns focus to its item; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Bleistifte & Buntstifte' })).toBeFocused();
    await expect(leaf).toBeHidden();
    await page.keyboard.press('Enter');
    await tabTo(page, 'Buntstifte');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cat\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buntstifte');
    // Following the link closed the navigation.
    await expect(nav.getByRole('button', { name: 'Schreiben' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens as a drawer from the burger on a phone, with scroll lock (§4)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${consumer}/`, { waitUntil: 'networkidle' });
    const burger = page.getByRole('button', { name: 'Menü', exact: true });
    await burger.click();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('button', { name: 'Schreiben' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Schreiben' })).toBeHidden();
    await expect(burger).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });
});

test.describe('login flyout', () => {
  test('consumer: validation messages per §5, then the server refuses an unknown login (shopping §8)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${consumer}/`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Mein Konto' }).click();
    const email = page.getByLabel('E-Mail-Adresse');
    const password = page.getByLabel('Passwort', { exact: true });
    const submit = page.getByRole('button', { name: 'Anmelden', exact: true });
    await expect(page.getByRole('checkbox', { name: 'Angemeldet bleiben' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/myaccount/resetpassword/',
    );
    await expect(page.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      '/myaccount/register/',
    );

    await submit.click();
    await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill('anna@schule');
    await submit.click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await email.fill('anna@schule.de');
    await password.fill('ab');
    await submit.click();
    await expect(page.getByText('Das Passwort muss zwischen 3 und 35 Zeichen lang sein.')).toBeVisible();
    await expect(password).toBeFocused();

    await password.fill('geheim');
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/login-action/'),
      submit.click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
  });
});

test.describe('B2B login guard (§2.4, §8)', () => {
  test('a visitor without a session gets the login in place of a catalogue page, none on public pages', async ({
    page,
  }) => {
    const path = await firstCategoryPath(page);
    await page.goto(`${b2b}/`, { waitUntil: 'networkidle' });
    await expect(page.getByLabel('Kundennummer')).toHaveCount(0);

    // The server renders the login page at the listing's address (no prices in the HTML); the flyout
    // stays closed, so there is one form.
    await page.goto(`${b2b}${path}`, { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(`${b2b}${path}`);
    await expect(page.getByRole('main').getByLabel('Kundennummer')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mein Konto' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toHaveCount(
      0,
    );
  });

  test('a visitor whose session expired also gets the warning, once', async ({ page, context }) => {
    const path = await firstCategoryPath(page);
    // An earlier login left the presence cookie; the session cookie (X-JWT-exist) is gone.
    await context.addCookies([{ name: 'had-session', value: '1', url: b2b }]);
    await page.goto(`${b2b}${path}`, { waitUntil: 'networkidle' });
    await expect(
      page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeVisible();
    await expect(page.getByLabel('Kundennummer')).toBeVisible();

    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByLabel('Kundennummer')).toBeVisible();
    await expect(page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toHaveCount(
      0,
    );
  });

  test('a logged-in visitor (session cookie) gets no flyout', async ({ page, context }) => {
    const path = await firstCategoryPath(page);
    await context.addCookies([{ name: 'X-JWT-exist', value: '1', url: b2b }]);
    await page.goto(`${b2b}${path}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Kundennummer')).toHaveCount(0);
  });
});

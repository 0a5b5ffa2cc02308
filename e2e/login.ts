// Logging in through the storefront's /login page as the seeded demo accounts (README "Demo accounts";
// apps/api/src/seed/accounts.ts): the consumer by e-mail, the B2B customer by customer number.
import { expect, type Page } from '@playwright/test';

export interface DemoAccount {
  /** The login field: the e-mail field suggests domains (a combobox), the customer number is plain text. */
  readonly field: { readonly role: 'combobox' | 'textbox'; readonly name: string };
  readonly login: string;
  readonly password: string;
}

export const DEMO_CONSUMER: DemoAccount = {
  field: { role: 'combobox', name: 'E-Mail-Adresse' },
  login: 'demo@ranzen.test',
  password: 'ranzen-demo',
};

export const DEMO_B2B: DemoAccount = {
  field: { role: 'textbox', name: 'Kundennummer' },
  login: '4711001',
  password: 'ranzen-demo',
};

/**
 * Submits the login form of the open /login page and waits until the session cookie is set and the
 * login page has sent the customer on (shopping §4: to the way back, else the account).
 */
export async function submitLogin(page: Page, account: DemoAccount): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole(account.field.role, { name: account.field.name }).fill(account.login);
  await main.getByLabel('Passwort', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'X-JWT-exist'))
    .toBe(true);
  await page.waitForURL((url) => !url.pathname.startsWith('/login/'));
}

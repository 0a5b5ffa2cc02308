// Logging in through the storefront's /login page as the seeded demo accounts (README "Demo accounts";
// apps/api/src/seed/accounts.ts): the consumer by e-mail, the B2B customer by customer number.
import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES, type MessageCatalogue, type MessageKey } from '@ranzen/sdk-core';

export interface DemoAccount {
  /** The login field: the e-mail field suggests domains (a combobox), the customer number is plain text. */
  readonly field: { readonly role: 'combobox' | 'textbox'; readonly label: MessageKey };
  readonly login: string;
  readonly password: string;
}

export const DEMO_CONSUMER: DemoAccount = {
  field: { role: 'combobox', label: 'vue.login.email' },
  login: 'demo@ranzen.test',
  password: 'ranzen-demo',
};

export const DEMO_B2B: DemoAccount = {
  field: { role: 'textbox', label: 'vue.login.customerNumber' },
  login: '4711001',
  password: 'ranzen-demo',
};

/**
 * Submits the login form of the open /login page (or of the checkout's login step), in the store's
 * language, and waits until the session cookie is set and the page has sent the customer on (shopping
 * §4: to the way back, else the account; from the checkout's login step to the shipping step).
 */
export async function submitLogin(
  page: Page,
  account: DemoAccount,
  {
    messages = MESSAGES.de,
    within = page.getByRole('main'),
  }: { readonly messages?: MessageCatalogue; readonly within?: Locator } = {},
): Promise<void> {
  await within.getByRole(account.field.role, { name: messages[account.field.label] }).fill(account.login);
  await within.getByLabel(messages['vue.login.password'], { exact: true }).fill(account.password);
  await within.getByRole('button', { name: messages['vue.login.submit'], exact: true }).click();
  // The API checks the password with argon2 (memory-hard on purpose); beside the unit tests on the two
  // cores of `pnpm test` a login took over the 10 s an assertion waits by default.
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'X-JWT-exist'), {
      timeout: 30_000,
    })
    .toBe(true);
  // The login loads the way back as a new document; the next action waits until it is hydrated
  // (fixtures.ts).
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/login/') && !url.pathname.startsWith('/checkout/login/'),
  );
}

// The account pages in the built storefronts, consumer and B2B (spec shopping §2 account routes and
// "Guards and redirects", §4 "Forgot password", §5, §7, §8; issue 15 Tests: register -> logout -> login
// -> greeting; forgot password through the outbox link -> the new password works and the old does not;
// contact data and password change; B2B registration shows the lists). Each test has its own browser
// context (a new visitor) and registers its own customer, so tests share no account.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailTextTo } from './checkout';
import { expect, test } from './fixtures';
import { E2E_PORTS, storeUrl } from './ports';

const CONSUMER = storeUrl('localhost', E2E_PORTS.consumer);
// The desktop header, where "Mein Konto" opens the account flyout.
test.use({ viewport: { width: 1280, height: 900 } });
const B2B = storeUrl('educational.localhost', E2E_PORTS.b2b);

interface Customer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

function newCustomer(): Customer {
  const id = randomUUID().slice(0, 8);
  return { firstName: 'Anna', lastName: 'Muster', email: `anna-${id}@example.de`, password: `geheim-${id}` };
}

async function register(page: Page, customer: Customer): Promise<void> {
  await page.goto(`${CONSUMER}/myaccount/register/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  await page.getByLabel('Vorname').fill(customer.firstName);
  await page.getByLabel('Nachname').fill(customer.lastName);
  await page.getByRole('combobox', { name: 'E-Mail-Adresse' }).fill(customer.email);
  await page.getByLabel('Passwort', { exact: true }).fill(customer.password);
  await page.getByLabel('Passwort wiederholen').fill(customer.password);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  // Logged in, the account opens with the welcome message (shopping §2: /myaccount -> contact details).
  await expect(page).toHaveURL(`${CONSUMER}/myaccount/contact-details/`);
  await expect(page.getByText('Willkommen! Ihr Kundenkonto ist angelegt.')).toBeVisible();
}

async function logout(page: Page): Promise<void> {
  await page.goto(`${CONSUMER}/logout/`);
  await expect(page.getByText('Sie haben sich erfolgreich abgemeldet.')).toBeVisible();
}

/** Logs in on /login (the page the account guard sends to), by e-mail and password. */
async function loginOnPage(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'E-Mail-Adresse' }).fill(email);
  await main.getByLabel('Passwort', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Storefront §2.5: the header's account flyout greets the logged-in customer by first and last name. */
async function expectGreeting(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Mein Konto' }).click();
  await expect(page.getByRole('heading', { name: `Hallo ${name}` })).toBeVisible();
}

/** The reset token of the newest reset mail to `email` in the API's outbox. */
async function resetTokenFor(request: APIRequestContext, email: string): Promise<string> {
  const text = await mailTextTo(request, email, 'password-reset');
  return /\/myaccount\/newpassword\/\?token=([^\s"&]+)/.exec(text)?.[1] ?? '';
}

test('consumer: register -> logout -> login through the account guard -> greeting', async ({ page }) => {
  const customer = newCustomer();
  await register(page, customer);
  await logout(page);
  // Shopping §2: an account page sends a visitor without a login to /login and back afterwards.
  await page.goto(`${CONSUMER}/myaccount/password/`);
  await expect(page).toHaveURL(`${CONSUMER}/login/?redirect=%2Fmyaccount%2Fpassword%2F`);
  await loginOnPage(page, customer.email, customer.password);
  await expect(page).toHaveURL(`${CONSUMER}/myaccount/password/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
  await expectGreeting(page, `${customer.firstName} ${customer.lastName}`);
  // Shopping §8: a logged-in customer on the registration page goes to the account with the message.
  await page.goto(`${CONSUMER}/myaccount/register/`);
  await expect(page).toHaveURL(`${CONSUMER}/myaccount/contact-details/`);
  await expect(page.getByText('Sie sind bereits angemeldet und haben ein Kundenkonto.')).toBeVisible();
});

test('consumer: forgot password through the outbox link; the new password works, the old does not', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  await register(page, customer);
  await logout(page);
  await page.goto(`${CONSUMER}/myaccount/resetpassword/`);
  await page.getByRole('combobox', { name: 'E-Mail-Adresse' }).fill(customer.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('status')).toContainText('Falls ein Kundenkonto zu Ihrer Angabe existiert');

  const token = await resetTokenFor(request, customer.email);
  const newPassword = `${customer.password}-neu`;
  await page.goto(`${CONSUMER}/myaccount/newpassword/?token=${token}`);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(`${CONSUMER}/login/`);
  await expect(
    page.getByText('Ihr neues Passwort ist gespeichert. Bitte melden Sie sich damit an.'),
  ).toBeVisible();

  // The link is single-use: opened again it goes to the reset page with the invalid-link message.
  await page.goto(`${CONSUMER}/myaccount/newpassword/?token=${token}`);
  await expect(page).toHaveURL(`${CONSUMER}/myaccount/resetpassword/`);
  await expect(page.getByText(/Dieser Link zum Zurücksetzen des Passworts ist ungültig/)).toBeVisible();

  await page.goto(`${CONSUMER}/login/`);
  await loginOnPage(page, customer.email, customer.password);
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
  await loginOnPage(page, customer.email, newPassword);
  await expect(page).toHaveURL(`${CONSUMER}/myaccount/contact-details/`);
  await expectGreeting(page, `${customer.firstName} ${customer.lastName}`);
});

test('consumer: contact data and password change', async ({ page }) => {
  const customer = newCustomer();
  await register(page, customer);
  await page.getByLabel('Vorname').fill('Annika');
  await page.getByLabel('Telefon (optional)').fill('030 1234567');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Vorname')).toHaveValue('Annika');
  await expect(page.getByLabel('Telefon (optional)')).toHaveValue('030 1234567');

  const newPassword = `${customer.password}-2`;
  await page
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('link', { name: 'Passwort ändern' })
    .click();
  await page.getByLabel('Aktuelles Passwort').fill(customer.password);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();

  await logout(page);
  await page.goto(`${CONSUMER}/login/`);
  await loginOnPage(page, customer.email, newPassword);
  await expect(page).toHaveURL(`${CONSUMER}/myaccount/contact-details/`);
  await expectGreeting(page, 'Annika Muster');
});

test('B2B: register with the industry and job-title lists -> customer number -> logout -> login by number -> greeting', async ({
  page,
}) => {
  const customer = newCustomer();
  await page.goto(`${B2B}/myaccount/register/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  await expect(page.getByLabel('Angemeldet bleiben')).toHaveCount(0);
  for (const label of ['Branche', 'Funktion']) {
    const select = page.getByLabel(label);
    // The placeholder plus at least one entry of the API's list; the first entry is chosen.
    expect(await select.locator('option').count()).toBeGreaterThan(1);
    await select.selectOption({ index: 1 });
  }
  await page.getByLabel('Firma oder Schule').fill('Grundschule Am Teich');
  await page.getByLabel('Vorname').fill(customer.firstName);
  await page.getByLabel('Nachname').fill(customer.lastName);
  await page.getByRole('combobox', { name: 'E-Mail-Adresse' }).fill(customer.email);
  await page.getByLabel('Passwort', { exact: true }).fill(customer.password);
  await page.getByLabel('Passwort wiederholen').fill(customer.password);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page).toHaveURL(`${B2B}/myaccount/contact-details/`);
  await expect(page.getByLabel('Firma oder Schule')).toHaveValue('Grundschule Am Teich');
  // The B2B contact details save the names with the institution (changeAccountData's company fields).
  await page.getByLabel('Firma oder Schule').fill('Grundschule Am Weiher');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Firma oder Schule')).toHaveValue('Grundschule Am Weiher');

  // Shopping §6: the customer number link shows the number the server issued, the login name.
  await page
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('link', { name: 'Ihre Kundennummer' })
    .click();
  const customerNumber = (await page.getByRole('definition').textContent())?.trim() ?? '';
  expect(customerNumber).toMatch(/^\d+$/);

  await page.goto(`${B2B}/logout/`);
  await page.goto(`${B2B}/login/`);
  const main = page.getByRole('main');
  await main.getByLabel('Kundennummer').fill(customerNumber);
  await main.getByLabel('Passwort', { exact: true }).fill(customer.password);
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(`${B2B}/myaccount/contact-details/`);
  await expectGreeting(page, `${customer.firstName} ${customer.lastName}`);
});

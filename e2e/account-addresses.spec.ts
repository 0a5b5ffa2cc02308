// The address book in the built consumer storefront (issue 15 item 6 and "Tests: address add, edit,
// delete and revert"; shopping §2 "/myaccount/addresses redirects to billing", "Account pages require
// login", §3 "Address form", "Parcel-station form", §4 "Address book", §5 checks). The demo customer
// logs in through the /login page; each test adds its own address (a unique street or post number)
// and leaves the seeded ones alone, so the tests run side by side with other specs using the account.
// The B2B customer (customer number login) gets school addresses: a new one starts as companyOrSchool.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_B2B, DEMO_CONSUMER, type DemoAccount, submitLogin } from './login';
import { E2E_PORTS, storeUrl } from './ports';

const base = storeUrl('localhost', E2E_PORTS.consumer);
const b2bBase = storeUrl('educational.localhost', E2E_PORTS.b2b);

/**
 * Opens `path` without a session: the account guard sends to /login with the way back, which the
 * login follows (shopping §2 "Account pages require login", §4 login redirects).
 */
async function logInAt(page: Page, path: string, account: DemoAccount = DEMO_CONSUMER, origin = base) {
  await page.goto(`${origin}${path}`);
  await expect(page).toHaveURL(`${origin}/login/?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, account);
}

/** A number no other run of this spec uses, for streets and post numbers. */
const unique = () => String(Date.now() % 100_000_000).padStart(8, '1');

test('billing: add with the shared checks, edit, delete and revert; the list holds after a reload', async ({
  page,
}) => {
  await logInAt(page, '/myaccount/addresses/');
  // Shopping §2: /myaccount/addresses redirects to billing.
  await expect(page).toHaveURL(`${base}/myaccount/addresses/billing/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Adressen');
  // In the account frame like the other account pages: the account navigation marks the addresses.
  await expect(
    page
      .getByRole('main')
      .getByRole('navigation', { name: 'Mein Konto' })
      .getByRole('link', { name: 'Adressen', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Rechnungsadressen' })).toHaveAttribute('aria-current', 'page');
  // The seeded billing address, marked as the customer address.
  const seeded = page.getByRole('article', { name: /Musterstraße 12/ });
  await expect(seeded).toContainText('Kundenadresse');

  const street = `Lindenweg ${unique()}`;
  await page.getByRole('button', { name: 'Neue Rechnungsadresse' }).click();
  const form = page.getByRole('group', { name: 'Rechnungsadresse' });
  await form.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Beispiel');
  await form.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Lindenweg');
  await form.getByRole('textbox', { name: 'PLZ' }).fill('1234');
  await form.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  // Shopping §5: nothing is sent while fields are invalid; each names its problem.
  await expect(form.getByRole('combobox', { name: 'Anrede' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Bitte geben Sie Straße und Hausnummer ein.')).toBeVisible();
  await expect(form.getByText('Bitte geben Sie eine gültige Postleitzahl ein.')).toBeVisible();

  await form.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Frau' });
  await form.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill(street);
  await form.getByRole('textbox', { name: 'PLZ' }).fill('10115');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  const added = page.getByRole('article', { name: new RegExp(street) });
  await expect(added).toContainText('10115 Berlin');
  await expect(page.getByRole('group', { name: 'Rechnungsadresse' })).toHaveCount(0);

  // Edit: the form opens with the saved values.
  await added.getByRole('button', { name: 'Bearbeiten' }).click();
  const edit = page.getByRole('group', { name: 'Rechnungsadresse' });
  await expect(edit.getByRole('textbox', { name: 'Straße und Hausnummer' })).toHaveValue(street);
  await edit.getByRole('radio', { name: 'Firma oder Schule' }).check();
  await edit.getByRole('textbox', { name: 'Firma oder Schule' }).fill('Kita Sonnenschein');
  await edit.getByRole('textbox', { name: 'Ort' }).fill('Potsdam');
  await edit.getByRole('textbox', { name: 'PLZ' }).fill('14467');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(added).toContainText('Kita Sonnenschein');
  await expect(added).toContainText('14467 Potsdam');

  await page.reload();
  await expect(added).toContainText('14467 Potsdam');

  // Delete: held aside with a revert (shopping §4); the revert recreates it.
  await added.getByRole('button', { name: 'Löschen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Die Adresse von Erika Beispiel wurde gelöscht.' }),
  ).toBeVisible();
  await expect(added).toHaveCount(0);
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(added).toContainText('Kita Sonnenschein');
  await expect(page.getByRole('button', { name: 'Rückgängig' })).toHaveCount(0);
  await page.reload();
  await expect(added).toContainText('14467 Potsdam');

  // Clean up: deleted for good once the page is left.
  await added.getByRole('button', { name: 'Löschen' }).click();
  await expect(added).toHaveCount(0);
  await page.reload();
  await expect(added).toHaveCount(0);
  await expect(seeded).toBeVisible();
});

test('parcel station: post number and station are kept; a new removal makes the previous one final', async ({
  page,
}) => {
  await logInAt(page, '/myaccount/addresses/packing-station/');
  await expect(page).toHaveURL(`${base}/myaccount/addresses/packing-station/`);
  await expect(page.getByRole('article', { name: /Packstation 105/ })).toBeVisible();

  const postnumbers = [unique(), String(Number(unique()) + 1)];
  for (const [index, postnumber] of postnumbers.entries()) {
    await page.getByRole('button', { name: 'Neue Packstation' }).click();
    const form = page.getByRole('group', { name: 'Packstation' });
    // Spec shopping §9: the parcel station's country starts as Germany.
    await expect(form.getByRole('combobox', { name: 'Land' })).toHaveValue('DE');
    await form.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Frau' });
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
    await form.getByRole('textbox', { name: 'Nachname' }).fill(`Station${'x'.repeat(index)}`);
    await form.getByRole('textbox', { name: 'Postnummer' }).fill(postnumber);
    await form.getByRole('textbox', { name: 'Packstation-Nummer' }).fill(String(200 + index));
    await form.getByRole('textbox', { name: 'PLZ' }).fill('10117');
    await form.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(
      page.getByRole('article', { name: new RegExp(`Packstation ${200 + index}, Postnummer ${postnumber}`) }),
    ).toBeVisible();
  }
  const [first, second] = postnumbers.map((postnumber) =>
    page.getByRole('article', { name: new RegExp(`Postnummer ${postnumber}`) }),
  );
  if (!first || !second) throw new Error('two stations expected');

  await first.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erika Station wurde gelöscht' })).toBeVisible();
  // A second removal of the same kind finalises the first: only the second can come back.
  await second.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erika Stationx wurde gelöscht' })).toBeVisible();
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(second).toBeVisible();
  await expect(first).toHaveCount(0);
  await page.reload();
  await expect(second).toBeVisible();
  await expect(first).toHaveCount(0);

  // The parcel station is not among the shipping addresses.
  await page.getByRole('link', { name: 'Lieferadressen' }).click();
  await expect(page).toHaveURL(`${base}/myaccount/addresses/shipping/`);
  await expect(page.getByRole('article', { name: /Gartenweg 3/ })).toBeVisible();
  await expect(page.getByRole('article', { name: /Postnummer/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Packstationen' }).click();
  await second.getByRole('button', { name: 'Löschen' }).click();
  await expect(second).toHaveCount(0);
});

test('B2B: a new shipping address starts as a school address; edit, delete and revert', async ({ page }) => {
  await logInAt(page, '/myaccount/addresses/shipping/', DEMO_B2B, b2bBase);
  await expect(page.getByRole('article', { name: /Schulhof 1/ })).toContainText('Grundschule am Park');

  const street = `Schulweg ${unique()}`;
  await page.getByRole('button', { name: 'Neue Lieferadresse' }).click();
  const form = page.getByRole('group', { name: 'Lieferadresse' });
  await expect(form.getByRole('radio', { name: 'Firma oder Schule' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Firma oder Schule' }).fill('Gesamtschule Nord');
  await form.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Herr' });
  await form.getByRole('textbox', { name: 'Vorname' }).fill('Bernd');
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Lehrer');
  await form.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill(street);
  await form.getByRole('textbox', { name: 'PLZ' }).fill('50667');
  await form.getByRole('textbox', { name: 'Ort' }).fill('Köln');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  const added = page.getByRole('article', { name: new RegExp(street) });
  await expect(added).toContainText('Gesamtschule Nord');

  await added.getByRole('button', { name: 'Bearbeiten' }).click();
  await page
    .getByRole('group', { name: 'Lieferadresse' })
    .getByRole('textbox', { name: 'Adresszusatz (optional)' })
    .fill('Hausmeister');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(added).toContainText('Hausmeister');

  await added.getByRole('button', { name: 'Löschen' }).click();
  await expect(added).toHaveCount(0);
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(added).toContainText('Hausmeister');
  await page.reload();
  await added.getByRole('button', { name: 'Löschen' }).click();
  await expect(added).toHaveCount(0);
  await page.reload();
  await expect(added).toHaveCount(0);
});

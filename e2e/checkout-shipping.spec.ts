// The checkout's login and shipping steps in the built storefronts (spec shopping §2 "/checkout/login",
// "/checkout/shipping", their guards; §3 "Checkout state"; §4 "Checkout steps", "Shipper rules", "Saving
// the shipping step"; §6 B2B without a payment step; §8 shipper info codes; §9 parcel-station country
// DE). Each test is a new browser context: a new visitor with an empty cart.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_B2B, submitLogin } from './login';
import { E2E_PORTS, storeUrl } from './ports';

const DE = storeUrl('localhost', E2E_PORTS.consumer);
const CH = storeUrl('ch.localhost', E2E_PORTS.consumer);
const B2B = storeUrl('educational.localhost', E2E_PORTS.b2b);

/** Puts the first product of the store's first category into the cart, from its product page. */
async function fillCart(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  const category = await page.getByRole('main').locator('a[href^="/cat/"]').first().getAttribute('href');
  await page.goto(`${base}${category}`);
  const product = await page.getByRole('main').locator('a[href^="/prod/"]').first().getAttribute('href');
  await page.goto(`${base}${product}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Warenkorb, [1-9]\d* Artikel$/ }),
  ).toBeVisible();
}

/** From the basket through the login step as a guest (spec §4 "After guest checkout ... logged in as guest"). */
async function continueAsGuest(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/checkout/basket/`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await page.waitForURL(/\/checkout\/login\/$/, { waitUntil: 'networkidle' });
  const guest = page.getByRole('form', { name: 'Als Gast bestellen' });
  await guest.getByLabel('Vorname').fill('Gina');
  await guest.getByLabel('Nachname').fill('Gast');
  await guest.getByRole('combobox', { name: 'E-Mail-Adresse' }).fill(`gina.${Date.now()}@example.org`);
  await guest.getByRole('button', { name: 'Weiter als Gast' }).click();
  await page.waitForURL(/\/checkout\/shipping\/$/, { waitUntil: 'networkidle' });
}

/** The billing address of the shipping step, in the store's country. */
async function fillBilling(page: Page, place: { postcode: string; city: string }): Promise<void> {
  const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
  await billing.getByRole('radio', { name: 'Privat' }).check();
  await billing.getByLabel('Anrede').selectOption({ label: 'Frau' });
  await billing.getByLabel('Straße und Hausnummer').fill('Schulweg 1');
  await billing.getByLabel('PLZ').fill(place.postcode);
  await billing.getByLabel('Ort').fill(place.city);
}

const shippers = (page: Page) => page.getByRole('group', { name: 'Versandart' });

test.describe('checkout login and shipping (consumer de)', () => {
  test('a guest goes from the basket through the login step and the shipping step to payment (§4)', async ({
    page,
  }) => {
    await fillCart(page, DE);
    await continueAsGuest(page, DE);
    await expect(
      page.getByRole('navigation', { name: 'Schritte zur Bestellung' }).getByText('Versand'),
    ).toHaveAttribute('aria-current', 'step');
    await fillBilling(page, { postcode: '10115', city: 'Berlin' });
    await expect(shippers(page).getByRole('radio', { name: 'DHL' })).toBeChecked();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.waitForURL(/\/checkout\/payment\/$/, { waitUntil: 'networkidle' });
  });

  test('every validator runs and shows its message (§5)', async ({ page }) => {
    await fillCart(page, DE);
    await continueAsGuest(page, DE);
    await page.getByLabel('Ihre Bestellreferenz (optional)').fill('Klasse 3b!');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
    await expect(billing.getByLabel('Straße und Hausnummer')).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    await expect(page.getByLabel('Ihre Bestellreferenz (optional)')).toHaveAccessibleDescription(
      'Bitte prüfen Sie Ihre Angaben.',
    );
    await expect(page).toHaveURL(/\/checkout\/shipping\/$/);
  });

  test('a parcel station offers DHL only (PACKSTATION-DHL-ONLY, §4, §8)', async ({ page }) => {
    await fillCart(page, DE);
    await continueAsGuest(page, DE);
    // Spec §4: the choice is sent to the server first, then shown.
    await shippers(page).getByRole('radio', { name: 'DPD' }).click();
    await expect(shippers(page).getByRole('radio', { name: 'DPD' })).toBeChecked();
    await page.getByRole('radio', { name: 'An eine Packstation' }).check();
    await expect(page.getByRole('group', { name: 'Packstation' }).getByLabel('Land')).toHaveValue('DE');
    await expect(shippers(page).getByRole('radio', { name: 'DHL' })).toBeChecked();
    await expect(
      shippers(page).getByRole('radio', { name: 'DPD', description: 'An eine Packstation liefert nur DHL.' }),
    ).toBeDisabled();
  });

  test('a reload in the middle of checkout resumes the step with what was entered (§3 checkout state)', async ({
    page,
  }) => {
    await fillCart(page, DE);
    await continueAsGuest(page, DE);
    await fillBilling(page, { postcode: '10115', city: 'Berlin' });
    await page.getByRole('radio', { name: 'An eine Packstation' }).check();
    const station = page.getByRole('group', { name: 'Packstation' });
    await station.getByLabel('Anrede').selectOption({ label: 'Frau' });
    await station.getByLabel('Postnummer').fill('12345678');
    await station.getByLabel('Packstation-Nummer').fill('123');
    await station.getByLabel('PLZ').fill('10115');
    await station.getByLabel('Ort').fill('Berlin');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.waitForURL(/\/checkout\/payment\/$/, { waitUntil: 'networkidle' });
    await page.goto(`${DE}/checkout/shipping/`);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/checkout\/shipping\/$/);
    await expect(page.getByRole('radio', { name: 'An eine Packstation' })).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Packstation' }).getByLabel('Packstation-Nummer'),
    ).toHaveValue('123');
    await expect(page.getByRole('group', { name: 'Rechnungsadresse' }).getByLabel('Ort')).toHaveValue(
      'Berlin',
    );
  });

  test('an anonymous visitor on the shipping step is sent to the login step (§2)', async ({ page }) => {
    await fillCart(page, DE);
    await page.goto(`${DE}/checkout/shipping/`);
    await expect(page).toHaveURL(/\/checkout\/login\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Anmelden oder als Gast bestellen' }),
    ).toBeVisible();
  });
});

test('Switzerland: DHL delivers in Germany only, so DPD is the default (DHL-GERMANY-ONLY, §4, §8)', async ({
  page,
}) => {
  await fillCart(page, CH);
  await continueAsGuest(page, CH);
  await expect(page.getByRole('group', { name: 'Rechnungsadresse' }).getByLabel('Land')).toHaveValue('CH');
  await expect(
    shippers(page).getByRole('radio', {
      name: 'DHL',
      description: 'DHL liefert nur innerhalb Deutschlands.',
    }),
  ).toBeDisabled();
  await expect(shippers(page).getByRole('radio', { name: 'DPD' })).toBeChecked();
});

test('B2B: a logged-in buyer skips the login step and goes from shipping to the summary (§6)', async ({
  page,
}) => {
  await page.goto(`${B2B}/login/`);
  await submitLogin(page, DEMO_B2B);
  await fillCart(page, B2B);
  await page.goto(`${B2B}/checkout/basket/`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await page.waitForURL(/\/checkout\/shipping\/$/, { waitUntil: 'networkidle' });
  await expect(page.getByRole('navigation', { name: 'Schritte zur Bestellung' })).not.toContainText(
    'Zahlung',
  );
  // Spec §6: the billing address starts from the address book (the institution's address).
  await expect(
    page.getByRole('group', { name: 'Rechnungsadresse' }).getByRole('textbox', { name: 'Firma oder Schule' }),
  ).not.toHaveValue('');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.waitForURL(/\/checkout\/summary\/$/, { waitUntil: 'networkidle' });
});

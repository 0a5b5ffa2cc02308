// The checkout's login and shipping steps in the built storefronts (spec shopping §2 "/checkout/login",
// "/checkout/shipping", their guards; §3 "Checkout state"; §4 "Checkout steps", "Shipper rules", "Saving
// the shipping step"; §8 shipper info codes; §9 parcel-station country DE). Each test is a new browser
// context: a new visitor with an empty cart. The B2B steps (§6) are walked in checkout-journeys.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import {
  buy,
  continueAsGuest,
  expectThankYou,
  fillBilling,
  fillCart,
  payBy,
  registerAtCheckout,
  SHOPS,
  submitShipping,
  text,
} from './checkout';

const DE = SHOPS.de;
const CH = SHOPS.ch;

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
    await fillBilling(page, DE, { postcode: '10115', city: 'Berlin' });
    await expect(shippers(page).getByRole('radio', { name: 'DHL' })).toBeChecked();
    await submitShipping(page, DE, 'payment');
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
    await fillBilling(page, DE, { postcode: '10115', city: 'Berlin' });
    await page.getByRole('radio', { name: 'An eine Packstation' }).check();
    const station = page.getByRole('group', { name: 'Packstation' });
    await station.getByLabel('Anrede').selectOption({ label: 'Frau' });
    await station.getByLabel('Postnummer').fill('12345678');
    await station.getByLabel('Packstation-Nummer').fill('123');
    await station.getByLabel('PLZ').fill('10115');
    await station.getByLabel('Ort').fill('Berlin');
    await submitShipping(page, DE, 'payment');
    await page.goto(`${DE.base}/checkout/shipping/`);
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

  test("a customer's e-mail is shown and saved into the account only when asked for (§5 contact save)", async ({
    page,
  }) => {
    await fillCart(page, DE);
    const { email } = await registerAtCheckout(page, DE);
    const contact = page.getByRole('group', { name: 'Kontakt' });
    await expect(contact.getByText(`E-Mail-Adresse: ${email}`)).toBeVisible();
    await contact.getByRole('checkbox', { name: 'E-Mail-Adresse im Kundenkonto ändern' }).check();
    const changed = `neu.${Date.now()}@example.org`;
    await contact.getByRole('combobox', { name: 'Neue E-Mail-Adresse' }).fill('kein-at');
    await fillBilling(page, DE, { postcode: '10115', city: 'Berlin' });
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(contact.getByRole('combobox', { name: 'Neue E-Mail-Adresse' })).toHaveAccessibleDescription(
      /E-Mail/,
    );
    await contact.getByRole('combobox', { name: 'Neue E-Mail-Adresse' }).fill(changed);
    await submitShipping(page, DE, 'payment');
    await page.goto(`${DE.base}/myaccount/contact-details/`);
    await expect(page.getByRole('main').getByRole('combobox', { name: 'E-Mail-Adresse' })).toHaveValue(
      changed,
    );
  });

  test("a guest's e-mail from the login step is a required field; a change is saved and the order goes there (§5 contact save)", async ({
    page,
  }) => {
    await fillCart(page, DE);
    const { email } = await continueAsGuest(page, DE);
    const contact = page.getByRole('group', { name: 'Kontakt' });
    const field = contact.getByRole('combobox', { name: 'E-Mail-Adresse' });
    await expect(field).toHaveValue(email);
    await expect(contact.getByRole('checkbox', { name: 'E-Mail-Adresse im Kundenkonto ändern' })).toHaveCount(
      0,
    );
    await fillBilling(page, DE, { postcode: '10115', city: 'Berlin' });
    await field.fill('');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(field).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await field.fill('kein-at');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(field).toHaveAccessibleDescription(text(DE, 'vue.form.error.email.incorrect'));
    const changed = `gina.neu.${Date.now()}@example.org`;
    await field.fill(changed);
    await submitShipping(page, DE, 'payment');
    // Back on the step, the saved e-mail is the one shown.
    await page.goto(`${DE.base}/checkout/shipping/`, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('group', { name: 'Kontakt' }).getByRole('combobox', { name: 'E-Mail-Adresse' }),
    ).toHaveValue(changed);
    await submitShipping(page, DE, 'payment');
    await payBy(page, DE, 'vue.checkout.payment.INVOICE');
    await buy(page, DE);
    await expectThankYou(page, DE);
    await expect(
      page.getByText(text(DE, 'vue.checkout.confirmation.mail', { email: changed })),
    ).toBeVisible();
  });

  test('an anonymous visitor on the shipping step is sent to the login step (§2)', async ({ page }) => {
    await fillCart(page, DE);
    await page.goto(`${DE.base}/checkout/shipping/`);
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

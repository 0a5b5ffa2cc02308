// The checkout's login and shipping steps in the built storefronts (spec shopping §2 "/checkout/login",
// "/checkout/shipping", their guards; §3 "Checkout state"; §4 "Checkout steps", "Shipper rules", "Saving
// the shipping step"; §8 shipper info codes; §9 parcel-station country DE). Each test is a new browser
// context: a new visitor with an empty cart. The B2B steps (§6) are walked in checkout-journeys.spec.ts.
import type { Page } from '@playwright/test';
import { SPEDITION_MIN_ARTICLES } from '@ranzen/sdk-core';
import {
  buy,
  cartShortcut,
  continueAsGuest,
  expectThankYou,
  fillBilling,
  fillCart,
  mailTextTo,
  payBy,
  registerAtCheckout,
  SHOPS,
  submitShipping,
  text,
} from './checkout';
import { expect, test } from './fixtures';

const DE = SHOPS.de;
const CH = SHOPS.ch;

const shippers = (page: Page) => page.getByRole('group', { name: 'Versandart' });

/**
 * A seeded product whose first item is sold up to 999 at a time with stock for a few class sets (apps/api
 * seed, index 6: 734 units): enough for a bulky cart, and for a retry of it.
 */
const CLASS_SET_PRODUCT = '/prod/100007/';

/** A bulky cart (docs/not-shown.md "bulky goods and spedition"): a class set of one item, from its product page. */
async function fillBulkyCart(page: Page): Promise<void> {
  await page.goto(`${DE.base}${CLASS_SET_PRODUCT}`, { waitUntil: 'networkidle' });
  const quantity = page.getByRole('main').getByRole('textbox', { name: 'Menge', exact: true });
  await quantity.fill(String(SPEDITION_MIN_ARTICLES));
  await quantity.press('Enter');
  await page.getByRole('button', { name: text(DE, 'vue.buybox.addToCart') }).click();
  await expect(cartShortcut(page, DE, SPEDITION_MIN_ARTICLES)).toBeVisible();
}

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

  test('a bulky cart ships by spedition, whose fields are checked, saved and ordered (§3 speditionsFields, §4, §5, §9)', async ({
    page,
  }) => {
    await fillBulkyCart(page);
    const { email } = await continueAsGuest(page, DE);
    await fillBilling(page, DE, { postcode: '10115', city: 'Berlin' });
    // §9 shipper code spedition; the parcel shippers say why they are off (§8 shipper info codes).
    await expect(shippers(page).getByRole('radio', { name: 'Spedition' })).toBeChecked();
    for (const parcel of ['DHL', 'DPD']) {
      await expect(
        shippers(page).getByRole('radio', {
          name: parcel,
          description: text(DE, 'vue.checkout.shipper.SPEDITION-BULKY-GOODS'),
        }),
      ).toBeDisabled();
    }
    const spedition = page.getByRole('group', { name: text(DE, 'vue.checkout.spedition.legend') });
    const avisPhone = spedition.getByRole('textbox', { name: text(DE, 'vue.checkout.spedition.avisPhone') });
    const deliveryNote = spedition.getByRole('textbox', {
      name: text(DE, 'vue.checkout.spedition.deliveryNote'),
    });
    // §5: every validator runs; the forwarder's call-ahead phone is required and a phone number.
    await page.getByRole('button', { name: text(DE, 'vue.checkout.shipping.submit'), exact: true }).click();
    await expect(avisPhone).toHaveAccessibleDescription(text(DE, 'vue.form.error.requiredField'));
    await avisPhone.fill('ab 030');
    await page.getByRole('button', { name: text(DE, 'vue.checkout.shipping.submit'), exact: true }).click();
    await expect(avisPhone).toHaveAccessibleDescription(text(DE, 'vue.form.error.phone'));
    await expect(page).toHaveURL(/\/checkout\/shipping\/$/);

    await avisPhone.fill('+49 30 1234567');
    await deliveryNote.fill('Rampe 2, bitte vorher anrufen');
    await submitShipping(page, DE, 'payment');
    // Saved on the cart (§4 "Saving the shipping step": spedition fields first): back on the step they are there.
    await page.goto(`${DE.base}/checkout/shipping/`, { waitUntil: 'networkidle' });
    await expect(avisPhone).toHaveValue('+49 30 1234567');
    await expect(deliveryNote).toHaveValue('Rampe 2, bitte vorher anrufen');
    await submitShipping(page, DE, 'payment');
    await payBy(page, DE, 'vue.checkout.payment.INVOICE');
    await expect(page.getByRole('region', { name: text(DE, 'vue.checkout.summary.shipper') })).toContainText(
      'Spedition',
    );
    await buy(page, DE);
    const orderId = await expectThankYou(page, DE);
    // The order's confirmation mail: the class set, and freight costs (not the parcel rate, not free).
    const mail = await mailTextTo(page.request, email, 'order-confirmation');
    expect(mail).toContain(orderId);
    expect(mail).toMatch(new RegExp(`^${SPEDITION_MIN_ARTICLES} × `, 'm'));
    expect(mail).toMatch(/^Versandkosten: 49,00\s€$/m);
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

// Whole checkouts through the pages, as a shopper takes them, in the stores the other checkout specs do
// not walk (spec shopping §2 "/checkout/login|shipping|payment|summary|confirmation" and their guards;
// §4 "Checkout steps", "After guest checkout ... logged in as guest; after register as logged in",
// "Saving the shipping step", "Payment step", "Summary submit", "Confirmation cleanup"; §6 B2B logs in
// and has no payment step; issue 16). Each test is a new visitor (its own browser context).
import type { Page } from '@playwright/test';
import { META_EVENT_NAME, type MessageKey } from '@ranzen/sdk-core';
import {
  buy,
  cartShortcut,
  continueAsGuest,
  expectThankYou,
  fillBilling,
  fillCart,
  mailTextTo,
  OUTBOX,
  payBy,
  registerAtCheckout,
  SHOPS,
  type Shop,
  submitShipping,
  text,
  toCheckout,
} from './checkout';
import { expect, test } from './fixtures';
import { DEMO_B2B, DEMO_CONSUMER, submitLogin } from './login';

/** The checkout's navigation marks `step` as the current one (spec §4 "Checkout steps"). */
async function expectStep(page: Page, shop: Shop, step: MessageKey): Promise<void> {
  await expect(
    page.getByRole('navigation', { name: text(shop, 'vue.checkout.steps') }).getByText(text(shop, step)),
  ).toHaveAttribute('aria-current', 'step');
}

/**
 * The header's account flyout greets the customer by name: the page was rendered with the session the
 * login step just started (a document load, not a client render with the anonymous header).
 */
async function expectGreeting(page: Page, shop: Shop, firstName: string, lastName: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(shop, 'vue.header.account') })
    .click();
  await expect(page.getByText(text(shop, 'vue.login.greeting', { firstName, lastName }))).toBeVisible();
  await page.keyboard.press('Escape');
}

/** The thank-you page's order number (its term and value, OrderConfirmation). */
async function expectOrderNumber(page: Page, shop: Shop, orderId: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(
    main.getByText(text(shop, 'vue.checkout.confirmation.orderNumber'), { exact: true }),
  ).toBeVisible();
  await expect(main.getByText(orderId, { exact: true })).toBeVisible();
}

/** The order's confirmation mail is in the API's outbox, to `email` with the order number in its subject. */
async function expectConfirmationMail(page: Page, email: string, orderId: string): Promise<void> {
  await expect(async () => {
    const outbox = await (await page.request.get(OUTBOX)).text();
    expect(outbox).toContain(email);
    expect(outbox).toContain(orderId);
  }).toPass();
}

test('consumer de: a guest from the product page to the confirmation, paying by invoice (§2, §4)', async ({
  page,
}) => {
  const shop = SHOPS.de;
  await fillCart(page, shop);
  const { email } = await continueAsGuest(page, shop);
  await expectStep(page, shop, 'vue.checkout.step.shipping');
  await fillBilling(page, shop, { postcode: '10115', city: 'Berlin' });
  await submitShipping(page, shop, 'payment');
  await expectStep(page, shop, 'vue.checkout.step.payment');
  await payBy(page, shop, 'vue.checkout.payment.INVOICE');
  await expect(page.getByRole('main')).toContainText('Schulweg 1');
  await buy(page, shop);

  const orderId = await expectThankYou(page, shop);
  await expectOrderNumber(page, shop, orderId);
  await expect(page.getByText(text(shop, 'vue.checkout.confirmation.mail', { email }))).toBeVisible();
  // Spec §4 "Confirmation cleanup": the cart is gone.
  await expect(cartShortcut(page, shop, 0)).toBeVisible();
  await expectConfirmationMail(page, email, orderId);
  // The guest reset shows at once: the next page, reached without a document load, knows the visitor
  // as logged out (its Meta page view), not as the guest the thank-you page was rendered for.
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: text(shop, 'vue.checkout.confirmation.continue') }).click();
  await expect(page).toHaveURL(`${shop.base}/`);
  await expect
    .poll(() =>
      page.evaluate((name) => {
        const layer = (window as { dataLayer?: { event?: string; visitor_login_state?: string }[] })
          .dataLayer;
        return layer?.filter((entry) => entry.event === name).at(-1)?.visitor_login_state;
      }, META_EVENT_NAME),
    )
    .toBe('logged-out');
});

test('consumer de: the newsletter tick sends a double opt-in mail whose link confirms (§4 "Summary submit")', async ({
  page,
}) => {
  const shop = SHOPS.de;
  await fillCart(page, shop);
  const { email } = await continueAsGuest(page, shop);
  await fillBilling(page, shop, { postcode: '10115', city: 'Berlin' });
  await submitShipping(page, shop, 'payment');
  await payBy(page, shop, 'vue.checkout.payment.INVOICE');
  await page.getByRole('checkbox', { name: text(shop, 'vue.checkout.summary.newsletter') }).check();
  await buy(page, shop);
  await expectThankYou(page, shop);

  const mail = await mailTextTo(page.request, email, 'newsletter-opt-in');
  const link = /https?:\/\/\S+\/service\/newsletter\/success\/\?token=\S+/.exec(mail)?.[0] ?? '';
  expect(link.startsWith(shop.base)).toBe(true);
  // The outcome is page content of the server's HTML (no toast waiting for hydration, no redirect).
  await page.goto(link);
  await expect(
    page.getByRole('status').filter({ hasText: text(shop, 'vue.newsletter.confirmed') }),
  ).toBeVisible();
});

test('consumer at: a new customer registers at the login step and pays by prepayment (§4)', async ({
  page,
}) => {
  const shop = SHOPS.at;
  await fillCart(page, shop);
  const { email } = await registerAtCheckout(page, shop);
  // Spec §4 "after register as logged in".
  await expectGreeting(page, shop, 'Rita', 'Neu');

  await expect(
    page
      .getByRole('group', { name: text(shop, 'vue.checkout.shipping.billingAddress') })
      .getByLabel(text(shop, 'vue.address.country')),
  ).toHaveValue('AT');
  await fillBilling(page, shop, { postcode: '1010', city: 'Wien' });
  await submitShipping(page, shop, 'payment');
  await payBy(page, shop, 'vue.checkout.payment.PREPAID');
  await buy(page, shop);

  const orderId = await expectThankYou(page, shop);
  await expectOrderNumber(page, shop, orderId);
  await expect(
    page.getByRole('main').getByText(text(shop, 'vue.checkout.payment.PREPAID'), { exact: true }),
  ).toBeVisible();
  await expect(cartShortcut(page, shop, 0)).toBeVisible();
  await expectConfirmationMail(page, email, orderId);
});

test('consumer en-DE: the demo customer logs in at the login step, picks saved addresses and pays (§4)', async ({
  page,
}) => {
  const shop = SHOPS.enDe;
  await fillCart(page, shop);
  await toCheckout(page, shop, 'login');
  await submitLogin(page, DEMO_CONSUMER, {
    messages: shop.messages,
    within: page.getByRole('region', { name: text(shop, 'vue.login.headline') }),
  });
  await page.waitForURL(/\/checkout\/shipping\/$/, { waitUntil: 'networkidle' });
  await expectGreeting(page, shop, 'Erika', 'Beispiel');

  // Spec §4: the address book's entries are offered; a chosen one fills the form below it.
  const saved = page.getByRole('group', { name: text(shop, 'vue.checkout.shipping.savedAddresses') });
  await saved.getByRole('radio', { name: /Musterstraße 12/ }).check();
  await expect(
    page
      .getByRole('group', { name: text(shop, 'vue.checkout.shipping.billingAddress') })
      .getByLabel(text(shop, 'vue.address.streetAndNumber')),
  ).toHaveValue('Musterstraße 12');
  await page.getByRole('radio', { name: text(shop, 'vue.checkout.deliveryType.shippingAddress') }).check();
  await saved
    .nth(1)
    .getByRole('radio', { name: /Gartenweg 3/ })
    .check();
  await expect(
    page
      .getByRole('group', { name: text(shop, 'vue.checkout.shipping.shippingAddress') })
      .getByLabel(text(shop, 'vue.address.streetAndNumber')),
  ).toHaveValue('Gartenweg 3');
  await submitShipping(page, shop, 'payment');
  await payBy(page, shop, 'vue.checkout.payment.INVOICE');
  const summary = page.getByRole('main');
  await expect(summary).toContainText('Musterstraße 12');
  await expect(summary).toContainText('Gartenweg 3');
  await buy(page, shop);

  const orderId = await expectThankYou(page, shop);
  await expectOrderNumber(page, shop, orderId);
  await expect(cartShortcut(page, shop, 0)).toBeVisible();
  await expectConfirmationMail(page, DEMO_CONSUMER.login, orderId);
});

test('B2B English: a logged-in buyer goes from shipping to the summary and orders with a reference (§6)', async ({
  page,
}) => {
  const shop = SHOPS.b2bEn;
  const reference = `PO${Date.now()}`;
  await page.goto(`${shop.base}/login/`);
  await submitLogin(page, DEMO_B2B, { messages: shop.messages });
  await fillCart(page, shop);
  await toCheckout(page, shop, 'shipping');
  // Spec §6: no payment step.
  const steps = page.getByRole('navigation', { name: text(shop, 'vue.checkout.steps') });
  await expect(steps).toContainText(text(shop, 'vue.checkout.step.summary'));
  await expect(steps).not.toContainText(text(shop, 'vue.checkout.step.payment'));
  // Spec §4 "Saving the shipping step": the B2B default billing address prefers an address that is not
  // the customer address: the school authority's (apps/api seed), not the school's own.
  const saved = page.getByRole('group', { name: text(shop, 'vue.checkout.shipping.savedAddresses') }).first();
  await expect(saved.getByRole('radio', { name: /Rathausplatz 2/ })).toBeChecked();
  await expect(saved.getByRole('radio', { name: /Parkallee 7/ })).not.toBeChecked();
  const billing = page.getByRole('group', { name: text(shop, 'vue.checkout.shipping.billingAddress') });
  await expect(billing.getByRole('textbox', { name: text(shop, 'vue.address.company') })).toHaveValue(
    'Schulverwaltungsamt Köln',
  );
  await expect(billing.getByLabel(text(shop, 'vue.address.streetAndNumber'))).toHaveValue('Rathausplatz 2');
  await page.getByLabel(text(shop, 'vue.checkout.orderReference')).fill(reference);
  await submitShipping(page, shop, 'summary');
  await expect(page.getByText(text(shop, 'vue.checkout.summary.termsOfPayment'))).toBeVisible();
  await expect(page.getByRole('main')).toContainText(reference);
  await expect(
    page.getByRole('region', { name: text(shop, 'vue.checkout.summary.billingAddress') }),
  ).toContainText('Schulverwaltungsamt Köln');
  await buy(page, shop);

  const orderId = await expectThankYou(page, shop);
  await expectOrderNumber(page, shop, orderId);
  const main = page.getByRole('main');
  await expect(
    main.getByText(text(shop, 'vue.checkout.summary.orderReference'), { exact: true }),
  ).toBeVisible();
  await expect(main.getByText(reference, { exact: true })).toBeVisible();
  await expect(cartShortcut(page, shop, 0)).toBeVisible();
});

// Payment, summary, submit and confirmation in the built storefronts over the real API and its payment
// sandbox (spec shopping §2 /checkout/payment|summary|confirmation, /computop/success and their guards;
// §4 "Payment step", "Summary submit", "Confirmation cleanup"; §6 B2B "no payment step"; §8 "Payment
// return with errorCode"; §9 "Redirect after submit: 100 ms"; issue 16 items 4-6, 8). Each test is a new
// visitor (its own browser context). The login and shipping steps are set up through the storefront's
// own endpoints and the API from inside the page (the request context cannot resolve *.localhost), and
// the checkout cookie says they are done; the pages under test are then used as a shopper does.
import type { Page } from '@playwright/test';
import { buy, cartShortcut, choosePayment, expectThankYou, OUTBOX, SHOPS, type Shop } from './checkout';
import { expect, test } from './fixtures';
import { graphql, inPage, postForm, registerB2bBuyer } from './inPage';

const DE = SHOPS.de;
const CH = SHOPS.ch;
const B2B = SHOPS.b2bDe;

type Shopper = 'guest' | 'customer' | 'b2b';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, shopper: Shopper, email: string): Promise<void> {
  const person = { firstName: 'Erika', lastName: 'Muster', email };
  if (shopper === 'guest') {
    expect(await postForm(page, '/api/checkout-auth/', { authType: 'guest', ...person })).toMatchObject({
      successfull: true,
    });
    return;
  }
  if (shopper === 'customer') {
    expect(
      await postForm(page, '/api/register-action/', { ...person, password: 'geheim-123' }),
    ).toMatchObject({
      successfull: true,
    });
    return;
  }
  await registerB2bBuyer(page, person);
}

/**
 * A visitor of `shop` with one item in the cart and the login and shipping steps done (billing address,
 * delivery to it, dhl, contact e-mail), as the checkout's first two steps leave it.
 */
async function readyForPayment(page: Page, shop: Shop, shopper: Shopper): Promise<{ email: string }> {
  const email = `checkout.${unique()}@ranzen.test`;
  await page.goto(`${shop.base}/`);
  await inPage(page, '/api/cart-id', null);
  await signIn(page, shopper, email);
  const { cartId } = await inPage<{ cartId: string }>(page, '/api/cart-id', null);
  const listing = await graphql<{
    categoryProducts: { products: { bestItemId: string; minimumOrderQuantity: number }[] };
  }>(
    page,
    'query { categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { products { bestItemId minimumOrderQuantity } } }',
  );
  const [product] = listing.categoryProducts.products;
  if (!product) throw new Error('the seed has no product in category 1');
  const added = await graphql<{ updateCart: { successful: boolean } }>(
    page,
    'mutation($cartId: ID!, $itemId: ID!, $quantity: Int!) { updateCart(cartId: $cartId, ops: [{ positionOp: { addPosition: { itemId: $itemId, quantity: $quantity } } }]) { successful } }',
    { cartId, itemId: product.bestItemId, quantity: Math.max(1, product.minimumOrderQuantity) },
  );
  expect(added.updateCart.successful).toBe(true);
  const steps = [
    [
      'mutation($cartId: ID!, $address: BillingAddressInput!) { setBillingAddress(cartId: $cartId, address: $address) { successful errorCode } }',
      {
        address: {
          salutation: 'ms',
          firstName: 'Erika',
          lastName: 'Muster',
          company: shopper === 'b2b' ? 'Grundschule am Park' : null,
          ...(shop === CH
            ? { streetAndHouseNr: 'Bahnhofstrasse 1', postCode: '8001', city: 'Zürich', country: 'CH' }
            : { streetAndHouseNr: 'Hauptstraße 1', postCode: '10115', city: 'Berlin', country: 'DE' }),
        },
      },
    ],
    [
      'mutation($cartId: ID!, $input: ContactEmailsInput!) { setContactEmails(cartId: $cartId, input: $input) { successful errorCode } }',
      { input: { billingEmail: email, billingAlternativeEmail: false, shippingAlternativeEmail: false } },
    ],
  ] as const;
  for (const [mutation, variables] of steps) {
    const answer = await graphql<Record<string, { successful: boolean; errorCode: string | null }>>(
      page,
      mutation,
      {
        cartId,
        ...variables,
      },
    );
    expect(Object.values(answer)[0]).toMatchObject({ successful: true });
  }
  const cart = await graphql<{ cart: { shippingValid: boolean } }>(
    page,
    'query($cartId: ID!) { cart(cartId: $cartId) { shippingValid } }',
    { cartId },
  );
  expect(cart.cart.shippingValid).toBe(true);
  // The shipping step was saved (spec §4 "then mark the step validated"): the checkout state cookie.
  const state = {
    loginOption: shopper === 'guest' ? 'guest' : 'register',
    shippingValidated: true,
    paymentValidated: false,
    expressWallet: false,
    orderId: null,
  };
  await page
    .context()
    .addCookies([
      { name: 'checkoutState', value: encodeURIComponent(JSON.stringify(state)), url: shop.base },
    ]);
  return { email };
}

/** The GA4 purchase event the thank-you page pushed (issue 16 item 6). */
async function purchaseInDataLayer(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).find(
      (entry) => entry.event === 'purchase',
    ),
  );
}

test('guest checkout by invoice: order confirmed, mini cart empty, purchase event, confirmation mail (§4, §7)', async ({
  page,
}) => {
  const { email } = await readyForPayment(page, DE, 'guest');
  await choosePayment(page, DE, 'vue.checkout.payment.INVOICE');
  await expect(page.getByRole('region', { name: 'Zahlungsart' }).getByText('Rechnung')).toBeVisible();
  // Spec §4: the order comment and the newsletter tick go with the submit.
  await page
    .getByRole('textbox', { name: 'Anmerkung zur Bestellung' })
    .fill('Bitte beim Hausmeister abgeben.');
  await page.getByRole('checkbox', { name: 'Ja, ich möchte den Newsletter erhalten.' }).check();
  await buy(page, DE);

  const orderId = await expectThankYou(page, DE);
  await expect(page.getByText(`Eine Bestätigung haben wir an ${email} geschickt.`)).toBeVisible();
  await expect(cartShortcut(page, DE, 0)).toBeVisible();
  expect(await purchaseInDataLayer(page)).toMatchObject({
    event: 'purchase',
    ecommerce: {
      transaction_id: orderId,
      currency: 'EUR',
      items: [expect.objectContaining({ quantity: 1 })],
    },
  });
  await expect(async () => {
    const outbox = await (await page.request.get(OUTBOX)).text();
    expect(outbox).toContain(email);
  }).toPass();
  // Spec §2: the cleanup removed the stored order; the thank-you page is not shown again.
  await page.reload();
  await expect(page).toHaveURL(`${DE.base}/`);
});

test('registered checkout by card through the card form and /computop/success (§2, §4)', async ({ page }) => {
  await readyForPayment(page, DE, 'customer');
  await choosePayment(page, DE, 'vue.checkout.payment.CREDIT_CARD');
  await buy(page, DE);

  await expect(page.getByRole('heading', { name: 'Payment sandbox: Credit card' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expectThankYou(page, DE);
  await expect(page.getByText('Ihre Zahlung ist eingegangen.')).toBeVisible();
  await expect(cartShortcut(page, DE, 0)).toBeVisible();
});

test('card failure returns to the payment step with the warning, another method orders (§8 errorCode)', async ({
  page,
}) => {
  await readyForPayment(page, DE, 'customer');
  await choosePayment(page, DE, 'vue.checkout.payment.CREDIT_CARD');
  await buy(page, DE);
  const failureEvent = page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('payment_error'),
  );
  await page.getByRole('button', { name: 'Fail' }).click();

  await expect(page).toHaveURL(`${DE.base}/checkout/payment/?errorCode=DECLINED`);
  await expect(page.getByRole('alert')).toHaveText(
    'Die Zahlung hat nicht geklappt. Bitte wählen Sie eine andere Zahlungsart oder versuchen Sie es erneut.',
  );
  // Spec §4 "records the failure": the payment-error event, and the cart is back for another method.
  await failureEvent;
  await expect(cartShortcut(page, DE, 1)).toBeVisible();
  await page.getByRole('radio', { name: 'Vorkasse', exact: true }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page).toHaveURL(`${DE.base}/checkout/summary/`);
  await buy(page, DE);
  await expectThankYou(page, DE);
});

test('PayPal: redirected to the provider, cancelled back to the payment step with a payment_cancel event (§4)', async ({
  page,
}) => {
  await readyForPayment(page, DE, 'guest');
  await choosePayment(page, DE, 'vue.checkout.payment.PAYPAL');
  await buy(page, DE);
  await expect(page.getByRole('heading', { name: 'Payment sandbox: PayPal' })).toBeVisible();

  const cancelEvent = page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('payment_cancel'),
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${DE.base}/checkout/payment/?cancelPayment=PAYPAL`);
  await cancelEvent;
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible();
});

test('Swiss store: TWINT is offered and pays through the provider page (§3 TWINT only on ch)', async ({
  page,
}) => {
  await readyForPayment(page, CH, 'guest');
  await choosePayment(page, CH, 'vue.checkout.payment.TWINT');
  await buy(page, CH);
  await expect(page.getByRole('heading', { name: 'Payment sandbox: TWINT' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expectThankYou(page, CH);

  // TWINT is the Swiss store's alone.
  await readyForPayment(page, DE, 'guest');
  await page.goto(`${DE.base}/checkout/payment/`);
  await expect(page.getByRole('radio', { name: 'Rechnung', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'TWINT' })).toHaveCount(0);
});

test('B2B: no payment step, the terms of payment and the customer number; orders on invoice (§6)', async ({
  page,
}) => {
  await readyForPayment(page, B2B, 'b2b');
  // Spec §2: the payment step is unavailable in B2B; its page sends on to the summary.
  await page.goto(`${B2B.base}/checkout/payment/`);
  await expect(page).toHaveURL(`${B2B.base}/checkout/summary/`);
  await expect(page.getByText('Rechnung zu Ihren vereinbarten Zahlungsbedingungen')).toBeVisible();
  await expect(page.getByText('Kundennummer', { exact: true })).toBeVisible();
  await buy(page, B2B);

  await expectThankYou(page, B2B);
  await expect(page.getByText('Kundennummer', { exact: true })).toBeVisible();
  await expect(page.getByText('Rechnung', { exact: true })).toBeVisible();
});

// The checkout's steps as a shopper takes them in the built storefronts, shared by the checkout specs
// (spec shopping §2 "/checkout/*", §4 "Checkout steps"). Every text is looked up by its message key in
// the store's catalogue, so one step serves the German and the English stores alike.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { MESSAGES, type MessageCatalogue, type MessageKey, translate } from '@ranzen/sdk-core';
import { E2E_PORTS, storeUrl } from './ports';

/** A store as the browser sees it: its base URL and the catalogue of its texts. */
export interface Shop {
  readonly base: string;
  readonly messages: MessageCatalogue;
}

const consumer = (host: string, messages: MessageCatalogue): Shop => ({
  base: storeUrl(host, E2E_PORTS.consumer),
  messages,
});
const b2b = (host: string, messages: MessageCatalogue): Shop => ({
  base: storeUrl(host, E2E_PORTS.b2b),
  messages,
});

/** The stores the checkout specs walk (README "What runs where", on this run's ports). */
export const SHOPS = {
  de: consumer('localhost', MESSAGES.de),
  at: consumer('at.localhost', MESSAGES.de),
  ch: consumer('ch.localhost', MESSAGES.de),
  enDe: consumer('en.localhost', MESSAGES.en),
  b2bDe: b2b('educational.localhost', MESSAGES.de),
  b2bEn: b2b('en.educational.localhost', MESSAGES.en),
} as const;

/** The API's dev outbox page (apps/api/src/mail/devOutboxPage.ts): every mail written, newest first. */
export const OUTBOX = `http://127.0.0.1:${E2E_PORTS.api}/dev/outbox`;

/**
 * The text part of the newest mail of `kind` (apps/api/src/mail/outbox.ts MailKind) to `email` in the
 * API's outbox, once it is there.
 */
export async function mailTextTo(request: APIRequestContext, email: string, kind: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const list = await (await request.get(OUTBOX)).text();
    const row = list
      .split('<tr>')
      .find((entry) => entry.includes(`<td>${email}</td>`) && entry.includes(`<td>${kind}</td>`));
    const textLink = /href="(\/dev\/outbox\/[0-9a-f-]+\.txt)"/.exec(row ?? '')?.[1];
    expect(textLink).toBeDefined();
    text = await (await request.get(`${new URL(OUTBOX).origin}${textLink}`)).text();
  }).toPass();
  return text;
}

/** The store's text for a message key. */
export function text(shop: Shop, key: MessageKey, values: Readonly<Record<string, string | number>> = {}) {
  return translate(shop.messages, key, values);
}

/** The header's cart shortcut naming `count` items (or any number of items but none). */
export function cartShortcut(page: Page, shop: Shop, count: number | 'some') {
  const cart = text(shop, 'vue.header.cart');
  const name =
    count === 'some'
      ? new RegExp(`^${cart}, [1-9]\\d* `)
      : `${cart}, ${count === 1 ? text(shop, 'vue.header.cartItemsOne') : text(shop, 'vue.header.cartItems', { count })}`;
  return page.getByRole('banner').getByRole('link', { name, exact: typeof name === 'string' });
}

/** Puts the first product of the store's first category into the cart, from its product page. */
export async function fillCart(page: Page, shop: Shop): Promise<void> {
  await page.goto(`${shop.base}/`);
  const category = await page.getByRole('main').locator('a[href^="/cat/"]').first().getAttribute('href');
  await page.goto(`${shop.base}${category}`);
  const product = await page.getByRole('main').locator('a[href^="/prod/"]').first().getAttribute('href');
  await page.goto(`${shop.base}${product}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: text(shop, 'vue.buybox.addToCart') }).click();
  await expect(cartShortcut(page, shop, 'some')).toBeVisible();
}

/** From the basket's "to checkout" link to the step it leads to (the login step, or shipping when logged in). */
export async function toCheckout(page: Page, shop: Shop, step: 'login' | 'shipping'): Promise<void> {
  await page.goto(`${shop.base}/checkout/basket/`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: text(shop, 'vue.basket.toCheckout') }).click();
  await page.waitForURL(new RegExp(`/checkout/${step}/$`), { waitUntil: 'networkidle' });
}

/** From the basket through the login step as a guest (spec §4 "After guest checkout ... logged in as guest"). */
export async function continueAsGuest(page: Page, shop: Shop, email = `gina.${Date.now()}@example.org`) {
  await toCheckout(page, shop, 'login');
  const guest = page.getByRole('form', { name: text(shop, 'vue.checkout.login.guestHeadline') });
  await guest.getByLabel(text(shop, 'vue.address.firstname')).fill('Gina');
  await guest.getByLabel(text(shop, 'vue.address.lastname')).fill('Gast');
  await guest.getByRole('combobox', { name: text(shop, 'vue.login.email') }).fill(email);
  await guest.getByRole('button', { name: text(shop, 'vue.checkout.login.guestSubmit') }).click();
  await page.waitForURL(/\/checkout\/shipping\/$/, { waitUntil: 'networkidle' });
  return { email };
}

/**
 * From the basket through the login step's registration (spec §4 "after register as logged in"): a new
 * customer with an e-mail of its own, on the shipping step.
 */
export async function registerAtCheckout(page: Page, shop: Shop, email = `neu.${Date.now()}@ranzen.test`) {
  await toCheckout(page, shop, 'login');
  const register = page.getByRole('form', { name: text(shop, 'vue.checkout.login.registerHeadline') });
  await register.getByLabel(text(shop, 'vue.address.firstname')).fill('Rita');
  await register.getByLabel(text(shop, 'vue.address.lastname')).fill('Neu');
  await register.getByRole('combobox', { name: text(shop, 'vue.login.email') }).fill(email);
  await register.getByLabel(text(shop, 'vue.login.password'), { exact: true }).fill('Ranzen-neu-2026');
  await register.getByLabel(text(shop, 'vue.user.registerPage.passwordRepeat')).fill('Ranzen-neu-2026');
  await register.getByRole('button', { name: text(shop, 'vue.login.register') }).click();
  await page.waitForURL(/\/checkout\/shipping\/$/, { waitUntil: 'networkidle' });
  return { email };
}

/** The billing address of the shipping step, a private one in the store's country. */
export async function fillBilling(page: Page, shop: Shop, place: { postcode: string; city: string }) {
  const billing = page.getByRole('group', { name: text(shop, 'vue.checkout.shipping.billingAddress') });
  await billing.getByRole('radio', { name: text(shop, 'vue.address.formType.private') }).check();
  await billing
    .getByLabel(text(shop, 'vue.address.salutation'))
    .selectOption({ label: text(shop, 'vue.address.salutation.ms') });
  await billing.getByLabel(text(shop, 'vue.address.streetAndNumber')).fill('Schulweg 1');
  await billing.getByLabel(text(shop, 'vue.address.postcode')).fill(place.postcode);
  await billing.getByLabel(text(shop, 'vue.address.city')).fill(place.city);
}

/** Saves the shipping step and lands on the next one (payment; the summary in B2B, spec §6). */
export async function submitShipping(page: Page, shop: Shop, next: 'payment' | 'summary'): Promise<void> {
  await page.getByRole('button', { name: text(shop, 'vue.checkout.shipping.submit'), exact: true }).click();
  await page.waitForURL(new RegExp(`/checkout/${next}/$`), { waitUntil: 'networkidle' });
}

/** On the payment step: chooses a method and goes on to the summary. */
export async function payBy(page: Page, shop: Shop, method: MessageKey): Promise<void> {
  await page.getByRole('radio', { name: text(shop, method), exact: true }).check();
  await page.getByRole('button', { name: text(shop, 'vue.checkout.payment.continue') }).click();
  await expect(page).toHaveURL(`${shop.base}/checkout/summary/`);
}

/** Opens the payment step, chooses a method and goes on to the summary. */
export async function choosePayment(page: Page, shop: Shop, method: MessageKey): Promise<void> {
  await page.goto(`${shop.base}/checkout/payment/`);
  await payBy(page, shop, method);
}

/** The summary's submit. */
export async function buy(page: Page, shop: Shop): Promise<void> {
  await page.getByRole('button', { name: text(shop, 'vue.checkout.summary.submit') }).click();
}

/** The thank-you page (spec §2 /checkout/confirmation): its heading and the order number it names. */
export async function expectThankYou(page: Page, shop: Shop): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`^${shop.base}/checkout/confirmation/\\?orderId=\\d+$`));
  await expect(
    page.getByRole('heading', { level: 1, name: text(shop, 'vue.checkout.confirmation.title') }),
  ).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

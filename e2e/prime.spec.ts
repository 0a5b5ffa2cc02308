// Prime in the built consumer storefront over the real API and its payment sandbox (spec shopping §2
// "/prime, /prime/checkout" in the primecheckout layout, "Prime checkout" guard; §4 "Prime: a waiting list
// can be joined; a subscription is submitted from /prime/checkout"; §6 "prime member ... shown with a
// marker"; §9 flag "prime registration"; issue 20 item 4). The registration flag is switched on the API's
// dev parameters page; the two tests run one after the other, since the flag is the whole stack's.
import type { Page } from '@playwright/test';
import { PRIME_REGISTRATION_PARAMETER, routePath } from '@ranzen/sdk-core';
import { SHOPS, text } from './checkout';
import { expect, test } from './fixtures';
import { postForm } from './inPage';
import { E2E_PORTS } from './ports';

const DE = SHOPS.de;
const DEV_PARAMETERS = `http://127.0.0.1:${E2E_PORTS.api}/dev/parameters`;

test.describe.configure({ mode: 'serial' });

/** Sets the prime registration flag as a developer does, on the API's dev parameters page. */
async function setRegistration(page: Page, value: 'true' | 'false'): Promise<void> {
  await page.goto(DEV_PARAMETERS);
  const flag = page.getByRole('form', {
    name: `${PRIME_REGISTRATION_PARAMETER.name} / ${PRIME_REGISTRATION_PARAMETER.entry}`,
  });
  await flag.getByRole('textbox').fill(value);
  await flag.getByRole('button', { name: 'Set' }).click();
  await expect(page.getByRole('form', { name: /primeRegistration/ }).getByRole('textbox')).toHaveValue(value);
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await setRegistration(page, 'true');
  await page.close();
});

test('registration closed: /prime offers the waiting list and takes an address (§4 "Prime")', async ({
  page,
}) => {
  await setRegistration(page, 'false');
  await page.goto(`${DE.base}${routePath('prime')}`);
  await expect(page.getByRole('link', { name: text(DE, 'vue.prime.offer.join') })).toHaveCount(0);
  const form = page.getByRole('form', { name: text(DE, 'vue.prime.waitingList.title') });
  await form
    .getByRole('combobox', { name: text(DE, 'vue.prime.waitingList.email') })
    .fill(`warteliste.${Date.now()}@ranzen.test`);
  await form.getByRole('button', { name: text(DE, 'vue.prime.waitingList.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(DE, 'vue.prime.waitingList.sent') }),
  ).toBeVisible();

  // Shopping §2: the prime checkout sends a customer back with the flag while registration is closed.
  await postForm(page, '/api/register-action/', {
    firstName: 'Paula',
    lastName: 'Prime',
    email: `prime.closed.${Date.now()}@ranzen.test`,
    password: 'geheim-123',
  });
  await page.goto(`${DE.base}${routePath('primeCheckout')}`);
  await expect(page).toHaveURL(`${DE.base}/prime/?fromPrimeCheckout=true`);
  await expect(page.getByText(text(DE, 'vue.prime.fromCheckout.REGISTRATION_CLOSED'))).toBeVisible();
});

test('prime checkout: a customer pays in the sandbox and the header marks the member (§2, §4, §6)', async ({
  page,
}) => {
  await setRegistration(page, 'true');
  await page.goto(`${DE.base}${routePath('prime')}`);
  expect(
    await postForm(page, '/api/register-action/', {
      firstName: 'Paul',
      lastName: 'Prime',
      email: `prime.${Date.now()}@ranzen.test`,
      password: 'geheim-123',
    }),
  ).toMatchObject({ successfull: true });
  await page.goto(`${DE.base}${routePath('prime')}`);
  await page.getByRole('link', { name: text(DE, 'vue.prime.offer.join') }).click();
  await expect(page).toHaveURL(`${DE.base}/prime/checkout/`);
  await expect(page.locator('[data-layout="primecheckout"]')).toBeVisible();
  await page.getByRole('radio', { name: text(DE, 'vue.checkout.payment.PAYPAL'), exact: true }).check();
  await page.getByRole('button', { name: text(DE, 'vue.prime.checkout.submit') }).click();

  await expect(page.getByRole('heading', { name: 'Payment sandbox: PayPal' })).toBeVisible();
  await expect(page.getByText(/29,00\s€/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(new RegExp(`^${DE.base}/prime/checkout/confirmation/\\?purchase=\\d+$`));
  await expect(page.getByRole('heading', { name: text(DE, 'vue.prime.confirmation.title') })).toBeVisible();
  await expect(page.getByRole('banner').getByText(text(DE, 'vue.prime.marker.ACTIVE'))).toBeVisible();

  // A member cannot buy again: the checkout sends them to the offer, which says why.
  await page.goto(`${DE.base}${routePath('primeCheckout')}`);
  await expect(page).toHaveURL(`${DE.base}/prime/?fromPrimeCheckout=true`);
  await expect(page.getByText(text(DE, 'vue.prime.fromCheckout.ALREADY_MEMBER'))).toBeVisible();
});

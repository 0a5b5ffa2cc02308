// The consumer store's service forms in Chromium (issue 20; spec shopping §2 /service/newsletter,
// /service/newsletter/success, /service/newsletter/newsletter-abmelden; §7 "newsletter subscribe and
// unsubscribe"): what a parent does, and what arrives in the API's outbox.
import { expect, test } from '@playwright/test';
import { mailTextTo, SHOPS, text } from './checkout';

const shop = SHOPS.de;

test('newsletter: sign up, confirm by the mailed link, then unsubscribe (§2, §7)', async ({ page }) => {
  const email = `eltern.${Date.now()}@ranzen.test`;
  await page.goto(`${shop.base}/service/newsletter/`);
  const signUp = page.getByRole('form', { name: text(shop, 'vue.newsletter.form.title') });
  await signUp.getByRole('combobox', { name: text(shop, 'vue.newsletter.form.email') }).fill(email);
  await signUp.getByLabel(text(shop, 'vue.address.firstname')).fill('Paula');
  await signUp.getByRole('button', { name: text(shop, 'vue.newsletter.form.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(shop, 'vue.newsletter.form.sent') }),
  ).toBeVisible();

  const mail = await mailTextTo(page.request, email, 'newsletter-opt-in');
  const link = /https?:\/\/\S+\/service\/newsletter\/success\/\?token=\S+/.exec(mail)?.[0] ?? '';
  expect(link.startsWith(shop.base)).toBe(true);
  await page.goto(link);
  await expect(
    page.getByRole('status').filter({ hasText: text(shop, 'vue.newsletter.confirmed') }),
  ).toBeVisible();

  await page.goto(`${shop.base}/service/newsletter/newsletter-abmelden/`);
  const leave = page.getByRole('form', { name: text(shop, 'vue.newsletter.unsubscribe.title') });
  await leave.getByRole('combobox', { name: text(shop, 'vue.newsletter.form.email') }).fill(email);
  await leave.getByRole('button', { name: text(shop, 'vue.newsletter.unsubscribe.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(shop, 'vue.newsletter.unsubscribe.done') }),
  ).toBeVisible();
  // Unsubscribed, the opt-in link confirms nothing any more.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(text(shop, 'vue.newsletter.confirmFailed'));
});

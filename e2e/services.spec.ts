// The consumer store's service forms in Chromium (issue 20; spec storefront §2.8 contact form; shopping
// §2 /service/newsletter, /service/newsletter/success, /service/newsletter/newsletter-abmelden; §7
// "newsletter subscribe and unsubscribe", "Contact form"): what a parent does, and what reaches the outbox.

import { CONTACT_ATTACHMENTS_MAX, UPLOAD_ERRORS, UPLOAD_MAX_MEGABYTES } from '@ranzen/sdk-core';
import { mailTextTo, SHOPS, text } from './checkout';
import { expect, test } from './fixtures';

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

test('contact form: a message reaches the service mailbox and the sender gets a copy (storefront §2.8)', async ({
  page,
}) => {
  const email = `frage.${Date.now()}@ranzen.test`;
  await page.goto(`${shop.base}/`);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text(shop, 'vue.footer.contact') })
    .click();
  const form = page.getByRole('form', { name: text(shop, 'vue.contact.title') });
  await form.getByLabel(text(shop, 'vue.contact.topic')).selectOption('delivery');
  await form.getByLabel(text(shop, 'vue.address.firstname')).fill('Paula');
  await form.getByLabel(text(shop, 'vue.address.lastname')).fill('Eltern');
  await form.getByRole('combobox', { name: text(shop, 'vue.contact.email') }).fill(email);
  await form.getByLabel(text(shop, 'vue.contact.message')).fill('Wann kommt der Schulranzen?');
  await form.getByRole('button', { name: text(shop, 'vue.contact.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(shop, 'vue.contact.sent') })).toBeVisible();
  expect(await mailTextTo(page.request, email, 'contact-copy')).toContain('Wann kommt der Schulranzen?');
});

/** A 1×1 PNG: a photo as the API accepts it by its content. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a CMS page embeds the contact form (storefront §2.10 "form"); a photo goes with the message (issue 20 item 3)', async ({
  page,
}) => {
  const email = `foto.${Date.now()}@ranzen.test`;
  await page.goto(`${shop.base}/hilfe/`, { waitUntil: 'networkidle' });
  const element = page.locator('[data-element-type="form"]');
  await expect(element.getByRole('heading', { name: 'Ihre Nachricht an uns' })).toBeVisible();
  const form = element.getByRole('form', { name: text(shop, 'vue.contact.title') });
  await form.getByLabel(text(shop, 'vue.contact.topic')).selectOption('product');
  await form.getByLabel(text(shop, 'vue.address.firstname')).fill('Paula');
  await form.getByLabel(text(shop, 'vue.address.lastname')).fill('Eltern');
  await form.getByRole('combobox', { name: text(shop, 'vue.contact.email') }).fill(email);
  await form
    .getByLabel(text(shop, 'vue.contact.message'))
    .fill('Der Reißverschluss ist gerissen, siehe Foto.');
  const files = form.getByLabel(
    text(shop, 'vue.contact.attachments', { count: CONTACT_ATTACHMENTS_MAX, max: UPLOAD_MAX_MEGABYTES }),
  );
  // An SVG named like a photo is refused by its bytes and not attached.
  await files.setInputFiles({
    name: 'riss.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(files).toHaveAccessibleDescription(text(shop, UPLOAD_ERRORS.UNSUPPORTED_TYPE));
  await files.setInputFiles({ name: 'riss.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(
    form.getByRole('button', { name: text(shop, 'vue.contact.attachment.remove', { name: 'riss.png' }) }),
  ).toBeVisible();
  await form.getByRole('button', { name: text(shop, 'vue.contact.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(shop, 'vue.contact.sent') })).toBeVisible();
  expect(await mailTextTo(page.request, email, 'contact-copy')).toContain('Anhänge: 1');
});

test('competition: the prize draw takes an entry once its terms are accepted; a closed one takes none (shopping §7)', async ({
  page,
}) => {
  await page.goto(`${shop.base}/gewinnspiele/schulstart/`, { waitUntil: 'networkidle' });
  const form = page.getByRole('form', {
    name: `${text(shop, 'vue.competition.title')}: Schulstart-Gewinnspiel 2026`,
  });
  await form
    .getByRole('combobox', { name: text(shop, 'vue.competition.email') })
    .fill(`gewinn.${Date.now()}@ranzen.test`);
  await form.getByLabel(text(shop, 'vue.address.firstname')).fill('Paula');
  await form.getByLabel(text(shop, 'vue.address.lastname')).fill('Eltern');
  const terms = form.getByRole('checkbox', { name: text(shop, 'vue.competition.terms') });
  await form.getByRole('button', { name: text(shop, 'vue.competition.submit') }).click();
  await expect(terms).toHaveAccessibleDescription(text(shop, 'vue.competition.error.terms'));
  await terms.check();
  await form.getByRole('button', { name: text(shop, 'vue.competition.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(shop, 'vue.competition.entered') }),
  ).toBeVisible();

  await page.goto(`${shop.base}/gewinnspiele/malwettbewerb/`);
  await expect(
    page.getByRole('status').filter({ hasText: text(shop, 'vue.competition.closed') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: text(shop, 'vue.competition.submit') })).toHaveCount(0);
});

test('description review: the product page sends an answer and the API stores it (shopping §7 "save product description review")', async ({
  page,
}) => {
  await page.goto(`${shop.base}/prod/100008/`, { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: text(shop, 'vue.pdp.descriptionReview.title') });
  await form.getByRole('radio', { name: text(shop, 'vue.pdp.descriptionReview.no') }).check();
  await form.getByLabel(text(shop, 'vue.pdp.descriptionReview.missing')).fill('Die Maße des Ranzens fehlen.');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('SaveProductDescriptionReview'),
  );
  await form.getByRole('button', { name: text(shop, 'vue.pdp.descriptionReview.submit') }).click();
  // The storefront batches operations: the answer is a list with this mutation's result in it.
  const answer: unknown = await (await saved).json();
  const results = (Array.isArray(answer) ? answer : [answer]) as {
    data?: { saveProductDescriptionReview?: { successful: boolean } };
  }[];
  expect(results.some((result) => result.data?.saveProductDescriptionReview?.successful === true)).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: text(shop, 'vue.pdp.descriptionReview.thanks') }),
  ).toBeVisible();
});

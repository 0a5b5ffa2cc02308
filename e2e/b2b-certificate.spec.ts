// The B2B certificate upload in the built storefront (issue 20 item 6; spec shopping §1 "B2B buyers ...
// can upload a certificate", §7 "upload B2B certificate", "file uploads use multipart"). The demo school
// logs in, opens the certificate page from the account's navigation, has an SVG named like a PDF refused
// at the file input (the API decides by the bytes), then uploads a real PDF and sees it in review, also
// after a reload. The file is never offered back (only staff open it: docs/security.md).

import { routePath, UPLOAD_ERRORS, UPLOAD_MAX_MEGABYTES } from '@ranzen/sdk-core';
import { SHOPS, text } from './checkout';
import { expect, test } from './fixtures';
import { DEMO_B2B, submitLogin } from './login';

const shop = SHOPS.b2bDe;

/** A minimal, valid PDF: a catalogue, an empty page tree, the trailer and %%EOF. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a B2B customer uploads a certificate: a refused file shows why, a PDF goes into review', async ({
  page,
}) => {
  await page.goto(`${shop.base}${routePath('login', { redirect: routePath('contactDetails') })}`);
  await submitLogin(page, DEMO_B2B);
  await page
    .getByRole('navigation', { name: text(shop, 'vue.login.accountLinks') })
    .getByRole('link', { name: text(shop, 'vue.certificate.headline') })
    .click();
  await expect(page).toHaveURL(`${shop.base}${routePath('certificate')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(shop, 'vue.certificate.headline') }),
  ).toBeVisible();

  const file = page.getByLabel(text(shop, 'vue.certificate.file', { max: UPLOAD_MAX_MEGABYTES }));
  const submit = page.getByRole('button', { name: text(shop, 'vue.certificate.submit') });
  await file.setInputFiles({
    name: 'bescheinigung.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await submit.click();
  await expect(file).toHaveAccessibleDescription(text(shop, UPLOAD_ERRORS.UNSUPPORTED_TYPE));
  await expect(file).toHaveAttribute('aria-invalid', 'true');

  await file.setInputFiles({ name: 'bescheinigung.pdf', mimeType: 'application/pdf', buffer: PDF });
  await submit.click();
  const status = page.getByRole('status').filter({ hasText: text(shop, 'vue.certificate.uploaded') });
  await expect(status).toBeVisible();
  const [beforeDate = '', afterDate = ''] = text(shop, 'vue.certificate.status.IN_REVIEW').split('{date}');
  const inReview = new RegExp(`${escaped(beforeDate)}\\d{2}\\.\\d{2}\\.\\d{4}${escaped(afterDate)}`);
  await expect(status).toHaveText(inReview);
  await expect(file).not.toHaveAttribute('aria-invalid');

  // The status is the API's: a reload shows the certificate in review.
  await page.reload();
  await expect(page.getByRole('main').getByText(inReview)).toBeVisible();
});

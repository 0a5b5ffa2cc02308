// The contact form through the real API (storefront §2.8; shopping §7 "Contact form"; issue 20 item 3):
// a valid message reaches the service mailbox and the sender's copy through the outbox; bad input is
// refused on its fields with nothing sent; a filled honeypot sends nothing.
import { randomUUID } from 'node:crypto';
import { CONTACT_ATTACHMENTS_MAX, CONTACT_ATTACHMENTS_MESSAGE } from '@ranzen/sdk-core/rules';
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { storefrontOperation } from '../testing/storefrontOperations';
import { query, type RequestOptions, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';
import { samplePdf } from '../uploads/uploadSamples';

const SERVICE_MAILBOX = 'team@service.ranzen.test';
let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 0, serviceMailbox: SERVICE_MAILBOX });
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const SEND = `mutation($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { successful errorMessage fieldErrors { field message } } }`;

const send = async (input: Record<string, string | string[]>, options: RequestOptions = {}) =>
  (
    await query<{
      sendContactMessage: { successful: boolean; fieldErrors: { field: string; message: string }[] };
    }>(harness, SEND, { input }, { store: 'de', ...options })
  ).sendContactMessage;

const MESSAGE = {
  topic: 'delivery',
  firstName: 'Paula',
  lastName: 'Eltern',
  email: 'paula.eltern@ranzen.test',
  orderNumber: '10000042',
  message: 'Wann kommt der Schulranzen?\nDanke!',
};

const mailsTo = (to: string) => harness.api.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('sendContactMessage (shopping §7 "Contact form")', () => {
  it('writes the message to the service mailbox (Reply-To the sender) and a copy to the sender', async () => {
    expect((await send(MESSAGE)).successful).toBe(true);
    const [toService] = await mailsTo(SERVICE_MAILBOX);
    expect(toService).toMatchObject({ kind: 'contact-message', subject: 'Kontaktformular: Lieferung' });
    expect(toService?.headers).toEqual({ 'Reply-To': MESSAGE.email });
    expect(toService?.text).toContain('Bestellnummer: 10000042');
    expect(toService?.text).toContain(MESSAGE.message);
    const [copy, ...more] = await mailsTo(MESSAGE.email);
    expect(more).toHaveLength(0);
    expect(copy).toMatchObject({ kind: 'contact-copy', subject: 'Ihre Nachricht an Ranzen' });
    expect(copy?.text).toContain(MESSAGE.message);
  });

  it('refuses bad input on its fields and sends nothing', async () => {
    const email = 'bad.input@ranzen.test';
    const answer = await send({ ...MESSAGE, email, topic: 'spam', orderNumber: '<script>', message: ' ' });
    expect(answer.successful).toBe(false);
    expect(answer.fieldErrors).toEqual([
      { field: 'topic', message: 'vue.form.error.listEntry' },
      { field: 'orderNumber', message: 'vue.form.error.orderNumber' },
      { field: 'message', message: 'vue.form.error.requiredField' },
    ]);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('answers a filled honeypot (houseNr) like success and sends nothing', async () => {
    const email = 'contact.bot@ranzen.test';
    expect((await send({ ...MESSAGE, email, houseNr: '7' })).successful).toBe(true);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

/** A new visitor: the signed id for X-User-Id. */
const visitor = () => testVisitorIds.signUser(randomUUID());

/** Uploads `operation`'s file for `userId` as the storefront does (a multipart request); its upload id. */
async function uploadFor(userId: string, operation = 'UploadContactAttachment'): Promise<string> {
  const signature = (
    await query<{ uploadSignature: { signature: string } }>(
      harness,
      print(storefrontOperation('UploadSignature')),
      {},
      { userId },
    )
  ).uploadSignature.signature;
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: print(storefrontOperation(operation)), variables: { signature, file: null } }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(samplePdf())]), 'rechnung.pdf');
  const response = await fetch(`${harness.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${harness.token}`, 'x-user-id': userId },
    body: form,
  });
  const body = (await response.json()) as { data: Record<string, { uploadId: string | null }> };
  const uploadId = Object.values(body.data)[0]?.uploadId;
  if (!uploadId) throw new Error(`${operation} stored nothing`);
  return uploadId;
}

describe('sendContactMessage with attachments (shopping §7 "Contact form"; issue 20 item 3)', () => {
  it("attaches the sender's uploaded files to the service mailbox's mail, and counts them in the copy", async () => {
    const userId = visitor();
    const email = 'attachments@ranzen.test';
    const attachmentIds = [await uploadFor(userId), await uploadFor(userId)];
    expect((await send({ ...MESSAGE, email, attachmentIds }, { userId })).successful).toBe(true);
    const [toService] = await harness.api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.headers, { 'Reply-To': email }));
    expect(toService?.to).toBe(SERVICE_MAILBOX);
    expect(toService?.attachments).toEqual(attachmentIds);
    expect(toService?.text).toContain('Anhänge: 2');
    const [copy] = await mailsTo(email);
    expect(copy?.attachments).toEqual([]);
    expect(copy?.text).toContain('Anhänge: 2');
  });

  it.each([
    ["another visitor's upload", async () => [await uploadFor(visitor())]],
    ['an unknown id', async () => [randomUUID()]],
    [
      'a return photo of the sender (another purpose)',
      async (userId: string) => [await uploadFor(userId, 'UploadReturnImage')],
    ],
    [
      `more than ${CONTACT_ATTACHMENTS_MAX} files`,
      async (userId: string) =>
        Promise.all(Array.from({ length: CONTACT_ATTACHMENTS_MAX + 1 }, () => uploadFor(userId))),
    ],
  ])('refuses %s on the attachments field and sends nothing', async (_case, attachments) => {
    const userId = visitor();
    const email = `refused.${randomUUID().slice(0, 8)}@ranzen.test`;
    const answer = await send({ ...MESSAGE, email, attachmentIds: await attachments(userId) }, { userId });
    expect(answer).toMatchObject({
      successful: false,
      fieldErrors: [{ field: 'attachments', message: CONTACT_ATTACHMENTS_MESSAGE }],
    });
    expect(await mailsTo(email)).toHaveLength(0);
    expect(
      await mailsTo(SERVICE_MAILBOX).then((mails) => mails.filter((mail) => mail.text.includes(email))),
    ).toEqual([]);
  });

  it('refuses attachments of a request without a visitor', async () => {
    const attachmentIds = [await uploadFor(visitor())];
    const answer = await send({ ...MESSAGE, email: 'no.visitor@ranzen.test', attachmentIds });
    expect(answer.fieldErrors).toEqual([{ field: 'attachments', message: CONTACT_ATTACHMENTS_MESSAGE }]);
  });
});

// The contact form through the real API (storefront §2.8; shopping §7 "Contact form"; issue 20 item 3):
// a valid message reaches the service mailbox and the sender's copy through the outbox; bad input is
// refused on its fields with nothing sent; a filled honeypot sends nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { query, startTestApi, type TestApi } from '../testing/testApi';

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

const send = async (input: Record<string, string>) =>
  (
    await query<{
      sendContactMessage: { successful: boolean; fieldErrors: { field: string; message: string }[] };
    }>(harness, SEND, { input }, { store: 'de' })
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

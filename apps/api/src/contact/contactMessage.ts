// The contact form (storefront §2.8 "a contact-form link"; shopping §7 "Contact form"; issue 20 item 3).
// A valid message is written, in one transaction, to the outbox twice: to the service mailbox (Reply-To
// the sender) and as a copy to the sender. It validates with sdk-core's contact rules; a filled honeypot
// (houseNr) gets the answer people get and nothing is sent. Rate-limited per address and visitor.
import { MESSAGES, translate } from '@ranzen/sdk-core/i18n';
import { CONTACT_CHECKS, CONTACT_FIELDS, CONTACT_TOPIC_LABELS, isContactTopic } from '@ranzen/sdk-core/rules';
import type { ApiContext } from '../context';
import { FORM_INVALID, validate } from '../customer/accountService';
import type { ContactFormResult, ContactMessageInput } from '../generated/resolvers';
import { type ContactMessage, contactCopyMail, contactMessageMail } from '../mail/mailTemplates';
import { enqueueMail } from '../mail/outbox';

const SENT: ContactFormResult = { successful: true, errorMessage: null, fieldErrors: [] };

export async function sendContactMessage(
  ctx: ApiContext,
  input: ContactMessageInput,
): Promise<ContactFormResult> {
  await ctx.rateLimit.consume('contactMessages');
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, (input[name] ?? '').trim()]),
  ) as Record<(typeof CONTACT_FIELDS)[number], string>;
  const fieldErrors = validate(
    CONTACT_FIELDS.map((name) => ({ name, value: values[name], checks: CONTACT_CHECKS[name] })),
    'contact',
  );
  if (fieldErrors.length > 0) return { successful: false, errorMessage: FORM_INVALID, fieldErrors };
  // A bot's message goes nowhere; the topic check only narrows its type (validation refused others).
  if (values.houseNr !== '' || !isContactTopic(values.topic)) return SENT;
  const contact: ContactMessage = {
    topic: translate(MESSAGES[ctx.store.messages], CONTACT_TOPIC_LABELS[values.topic]),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    orderNumber: values.orderNumber === '' ? null : values.orderNumber,
    message: values.message,
  };
  await ctx.db.transaction(async (tx) => {
    await enqueueMail(tx, contactMessageMail({ store: ctx.store, contact }, ctx.serviceMailbox));
    await enqueueMail(tx, contactCopyMail({ store: ctx.store, contact }));
  });
  return SENT;
}

// The contact form (storefront §2.8 "a contact-form link"; shopping §7 "Contact form"; issue 20 item 3).
// A valid message is written, in one transaction, to the outbox twice: to the service mailbox (Reply-To
// the sender, the sender's uploaded files attached) and as a copy to the sender. It validates with sdk-core's contact rules; a filled honeypot
// (houseNr) gets the answer people get and nothing is sent. Rate-limited per address and visitor.
import { MESSAGES, translate } from '@ranzen/sdk-core/i18n';
import {
  CONTACT_ATTACHMENTS_MAX,
  CONTACT_ATTACHMENTS_MESSAGE,
  CONTACT_CHECKS,
  CONTACT_FIELDS,
  CONTACT_TOPIC_LABELS,
  isContactTopic,
} from '@ranzen/sdk-core/rules';
import type { ApiContext } from '../context';
import { FORM_INVALID, validate } from '../customer/accountService';
import type { ContactFormResult, ContactMessageInput } from '../generated/resolvers';
import { type ContactMessage, contactCopyMail, contactMessageMail } from '../mail/mailTemplates';
import { enqueueMail } from '../mail/outbox';

const SENT: ContactFormResult = { successful: true, errorMessage: null, fieldErrors: [] };

/**
 * At most CONTACT_ATTACHMENTS_MAX files, each an upload of this visitor for a contact message: another
 * visitor's upload, one for another purpose and an unknown id are refused alike.
 */
async function attachmentsValid(ctx: ApiContext, uploadIds: readonly string[]): Promise<boolean> {
  if (uploadIds.length === 0) return true;
  if (uploadIds.length > CONTACT_ATTACHMENTS_MAX || !ctx.userId) return false;
  const owned = await ctx.uploads.ownedIds(ctx.db, uploadIds, ctx.userId, 'contact-attachment');
  return owned.size === uploadIds.length;
}

export async function sendContactMessage(
  ctx: ApiContext,
  input: ContactMessageInput,
): Promise<ContactFormResult> {
  await ctx.rateLimit.consume('contactMessages');
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, (input[name] ?? '').trim()]),
  ) as Record<(typeof CONTACT_FIELDS)[number], string>;
  const attachments = [...new Set(input.attachmentIds ?? [])];
  const fieldErrors = [
    ...validate(
      CONTACT_FIELDS.map((name) => ({ name, value: values[name], checks: CONTACT_CHECKS[name] })),
      'contact',
    ),
    ...((await attachmentsValid(ctx, attachments))
      ? []
      : [{ field: 'attachments', message: CONTACT_ATTACHMENTS_MESSAGE, form: 'contact' }]),
  ];
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
    attachments,
  };
  await ctx.db.transaction(async (tx) => {
    await enqueueMail(tx, contactMessageMail({ store: ctx.store, contact }, ctx.serviceMailbox));
    await enqueueMail(tx, contactCopyMail({ store: ctx.store, contact }));
  });
  return SENT;
}

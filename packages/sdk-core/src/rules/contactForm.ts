// The contact form (storefront §2.8 "a contact-form link"; shopping §7 "Contact form", "contact form data
// (orderId)"; issue 20 item 3). Field names and bounds beyond the spec's are ours (docs/not-shown.md): a
// topic from a fixed list, the sender's name and e-mail, an optional order number (prefilled from the
// contact form data of the customer's order), the message, and `houseNr`, the honeypot. The browser and the
// API run these same checks.
import type { MessageKey } from '../i18n/messages';
import { NAME_CHECKS } from './addressForm';
import {
  emailCheck,
  type FieldCheck,
  isAlphanumericDashPlus,
  maxLengthCheck,
  optional,
  patternCheck,
  required,
} from './validation';

export const CONTACT_TOPICS = ['order', 'delivery', 'return', 'product', 'account', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, MessageKey>> = {
  order: 'vue.contact.topic.order',
  delivery: 'vue.contact.topic.delivery',
  return: 'vue.contact.topic.return',
  product: 'vue.contact.topic.product',
  account: 'vue.contact.topic.account',
  other: 'vue.contact.topic.other',
};

/**
 * Whether a value is one of the contact form's topics.
 *
 * @example
 * ```ts
 * isContactTopic('order'); // true
 * isContactTopic('spam'); // false
 * ```
 */
export const isContactTopic = (value: string): value is ContactTopic =>
  (CONTACT_TOPICS as readonly string[]).includes(value);

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
/** Files one message carries at most (each an upload: uploads.ts). */
export const CONTACT_ATTACHMENTS_MAX = 3;
/** The `attachments` field's error: more than CONTACT_ATTACHMENTS_MAX, or an id that is not the sender's upload. */
export const CONTACT_ATTACHMENTS_MESSAGE: MessageKey = 'vue.contact.error.attachments';
export const CONTACT_ORDER_NUMBER_MAX_LENGTH = 20;
/** Not named by the spec: a shop order number has letters, digits, '-' and '+' only. */
export const CONTACT_ORDER_NUMBER_MESSAGE: MessageKey = 'vue.form.error.orderNumber';
/** A topic that is not one of CONTACT_TOPICS. */
const TOPIC_MESSAGE: MessageKey = 'vue.form.error.listEntry';

export const CONTACT_FIELDS = [
  'topic',
  'firstName',
  'lastName',
  'email',
  'orderNumber',
  'message',
  'houseNr',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * Every check of the contact form by field.
 *
 * @example
 * ```ts
 * firstFailure('', CONTACT_CHECKS.message); // 'vue.form.error.requiredField'
 * ```
 */
export const CONTACT_CHECKS: Readonly<Record<ContactField, readonly FieldCheck[]>> = {
  topic: [required, patternCheck((value) => isContactTopic(value.trim()), TOPIC_MESSAGE)],
  firstName: NAME_CHECKS,
  lastName: NAME_CHECKS,
  email: [required, emailCheck()],
  orderNumber: [
    maxLengthCheck(CONTACT_ORDER_NUMBER_MAX_LENGTH),
    optional(patternCheck((value) => isAlphanumericDashPlus(value.trim()), CONTACT_ORDER_NUMBER_MESSAGE)),
  ],
  message: [required, maxLengthCheck(CONTACT_MESSAGE_MAX_LENGTH)],
  houseNr: [],
};

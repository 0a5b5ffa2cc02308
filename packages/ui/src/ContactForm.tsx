// The contact form (storefront §2.8 "a contact-form link"; shopping §7 "Contact form", "contact form data
// (orderId)"; issue 20 item 3): topic, name, e-mail, optional order number, message and the honeypot. The
// checks are sdk-core's contact rules, the same the API runs; what it sends is the host's.
import {
  CONTACT_CHECKS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_ORDER_NUMBER_MAX_LENGTH,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactField,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useState } from 'react';
import { AccountForm } from './AccountForm';
import { EmailField } from './EmailField';
import { SelectField, TextAreaField, TextField } from './formControls';
import { HoneypotField } from './HoneypotField';
import styles from './NewsletterForms.module.css';
import { PersonNameFields } from './PersonNameFields';
import { type AccountFormOutcome, useAccountForm } from './useAccountForm';

export type ContactFormValues = Readonly<Record<ContactField, string>>;

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  topic: '',
  firstName: '',
  lastName: '',
  email: '',
  orderNumber: '',
  message: '',
  houseNr: '',
};

export interface ContactFormProps {
  /** What the form starts with: the customer's order's contact data when the visitor is logged in. */
  readonly initial?: ContactFormValues;
  /** Sends the message; the API's field errors land on their fields, and nothing typed is lost. */
  readonly onSend: (values: ContactFormValues) => Promise<AccountFormOutcome>;
}

/**
 * The contact form; after a sent message it thanks and says that a copy went to the sender.
 *
 * @example
 * ```tsx
 * <ContactForm initial={{ ...EMPTY_CONTACT_VALUES, orderNumber: '10000042' }} onSend={(values) => send(values)} />
 * ```
 */
export function ContactForm({ initial = EMPTY_CONTACT_VALUES, onSend }: ContactFormProps) {
  const t = useTranslate();
  const [sent, setSent] = useState(false);
  const form = useAccountForm<ContactField>({
    initial,
    checks: () => CONTACT_CHECKS,
    maxLengths: {
      firstName: NAME_MAX_LENGTH,
      lastName: NAME_MAX_LENGTH,
      email: EMAIL_MAX_LENGTH,
      orderNumber: CONTACT_ORDER_NUMBER_MAX_LENGTH,
      message: CONTACT_MESSAGE_MAX_LENGTH,
    },
    submit: onSend,
    onSuccess: () => setSent(true),
    formName: 'contact',
  });
  if (sent) {
    return (
      <p className={styles.done} role="status">
        {t('vue.contact.sent')}
      </p>
    );
  }
  const topic = form.field('topic');
  const message = form.field('message');
  return (
    <AccountForm
      title={t('vue.contact.title')}
      submitLabel={t('vue.contact.submit')}
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      <SelectField<string>
        name={topic.name}
        label={t('vue.contact.topic')}
        required
        value={topic.value}
        placeholder={t('vue.contact.topic.choose')}
        options={CONTACT_TOPICS.map((value) => ({ value, label: t(CONTACT_TOPIC_LABELS[value]) }))}
        onValueChange={topic.onValueChange}
        error={topic.error}
      />
      <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} required />
      <EmailField {...form.field('email')} label={t('vue.contact.email')} required />
      <TextField
        {...form.field('orderNumber')}
        label={t('vue.contact.orderNumber')}
        maxLength={CONTACT_ORDER_NUMBER_MAX_LENGTH}
      />
      <TextAreaField
        name={message.name}
        label={t('vue.contact.message')}
        value={message.value}
        onValueChange={message.onValueChange}
        error={message.error}
        ref={message.ref}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        required
      />
      <HoneypotField field={form.field('houseNr')} label={t('vue.newsletter.form.honeypot')} />
    </AccountForm>
  );
}

// The contact form (storefront §2.8 "a contact-form link"; shopping §7 "Contact form", "contact form data
// (orderId)"; issue 20 item 3): topic, name, e-mail, optional order number, message, optional files and
// the honeypot. The checks are sdk-core's contact rules, the same the API runs; what it sends is the
// host's. A file goes up as soon as it is chosen (like a return photo); a refused one, and the API's
// refusal of the attachments, show at the file input.
import {
  CONTACT_ATTACHMENTS_MAX,
  CONTACT_CHECKS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_ORDER_NUMBER_MAX_LENGTH,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactField,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_MEGABYTES,
  uploadSizeError,
} from '@ranzen/sdk-core';
import { type StoredFileUpload, useTranslate } from '@ranzen/sdk-react';
import { type ChangeEvent, useState } from 'react';
import { AccountForm } from './AccountForm';
import { EmailField } from './EmailField';
import { FieldError, SelectField, TextAreaField, TextField, useErrorText, useFieldIds } from './formControls';
import formStyles from './formControls.module.css';
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

/** The field the API names when it refuses the attachments. */
const ATTACHMENTS_FIELD = 'attachments';

export interface ContactFormProps {
  /** What the form starts with: the customer's order's contact data when the visitor is logged in. */
  readonly initial?: ContactFormValues;
  /**
   * Sends the message with the ids of the attached files; the API's field errors land on their fields,
   * and nothing typed or attached is lost.
   */
  readonly onSend: (
    values: ContactFormValues,
    attachmentIds: readonly string[],
  ) => Promise<AccountFormOutcome>;
  /** Uploads a chosen file (sdk-react's useContactAttachmentUpload); without it no files are offered. */
  readonly onUpload?: ((file: File) => Promise<StoredFileUpload>) | undefined;
}

interface Attachment {
  readonly uploadId: string;
  /** The chosen file's name, shown to its sender only (the API never reads it). */
  readonly name: string;
}

interface AttachmentsFieldProps {
  readonly attachments: readonly Attachment[];
  readonly error: string | null;
  readonly onUpload: (file: File) => Promise<StoredFileUpload>;
  readonly onChange: (attachments: readonly Attachment[], error: string | null) => void;
}

/** The optional files: a file input while fewer than CONTACT_ATTACHMENTS_MAX are attached, each removable. */
function AttachmentsField({ attachments, error, onUpload, onChange }: AttachmentsFieldProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const { inputId, errorId, invalidProps } = useFieldIds(error);
  const [uploading, setUploading] = useState(false);
  const limits = { count: CONTACT_ATTACHMENTS_MAX, max: UPLOAD_MAX_MEGABYTES };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const tooLarge = uploadSizeError(file.size);
    if (tooLarge) {
      onChange(attachments, tooLarge);
      return;
    }
    setUploading(true);
    const answer = await onUpload(file).finally(() => setUploading(false));
    input.value = '';
    if (answer.ok) onChange([...attachments, { uploadId: answer.uploadId, name: file.name }], null);
    else onChange(attachments, answer.message);
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={inputId}>{t('vue.contact.attachments', limits)}</label>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        disabled={uploading || attachments.length >= CONTACT_ATTACHMENTS_MAX}
        aria-busy={uploading}
        onChange={upload}
        {...invalidProps}
      />
      <FieldError id={errorId} error={error ? errorText(error, limits) : null} />
      {attachments.length > 0 ? (
        <ul>
          {attachments.map((attachment) => (
            <li key={attachment.uploadId}>
              {attachment.name}{' '}
              <button
                type="button"
                onClick={() =>
                  onChange(
                    attachments.filter((kept) => kept !== attachment),
                    null,
                  )
                }
              >
                {t('vue.contact.attachment.remove', { name: attachment.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The contact form; after a sent message it thanks and says that a copy went to the sender.
 *
 * @example
 * ```tsx
 * <ContactForm
 *   initial={{ ...EMPTY_CONTACT_VALUES, orderNumber: '10000042' }}
 *   onSend={(values, attachmentIds) => send({ ...values, attachmentIds })}
 *   onUpload={useContactAttachmentUpload()}
 * />
 * ```
 */
export function ContactForm({ initial = EMPTY_CONTACT_VALUES, onSend, onUpload }: ContactFormProps) {
  const t = useTranslate();
  const [sent, setSent] = useState(false);
  const [attachments, setAttachments] = useState<readonly Attachment[]>([]);
  const [attachmentsError, setAttachmentsError] = useState<string | null>(null);
  // The attachments' refusal shows at their input; the other field errors go to the form's fields.
  const send = async (values: ContactFormValues): Promise<AccountFormOutcome> => {
    const outcome = await onSend(
      values,
      attachments.map((attachment) => attachment.uploadId),
    );
    if (outcome.ok) return outcome;
    const refused = outcome.fieldErrors?.find((error) => error.field === ATTACHMENTS_FIELD);
    setAttachmentsError(refused?.message ?? null);
    return { ...outcome, fieldErrors: outcome.fieldErrors?.filter((error) => error !== refused) };
  };
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
    submit: send,
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
      {onUpload ? (
        <AttachmentsField
          attachments={attachments}
          error={attachmentsError}
          onUpload={onUpload}
          onChange={(next, error) => {
            setAttachments(next);
            setAttachmentsError(error);
          }}
        />
      ) : null}
      <HoneypotField field={form.field('houseNr')} label={t('vue.newsletter.form.honeypot')} />
    </AccountForm>
  );
}

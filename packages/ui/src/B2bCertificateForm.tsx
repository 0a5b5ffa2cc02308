// The B2B customer's educational certificate (spec shopping §1 "B2B buyers ... can upload a certificate",
// §7 "upload B2B certificate"; issue 20 item 6): the newest certificate's status, and a form that
// uploads a new one (a PDF or a photo). The size is checked before sending; the content only the shop
// API judges, and its refusal shows at the file input, which keeps the chosen file.
import {
  B2B_CERTIFICATE_STATUS_TEXTS,
  type B2bCertificateFieldsFragment,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_MEGABYTES,
  uploadSizeError,
} from '@ranzen/sdk-core';
import { type B2bCertificateUpload, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useRef, useState } from 'react';
import { AccountForm } from './AccountForm';
import { FieldError, useErrorText, useFieldIds } from './formControls';
import formStyles from './formControls.module.css';
import styles from './NewsletterForms.module.css';
import { useShopDateFormat } from './shopText';

const REQUIRED_FIELD = 'vue.form.error.requiredField';

export interface B2bCertificateFormProps {
  /** The newest certificate as the page loaded it; null before the first upload. */
  readonly certificate: B2bCertificateFieldsFragment | null;
  /** Uploads the chosen file (sdk-react's useB2bCertificateUpload). */
  readonly onUpload: (file: File) => Promise<B2bCertificateUpload>;
}

/**
 * The certificate's status and its upload form.
 *
 * @example
 * ```tsx
 * <B2bCertificateForm certificate={data.certificate} onUpload={useB2bCertificateUpload()} />
 * ```
 */
export function B2bCertificateForm({ certificate, onUpload }: B2bCertificateFormProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const dateFormat = useShopDateFormat();
  const [shown, setShown] = useState(certificate);
  const [uploaded, setUploaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { inputId, errorId, invalidProps } = useFieldIds(error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const refusal = file ? uploadSizeError(file.size) : REQUIRED_FIELD;
    setUploaded(false);
    setError(refusal);
    if (!file || refusal) {
      input.current?.focus();
      return;
    }
    setLoading(true);
    const answer = await onUpload(file).finally(() => setLoading(false));
    if (!answer.ok) {
      setError(answer.message);
      input.current?.focus();
      return;
    }
    setShown(answer.certificate);
    setUploaded(true);
    if (input.current) input.current.value = '';
  };

  return (
    <>
      <p role="status">
        {uploaded ? <strong className={styles.done}>{t('vue.certificate.uploaded')} </strong> : null}
        {shown
          ? t(B2B_CERTIFICATE_STATUS_TEXTS[shown.status], {
              date: dateFormat.format(new Date(shown.uploadedAt)),
            })
          : t('vue.certificate.none')}
      </p>
      <AccountForm
        title={t('vue.certificate.submit')}
        showTitle={false}
        submitLabel={t('vue.certificate.submit')}
        loading={loading}
        onSubmit={submit}
        intro={<p>{t('vue.certificate.intro')}</p>}
      >
        <div className={formStyles.field}>
          <label htmlFor={inputId}>{t('vue.certificate.file', { max: UPLOAD_MAX_MEGABYTES })}</label>
          <input
            ref={input}
            id={inputId}
            name="certificate"
            type="file"
            accept={UPLOAD_CONTENT_TYPES.join(',')}
            required
            onChange={() => setError(null)}
            {...invalidProps}
          />
          <FieldError id={errorId} error={error ? errorText(error, { max: UPLOAD_MAX_MEGABYTES }) : null} />
        </div>
      </AccountForm>
    </>
  );
}

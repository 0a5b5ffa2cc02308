// "Was this description helpful, what is missing" under a product's description (shopping §7 "save
// product description review"; issue 20 item 8): yes or no, an optional text and the honeypot. The checks
// are sdk-core's description review rules, the same the API runs; what the form sends is the host's.
import {
  DESCRIPTION_HELPFUL_ANSWERS,
  DESCRIPTION_REVIEW_CHECKS,
  DESCRIPTION_REVIEW_MISSING_MAX_LENGTH,
  type DescriptionHelpfulAnswer,
  type DescriptionReviewField,
  type MessageKey,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useState } from 'react';
import { AccountForm } from './AccountForm';
import { FieldError, TextAreaField, useFieldIds } from './formControls';
import formStyles from './formControls.module.css';
import { HoneypotField } from './HoneypotField';
import styles from './NewsletterForms.module.css';
import { type AccountFormOutcome, useAccountForm } from './useAccountForm';

export type DescriptionReviewValues = Readonly<Record<DescriptionReviewField, string>>;

const EMPTY_REVIEW: DescriptionReviewValues = { helpful: '', missing: '', houseNr: '' };

const ANSWER_LABELS: Readonly<Record<DescriptionHelpfulAnswer, MessageKey>> = {
  yes: 'vue.pdp.descriptionReview.yes',
  no: 'vue.pdp.descriptionReview.no',
};

export interface DescriptionReviewFormProps {
  /** Sends the answer; the API's field errors land on their fields, and nothing typed is lost. */
  readonly onSend: (values: DescriptionReviewValues) => Promise<AccountFormOutcome>;
}

/**
 * The description review of a product page; after an answer it thanks the visitor.
 *
 * @example
 * ```tsx
 * <DescriptionReviewForm onSend={(values) => saveDescriptionReview(productId, values)} />
 * ```
 */
export function DescriptionReviewForm({ onSend }: DescriptionReviewFormProps) {
  const t = useTranslate();
  const [sent, setSent] = useState(false);
  const form = useAccountForm<DescriptionReviewField>({
    initial: EMPTY_REVIEW,
    checks: () => DESCRIPTION_REVIEW_CHECKS,
    maxLengths: { missing: DESCRIPTION_REVIEW_MISSING_MAX_LENGTH },
    submit: onSend,
    onSuccess: () => setSent(true),
    formName: 'descriptionReview',
  });
  const helpful = form.field('helpful');
  const missing = form.field('missing');
  const { inputId, errorId, invalidProps } = useFieldIds(helpful.error);
  if (sent) {
    return (
      <p className={styles.done} role="status">
        {t('vue.pdp.descriptionReview.thanks')}
      </p>
    );
  }
  return (
    // The question is the radio group's legend, so the form shows no heading repeating it.
    <AccountForm
      title={t('vue.pdp.descriptionReview.title')}
      showTitle={false}
      submitLabel={t('vue.pdp.descriptionReview.submit')}
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      <fieldset className={formStyles.group} {...invalidProps}>
        <legend className={formStyles.label}>{t('vue.pdp.descriptionReview.title')}</legend>
        {DESCRIPTION_HELPFUL_ANSWERS.map((answer, index) => (
          <div key={answer} className={formStyles.checkbox}>
            <input
              id={`${inputId}-${answer}`}
              ref={index === 0 ? helpful.ref : undefined}
              type="radio"
              name={helpful.name}
              value={answer}
              checked={helpful.value === answer}
              onChange={() => helpful.onValueChange(answer)}
            />
            <label htmlFor={`${inputId}-${answer}`}>{t(ANSWER_LABELS[answer])}</label>
          </div>
        ))}
        <FieldError id={errorId} error={helpful.error} />
      </fieldset>
      <TextAreaField
        name={missing.name}
        label={t('vue.pdp.descriptionReview.missing')}
        value={missing.value}
        onValueChange={missing.onValueChange}
        error={missing.error}
        ref={missing.ref}
        rows={3}
        maxLength={DESCRIPTION_REVIEW_MISSING_MAX_LENGTH}
      />
      <HoneypotField field={form.field('houseNr')} label={t('vue.newsletter.form.honeypot')} />
    </AccountForm>
  );
}

// Writing a review (spec storefront §3.9; shopping §7 "save review"; validation with sdk-core's
// validateReview, the same checks the API runs, so both reject the same input with the same keys).
// The host sends the save-review mutation; field errors from the server are shown like local ones.
import {
  isMessageKey,
  REVIEW_AUTHOR_MAX_LENGTH,
  REVIEW_MAX_STARS,
  REVIEW_MESSAGE_MAX_LENGTH,
  REVIEW_MESSAGE_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type ReviewFormValues,
  validateReview,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import a11y from './a11y.module.css';
import styles from './ProductReviews.module.css';

type Field = keyof ReviewFormValues;

export interface ReviewSaveResult {
  readonly successful: boolean;
  readonly errorMessage: string | null;
  readonly fieldErrors: readonly { readonly field: string; readonly message: string }[];
}

export interface ReviewFormProps {
  readonly productName: string;
  readonly onSubmit: (values: ReviewFormValues) => Promise<ReviewSaveResult>;
}

/** The values the length messages need, by field. */
const LIMITS: Readonly<Record<Field, Readonly<Record<string, number>>>> = {
  rating: {},
  title: { max: REVIEW_TITLE_MAX_LENGTH },
  message: { min: REVIEW_MESSAGE_MIN_LENGTH, max: REVIEW_MESSAGE_MAX_LENGTH },
  authorName: { max: REVIEW_AUTHOR_MAX_LENGTH },
  authorLocation: { max: REVIEW_AUTHOR_MAX_LENGTH },
};

const FIELDS: readonly Field[] = ['rating', 'title', 'message', 'authorName', 'authorLocation'];

function isField(name: string): name is Field {
  return (FIELDS as readonly string[]).includes(name);
}

type FormState = 'editing' | 'saving' | 'saved';

/**
 * Writing a review.
 *
 * @example
 * ```tsx
 * <ReviewForm productName={product.name} onSubmit={(values) => saveReview(product.productId, values)} />
 * ```
 */
export function ReviewForm({ productName, onSubmit }: ReviewFormProps) {
  const t = useTranslate();
  const { messages } = useShop();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<FormState>('editing');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  /** Server messages are keys where the API knows them, else text. */
  const text = (message: string, field: Field | null): string =>
    isMessageKey(messages, message) ? t(message, field ? LIMITS[field] : {}) : message;

  const focusFirstError = (fields: readonly Field[]) => {
    const first = fields[0];
    if (!first) return;
    const element = form.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    element?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: Field) => String(data.get(name) ?? '');
    const values: ReviewFormValues = {
      rating: Number(read('rating')),
      title: read('title'),
      message: read('message'),
      authorName: read('authorName'),
      authorLocation: read('authorLocation') || null,
    };
    const local = validateReview(values);
    setGeneralError(null);
    if (local.length > 0) {
      setErrors(Object.fromEntries(local.map((error) => [error.field, text(error.message, error.field)])));
      focusFirstError(local.map((error) => error.field));
      return;
    }
    setErrors({});
    setState('saving');
    try {
      const result = await onSubmit(values);
      if (result.successful) {
        setState('saved');
        return;
      }
      const fieldErrors = result.fieldErrors.filter((error): error is { field: Field; message: string } =>
        isField(error.field),
      );
      setErrors(
        Object.fromEntries(fieldErrors.map((error) => [error.field, text(error.message, error.field)])),
      );
      setGeneralError(
        result.errorMessage
          ? text(result.errorMessage, null)
          : fieldErrors.length > 0
            ? null
            : t('vue.review.error.save'),
      );
      focusFirstError(fieldErrors.map((error) => error.field));
    } catch {
      setGeneralError(t('vue.review.error.save'));
    }
    setState('editing');
  };

  if (state === 'saved') {
    return (
      <p className={styles.saved} role="status">
        {t('vue.review.saved')}
      </p>
    );
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorOf = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit} data-state={state}>
      <h3 className={styles.formHeading}>{t('vue.review.formHeading', { product: productName })}</h3>
      <fieldset className={styles.ratingField} aria-describedby={describedBy('rating')}>
        <legend>{t('vue.review.field.rating')}</legend>
        <div className={styles.ratingOptions}>
          {Array.from({ length: REVIEW_MAX_STARS }, (_, index) => REVIEW_MAX_STARS - index).map((stars) => (
            <label key={stars} className={styles.ratingOption}>
              <input
                type="radio"
                name="rating"
                value={stars}
                aria-invalid={errors.rating ? true : undefined}
              />
              <span aria-hidden="true">{'★'.repeat(stars)}</span>
              <span className={a11y.visuallyHidden}>{t('vue.review.filterStars', { stars })}</span>
            </label>
          ))}
        </div>
        {errorOf('rating')}
      </fieldset>
      {(
        [
          ['title', 'vue.review.field.title', 'input'],
          ['message', 'vue.review.field.message', 'textarea'],
          ['authorName', 'vue.review.field.authorName', 'input'],
          ['authorLocation', 'vue.review.field.authorLocation', 'input'],
        ] as const
      ).map(([field, label, kind]) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${id}-${field}`}>{t(label)}</label>
          {kind === 'textarea' ? (
            <textarea
              id={`${id}-${field}`}
              name={field}
              rows={5}
              maxLength={REVIEW_MESSAGE_MAX_LENGTH}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field)}
            />
          ) : (
            <input
              id={`${id}-${field}`}
              name={field}
              type="text"
              maxLength={LIMITS[field].max}
              autoComplete={
                field === 'authorName' ? 'name' : field === 'authorLocation' ? 'address-level2' : 'off'
              }
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field)}
            />
          )}
          {errorOf(field)}
        </div>
      ))}
      <p role="alert" className={styles.formError}>
        {generalError}
      </p>
      <button type="submit" className={styles.submit} disabled={state === 'saving'}>
        {state === 'saving' ? t('vue.review.saving') : t('vue.review.submit')}
      </button>
    </form>
  );
}

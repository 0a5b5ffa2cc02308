// Writing a review (spec storefront §3.9, shopping §7 "save review"): one set of field checks for the
// review form and the API, so both reject the same input with the same message keys.
import type { MessageKey } from '../i18n/messages';
import { MAX_STARS } from './stars';
import { type FieldCheck, maxLengthCheck, optional, required } from './validation';

export const REVIEW_MIN_STARS = 1;
/** The rating scale's top, the one the stars display (stars.ts). */
export const REVIEW_MAX_STARS = MAX_STARS;
export const REVIEW_TITLE_MAX_LENGTH = 100;
export const REVIEW_MESSAGE_MIN_LENGTH = 10;
export const REVIEW_MESSAGE_MAX_LENGTH = 5000;
export const REVIEW_AUTHOR_MAX_LENGTH = 60;
/** Initial review page limit; "more" loads the same number again. */
export const REVIEW_PAGE_LIMIT = 5;
/** The product page's review section's id: links to write a review (the order detail's) end in #reviews. */
export const PRODUCT_REVIEWS_ANCHOR = 'reviews';

export const MIN_LENGTH_MESSAGE: MessageKey = 'vue.form.error.minLength';
export const REVIEW_RATING_MESSAGE: MessageKey = 'vue.review.error.rating';

export function minLengthCheck(min: number): FieldCheck {
  return (value) => ([...value.trim()].length >= min ? null : MIN_LENGTH_MESSAGE);
}

export interface ReviewFormValues {
  rating: number;
  title: string;
  message: string;
  authorName: string;
  authorLocation?: string | null | undefined;
}

export interface ReviewFieldError {
  field: keyof ReviewFormValues;
  message: MessageKey;
}

const TEXT_CHECKS: Readonly<Record<Exclude<keyof ReviewFormValues, 'rating'>, readonly FieldCheck[]>> = {
  title: [required, maxLengthCheck(REVIEW_TITLE_MAX_LENGTH)],
  message: [required, minLengthCheck(REVIEW_MESSAGE_MIN_LENGTH), maxLengthCheck(REVIEW_MESSAGE_MAX_LENGTH)],
  authorName: [required, maxLengthCheck(REVIEW_AUTHOR_MAX_LENGTH)],
  authorLocation: [optional(maxLengthCheck(REVIEW_AUTHOR_MAX_LENGTH))],
};

/**
 * Every failing field with its first message, in form order (rating, title, message, name, place).
 *
 * @example
 * ```ts
 * const errors = validateReview(values);
 * if (errors.length === 0) await saveReview(values);
 * ```
 */
export function validateReview(values: ReviewFormValues): ReviewFieldError[] {
  const errors: ReviewFieldError[] = [];
  if (
    !Number.isInteger(values.rating) ||
    values.rating < REVIEW_MIN_STARS ||
    values.rating > REVIEW_MAX_STARS
  ) {
    errors.push({ field: 'rating', message: REVIEW_RATING_MESSAGE });
  }
  for (const [field, checks] of Object.entries(TEXT_CHECKS) as [
    Exclude<keyof ReviewFormValues, 'rating'>,
    readonly FieldCheck[],
  ][]) {
    const value = values[field] ?? '';
    const message = checks.map((check) => check(value)).find((result) => result !== null);
    if (message) errors.push({ field, message });
  }
  return errors;
}

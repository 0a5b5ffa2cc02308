// The product description review (shopping §7 "save product description review"; issue 20 item 8): under
// the product description a visitor answers "was this description helpful?" and may say what is missing.
// The spec names no fields (docs/not-shown.md): the answer yes or no, the optional text and `houseNr`, the
// honeypot. The browser and the API run these same checks.
import type { MessageKey } from '../i18n/messages';
import { type FieldCheck, maxLengthCheck, patternCheck } from './validation';

export const DESCRIPTION_REVIEW_FIELDS = ['helpful', 'missing', 'houseNr'] as const;
export type DescriptionReviewField = (typeof DESCRIPTION_REVIEW_FIELDS)[number];

/** The form values of the two answers. */
export const DESCRIPTION_HELPFUL_ANSWERS = ['yes', 'no'] as const;
export type DescriptionHelpfulAnswer = (typeof DESCRIPTION_HELPFUL_ANSWERS)[number];

export const DESCRIPTION_REVIEW_MISSING_MAX_LENGTH = 500;
/** Neither answer was chosen. */
export const DESCRIPTION_REVIEW_HELPFUL_MESSAGE: MessageKey = 'vue.pdp.descriptionReview.error.helpful';

export const isDescriptionHelpfulAnswer = (value: string): value is DescriptionHelpfulAnswer =>
  (DESCRIPTION_HELPFUL_ANSWERS as readonly string[]).includes(value);

/**
 * Every check of the description review by field.
 *
 * @example
 * ```ts
 * firstFailure('', DESCRIPTION_REVIEW_CHECKS.helpful); // 'vue.pdp.descriptionReview.error.helpful'
 * ```
 */
export const DESCRIPTION_REVIEW_CHECKS: Readonly<Record<DescriptionReviewField, readonly FieldCheck[]>> = {
  helpful: [patternCheck(isDescriptionHelpfulAnswer, DESCRIPTION_REVIEW_HELPFUL_MESSAGE)],
  missing: [maxLengthCheck(DESCRIPTION_REVIEW_MISSING_MAX_LENGTH)],
  houseNr: [],
};

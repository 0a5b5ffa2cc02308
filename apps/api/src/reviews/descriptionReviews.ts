// The product description review (shopping §7 "save product description review"; issue 20 item 8): "was
// this description helpful, what is missing" under a product's description. It validates with sdk-core's
// description review rules; the first answer of a visitor (X-User-Id) for a product is kept and a repeat
// answers the same and changes nothing, so one visitor cannot tip the count. A product the store does
// not sell answers like an unknown one. A filled honeypot (houseNr) gets the answer people get and nothing
// is written. Rate-limited per address and visitor (descriptionReviews).
import {
  DESCRIPTION_REVIEW_CHECKS,
  DESCRIPTION_REVIEW_FIELDS,
  type DescriptionHelpfulAnswer,
} from '@ranzen/sdk-core/rules';
import { eq } from 'drizzle-orm';
import { toPlainText } from '../cms/sanitize';
import type { ApiContext } from '../context';
import { FORM_INVALID, validate } from '../customer/accountService';
import { productDescriptionReviews, products } from '../db/schema';
import type { ProductDescriptionReviewInput, ProductDescriptionReviewResult } from '../generated/resolvers';
import { badInput, requireId } from '../shop/validation';
import { storeStrategy } from '../store/storeStrategy';

const SAVED: ProductDescriptionReviewResult = { successful: true, errorMessage: null, fieldErrors: [] };
const UNKNOWN_PRODUCT: ProductDescriptionReviewResult = {
  successful: false,
  errorMessage: 'vue.review.error.unknownProduct',
  fieldErrors: [],
};

export async function saveProductDescriptionReview(
  ctx: ApiContext,
  input: ProductDescriptionReviewInput,
): Promise<ProductDescriptionReviewResult> {
  // The answer is the visitor's: one per visitor and product.
  if (!ctx.userId) throw badInput('A valid user id is required.', 'userId');
  await ctx.rateLimit.consume('descriptionReviews');
  const productId = requireId(input.productId, 'input.productId');
  const helpful: DescriptionHelpfulAnswer = input.helpful ? 'yes' : 'no';
  const values = {
    helpful,
    missing: toPlainText(input.missing ?? ''),
    houseNr: (input.houseNr ?? '').trim(),
  };
  const fieldErrors = validate(
    DESCRIPTION_REVIEW_FIELDS.map((name) => ({
      name,
      value: values[name],
      checks: DESCRIPTION_REVIEW_CHECKS[name],
    })),
    'descriptionReview',
  );
  if (fieldErrors.length > 0) return { successful: false, errorMessage: FORM_INVALID, fieldErrors };
  if (values.houseNr !== '') return SAVED;
  const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
  if (!product || !storeStrategy(ctx.store).inAssortment(product)) return UNKNOWN_PRODUCT;
  await ctx.db
    .insert(productDescriptionReviews)
    .values({
      productId,
      storeId: ctx.store.id,
      visitorId: ctx.userId,
      helpful: input.helpful,
      missing: values.missing === '' ? null : values.missing,
    })
    .onConflictDoNothing();
  return SAVED;
}

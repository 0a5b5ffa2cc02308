// Product reviews (spec storefront §3.9, §7 "reviews by product", §9 "Initial review page limit";
// shopping §7 "save review", storefront §8 "Mutation results carry successful, errorMessage, fieldErrors").
// Statistics count every published review of the product; the star filter narrows only the list. A
// review is written by a logged-in customer (issue 15 item 7) and keyed to the customer's user row;
// helpful votes are keyed to the verified visitor (context.userId: the signed X-User-Id).
import { MESSAGES, type MessageKey, translate } from '@ranzen/sdk-core/i18n';
import {
  REVIEW_MAX_STARS,
  REVIEW_MIN_STARS,
  REVIEW_PAGE_LIMIT,
  validateReview,
} from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { refreshProductListing } from '../catalog/listingProjection';
import { toPlainText } from '../cms/sanitize';
import { ensureVisitor } from '../customer/customerService';
import type { Db } from '../db/client';
import { products, reviewHelpfulVotes, reviews } from '../db/schema';
import type {
  RateReviewHelpfulResult,
  Review,
  ReviewFilterInput,
  ReviewList,
  SaveReviewInput,
  SaveReviewResult,
} from '../generated/resolvers';
import { badInput, requireIntInRange } from '../shop/validation';
import { storeStrategy } from '../store/storeStrategy';

export const MAX_REVIEW_PAGE = 50;
export const MAX_REVIEW_OFFSET = 10_000;

type ReviewRecord = typeof reviews.$inferSelect;

function toReview(row: ReviewRecord, store: StoreConfig): Review {
  const fullAuthorInfo = row.authorLocation
    ? translate(MESSAGES[store.messages], 'vue.review.authorFrom', {
        author: row.author,
        location: row.authorLocation,
      })
    : row.author;
  return {
    ratingId: String(row.id),
    rating: row.rating,
    fullAuthorInfo,
    title: row.title,
    date: row.createdAt.toISOString(),
    message: row.message,
    helpfulRating: row.helpfulCount,
    comment: row.comment,
    commentAuthor: row.commentAuthor,
    commentDate: row.commentAt?.toISOString() ?? null,
    isVerified: row.isVerified,
    language: row.language,
  };
}

function starFilter(filter: ReviewFilterInput | null | undefined): number[] {
  const stars = filter?.stars ?? [];
  if (stars.length > REVIEW_MAX_STARS) throw badInput('Too many star values.', 'filter.stars');
  for (const star of stars) requireIntInRange(star, REVIEW_MIN_STARS, REVIEW_MAX_STARS, 'filter.stars');
  return [...new Set(stars)];
}

export interface ReviewPage {
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  filter?: ReviewFilterInput | null | undefined;
}

export async function listReviews(
  db: Db,
  productId: string,
  page: ReviewPage,
  store: StoreConfig,
): Promise<ReviewList> {
  const offset = requireIntInRange(page.offset ?? 0, 0, MAX_REVIEW_OFFSET, 'offset');
  const limit = requireIntInRange(page.limit ?? REVIEW_PAGE_LIMIT, 1, MAX_REVIEW_PAGE, 'limit');
  const stars = starFilter(page.filter);
  const where =
    stars.length > 0
      ? and(eq(reviews.productId, productId), inArray(reviews.rating, stars))
      : eq(reviews.productId, productId);
  const [statRows, rows] = await Promise.all([
    db
      .select({ rating: reviews.rating, value: count() })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .groupBy(reviews.rating),
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
  ]);
  const counts = new Map(statRows.map((row) => [row.rating, Number(row.value)]));
  const countOf = (star: number) => counts.get(star) ?? 0;
  const numberOfReviews = [1, 2, 3, 4, 5].reduce((sum, star) => sum + countOf(star), 0);
  const starSum = [1, 2, 3, 4, 5].reduce((sum, star) => sum + star * countOf(star), 0);
  const totalFiltered =
    stars.length > 0 ? stars.reduce((sum, star) => sum + countOf(star), 0) : numberOfReviews;
  return {
    reviews: rows.map((row) => toReview(row, store)),
    numberOfReviews,
    numberOfFives: countOf(5),
    numberOfFours: countOf(4),
    numberOfThrees: countOf(3),
    numberOfTwos: countOf(2),
    numberOfOnes: countOf(1),
    averageRating: numberOfReviews === 0 ? null : Math.round((starSum / numberOfReviews) * 10) / 10,
    totalFiltered,
    offset,
    limit,
    hasMore: offset + rows.length < totalFiltered,
  };
}

/** Writing a review needs a login (issue 15 item 7). */
export const REVIEW_LOGIN_REQUIRED: MessageKey = 'vue.review.error.loginRequired';

export function failure(message: MessageKey): SaveReviewResult {
  return { successful: false, errorMessage: message, fieldErrors: [], review: null };
}

/**
 * Publishes a review as plain text after the shared field checks (sdk-core rules/review.ts), one per
 * customer (their user row, `reviewerId`) and product, and refreshes the product's rating average and count, and its listing row (the
 * rating filter and sort), in the same transaction.
 */
export async function saveReview(
  db: Db,
  reviewerId: string,
  input: SaveReviewInput,
  store: StoreConfig,
  now = new Date(),
): Promise<SaveReviewResult> {
  const values = {
    rating: input.rating,
    title: toPlainText(input.title),
    message: toPlainText(input.message),
    authorName: toPlainText(input.authorName),
    authorLocation: input.authorLocation ? toPlainText(input.authorLocation) : null,
  };
  const fieldErrors = validateReview(values);
  if (fieldErrors.length > 0) return { successful: false, errorMessage: null, fieldErrors, review: null };
  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId));
    if (!product || !storeStrategy(store).inAssortment(product))
      return failure('vue.review.error.unknownProduct');
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, product.id), eq(reviews.visitorId, reviewerId)));
    if (existing) return failure('vue.review.error.alreadyReviewed');
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        rating: values.rating,
        author: values.authorName,
        authorLocation: values.authorLocation || null,
        title: values.title,
        message: values.message,
        isVerified: false,
        createdAt: now,
        visitorId: reviewerId,
        // Written in the language of the store it was written on (issue 21).
        language: store.messages,
      })
      .returning();
    if (!row) throw new Error('review insert returned nothing');
    await tx
      .update(products)
      .set({
        ratingAverage: sql`(select round(avg(${reviews.rating})::numeric, 1)::real from ${reviews} where ${reviews.productId} = ${product.id})`,
        ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${product.id})`,
      })
      .where(eq(products.id, product.id));
    await refreshProductListing(tx, [product.id]);
    return { successful: true, errorMessage: null, fieldErrors: [], review: toReview(row, store) };
  });
}

/** One helpful vote per visitor and review; a repeated vote leaves the count unchanged. */
export async function rateReviewHelpful(
  db: Db,
  visitorId: string | null,
  ratingId: string,
): Promise<RateReviewHelpfulResult> {
  if (!/^\d{1,9}$/.test(ratingId)) throw badInput('Invalid ratingId.', 'ratingId');
  const reviewId = Number(ratingId);
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ helpfulCount: reviews.helpfulCount })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!review)
      return { successful: false, errorMessage: 'vue.review.error.unknownReview', helpfulRating: 0 };
    if (!visitorId) {
      return {
        successful: false,
        errorMessage: 'vue.review.error.noSession',
        helpfulRating: review.helpfulCount,
      };
    }
    await ensureVisitor(tx, visitorId);
    const inserted = await tx
      .insert(reviewHelpfulVotes)
      .values({ reviewId, visitorId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewHelpfulVotes.reviewId });
    if (inserted.length === 0)
      return { successful: true, errorMessage: null, helpfulRating: review.helpfulCount };
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return {
      successful: true,
      errorMessage: null,
      helpfulRating: updated?.helpfulCount ?? review.helpfulCount,
    };
  });
}

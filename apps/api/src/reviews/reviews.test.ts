// Reviews through GraphQL over HTTP (spec storefront §3.9, §7 "reviews by product", §9 "Initial review
// page limit 5"; shopping §7 "save review"; storefront §8 mutation results; issue 15 item 7 "Writing a
// review needs a login"; issue 21: a review carries the language it was written in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategoryTree, generateProduct, leafForIndex } from '../seed/generate';
import {
  query,
  registerTestCustomer,
  startTestApi,
  TEST_SEED_PRODUCTS,
  type TestApi,
  testVisitorIds,
} from '../testing/testApi';

let harness: TestApi;
const tree = buildCategoryTree();
const seeded = Array.from({ length: TEST_SEED_PRODUCTS }, (_, index) =>
  generateProduct(index, leafForIndex(tree, index), 0),
);
const reviewed = seeded
  .filter((entry) => entry.product.isB2bAssortment)
  .sort((a, b) => b.reviews.length - a.reviews.length)[0];
const productId = reviewed?.product.id ?? '';

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

const REVIEWS = `query($id: ID!, $offset: Int, $limit: Int, $filter: ReviewFilterInput) {
  productReviews(productId: $id, offset: $offset, limit: $limit, filter: $filter) {
    reviews { ratingId rating title message helpfulRating isVerified fullAuthorInfo comment commentAuthor }
    numberOfReviews numberOfFives numberOfFours numberOfThrees numberOfTwos numberOfOnes totalFiltered hasMore
  }
}`;

interface ReviewsData {
  productReviews: {
    reviews: { ratingId: string; rating: number; title: string; message: string; helpfulRating: number }[];
    numberOfReviews: number;
    numberOfFives: number;
    numberOfFours: number;
    numberOfThrees: number;
    numberOfTwos: number;
    numberOfOnes: number;
    totalFiltered: number;
    hasMore: boolean;
  };
}

const SAVE = `mutation($input: SaveReviewInput!) { saveReview(input: $input) {
  successful errorMessage fieldErrors { field message } review { ratingId title message rating } } }`;

interface SaveData {
  saveReview: {
    successful: boolean;
    errorMessage: string | null;
    fieldErrors: { field: string; message: string }[];
    review: { ratingId: string; title: string; message: string } | null;
  };
}

describe('reviews by product (storefront §3.9, §9)', () => {
  it('shows 5 first, then more, with counts per star', async () => {
    const total = reviewed?.reviews.length ?? 0;
    expect(total).toBeGreaterThan(5);
    const first = await query<ReviewsData>(harness, REVIEWS, { id: productId });
    expect(first.productReviews.reviews).toHaveLength(5);
    expect(first.productReviews).toMatchObject({ numberOfReviews: total, hasMore: true });
    const stars = [1, 2, 3, 4, 5].map((star) => reviewed?.reviews.filter((r) => r.rating === star).length);
    const stats = first.productReviews;
    expect([
      stats.numberOfOnes,
      stats.numberOfTwos,
      stats.numberOfThrees,
      stats.numberOfFours,
      stats.numberOfFives,
    ]).toEqual(stars);
    const more = await query<ReviewsData>(harness, REVIEWS, { id: productId, offset: 5 });
    expect(more.productReviews.reviews).toHaveLength(total - 5);
    expect(more.productReviews.hasMore).toBe(false);
  });

  it('filters by stars while the statistics stay for all reviews', async () => {
    const star = reviewed?.reviews[0]?.rating ?? 5;
    const data = await query<ReviewsData>(harness, REVIEWS, { id: productId, filter: { stars: [star] } });
    expect(data.productReviews.reviews.every((review) => review.rating === star)).toBe(true);
    expect(data.productReviews.totalFiltered).toBe(reviewed?.reviews.filter((r) => r.rating === star).length);
    expect(data.productReviews.numberOfReviews).toBe(reviewed?.reviews.length);
  });
});

describe('helpful votes and saving (storefront §3.9; shopping §7)', () => {
  it('counts one helpful vote per visitor', async () => {
    const first = await query<ReviewsData>(harness, REVIEWS, { id: productId, limit: 1 });
    const review = first.productReviews.reviews[0];
    const RATE = 'mutation($id: ID!) { rateReviewHelpful(ratingId: $id) { successful helpfulRating } }';
    type Rate = { rateReviewHelpful: { successful: boolean; helpfulRating: number } };
    const visitor = { userId: testVisitorIds.signUser('11111111-1111-4111-8111-111111111111') };
    const once = await query<Rate>(harness, RATE, { id: review?.ratingId }, visitor);
    const twice = await query<Rate>(harness, RATE, { id: review?.ratingId }, visitor);
    expect(once.rateReviewHelpful.helpfulRating).toBe((review?.helpfulRating ?? 0) + 1);
    expect(twice.rateReviewHelpful.helpfulRating).toBe(once.rateReviewHelpful.helpfulRating);
  });

  it('rejects invalid input with field errors and stores nothing', async () => {
    const before = await query<ReviewsData>(harness, REVIEWS, { id: productId });
    const result = await query<SaveData>(
      harness,
      SAVE,
      { input: { productId, rating: 6, title: '', message: 'kurz', authorName: 'Anna' } },
      { customerToken: await registerTestCustomer(harness) },
    );
    expect(result.saveReview.successful).toBe(false);
    expect(result.saveReview.fieldErrors).toEqual([
      { field: 'rating', message: 'vue.review.error.rating' },
      { field: 'title', message: 'vue.form.error.requiredField' },
      { field: 'message', message: 'vue.form.error.minLength' },
    ]);
    const after = await query<ReviewsData>(harness, REVIEWS, { id: productId });
    expect(after.productReviews.numberOfReviews).toBe(before.productReviews.numberOfReviews);
  });

  it('refuses a visitor who is not logged in and stores nothing (issue 15 item 7)', async () => {
    const before = await query<ReviewsData>(harness, REVIEWS, { id: productId });
    const input = {
      productId,
      rating: 4,
      title: 'Gut',
      message: 'Ein gutes Heft für die Schule.',
      authorName: 'Max',
    };
    const visitor = { userId: testVisitorIds.signUser('22222222-2222-4222-8222-222222222222') };
    const result = await query<SaveData>(harness, SAVE, { input }, visitor);
    expect(result.saveReview).toMatchObject({
      successful: false,
      errorMessage: 'vue.review.error.loginRequired',
    });
    const after = await query<ReviewsData>(harness, REVIEWS, { id: productId });
    expect(after.productReviews.numberOfReviews).toBe(before.productReviews.numberOfReviews);
  });

  it('publishes a review as sanitised plain text, once per customer', async () => {
    const visitor = { customerToken: await registerTestCustomer(harness) };
    const input = {
      productId,
      rating: 5,
      title: '<b>Super</b> Heft',
      message: 'Sehr gut <script>alert(1)</script>für die Schule & den Hort.',
      authorName: 'Lena',
    };
    const saved = await query<SaveData>(harness, SAVE, { input }, visitor);
    expect(saved.saveReview.successful).toBe(true);
    expect(saved.saveReview.review).toMatchObject({
      title: 'Super Heft',
      message: 'Sehr gut für die Schule & den Hort.',
    });
    const list = await query<ReviewsData>(harness, REVIEWS, { id: productId, limit: 1 });
    expect(list.productReviews.reviews[0]?.title).toBe('Super Heft');
    const again = await query<SaveData>(harness, SAVE, { input }, visitor);
    expect(again.saveReview.errorMessage).toBe('vue.review.error.alreadyReviewed');
  });
});

describe('the language a review is written in (issue 21, docs/not-shown.md)', () => {
  // A product whose seeded reviews are in both languages.
  const mixed = seeded.find(
    (entry) =>
      entry.reviews.some((review) => review.language === 'en') &&
      entry.reviews.some((review) => review.language !== 'en'),
  );
  const LANGUAGES = `query($id: ID!) { productReviews(productId: $id, limit: 50) { reviews { title language } } }`;
  type LanguagesData = { productReviews: { reviews: { title: string; language: string }[] } };

  it('answers the language of each seeded review, on every store alike', async () => {
    if (!mixed) throw new Error('the test seed has no product with German and English reviews');
    const expected = mixed.reviews.map((review) => [review.title, review.language ?? 'de']).sort();
    for (const store of ['de', 'en-DE']) {
      const { productReviews } = await query<LanguagesData>(
        harness,
        LANGUAGES,
        { id: mixed.product.id },
        { store },
      );
      expect(productReviews.reviews.map((review) => [review.title, review.language]).sort()).toEqual(
        expected,
      );
    }
  });

  it('stores a review in the language of the store it was written on', async () => {
    if (!mixed) throw new Error('the test seed has no product with German and English reviews');
    const input = {
      productId: mixed.product.id,
      rating: 4,
      title: 'Sturdy pencils',
      message: 'They survived a whole term in a school bag.',
      authorName: 'Sam',
    };
    const english = {
      customerToken: await registerTestCustomer(harness, {}, { store: 'en-DE' }),
      store: 'en-DE',
    };
    const saved = await query<{ saveReview: { review: { language: string } | null } }>(
      harness,
      `mutation($input: SaveReviewInput!) { saveReview(input: $input) { review { language } } }`,
      { input },
      english,
    );
    expect(saved.saveReview.review?.language).toBe('en');
    const { productReviews } = await query<LanguagesData>(harness, LANGUAGES, { id: mixed.product.id });
    expect(productReviews.reviews.find((review) => review.title === 'Sturdy pencils')?.language).toBe('en');
  });
});

// The product description review through the real API (shopping §7 "save product description review";
// issue 20 item 8): stored per product, one answer per visitor and product (a repeat answers the same
// and keeps the first), products the store does not sell refused like unknown ones, the text bounded,
// the honeypot, a visitor id required, and the rate limit per visitor.
import { randomUUID } from 'node:crypto';
import { DESCRIPTION_REVIEW_MISSING_MAX_LENGTH } from '@ranzen/sdk-core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../cart/cartTestClient';
import { productDescriptionReviews, products } from '../db/schema';
import { RATE_LIMITS } from '../limits/rateLimitTable';
import { gql, query, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';

let harness: TestApi;
/** A product every store sells, and one the B2B store does not. */
let shared: string;
let consumerOnly: string;

beforeAll(async () => {
  // Rate limits on: every test below sends as its own visitor from its own address.
  harness = await startTestApi({ limits: { rateLimits: {} } });
  const rows = await harness.api.db.select({ id: products.id, b2b: products.isB2bAssortment }).from(products);
  shared = rows.find((row) => row.b2b)?.id ?? '';
  consumerOnly = rows.find((row) => !row.b2b)?.id ?? '';
  if (!shared || !consumerOnly) throw new Error('seed lacks a B2B and a consumer-only product');
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

interface ReviewResult {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
}

const SAVE = `mutation($input: ProductDescriptionReviewInput!) {
  saveProductDescriptionReview(input: $input) { successful errorMessage fieldErrors { field message } } }`;
const SAVED: ReviewResult = { successful: true, errorMessage: null, fieldErrors: [] };

function visitor() {
  return { clientAddress: nextClientAddress(), userId: testVisitorIds.signUser(randomUUID()) };
}

async function save(input: Record<string, unknown>, caller = visitor(), store = 'de') {
  return (
    await query<{ saveProductDescriptionReview: ReviewResult }>(
      harness,
      SAVE,
      { input },
      { ...caller, store },
    )
  ).saveProductDescriptionReview;
}

const answersFor = (productId: string) =>
  harness.api.db
    .select()
    .from(productDescriptionReviews)
    .where(eq(productDescriptionReviews.productId, productId));

describe('saveProductDescriptionReview (shopping §7 "save product description review")', () => {
  it("keeps a visitor's first answer per product; a repeat answers the same and changes nothing", async () => {
    const caller = visitor();
    const before = (await answersFor(shared)).length;
    expect(await save({ productId: shared, helpful: false, missing: 'Die Maße fehlen.' }, caller)).toEqual(
      SAVED,
    );
    expect(await save({ productId: shared, helpful: true }, caller)).toEqual(SAVED);
    const answers = await answersFor(shared);
    expect(answers).toHaveLength(before + 1);
    expect(answers.at(-1)).toMatchObject({ helpful: false, missing: 'Die Maße fehlen.', storeId: 'de' });
    // Another visitor's answer counts on its own.
    expect(await save({ productId: shared, helpful: true })).toEqual(SAVED);
    expect(await answersFor(shared)).toHaveLength(before + 2);
  });

  it('refuses an unknown product and one the store does not sell alike, writing nothing', async () => {
    const unknown = { successful: false, errorMessage: 'vue.review.error.unknownProduct', fieldErrors: [] };
    expect(await save({ productId: 'no-such-product', helpful: true })).toEqual(unknown);
    const before = (await answersFor(consumerOnly)).length;
    expect(await save({ productId: consumerOnly, helpful: true }, visitor(), 'b2b-de')).toEqual(unknown);
    expect(await answersFor(consumerOnly)).toHaveLength(before);
  });

  it('refuses a text over the bound on its field, keeps markup out, and answers a bot like a person', async () => {
    const long = await save({
      productId: shared,
      helpful: false,
      missing: 'x'.repeat(DESCRIPTION_REVIEW_MISSING_MAX_LENGTH + 1),
    });
    expect(long.fieldErrors).toEqual([{ field: 'missing', message: 'vue.form.error.maxLength' }]);

    const caller = visitor();
    expect(await save({ productId: consumerOnly, helpful: false, missing: '<b>Farbe</b>?' }, caller)).toEqual(
      SAVED,
    );
    const texts = (await answersFor(consumerOnly)).map((row) => row.missing);
    expect(texts).toContain('Farbe?');
    expect(texts.some((text) => text?.includes('<'))).toBe(false);

    const before = (await answersFor(consumerOnly)).length;
    expect(await save({ productId: consumerOnly, helpful: true, houseNr: '12' })).toEqual(SAVED);
    expect(await answersFor(consumerOnly)).toHaveLength(before);
  });

  it('needs a visitor id and refuses a malformed product id as bad input', async () => {
    const anonymous = await gql(
      harness,
      SAVE,
      { input: { productId: shared, helpful: true } },
      {
        clientAddress: nextClientAddress(),
      },
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const malformed = await gql(harness, SAVE, { input: { productId: '../1', helpful: true } }, visitor());
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers 429 once the visitor used the budget, also for repeated answers', async () => {
    const { points } = RATE_LIMITS.descriptionReviews.perVisitor;
    const caller = visitor();
    for (let index = 0; index < points; index += 1) {
      expect(await save({ productId: shared, helpful: true }, caller)).toEqual(SAVED);
    }
    const over = await gql(harness, SAVE, { input: { productId: shared, helpful: true } }, caller);
    expect(over.status).toBe(429);
    expect(over.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

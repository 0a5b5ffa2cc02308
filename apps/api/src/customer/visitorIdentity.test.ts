// Visitor identity through the API (issue 14 item 3 and "Tests": "any UUID in the user-id header is a
// visitor: 20 forged ids gave one review 20 helpful votes"; DESIGN §7 "a forged id is refused", "a foreign
// id answers exactly like an unknown one"). A forged, unsigned or foreign id is treated exactly like a
// missing one, and shop init writes nothing: the rows come with the visitor's first write.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, CART, itemsByColor, readCartAs, type Session, shopInit, update } from '../cart/cartTestClient';
import { carts, reviews, users } from '../db/schema';
import { buildCategoryTree, generateProduct, leafForIndex } from '../seed/generate';
import { gql, query, startTestApi, type TestApi } from '../testing/testApi';
import { createVisitorIds } from './visitorIds';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: SEED_PRODUCTS });
});

afterAll(async () => {
  await harness?.stop();
});

async function rowCounts(): Promise<{ users: number; carts: number }> {
  const db = harness.api.db;
  const [userRows] = await db.select({ n: count() }).from(users);
  const [cartRows] = await db.select({ n: count() }).from(carts);
  return { users: userRows?.n ?? 0, carts: cartRows?.n ?? 0 };
}

/** 20 user ids an attacker can make without the server secret. */
function forgedUserIds(real: Session): string[] {
  const signature = real.userId.slice(real.userId.indexOf('_') + 1);
  const foreignKey = createVisitorIds('ranzen-dev-token-signing-secret');
  return Array.from({ length: 20 }, (_, index) => {
    const uuid = randomUUID();
    switch (index % 4) {
      case 0:
        return uuid;
      case 1:
        return `${uuid}_${signature}`;
      case 2:
        return foreignKey.signUser(uuid);
      default:
        return `${uuid}_${'x'.repeat(signature.length)}`;
    }
  });
}

const REVIEW_IDS = `query($id: ID!) { productReviews(productId: $id, limit: 1) { reviews { ratingId helpfulRating } } }`;
const SEED_PRODUCTS = 60;
const tree = buildCategoryTree();
/** A seeded product with reviews (the seed is deterministic). */
const reviewedProductId =
  Array.from({ length: SEED_PRODUCTS }, (_, index) =>
    generateProduct(index, leafForIndex(tree, index), 0),
  ).find((entry) => entry.reviews.length > 0)?.product.id ?? '';
const RATE =
  'mutation($id: ID!) { rateReviewHelpful(ratingId: $id) { successful errorMessage helpfulRating } }';
const SAVE = `mutation($input: SaveReviewInput!) { saveReview(input: $input) { successful errorMessage } }`;
type Rate = {
  rateReviewHelpful: { successful: boolean; errorMessage: string | null; helpfulRating: number };
};

describe('signed visitor ids (issue 14 item 3)', () => {
  it('shop init and reading the new cart write no user or cart row; the first cart update writes them', async () => {
    const before = await rowCounts();
    const sessions = await Promise.all(Array.from({ length: 5 }, () => shopInit(harness)));
    const [session] = sessions;
    if (!session) throw new Error('no session');
    const cart = await readCartAs(harness, session);
    expect(cart).toMatchObject({ id: session.cartId, positionCount: 0, items: [] });
    expect(await rowCounts()).toEqual(before);

    const [item] = await itemsByColor(harness, 'green', 'de', 1);
    if (!item) throw new Error('seed has no item');
    expect((await update(harness, session, [add(item.itemId, 1)])).successful).toBe(true);
    expect(await rowCounts()).toEqual({ users: before.users + 1, carts: before.carts + 1 });
    expect((await readCartAs(harness, session))?.articleCount).toBe(1);
  });

  it('20 forged user ids give a review no helpful vote; a real visitor gives exactly one', async () => {
    const review = (
      await query<{ productReviews: { reviews: { ratingId: string; helpfulRating: number }[] } }>(
        harness,
        REVIEW_IDS,
        { id: reviewedProductId },
      )
    ).productReviews.reviews[0];
    if (!review) throw new Error('the seeded product has no review');
    const real = await shopInit(harness);
    const missing = await query<Rate>(harness, RATE, { id: review.ratingId });
    expect(missing.rateReviewHelpful).toEqual({
      successful: false,
      errorMessage: 'vue.review.error.noSession',
      helpfulRating: review.helpfulRating,
    });
    for (const userId of forgedUserIds(real)) {
      const forged = await query<Rate>(harness, RATE, { id: review.ratingId }, { userId });
      expect(forged).toEqual(missing);
    }
    const voted = await query<Rate>(harness, RATE, { id: review.ratingId }, { userId: real.userId });
    expect(voted.rateReviewHelpful.helpfulRating).toBe(review.helpfulRating + 1);
  });

  it('a forged user id cannot publish a review', async () => {
    const db = harness.api.db;
    const [before] = await db.select({ n: count() }).from(reviews);
    const input = {
      productId: reviewedProductId,
      rating: 1,
      title: 'Schlecht',
      message: 'Gar nicht gut, leider.',
      authorName: 'X',
    };
    const missing = await query<{ saveReview: unknown }>(harness, SAVE, { input });
    for (const userId of forgedUserIds(await shopInit(harness)).slice(0, 4)) {
      expect(await query<{ saveReview: unknown }>(harness, SAVE, { input }, { userId })).toEqual(missing);
    }
    // Writing needs a login now (issue 15 item 7): a forged id is no visitor, let alone a customer.
    expect(missing.saveReview).toEqual({ successful: false, errorMessage: 'vue.review.error.loginRequired' });
    const [after] = await db.select({ n: count() }).from(reviews);
    expect(after?.n).toBe(before?.n);
  });

  it('answers a forged, unsigned or foreign cart id exactly like a missing one', async () => {
    const owner = await shopInit(harness);
    const stranger = await shopInit(harness);
    const [item] = await itemsByColor(harness, 'green', 'de', 1);
    if (!item) throw new Error('seed has no item');
    await update(harness, owner, [add(item.itemId, 1)]);
    const ownerCartUuid = owner.cartId.slice(0, owner.cartId.indexOf('_'));
    const unknownCarts = [
      { userId: stranger.userId, cartId: owner.cartId },
      { userId: stranger.userId, cartId: ownerCartUuid },
      { userId: stranger.userId, cartId: `${ownerCartUuid}_${stranger.cartId.slice(-22)}` },
      { userId: forgedUserIds(owner)[0] ?? '', cartId: owner.cartId },
      { userId: owner.userId, cartId: stranger.cartId },
    ];
    const missingUser = await gql(harness, CART, { cartId: owner.cartId });
    expect(missingUser).toMatchObject({ status: 200, data: { cart: null } });
    for (const session of unknownCarts) {
      expect(await gql(harness, CART, { cartId: session.cartId }, { userId: session.userId })).toEqual(
        missingUser,
      );
      const result = await update(harness, session, [add(item.itemId, 1)]);
      expect(result).toMatchObject({ successful: false, errorCode: 'CART_NOT_FOUND', cart: null });
    }
    expect((await readCartAs(harness, owner))?.articleCount).toBe(1);
  });
});

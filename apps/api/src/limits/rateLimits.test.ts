// Rate limits through HTTP (issue 14 item 4 and probe "Rate limits: none anywhere"; DESIGN §7): each limited
// operation answers 429 with Retry-After and RATE_LIMITED once a client address or visitor has used its
// budget (limits/rateLimitTable.ts), a batch as a whole, the token endpoint after wrong secrets, and two
// instances sharing Redis count one budget.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../cart/cartTestClient';
import { buildCategoryTree, generateProduct, leafForIndex } from '../seed/generate';
import {
  startTestApi,
  TEST_SECRETS,
  TEST_SEED_PRODUCTS,
  type TestApi,
  testVisitorIds,
} from '../testing/testApi';
import { createRateLimits } from './rateLimits';
import { RATE_LIMITS } from './rateLimitTable';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

interface Caller {
  clientAddress: string;
  userId?: string;
}

async function post(harness: TestApi, payload: unknown, caller: Caller): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${harness.token}`,
    'x-forwarded-for': caller.clientAddress,
  };
  if (caller.userId) headers['x-user-id'] = caller.userId;
  const response = await fetch(`${harness.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

const SHOP_INIT = { query: 'mutation { shopInit { userId cartId } }' };
const shopInit = (harness: TestApi, caller: Caller) => post(harness, SHOP_INIT, caller);

/** Sends `times` requests one after the other and returns the statuses. */
async function repeat(times: number, send: (index: number) => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < times; index += 1) statuses.push((await send(index)).status);
  return statuses;
}

function expectRateLimited(answer: Answer, windowSeconds: number): void {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(windowSeconds);
  expect(answer.body).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
}

const tree = buildCategoryTree();
/** Products the default store sells (the reviews suite's choice), enough for one visitor's budget and one more. */
const reviewable = Array.from({ length: TEST_SEED_PRODUCTS }, (_, index) =>
  generateProduct(index, leafForIndex(tree, index), 0),
)
  .filter((entry) => entry.product.isB2bAssortment)
  .map((entry) => entry.product.id);

const SAVE_REVIEW = `mutation($input: SaveReviewInput!) { saveReview(input: $input) { successful } }`;
const review = (productId: string) => ({
  query: SAVE_REVIEW,
  variables: {
    input: { productId, rating: 4, title: 'Gut', message: 'Tut, was es soll, jeden Tag.', authorName: 'Kai' },
  },
});

describe('rate limits per client address and visitor (memory)', () => {
  let harness: TestApi;

  beforeAll(async () => {
    harness = await startTestApi({ limits: { rateLimits: {} } });
  }, 120_000);

  afterAll(async () => {
    await harness?.stop();
  });

  it('shopInit: 429 with Retry-After after 30 per address, other addresses unaffected', async () => {
    const { points, windowSeconds } = RATE_LIMITS.shopInit.perAddress;
    const caller = { clientAddress: nextClientAddress() };
    expect(await repeat(points, () => shopInit(harness, caller))).toEqual(Array(points).fill(200));
    expectRateLimited(await shopInit(harness, caller), windowSeconds);
    expect((await shopInit(harness, { clientAddress: nextClientAddress() })).status).toBe(200);
  });

  it('answers a whole batch with 429 when one of its operations is over the limit', async () => {
    const { points, windowSeconds } = RATE_LIMITS.shopInit.perAddress;
    const caller = { clientAddress: nextClientAddress() };
    await repeat(points - 1, () => shopInit(harness, caller));
    const batch = await post(harness, [SHOP_INIT, SHOP_INIT], caller);
    expectRateLimited(batch, windowSeconds);
    expect(Array.isArray(batch.body)).toBe(false);
  });

  it('reviews: 5 per visitor and 20 per address an hour', async () => {
    const perVisitor = RATE_LIMITS.reviews.perVisitor;
    const visitor = { clientAddress: nextClientAddress(), userId: testVisitorIds.issue().userId };
    const products = reviewable.slice(0, perVisitor.points + 1);
    const saved = await repeat(perVisitor.points, (index) =>
      post(harness, review(products[index] ?? ''), visitor),
    );
    expect(saved).toEqual(Array(perVisitor.points).fill(200));
    expectRateLimited(
      await post(harness, review(products[perVisitor.points] ?? ''), visitor),
      perVisitor.windowSeconds,
    );

    const perAddress = RATE_LIMITS.reviews.perAddress;
    const clientAddress = nextClientAddress();
    const fromOneAddress = () => ({ clientAddress, userId: testVisitorIds.issue().userId });
    expect(
      await repeat(perAddress.points, () => post(harness, review(reviewable[0] ?? ''), fromOneAddress())),
    ).toEqual(Array(perAddress.points).fill(200));
    expectRateLimited(
      await post(harness, review(reviewable[0] ?? ''), fromOneAddress()),
      perAddress.windowSeconds,
    );
  });

  it('helpful votes: 30 per visitor an hour', async () => {
    const { points, windowSeconds } = RATE_LIMITS.helpfulVotes.perVisitor;
    const visitor = { clientAddress: nextClientAddress(), userId: testVisitorIds.issue().userId };
    const vote = () => ({
      query: 'mutation($id: ID!) { rateReviewHelpful(ratingId: $id) { successful } }',
      variables: { id: randomUUID() },
    });
    expect(await repeat(points, () => post(harness, vote(), visitor))).toEqual(Array(points).fill(200));
    expectRateLimited(await post(harness, vote(), visitor), windowSeconds);
  });

  it('Amazon Pay express starts (each writes a checkout session): 20 per visitor in 10 minutes', async () => {
    const { points, windowSeconds } = RATE_LIMITS.amazonCheckoutStarts.perVisitor;
    const visitor = { clientAddress: nextClientAddress(), userId: testVisitorIds.issue().userId };
    const start = {
      query: 'mutation($cartId: ID!) { startAmazonCheckout(cartId: $cartId) { successful errorCode } }',
      variables: { cartId: 'not-a-cart' },
    };
    expect(await repeat(points, () => post(harness, start, visitor))).toEqual(Array(points).fill(200));
    expectRateLimited(await post(harness, start, visitor), windowSeconds);
  });

  it('add-all-to-cart of a wish list (anonymous visitors too): 20 per visitor a minute', async () => {
    const { points, windowSeconds } = RATE_LIMITS.wishlistToCart.perVisitor;
    const visitor = { clientAddress: nextClientAddress(), userId: testVisitorIds.issue().userId };
    const addAll = {
      query:
        'mutation($id: ID!, $cartId: ID!) { addWishlistToCart(externalId: $id, cartId: $cartId) { successful } }',
      variables: { id: randomUUID(), cartId: 'not-a-cart' },
    };
    expect(await repeat(points, () => post(harness, addAll, visitor))).toEqual(Array(points).fill(200));
    expectRateLimited(await post(harness, addAll, visitor), windowSeconds);
  });

  it('tracking: counted per event, 300 events per visitor a minute', async () => {
    const { points, windowSeconds } = RATE_LIMITS.tracking.perVisitor;
    const visitor = { clientAddress: nextClientAddress(), userId: testVisitorIds.issue().userId };
    const track = (count: number) => ({
      query: 'mutation($events: [TrackingEventInput!]!) { addTrackingEvents(events: $events) }',
      variables: { events: Array.from({ length: count }, () => ({ name: 'Meta', payload: '{}' })) },
    });
    const batches = points / 20;
    expect(await repeat(batches, () => post(harness, track(20), visitor))).toEqual(Array(batches).fill(200));
    expectRateLimited(await post(harness, track(1), visitor), windowSeconds);
  });

  it('search suggestions: 120 per address a minute', async () => {
    const { points, windowSeconds } = RATE_LIMITS.searchSuggestions.perAddress;
    const caller = { clientAddress: nextClientAddress() };
    const suggest = { query: 'query { searchSuggestions(userQuery: "hef") { __typename } }' };
    expect(await repeat(points, () => post(harness, suggest, caller))).toEqual(Array(points).fill(200));
    expectRateLimited(await post(harness, suggest, caller), windowSeconds);
  });

  it('token endpoint: after 10 wrong client secrets even the right one is refused from that address', async () => {
    const { points, windowSeconds } = RATE_LIMITS.tokenFailures.perAddress;
    const requestToken = (clientAddress: string, secret: string) =>
      fetch(`${harness.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: 'storefront',
          client_secret: secret,
        }),
      });
    const attacker = nextClientAddress();
    const wrong = [];
    for (let index = 0; index < points; index += 1)
      wrong.push((await requestToken(attacker, `guess-${index}`)).status);
    expect(wrong).toEqual(Array(points).fill(401));
    const refused = await requestToken(attacker, TEST_SECRETS.clientSecret);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(windowSeconds);
    expect((await requestToken(nextClientAddress(), TEST_SECRETS.clientSecret)).status).toBe(200);
  });
});

describe('client address (limits/clientAddress.ts)', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    // The test client (loopback) is not trusted here, so every spoofed address counts as loopback.
    const harness = await startTestApi({
      seedProducts: 60,
      limits: { rateLimits: {}, trustedProxies: '192.0.2.1' },
    });
    try {
      const { points } = RATE_LIMITS.shopInit.perAddress;
      const spoofed = () => ({ clientAddress: nextClientAddress() });
      expect(await repeat(points, () => shopInit(harness, spoofed()))).toEqual(Array(points).fill(200));
      expect((await shopInit(harness, spoofed())).status).toBe(429);
    } finally {
      await harness.stop();
    }
  }, 120_000);
});

describe('Redis down', () => {
  it('keeps limiting in memory (insurance limiter)', async () => {
    const limits = createRateLimits({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const { points } = RATE_LIMITS.shopInit.perAddress;
      const keys = { address: '198.51.100.7', visitor: null };
      for (let index = 0; index < points; index += 1)
        expect(await limits.consume('shopInit', keys)).toBeNull();
      expect(await limits.consume('shopInit', keys)).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    } finally {
      await limits.close();
    }
  });
});

describe('two API instances sharing Redis', () => {
  it.skipIf(!process.env.REDIS_URL)(
    'count one budget per address (needs REDIS_URL)',
    async () => {
      const shared = {
        redisUrl: process.env.REDIS_URL,
        keyPrefix: `ranzen-test-${randomBytes(6).toString('hex')}`,
      };
      const first = await startTestApi({ seedProducts: 60, limits: { rateLimits: shared } });
      const second = await startTestApi({ seedProducts: 60, limits: { rateLimits: shared } });
      try {
        const { points } = RATE_LIMITS.shopInit.perAddress;
        const caller = { clientAddress: nextClientAddress() };
        const statuses = await repeat(points, (index) => shopInit(index % 2 === 0 ? first : second, caller));
        expect(statuses).toEqual(Array(points).fill(200));
        expect((await shopInit(first, caller)).status).toBe(429);
        expect((await shopInit(second, caller)).status).toBe(429);
      } finally {
        await Promise.all([first.stop(), second.stop()]);
      }
    },
    180_000,
  );
});

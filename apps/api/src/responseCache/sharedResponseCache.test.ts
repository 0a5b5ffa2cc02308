// The shared response cache (issue 22 item 1; storefront §7 "kept as cached results"): catalogue and CMS
// answers are kept per store and catalogue version, personal answers never, and every catalogue, price,
// stock, review and CMS write shows on the next request, also of another instance sharing Redis.
import { randomUUID } from 'node:crypto';
import { CATALOGUE_VERSION_PATH } from '@ranzen/sdk-core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, items } from '../db/schema';
import { buildCategoryTree, generateProduct, leafForIndex, productIdForIndex } from '../seed/generate';
import { ACTIVE_DEAL_INDICES } from '../seed/seed';
import { type RunningApi, startApi } from '../server';
import { setFooterUspTexts, setPrice, writeUnannounced } from '../testing/catalogueWrites';
import {
  fetchToken,
  query,
  registerTestCustomer,
  startTestApi,
  TEST_SECRETS,
  TEST_SEED_PRODUCTS,
  type TestApi,
} from '../testing/testApi';
import { SHARED_QUERY_FIELDS } from './sharedResponseCache';

const tree = buildCategoryTree();
const seeded = Array.from({ length: TEST_SEED_PRODUCTS }, (_, index) =>
  generateProduct(index, leafForIndex(tree, index), 0),
);
/** A product in stock of every store's assortment (consumer stores sell all) with a B2B minimum quantity. */
const dealProducts = new Set<string>(ACTIVE_DEAL_INDICES.map(productIdForIndex));
const subject = seeded.find(
  (entry) =>
    !dealProducts.has(entry.product.id) &&
    entry.product.isB2bAssortment &&
    (entry.product.b2bMinimumOrderQuantity ?? 1) > 1 &&
    entry.items.every((item) => item.stock > 0),
);
const productId = subject?.product.id ?? '';

const PRODUCT = `query($id: ID!) { product(productId: $id) {
  productId name numberOfRatings
  items { itemId availableForSale prices { price { amount currencyCode } }
    lightningDealInfo { lightningReservedPercentageRoundFloor } } } }`;
interface ProductData {
  product: {
    productId: string;
    name: string;
    numberOfRatings: number;
    items: {
      itemId: string;
      availableForSale: boolean;
      prices: { price: { amount: number; currencyCode: string } };
      lightningDealInfo: { lightningReservedPercentageRoundFloor: number } | null;
    }[];
  } | null;
}

const SAVE_REVIEW = 'mutation($input: SaveReviewInput!) { saveReview(input: $input) { successful } }';
const review = () => ({
  productId,
  rating: 5,
  title: 'Prima',
  message: 'Ein gutes Heft für die Schule.',
  authorName: 'Eva',
});

const FOOTER = '{ footerData { usps { headline text } } }';
interface FooterData {
  footerData: { usps: { headline: string | null; text: string | null }[] };
}

const firstItem = (data: ProductData) => {
  const item = data.product?.items[0];
  if (!item) throw new Error(`product ${productId} answered no item`);
  return item;
};

describe('shared response cache (one instance, memory)', () => {
  let harness: TestApi;
  beforeAll(async () => {
    harness = await startTestApi({ responseCache: {} });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('keeps catalogue answers: a change the version does not see is not shown', async () => {
    const before = await query<ProductData>(harness, PRODUCT, { id: productId });
    const item = firstItem(before);
    await writeUnannounced(harness.api.db, (tx) => setPrice(tx, item.itemId, 123_45));
    const again = await query<ProductData>(harness, PRODUCT, { id: productId });
    expect(again).toEqual(before);
  });

  it('keeps no answer with a running deal: its reserved share changes without a write', async () => {
    const [dealIndex = 0] = ACTIVE_DEAL_INDICES;
    const id = productIdForIndex(dealIndex);
    const before = await query<ProductData>(harness, PRODUCT, { id });
    const dealItem = before.product?.items.find((item) => item.lightningDealInfo !== null);
    if (!dealItem) throw new Error(`product ${id} shows no running deal`);
    await writeUnannounced(harness.api.db, (tx) => setPrice(tx, dealItem.itemId, 777_77));
    const after = await query<ProductData>(harness, PRODUCT, { id });
    expect(after).not.toEqual(before);
  });

  it('shows a price change on the next request', async () => {
    const item = firstItem(await query<ProductData>(harness, PRODUCT, { id: productId }));
    await setPrice(harness.api.db, item.itemId, 98_76);
    const after = firstItem(await query<ProductData>(harness, PRODUCT, { id: productId }));
    expect(after.prices.price.amount).toBe(98.76);
  });

  it('shows a stock change on the next request', async () => {
    const item = firstItem(await query<ProductData>(harness, PRODUCT, { id: productId }));
    expect(item.availableForSale).toBe(true);
    await harness.api.db.update(items).set({ stock: 0 }).where(eq(items.id, item.itemId));
    const after = firstItem(await query<ProductData>(harness, PRODUCT, { id: productId }));
    expect(after.availableForSale).toBe(false);
  });

  it('shows a saved review on the next request', async () => {
    const before = await query<ProductData>(harness, PRODUCT, { id: productId });
    const saved = await query<{ saveReview: { successful: boolean } }>(
      harness,
      SAVE_REVIEW,
      { input: review() },
      {
        customerToken: await registerTestCustomer(harness),
      },
    );
    expect(saved.saveReview.successful).toBe(true);
    const after = await query<ProductData>(harness, PRODUCT, { id: productId });
    expect(after.product?.numberOfRatings).toBe((before.product?.numberOfRatings ?? 0) + 1);
  });

  it('shows a category rename on the next request, though the API keeps the category tree per process', async () => {
    const NAVIGATION = '{ navigation(level: 1) { id name } }';
    type Navigation = { navigation: { id: string; name: string }[] };
    const [first] = (await query<Navigation>(harness, NAVIGATION)).navigation;
    if (!first) throw new Error('the navigation has no category');
    await harness.api.db.update(categories).set({ name: 'Umbenannt' }).where(eq(categories.id, first.id));
    const after = await query<Navigation>(harness, NAVIGATION);
    expect(after.navigation.find((entry) => entry.id === first.id)?.name).toBe('Umbenannt');
  });

  it('shows a CMS change on the next request', async () => {
    const before = await query<FooterData>(harness, FOOTER);
    expect(before.footerData.usps.length).toBeGreaterThan(0);
    await setFooterUspTexts(harness.api.db, 'Neu im Laden');
    const after = await query<FooterData>(harness, FOOTER);
    expect(after.footerData.usps.map((usp) => usp.text)).toContain('Neu im Laden');
  });

  it('never mixes stores or languages', async () => {
    const MINIMUM = 'query($id: ID!) { product(productId: $id) { minimumOrderQuantity } }';
    type Minimum = { product: { minimumOrderQuantity: number } | null };
    const consumer = await query<Minimum>(harness, MINIMUM, { id: productId }, { store: 'de' });
    const b2b = await query<Minimum>(harness, MINIMUM, { id: productId }, { store: 'b2b-de' });
    expect(consumer.product?.minimumOrderQuantity).toBe(1);
    expect(b2b.product?.minimumOrderQuantity).toBe(subject?.product.b2bMinimumOrderQuantity);
    expect(b2b.product?.minimumOrderQuantity).not.toBe(1);
    for (const [german, english] of [
      ['de', 'en-DE'],
      ['b2b-de', 'b2b-en'],
    ]) {
      const inGerman = await query<FooterData>(harness, FOOTER, {}, { store: german });
      const inEnglish = await query<FooterData>(harness, FOOTER, {}, { store: english });
      const headlines = (footer: FooterData) => footer.footerData.usps.map((usp) => usp.headline);
      expect(headlines(inEnglish)).not.toEqual(headlines(inGerman));
    }
  });

  it('keeps the German and the English catalogue apart: names, variants and facet labels (issue 21)', async () => {
    const TEXTS = `query($id: ID!, $categoryId: ID!) {
      product(productId: $id) { name items { name } extraBadges { name } }
      categoryProducts(coreCategoryId: $categoryId) { facets { enumFacets { id values { value label } } } } }`;
    const variables = { id: productId, categoryId: subject?.product.categoryId };
    type Texts = {
      product: { name: string };
      categoryProducts: { facets: { enumFacets: { values: { value: string; label: string }[] }[] } };
    };
    const answers = new Map<string, Texts[]>();
    // German, English, German again: each language's cached answer stays its own.
    for (const store of ['de', 'en-DE', 'de', 'en-DE']) {
      const answer = await query<Texts>(harness, TEXTS, variables, { store });
      answers.set(store, [...(answers.get(store) ?? []), answer]);
    }
    const [german, germanAgain] = answers.get('de') ?? [];
    const [english, englishAgain] = answers.get('en-DE') ?? [];
    expect(germanAgain).toEqual(german);
    expect(englishAgain).toEqual(english);
    expect(english?.product.name).not.toBe(german?.product.name);
    const translatedLabels = (texts: Texts | undefined) =>
      (texts?.categoryProducts.facets.enumFacets ?? [])
        .flatMap((facet) => facet.values)
        .filter((value) => value.label !== value.value);
    expect(translatedLabels(german)).toEqual([]);
    expect(translatedLabels(english).length).toBeGreaterThan(0);
  });

  it("never answers one customer with another's data", async () => {
    const INFO = '{ customerInfo(url: "/") { email visitorLoginState } }';
    type Info = { customerInfo: { email: string | null; visitorLoginState: string } };
    const emails = [`cache-a-${randomUUID()}@ranzen.test`, `cache-b-${randomUUID()}@ranzen.test`];
    for (const email of emails) {
      const customerToken = await registerTestCustomer(harness, { email });
      const info = await query<Info>(harness, INFO, {}, { customerToken });
      expect(info.customerInfo).toEqual({ email, visitorLoginState: 'LOGGED_IN' });
    }
    const anonymous = await query<Info>(harness, INFO);
    expect(anonymous.customerInfo).toEqual({ email: null, visitorLoginState: 'LOGGED_OUT' });
  });

  it('tells the storefront its catalogue version, a new one after a write (decision 0026)', async () => {
    const read = (headers: Record<string, string>) =>
      fetch(`${harness.url}${CATALOGUE_VERSION_PATH}`, { headers });
    expect((await read({})).status).toBe(401);
    const versionNow = async () => {
      const answer = await read({ authorization: `Bearer ${harness.token}` });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return ((await answer.json()) as { version: string }).version;
    };
    const before = await versionNow();
    expect(await versionNow()).toBe(before);
    const item = firstItem(await query<ProductData>(harness, PRODUCT, { id: productId }));
    await setPrice(harness.api.db, item.itemId, 55_55);
    expect(await versionNow()).not.toBe(before);
  });

  it('keeps no personal root field', () => {
    for (const personal of ['customerInfo', 'cart', 'accountData', 'wishlists', 'ordersV', 'checkoutData']) {
      expect(SHARED_QUERY_FIELDS.has(personal)).toBe(false);
    }
  });
});

describe.skipIf(!process.env.REDIS_URL || !process.env.DATABASE_URL)(
  'shared response cache across two instances (needs REDIS_URL and DATABASE_URL)',
  () => {
    let harness: TestApi;
    let second: RunningApi;
    let secondToken: string;
    beforeAll(async () => {
      const responseCache = { redisUrl: process.env.REDIS_URL, keyPrefix: `ranzen-rc-test-${randomUUID()}` };
      harness = await startTestApi({ responseCache });
      second = await startApi({
        port: 0,
        dataDir: harness.dataDir,
        databaseUrl: harness.databaseUrl,
        seedProducts: TEST_SEED_PRODUCTS,
        eagerImageFormats: [],
        auth: TEST_SECRETS,
        limits: { rateLimits: false },
        fulfilment: false,
        responseCache,
      });
      secondToken = await fetchToken(second.url);
    });
    afterAll(async () => {
      await second?.close();
      await harness?.stop();
    });
    const onSecond = () => ({ ...harness, url: second.url, token: secondToken });

    it('answers the second instance from what the first one kept', async () => {
      const first = await query<ProductData>(harness, PRODUCT, { id: productId });
      await writeUnannounced(harness.api.db, (tx) => setPrice(tx, firstItem(first).itemId, 111_11));
      expect(await query<ProductData>(onSecond(), PRODUCT, { id: productId })).toEqual(first);
    });

    it('shows a write through the first instance on the next request of the second', async () => {
      const before = await query<ProductData>(onSecond(), PRODUCT, { id: productId });
      const saved = await query<{ saveReview: { successful: boolean } }>(
        harness,
        SAVE_REVIEW,
        { input: review() },
        {
          customerToken: await registerTestCustomer(harness),
        },
      );
      expect(saved.saveReview.successful).toBe(true);
      const after = await query<ProductData>(onSecond(), PRODUCT, { id: productId });
      expect(after.product?.numberOfRatings).toBe((before.product?.numberOfRatings ?? 0) + 1);
    });
  },
);

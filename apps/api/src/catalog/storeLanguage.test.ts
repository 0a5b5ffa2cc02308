// Variants, badges, attribute values and facets in the store's language (issue 21 "the English stores read
// English"; storefront §1 shop languages, §3.4-§3.8; shopping §3 cart item, order): English on the English
// hosts, German on the German ones, the German text wherever a translation is missing, and an order line
// keeps the name it was bought under.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, shopInit, update } from '../cart/cartTestClient';
import { items } from '../db/schema';
import { completeCheckout, readOrder, submit } from '../orders/orderTestSupport';
import { buildCategoryTree, type GeneratedProduct, generateProduct, leafForIndex } from '../seed/generate';
import { query, startTestApi, TEST_SEED_PRODUCTS, type TestApi } from '../testing/testApi';
import { customerTokenOf } from '../testing/testShopper';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

const tree = buildCategoryTree();
const seeded: GeneratedProduct[] = Array.from({ length: TEST_SEED_PRODUCTS }, (_, index) =>
  generateProduct(index, leafForIndex(tree, index), 0),
);
const colours = (generated: GeneratedProduct) => new Set(generated.items.map((item) => item.colour));
const translated = (generated: GeneratedProduct) => generated.product.translations?.en !== undefined;

function subject(description: string, matches: (generated: GeneratedProduct) => boolean): GeneratedProduct {
  const found = seeded.find((generated) => translated(generated) && matches(generated));
  if (!found) throw new Error(`the test seed has no ${description}`);
  return found;
}

/** English colour variants in stock, a badge with a translation and a material. */
const colourful = subject(
  'product with colour variants, a badge and a material',
  (generated) =>
    colours(generated).has('Rot') &&
    generated.items.every((item) => item.stock > 0) &&
    generated.badges.some((badge) => badge.name === 'Nachhaltig') &&
    generated.product.material !== null,
);
const sized = subject('product with furniture sizes', (generated) =>
  generated.items.some((item) => item.size?.startsWith('Größe') ?? false),
);
const specialPriced = subject('product with a special price', (generated) =>
  generated.items.some((item) => item.specialPriceDescription !== null),
);

const PRODUCT = `query($id: ID!) { product(productId: $id) {
  name extraBadges { id name } labelAttributes { name value }
  variantAttributes { name displayName options { value } }
  items { itemId name variantAttributes { name value } prices { specialPrice { description } } } } }`;
interface ProductTexts {
  product: {
    name: string;
    extraBadges: { id: string; name: string }[];
    labelAttributes: { name: string; value: string }[];
    variantAttributes: { name: string; displayName: string; options: { value: string }[] }[];
    items: {
      itemId: string;
      name: string;
      variantAttributes: { name: string; value: string }[];
      prices: { specialPrice: { description: string | null } | null };
    }[];
  };
}
const productIn = (store: string, id: string) => query<ProductTexts>(harness, PRODUCT, { id }, { store });
const optionValues = (data: ProductTexts, name: string) =>
  data.product.variantAttributes.find((attribute) => attribute.name === name)?.options.map((o) => o.value);

describe('variants, badges and attribute values in the store language (issue 21; storefront §3.4-§3.6)', () => {
  it('names variants, colours, badges and the material in English on the English stores, in German on the German ones', async () => {
    const id = colourful.product.id;
    const [german, english, b2bEnglish] = [
      await productIn('de', id),
      await productIn('en-DE', id),
      await productIn('b2b-en', id),
    ];
    expect(optionValues(german, 'colour')).toContain('Rot');
    expect(optionValues(english, 'colour')).toContain('Red');
    expect(optionValues(english, 'colour')).not.toContain('Rot');
    expect(german.product.extraBadges.map((badge) => badge.name)).toContain('Nachhaltig');
    expect(english.product.extraBadges.map((badge) => badge.name)).toContain('Sustainable');
    const material = (data: ProductTexts) => data.product.labelAttributes.at(-1)?.value;
    expect(material(german)).toBe(colourful.product.material);
    expect(material(english)).not.toBe(colourful.product.material);
    expect(material(english)).toMatch(/^[A-Z][a-z]+$/);
    const red = (data: ProductTexts) =>
      data.product.items.find((item) =>
        item.variantAttributes.some((value) => /^(Rot|Red)$/.test(value.value)),
      );
    expect(red(german)?.name).toMatch(/, Rot$/);
    expect(red(english)?.name).toBe(`${english.product.name}, Red`);
    expect(red(english)?.variantAttributes).toEqual([{ name: 'colour', value: 'Red' }]);
    expect(optionValues(b2bEnglish, 'colour')).toEqual(optionValues(english, 'colour'));
  });

  it('chooses a variant by its English value on the English stores', async () => {
    const SELECT = `query($id: ID!, $selected: [SelectedVariantInput!]!) {
      variantInfo(productId: $id, selectedVariants: $selected) { configured bestItem { itemId name } } }`;
    type Selected = {
      variantInfo: { configured: boolean; bestItem: { itemId: string; name: string } | null };
    };
    const choose = (store: string, value: string) =>
      query<Selected>(
        harness,
        SELECT,
        { id: colourful.product.id, selected: [{ name: 'colour', value }] },
        { store },
      );
    const redItem = colourful.items.find((item) => item.colour === 'Rot');
    const english = await choose('en-DE', 'Red');
    expect(english.variantInfo).toMatchObject({ configured: true, bestItem: { itemId: redItem?.id } });
    expect(english.variantInfo.bestItem?.name).toMatch(/, Red$/);
    expect((await choose('de', 'Rot')).variantInfo.bestItem?.itemId).toBe(redItem?.id);
  });

  it('names sizes and the special price note in the store language', async () => {
    expect(optionValues(await productIn('en-DE', sized.product.id), 'size')?.[0]).toMatch(/^Size \d$/);
    expect(optionValues(await productIn('de', sized.product.id), 'size')?.[0]).toMatch(/^Größe \d$/);
    const notes = async (store: string) =>
      (await productIn(store, specialPriced.product.id)).product.items.map(
        (item) => item.prices.specialPrice?.description,
      );
    expect(await notes('en-DE')).toContain('Special price');
    expect(await notes('de')).toContain('Sonderpreis');
  });

  it('keeps the German name of an item without a translation, its colour still in English', async () => {
    const redItem = colourful.items.find((item) => item.colour === 'Rot');
    if (!redItem) throw new Error('no red item');
    const db = harness.api.db;
    await db.update(items).set({ translations: {} }).where(eq(items.id, redItem.id));
    try {
      const english = await productIn('en-DE', colourful.product.id);
      const item = english.product.items.find((candidate) => candidate.itemId === redItem.id);
      expect(item?.name).toBe(redItem.name);
      expect(item?.variantAttributes).toEqual([{ name: 'colour', value: 'Red' }]);
    } finally {
      await db.update(items).set({ translations: redItem.translations }).where(eq(items.id, redItem.id));
    }
  });
});

describe('listing facets in the store language (issue 21; storefront §3.8)', () => {
  const FACETS = `query($id: ID!, $filters: [EnumFilterInput!]) {
    categoryProducts(coreCategoryId: $id, enumFilters: $filters) { totalCount
      facets { enumFacets { id values { value label count } } } } }`;
  type Facets = {
    categoryProducts: {
      totalCount: number;
      facets: { enumFacets: { id: string; values: { value: string; label: string; count: number }[] }[] };
    };
  };
  const facetsIn = (store: string, filters: unknown[] = []) =>
    query<Facets>(harness, FACETS, { id: colourful.product.categoryId, filters }, { store });
  const facet = (data: Facets, id: string) =>
    data.categoryProducts.facets.enumFacets.find((candidate) => candidate.id === id)?.values ?? [];

  it('labels colours, materials and age groups in English and filters by the catalogue value', async () => {
    const [german, english] = [await facetsIn('de'), await facetsIn('en-DE')];
    expect(facet(english, 'colour')).toContainEqual(expect.objectContaining({ value: 'Rot', label: 'Red' }));
    expect(facet(german, 'colour')).toContainEqual(expect.objectContaining({ value: 'Rot', label: 'Rot' }));
    for (const id of ['material', 'ageGroup']) {
      expect(facet(english, id).length).toBeGreaterThan(0);
      for (const value of facet(english, id)) expect(value.label).not.toMatch(/Jahre|Holz|Kunststoff|Metall/);
    }
    const red = [{ id: 'colour', values: ['Rot'] }];
    const [germanRed, englishRed] = [await facetsIn('de', red), await facetsIn('en-DE', red)];
    expect(englishRed.categoryProducts.totalCount).toBeGreaterThan(0);
    expect(englishRed.categoryProducts.totalCount).toBe(germanRed.categoryProducts.totalCount);
  });
});

describe('cart, order and wish list in the store language (issue 21; shopping §3)', () => {
  const redItem = () => {
    const item = colourful.items.find((candidate) => candidate.colour === 'Rot');
    if (!item) throw new Error('no red item');
    return item;
  };

  it('names the cart line in English and keeps the name in the order as it was bought', async () => {
    const session = await shopInit(harness, 'en-DE');
    await update(harness, session, [add(redItem().id, 1)], 'en-DE');
    const CART_NAMES = `query($cartId: ID!) { cart(cartId: $cartId) { items { itemId name variantAttributes { value } } } }`;
    type CartNames = {
      cart: { items: { itemId: string; name: string; variantAttributes: { value: string }[] }[] };
    };
    const { cart } = await query<CartNames>(
      harness,
      CART_NAMES,
      { cartId: session.cartId },
      { userId: session.userId, store: 'en-DE' },
    );
    const line = cart.items.find((item) => item.itemId === redItem().id);
    expect(line?.name).toMatch(/, Red$/);
    expect(line?.variantAttributes).toEqual([{ value: 'Red' }]);
    await completeCheckout(harness.api.db, session);
    const result = await submit(harness, session, 'en-DE');
    expect(result.successful).toBe(true);
    const ORDER_NAMES = `query($orderId: ID!) { order(orderId: $orderId) { items { itemId name } } }`;
    type OrderNames = { order: { items: { itemId: string; name: string }[] } | null };
    const orderIn = (store: string) =>
      query<OrderNames>(harness, ORDER_NAMES, { orderId: result.orderId }, { userId: session.userId, store });
    // The order is a record: the German host shows the line under the English name it was bought under.
    for (const store of ['en-DE', 'de'])
      expect((await orderIn(store)).order?.items[0]?.name).toBe(line?.name);
    expect(await readOrder(harness, result.orderId ?? '', { userId: session.userId }, 'de')).not.toBeNull();
  });

  it('names the wish list entries’ items in the store language', async () => {
    const token = await customerTokenOf(harness, 'demo@ranzen.test', 'ranzen-demo', 'en-DE');
    const ENTRY_ITEMS = '{ wishlists { merkzettel { entries { item { id name } } } } }';
    type Entries = {
      wishlists: { merkzettel: { entries: { item: { id: string; name: string } | null }[] } };
    };
    const namesIn = async (store: string) =>
      (
        await query<Entries>(harness, ENTRY_ITEMS, {}, { store, customerToken: token })
      ).wishlists.merkzettel.entries
        .map((entry) => entry.item?.name)
        .filter((name) => name !== undefined);
    const [english, german] = [await namesIn('en-DE'), await namesIn('de')];
    expect(english.length).toBeGreaterThan(0);
    expect(english).not.toEqual(german);
  });
});

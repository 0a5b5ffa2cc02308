// Product detail, variant info, extra tabs and recommendations through GraphQL over HTTP
// (storefront §3.4-§3.6, §4 "Product variants", §7 "variant info", "extra tab contents").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategoryTree, generateProduct, leafForIndex } from '../seed/generate';
import { gql, query, startTestApi, TEST_SEED_PRODUCTS, type TestApi } from '../testing/testApi';

let harness: TestApi;
const tree = buildCategoryTree();
const seeded = Array.from({ length: TEST_SEED_PRODUCTS }, (_, index) =>
  generateProduct(index, leafForIndex(tree, index), 0),
);

/** A seeded product with colour and size variants where at least one combination is out of stock. */
const matrixProduct = seeded.find(
  (entry) =>
    entry.items.some((item) => item.colour !== null && item.size !== null) &&
    entry.items.length >= 4 &&
    entry.product.isB2bAssortment,
);

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

const VARIANT_INFO = `query($productId: ID!, $selected: [SelectedVariantInput!]!, $itemId: ID) {
  variantInfo(productId: $productId, selectedVariants: $selected, itemId: $itemId) {
    configured
    variantAttributes { name type options { value selected disabled hasDiscount css image { src } } }
    bestItem { itemId variantAttributes { name value image { src } } deliveryStatus { text color }
      dataAndFacts { label value } areAllDeliveryTimesTheSame }
  }
}`;

interface VariantInfoData {
  variantInfo: {
    configured: boolean;
    variantAttributes: {
      name: string;
      type: string;
      options: {
        value: string;
        selected: boolean;
        disabled: boolean;
        hasDiscount: boolean;
        css: string | null;
        image: { src: string } | null;
      }[];
    }[];
    bestItem: {
      itemId: string;
      variantAttributes: { name: string; value: string; image: { src: string } | null }[];
      dataAndFacts: { label: string; value: string }[];
    } | null;
  } | null;
}

describe('variant info (storefront §4 "Product variants", §7 "variant info")', () => {
  it('resolves a full colour and size selection to its item', async () => {
    if (!matrixProduct) throw new Error('seed has no colour-size product');
    const target = matrixProduct.items[matrixProduct.items.length - 1];
    if (!target?.colour || !target.size) throw new Error('item without colour and size');
    const data = await query<VariantInfoData>(harness, VARIANT_INFO, {
      productId: matrixProduct.product.id,
      selected: [
        { name: 'colour', value: target.colour },
        { name: 'size', value: target.size },
      ],
    });
    expect(data.variantInfo?.configured).toBe(true);
    expect(data.variantInfo?.bestItem?.itemId).toBe(target.id);
    const [colour, size] = data.variantInfo?.variantAttributes ?? [];
    expect(colour).toMatchObject({ name: 'colour', type: 'tile' });
    expect(size).toMatchObject({ name: 'size', type: 'dropdown' });
    expect(colour?.options.find((option) => option.selected)?.value).toBe(target.colour);
    expect(colour?.options.every((option) => option.css?.startsWith('#') && option.image?.src)).toBe(true);
    expect(size?.options.find((option) => option.selected)?.value).toBe(target.size);
    expect(data.variantInfo?.bestItem?.dataAndFacts).toContainEqual({
      label: 'Artikelnummer',
      value: target.orderNumber,
    });
  });

  it('leaves the item unset while an attribute is unselected (not configured)', async () => {
    if (!matrixProduct) throw new Error('seed has no colour-size product');
    const colour = matrixProduct.items[0]?.colour;
    const data = await query<VariantInfoData>(harness, VARIANT_INFO, {
      productId: matrixProduct.product.id,
      selected: [{ name: 'colour', value: colour }],
    });
    expect(data.variantInfo?.configured).toBe(false);
    expect(data.variantInfo?.bestItem).toBeNull();
    expect(data.variantInfo?.variantAttributes[0]?.options.some((option) => option.selected)).toBe(true);
    expect(data.variantInfo?.variantAttributes[1]?.options.some((option) => option.selected)).toBe(false);
  });

  it('drops an invalid value, so an invalid variant leaves the item unset', async () => {
    if (!matrixProduct) throw new Error('seed has no colour-size product');
    const size = matrixProduct.items[0]?.size;
    const data = await query<VariantInfoData>(harness, VARIANT_INFO, {
      productId: matrixProduct.product.id,
      selected: [
        { name: 'colour', value: 'Kariert' },
        { name: 'size', value: size },
      ],
    });
    expect(data.variantInfo?.configured).toBe(false);
    expect(data.variantInfo?.bestItem).toBeNull();
    expect(data.variantInfo?.variantAttributes[0]?.options.some((option) => option.selected)).toBe(false);
  });

  it('preselects the item of the URL varid, and ignores a varid of another product', async () => {
    if (!matrixProduct) throw new Error('seed has no colour-size product');
    const target = matrixProduct.items[1];
    const own = await query<VariantInfoData>(harness, VARIANT_INFO, {
      productId: matrixProduct.product.id,
      selected: [],
      itemId: target?.id,
    });
    expect(own.variantInfo?.bestItem?.itemId).toBe(target?.id);
    const foreign = await query<VariantInfoData>(harness, VARIANT_INFO, {
      productId: matrixProduct.product.id,
      selected: [],
      itemId: '100001-01',
    });
    expect(foreign.variantInfo?.configured).toBe(false);
    expect(foreign.variantInfo?.bestItem).toBeNull();
  });

  it('counts a product without attributes as configured with its only item', async () => {
    const single = seeded.find((entry) => entry.items.length === 1 && entry.product.isB2bAssortment);
    const data = await query<VariantInfoData>(harness, VARIANT_INFO, {
      productId: single?.product.id,
      selected: [],
    });
    expect(data.variantInfo).toMatchObject({ configured: true, variantAttributes: [] });
    expect(data.variantInfo?.bestItem?.itemId).toBe(single?.items[0]?.id);
  });

  it('disables an option that has no item in stock with the other selected values', async () => {
    const withGap = seeded.find(
      (entry) =>
        entry.items.some((item) => item.colour && item.size) &&
        entry.items.some((item) => item.stock === 0) &&
        entry.items.some((item) => item.stock > 0),
    );
    const soldOut = withGap?.items.find((item) => item.stock === 0);
    if (!withGap || !soldOut?.colour || !soldOut.size) throw new Error('seed has no sold-out combination');
    const data = await query<VariantInfoData>(harness, VARIANT_INFO, {
      productId: withGap.product.id,
      selected: [{ name: 'colour', value: soldOut.colour }],
    });
    const size = data.variantInfo?.variantAttributes.find((attribute) => attribute.name === 'size');
    expect(size?.options.find((option) => option.value === soldOut.size)?.disabled).toBe(true);
  });

  it('rejects too many selected values as bad input', async () => {
    const result = await gql(harness, VARIANT_INFO, {
      productId: '100001',
      selected: Array.from({ length: 11 }, (_, index) => ({ name: `a${index}`, value: 'x' })),
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const DETAIL = `query($id: ID!) { product(productId: $id) {
  productId path hasMultipleItems teasers { headline } tabs { id title content } extraTabs { id title }
  downloads { displayName downloads { dataName url headline } } audioSamples { url mimeType }
  labelAttributes { name value } warranty oldElectricalDeviceInfo rightOfWithdrawalInfo
  replacementProducts { id isShortage }
  bestItem { warnings { text } dangerWarnings { code text } powerPlugScope { chargerIncluded usbPowerDelivery }
    matrixCodeMessages { key message } }
} }`;

interface DetailData {
  product: {
    productId: string;
    path: string;
    tabs: { id: string; title: string; content: string }[];
    extraTabs: { id: string; title: string }[];
    downloads: { displayName: string; downloads: { url: string }[] }[];
    audioSamples: { url: string; mimeType: string }[];
    labelAttributes: { name: string; value: string }[];
    oldElectricalDeviceInfo: string | null;
    replacementProducts: { id: string; isShortage: boolean }[];
    bestItem: {
      warnings: { text: string }[];
      dangerWarnings: { code: string; text: string }[];
      powerPlugScope: { chargerIncluded: boolean } | null;
      matrixCodeMessages: { key: string; message: string }[];
    };
  } | null;
}

describe('product detail content (storefront §3.4, §3.5)', () => {
  it('serves tabs as sanitised HTML and extra tabs lazily', async () => {
    const withExtra = seeded.find(
      (entry) => entry.product.detail?.extraTabs && entry.product.isB2bAssortment,
    );
    const id = withExtra?.product.id ?? '';
    const data = await query<DetailData>(harness, DETAIL, { id });
    expect(data.product?.path).toBe(`/prod/${id}/`);
    expect(data.product?.tabs[0]).toMatchObject({ id: 'details', title: 'Produktdetails' });
    expect(data.product?.extraTabs).toEqual([{ id: 'safety', title: 'Sicherheitshinweise' }]);
    const tab = await query<{ productExtraTab: { content: string } | null }>(
      harness,
      'query($p: ID!, $t: ID!) { productExtraTab(productId: $p, tabId: $t) { content } }',
      { p: id, t: 'safety' },
    );
    expect(tab.productExtraTab?.content).toContain('Verpackung');
    const missing = await query<{ productExtraTab: null }>(
      harness,
      'query($p: ID!) { productExtraTab(productId: $p, tabId: "nope") { content } }',
      { p: id },
    );
    expect(missing.productExtraTab).toBeNull();
  });

  it('shows downloads, warranty and the old-device note for electrical devices', async () => {
    const device = seeded.find(
      (entry) => entry.product.detail?.electricalDevice && entry.product.isB2bAssortment,
    );
    const data = await query<DetailData>(harness, DETAIL, { id: device?.product.id });
    expect(data.product?.downloads[0]?.downloads[0]?.url).toBe(`/media/datasheets/${device?.product.id}.pdf`);
    expect(data.product?.oldElectricalDeviceInfo).toContain('Elektro-Altgerät');
    const english = await query<DetailData>(harness, DETAIL, { id: device?.product.id }, { store: 'en-DE' });
    expect(english.product?.oldElectricalDeviceInfo).toContain('old electrical device');
  });

  it('names the material among the attributes, after the seeded ones (issue 4: the material facet)', async () => {
    const toy = seeded.find((entry) => entry.product.kind === 'blocks' && entry.product.isB2bAssortment);
    const data = await query<DetailData>(harness, DETAIL, { id: toy?.product.id });
    expect(data.product?.labelAttributes).toEqual([
      { name: 'Altersempfehlung', value: 'ab 3 Jahren' },
      { name: 'Material', value: toy?.product.material },
    ]);
    const book = seeded.find((entry) => entry.product.isBook && entry.product.isB2bAssortment);
    const bookData = await query<DetailData>(harness, DETAIL, { id: book?.product.id });
    expect(bookData.product?.labelAttributes.map((attribute) => attribute.name)).not.toContain('Material');
  });

  it('lists small-parts warnings and available replacements for sold-out products', async () => {
    const toy = seeded.find(
      (entry) => entry.product.kind === 'blocks' && entry.items.every((item) => item.stock === 0),
    );
    const anyToy = toy ?? seeded.find((entry) => entry.product.kind === 'blocks');
    const data = await query<DetailData>(harness, DETAIL, { id: anyToy?.product.id });
    expect(data.product?.bestItem.warnings[0]?.text).toMatch(/36 Monaten/);
    const soldOut = seeded.find((entry) => entry.items.every((item) => item.stock === 0));
    const replaced = await query<DetailData>(harness, DETAIL, { id: soldOut?.product.id });
    expect(replaced.product?.replacementProducts.length).toBeGreaterThan(0);
    expect(replaced.product?.replacementProducts.every((card) => !card.isShortage)).toBe(true);
  });

  it("shows only the current store's matrix code message (shopping §9)", async () => {
    const flagged = seeded.find(
      (entry) => entry.items[0]?.detail?.matrixCodeMessages && entry.product.isB2bAssortment,
    );
    const itemId = flagged?.items[0]?.id;
    const ITEM = 'query($id: ID!) { item(itemId: $id) { matrixCodeMessages { key message } } }';
    type ItemData = { item: { matrixCodeMessages: { key: string; message: string }[] } };
    const at = await query<ItemData>(harness, ITEM, { id: itemId }, { store: 'at' });
    expect(at.item.matrixCodeMessages).toEqual([
      { key: 'bat_de', message: 'In Österreich nur online erhältlich.' },
    ]);
    const b2b = await query<ItemData>(harness, ITEM, { id: itemId }, { store: 'b2b-en' });
    expect(b2b.item.matrixCodeMessages.map((message) => message.key)).toEqual(['b2b_en']);
  });
});

describe('recommendations', () => {
  it('recommends other in-stock products of the same category first, at most the limit', async () => {
    const product = seeded[0]?.product;
    const data = await query<{ productRecommendations: { id: string; isShortage: boolean }[] }>(
      harness,
      'query($id: ID!) { productRecommendations(productId: $id, limit: 4) { id isShortage } }',
      { id: product?.id },
    );
    const cards = data.productRecommendations;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(4);
    expect(cards.map((card) => card.id)).not.toContain(product?.id);
    expect(cards.every((card) => !card.isShortage)).toBe(true);
    const sameLeaf = new Set(
      seeded
        .filter((entry) => entry.product.categoryId === product?.categoryId)
        .map((entry) => entry.product.id),
    );
    if (sameLeaf.size > 1) expect(sameLeaf.has(cards[0]?.id ?? '')).toBe(true);
    const tooMany = await gql(harness, '{ productRecommendations(productId: "100001", limit: 99) { id } }');
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const bySeedId = new Map(seeded.map((entry) => [entry.product.id, entry.product]));

describe('store recommendations (the CMS recommendations element, storefront §2.10)', () => {
  const STORE_RECOMMENDATIONS =
    'query($limit: Int) { storeRecommendations(limit: $limit) { id isShortage rating numberOfRatings } }';
  interface StoreRecommendationsData {
    storeRecommendations: { id: string; isShortage: boolean; rating: number | null }[];
  }
  it("shows the store's top sellers in stock first, best rated first, at most the limit", async () => {
    const { storeRecommendations: cards } = await query<StoreRecommendationsData>(
      harness,
      STORE_RECOMMENDATIONS,
      { limit: 24 },
    );
    expect(cards).toHaveLength(24);
    expect(cards.every((card) => !card.isShortage)).toBe(true);
    const topseller = cards.map((card) => bySeedId.get(card.id)?.isTopseller ?? false);
    // Top sellers lead.
    expect(topseller[0]).toBe(true);
    expect(topseller).toEqual([...topseller].sort((a, b) => Number(b) - Number(a)));
    const topRatings = cards
      .filter((_card, index) => topseller[index])
      .map((card) => card.rating ?? Number.NEGATIVE_INFINITY);
    expect(topRatings).toEqual([...topRatings].sort((a, b) => b - a));
  });

  it("keeps to the B2B store's assortment and refuses a limit out of range", async () => {
    const { storeRecommendations: cards } = await query<StoreRecommendationsData>(
      harness,
      STORE_RECOMMENDATIONS,
      { limit: 12 },
      { store: 'b2b-de' },
    );
    expect(cards).toHaveLength(12);
    expect(cards.every((card) => bySeedId.get(card.id)?.isB2bAssortment)).toBe(true);
    const tooMany = await gql(harness, '{ storeRecommendations(limit: 25) { id } }');
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('product card path, breadcrumb and downloads (storefront §3.7)', () => {
  interface Breadcrumb {
    id: string;
    name: string;
    url: string;
  }
  const DOWNLOADS = 'displayName downloads { dataName url headline }';

  it("gives a listing card its path, its category trail and the best item's downloads, as its page has them", async () => {
    // Electrical and furniture products carry a data sheet; the rest of a category may not.
    const withSheet = seeded.find((entry) => entry.product.detail?.downloads)?.product;
    const { product } = await query<{ product: { breadcrumb: Breadcrumb[]; downloads: unknown[] } }>(
      harness,
      `query($id: ID!) { product(productId: $id) { breadcrumb { id name url } downloads { ${DOWNLOADS} } } }`,
      { id: withSheet?.id },
    );
    expect(product.downloads.length).toBeGreaterThan(0);
    expect(product.breadcrumb.length).toBeGreaterThan(1);
    const { categoryProducts } = await query<{
      categoryProducts: {
        products: {
          id: string;
          url: string;
          path: string;
          breadcrumb: Breadcrumb[];
          bestItemDownloads: unknown[];
        }[];
      };
    }>(
      harness,
      `query($categoryId: ID!) { categoryProducts(coreCategoryId: $categoryId, paging: { offset: 0, limit: 60 }) {
        products { id url path breadcrumb { id name url } bestItemDownloads { ${DOWNLOADS} } }
      } }`,
      { categoryId: withSheet?.categoryId },
    );
    const card = categoryProducts.products.find((candidate) => candidate.id === withSheet?.id);
    expect(card?.path).toBe(card?.url);
    expect(card?.breadcrumb).toEqual(product.breadcrumb);
    expect(card?.bestItemDownloads).toEqual(product.downloads);
    const sheetless = new Set(
      seeded.filter((entry) => !entry.product.detail?.downloads).map((entry) => entry.product.id),
    );
    const cardWithout = categoryProducts.products.find((candidate) => sheetless.has(candidate.id));
    if (cardWithout) expect(cardWithout.bestItemDownloads).toEqual([]);
  });
});

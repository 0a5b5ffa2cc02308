// Catalogue through GraphQL over HTTP (storefront §3.3 price, §3.4 product, §3.5 item, §3.7 card,
// §3.8 listing, §9 "Products per page 60").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, startTestApi, type TestApi } from '../testing/testApi';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

interface Money {
  amount: number;
  currencyCode: string;
  stringValue: string;
}

interface CardImage {
  src: string;
  width: number;
  height: number;
  format: string;
}

interface Card {
  id: string;
  bestItemId: string;
  name: string;
  url: string;
  isShortage: boolean;
  minimumOrderQuantity: number;
  price: { currentPrice: Money; oldPrice: Money | null };
  image: CardImage;
  listImage: CardImage;
}

const LISTING = `query($id: ID!, $paging: PagingInput, $sortBy: String, $enumFilters: [EnumFilterInput!], $rangeFilters: [RangeFilterInput!]) {
  categoryProducts(coreCategoryId: $id, paging: $paging, sortBy: $sortBy, enumFilters: $enumFilters, rangeFilters: $rangeFilters) {
    totalCount offset limit
    products { id bestItemId name url isShortage minimumOrderQuantity
      price { currentPrice { amount currencyCode stringValue } oldPrice { amount stringValue } }
      image { src width height format } listImage { src width height format } }
  }
}`;

type Listing = { categoryProducts: { totalCount: number; offset: number; limit: number; products: Card[] } };

const PRODUCT = `query($id: ID!) { product(productId: $id) {
  productId name url manufacturerName shortFacts longDescription isSingleVariant hasMoreVariants availableForSale isShortage
  minimumOrderQuantity maxQuantity rating numberOfRatings discountPercent
  prices { price { amount stringValue currencyCode } specialPrice { oldPrice { amount } } basePrice { unit price { amount stringValue } isDisplayed }
    educationalSuggestedGrossPrice { amount stringValue } lightningDealPrice { amount } }
  breadcrumb { id name url }
  variantAttributes { name type options { value selected disabled } }
  bestItem { itemId orderNumber availableForSale deliveryStatus { text color } lightningDealInfo { isAvailableLightningDeal lightningDealTimestampUntil lightningSpecialPrice { stringValue } } }
  items { itemId variantAttributes { name value } images { format width height src } }
  accessories { id url }
  energyEfficiency { energyClass imgPath }
} }`;

interface ProductData {
  product: {
    productId: string;
    name: string;
    url: string;
    availableForSale: boolean;
    minimumOrderQuantity: number;
    prices: {
      price: Money;
      specialPrice: { oldPrice: { amount: number } | null } | null;
      basePrice: { unit: string; price: Money; isDisplayed: boolean } | null;
      educationalSuggestedGrossPrice: Money | null;
      lightningDealPrice: { amount: number } | null;
    };
    breadcrumb: { id: string; name: string; url: string }[];
    variantAttributes: { name: string; type: string; options: { value: string; selected: boolean }[] }[];
    bestItem: {
      itemId: string;
      lightningDealInfo: { isAvailableLightningDeal: boolean; lightningDealTimestampUntil: number } | null;
    };
    items: {
      itemId: string;
      variantAttributes: { name: string; value: string }[];
      images: { format: string }[];
    }[];
    accessories: { id: string; url: string }[];
    hasMoreVariants: boolean;
  } | null;
}

async function biggestTopCategory(): Promise<{ id: string; total: number }> {
  const nav = await query<{ navigation: { id: string }[] }>(harness, '{ navigation(level: 1) { id } }');
  let best = { id: '', total: -1 };
  for (const { id } of nav.navigation) {
    const listing = await query<Listing>(harness, LISTING, { id, paging: { offset: 0, limit: 1 } });
    if (listing.categoryProducts.totalCount > best.total)
      best = { id, total: listing.categoryProducts.totalCount };
  }
  return best;
}

describe('category listing (storefront §3.8, §9)', () => {
  it('returns 60 products on the first page of a big category, and the rest on page two', async () => {
    const { id, total } = await biggestTopCategory();
    expect(total).toBeGreaterThan(60);
    const first = await query<Listing>(harness, LISTING, { id });
    expect(first.categoryProducts.products).toHaveLength(60);
    expect(first.categoryProducts.totalCount).toBe(total);
    expect(first.categoryProducts).toMatchObject({ offset: 0, limit: 60 });
    const second = await query<Listing>(harness, LISTING, { id, paging: { offset: 60, limit: 60 } });
    expect(second.categoryProducts.products).toHaveLength(Math.min(60, total - 60));
    const ids = new Set(
      [...first.categoryProducts.products, ...second.categoryProducts.products].map((card) => card.id),
    );
    expect(ids.size).toBe(first.categoryProducts.products.length + second.categoryProducts.products.length);
  });

  it('counts a parent as the sum of its children (the listing covers the subtree)', async () => {
    const { id, total } = await biggestTopCategory();
    const category = await query<{ category: { children: { id: string }[] } }>(
      harness,
      'query($id: ID!) { category(coreCategoryId: $id) { children { id } } }',
      { id },
    );
    let sum = 0;
    for (const child of category.category.children) {
      sum += (await query<Listing>(harness, LISTING, { id: child.id, paging: { offset: 0, limit: 1 } }))
        .categoryProducts.totalCount;
    }
    expect(sum).toBe(total);
  });

  // Spec storefront §9: list image 140x105, large image 280 (shown from 1024 px), of the same picture.
  it('builds cards with URL, price, the list image and the large list image', async () => {
    const { id } = await biggestTopCategory();
    const card = (await query<Listing>(harness, LISTING, { id })).categoryProducts.products[0];
    expect(card?.url).toBe(`/prod/${card?.id}/`);
    expect(card?.bestItemId).toMatch(/^\d+-\d{2}$/);
    expect(card?.image).toMatchObject({ format: 'PRODUCTLISTING_BIG', width: 280, height: 210 });
    expect(card?.listImage).toMatchObject({ format: 'PRODUCTLISTING_SMALL', width: 140, height: 105 });
    expect(card?.listImage.src.replace('productlisting_small', 'productlisting_big')).toBe(card?.image.src);
    expect(card?.price.currentPrice.currencyCode).toBe('EUR');
  });

  it('sorts by price and filters by price range', async () => {
    const { id } = await biggestTopCategory();
    const sorted = await query<Listing>(harness, LISTING, {
      id,
      sortBy: 'price-asc',
      paging: { offset: 0, limit: 20 },
    });
    const amounts = sorted.categoryProducts.products.map((card) => card.price.currentPrice.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const filtered = await query<Listing>(harness, LISTING, { id, rangeFilters: [{ id: 'PRICE', to: 5 }] });
    expect(filtered.categoryProducts.totalCount).toBeGreaterThan(0);
    const all = await query<Listing>(harness, LISTING, { id, paging: { offset: 0, limit: 1 } });
    expect(filtered.categoryProducts.totalCount).toBeLessThan(all.categoryProducts.totalCount);
  });

  it('answers an unknown category with an empty list and null category', async () => {
    const listing = await query<Listing>(harness, LISTING, { id: '999999' });
    expect(listing.categoryProducts).toMatchObject({ totalCount: 0, products: [] });
    const category = await query<{ category: null }>(
      harness,
      '{ category(coreCategoryId: "999999") { id } }',
    );
    expect(category.category).toBeNull();
  });
});

describe('catalogue texts in the store language (issue 21 "the English stores read English"; storefront §1)', () => {
  const TEXTS = `query($id: ID!, $categoryId: ID!) {
    product(productId: $id) { name shortFacts longDescription metaDescription breadcrumb { name } images { alt } }
    category(coreCategoryId: $categoryId) { name metaTitle breadcrumb { name } }
    navigation(level: 1) { name }
    categoryProducts(coreCategoryId: $categoryId, paging: { offset: 0, limit: 3 }) { products { id name image { alt } } }
  }`;
  interface Texts {
    product: {
      name: string;
      shortFacts: string[];
      longDescription: string;
      metaDescription: string;
      breadcrumb: { name: string }[];
      images: { alt: string }[];
    };
    category: { name: string; metaTitle: string; breadcrumb: { name: string }[] };
    navigation: { name: string }[];
    categoryProducts: { products: { id: string; name: string; image: { alt: string } }[] };
  }
  const texts = (store: string) => query<Texts>(harness, TEXTS, { id: '100001', categoryId: '1' }, { store });

  it('names products, categories and the navigation in English on the English stores', async () => {
    const [german, english, b2bEnglish] = [await texts('de'), await texts('en-DE'), await texts('b2b-en')];
    expect(german.navigation.map((item) => item.name)).toContain('Schreiben');
    expect(english.navigation.map((item) => item.name)).toContain('Writing');
    expect(english.navigation.map((item) => item.name)).not.toContain('Schreiben');
    expect(german.category).toMatchObject({ name: 'Schreiben', breadcrumb: [{ name: 'Schreiben' }] });
    expect(english.category).toMatchObject({
      name: 'Writing',
      metaTitle: 'Writing for school and nursery at low prices',
      breadcrumb: [{ name: 'Writing' }],
    });
    expect(english.product.name).not.toBe(german.product.name);
    expect(english.product.name).not.toMatch(/[äöüß]/);
    expect(english.product.breadcrumb.map((crumb) => crumb.name)).not.toEqual(
      german.product.breadcrumb.map((crumb) => crumb.name),
    );
    expect(english.product.longDescription).toContain(english.product.name);
    expect(english.product.longDescription).toContain('from our');
    expect(english.product.metaDescription).toMatch(/^Order /);
    expect(english.product.shortFacts).not.toEqual(german.product.shortFacts);
    expect(english.product.images[0]?.alt).toBe(english.product.name);
    // The listing's cards carry the same English names, the B2B English host too.
    const [card] = english.categoryProducts.products;
    const cardProduct = await query<{ product: { name: string } }>(
      harness,
      'query($id: ID!) { product(productId: $id) { name } }',
      { id: card?.id },
      { store: 'en-DE' },
    );
    expect(card?.name).toBe(cardProduct.product.name);
    expect(card?.image.alt).toBe(card?.name);
    expect(b2bEnglish.navigation.map((item) => item.name)).toContain('Writing');
    expect(german.categoryProducts.products.map((product) => product.name)).not.toEqual(
      english.categoryProducts.products.map((product) => product.name),
    );
  });
});

describe('product detail (storefront §3.4, §3.5)', () => {
  it('has detail fields, breadcrumb, items with all image formats and accessories', async () => {
    const data = await query<ProductData>(harness, PRODUCT, { id: '100001' });
    const product = data.product;
    expect(product?.productId).toBe('100001');
    expect(product?.url).toBe('/prod/100001/');
    expect(product?.breadcrumb).toHaveLength(3);
    expect(product?.breadcrumb[0]?.url).toMatch(/^\/cat\/\d+\/$/);
    for (const item of product?.items ?? []) expect(item.images).toHaveLength(9);
    expect((await query<ProductData>(harness, PRODUCT, { id: '424242' })).product).toBeNull();
  });

  it('formats prices per store language: de-DE, de-AT and en-DE (storefront §3.3)', async () => {
    const price = async (store: string) =>
      (await query<ProductData>(harness, PRODUCT, { id: '100001' }, { store })).product?.prices.price;
    const [de, at, en] = [await price('de'), await price('at'), await price('en-DE')];
    expect(de?.amount).toBe(at?.amount);
    expect(de?.amount).toBe(en?.amount);
    const amount = de?.amount ?? 0;
    expect(de?.stringValue).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount),
    );
    expect(de?.stringValue).toMatch(/^\d+,\d{2}\s€$/);
    expect(at?.stringValue).toMatch(/^€\s\d+,\d{2}$/);
    expect(en?.stringValue).toMatch(/^€\d+\.\d{2}$/);
  });

  it('shows the educational price only in the B2B store (storefront §3.3)', async () => {
    const consumer = await query<ProductData>(harness, PRODUCT, { id: '100001' }, { store: 'de' });
    const b2b = await query<ProductData>(harness, PRODUCT, { id: '100001' }, { store: 'b2b-de' });
    expect(consumer.product?.prices.educationalSuggestedGrossPrice).toBeNull();
    const educational = b2b.product?.prices.educationalSuggestedGrossPrice;
    expect(educational?.amount).toBeGreaterThan(0);
    expect(educational?.amount).toBeLessThan(b2b.product?.prices.price.amount ?? 0);
  });

  it('shows base prices per unit and variant selectors where the seed has them', async () => {
    let basePriceSeen = false;
    let variantsSeen = false;
    for (let id = 100001; id <= 100120 && !(basePriceSeen && variantsSeen); id += 1) {
      const product = (await query<ProductData>(harness, PRODUCT, { id: String(id) })).product;
      const base = product?.prices.basePrice;
      if (base) {
        basePriceSeen = true;
        expect(base.isDisplayed).toBe(true);
        expect(base.unit).toMatch(/^(1 l|100 g|100 Blatt|100 Stück)$/);
        expect(base.price.amount).toBeGreaterThan(0);
      }
      if (product?.hasMoreVariants) {
        variantsSeen = true;
        const selector = product.variantAttributes[0];
        expect(selector?.options.filter((option) => option.selected)).toHaveLength(1);
        expect(product.items.length).toBeGreaterThan(1);
      }
    }
    expect(basePriceSeen).toBe(true);
    expect(variantsSeen).toBe(true);
  });

  it('offers running lightning deals and hides the expired one', async () => {
    // Seed: products 100003, 100012, 100024, 100038 have running deals, 100006 an expired one.
    const running = (await query<ProductData>(harness, PRODUCT, { id: '100003' })).product;
    const dealItem = running?.items.find((item) => item.itemId === '100003-01');
    expect(dealItem).toBeDefined();
    const item = await query<{
      item: {
        lightningDealInfo: { isAvailableLightningDeal: boolean; lightningDealTimestampUntil: number } | null;
        prices: { lightningDealPrice: { amount: number } | null; price: { amount: number } };
      };
    }>(
      harness,
      '{ item(itemId: "100003-01") { lightningDealInfo { isAvailableLightningDeal lightningDealTimestampUntil } prices { lightningDealPrice { amount } price { amount } } } }',
    );
    expect(item.item.lightningDealInfo?.isAvailableLightningDeal).toBe(true);
    expect(item.item.lightningDealInfo?.lightningDealTimestampUntil).toBeGreaterThan(Date.now());
    expect(item.item.prices.lightningDealPrice?.amount).toBeLessThan(item.item.prices.price.amount);
    const expired = await query<{ item: { lightningDealInfo: null; prices: { lightningDealPrice: null } } }>(
      harness,
      '{ item(itemId: "100006-01") { lightningDealInfo { isAvailableLightningDeal } prices { lightningDealPrice { amount } } } }',
    );
    expect(expired.item.lightningDealInfo).toBeNull();
    expect(expired.item.prices.lightningDealPrice).toBeNull();
  });
});

// Catalogue reads: categories, listings, products and items (storefront §3.3-§3.8). Prices are stored per
// item in cents; products, cards and variant selectors are aggregated here so every client sees the same
// numbers. Store differences (B2B minimum quantities, educational prices, delivery texts) come from a small
// strategy chosen by the store config.
import { IMAGE_FORMATS, type ImageFormat, type StoreConfig } from '@ranzen/sdk-core';
import { and, asc, count, desc, eq, gte, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import { sanitizeCmsHtml } from '../cms/sanitize';
import type { Db } from '../db/client';
import {
  accessories,
  categories,
  imageAssets,
  items,
  lightningDeals,
  productBadges,
  products,
} from '../db/schema';
import type {
  Category,
  EnergyEfficiency,
  EnumFilterInput,
  Image,
  Item,
  LightningDealInfo,
  PagingInput,
  Prices,
  Product,
  ProductCard,
  ProductList,
  RangeFilterInput,
  VariantAttribute,
  VariantAttributeValue,
} from '../generated/resolvers';
import { imagePath } from '../images/imageStore';
import {
  breadcrumbOf,
  categoryUrl,
  loadCategoryIndex,
  navigationItem,
} from '../navigation/navigationService';
import { money, optionalMoney } from '../shop/money';
import { badInput, requireIntInRange } from '../shop/validation';

/** Products per page (storefront §9). */
export const PRODUCTS_PER_PAGE = 60;
export const MAX_PAGE_SIZE = 120;
export const MAX_OFFSET = 100_000;
/** Generic quantity field maximum (shopping §9). */
export const GENERIC_MAX_QUANTITY = 999;
const MAX_FILTER_VALUES = 50;
const PRODUCT_IMAGE_KEYS = 4;

export type ProductRecord = typeof products.$inferSelect;
export type ItemRecord = typeof items.$inferSelect & { imageVersion: string; imageAlt: string };
export type DealRecord = typeof lightningDeals.$inferSelect;

interface StoreStrategy {
  isB2b: boolean;
  minimumOrderQuantity(product: ProductRecord): number;
  educationalPrice(item: ItemRecord): number | null;
  deliveryText(stock: number): { text: string; color: string };
  labels: { colour: string; size: string };
}

const IN_STOCK_TEXT: Record<string, string> = {
  de: 'Sofort lieferbar, in 1-3 Werktagen bei Ihnen',
  at: 'Sofort lieferbar, in 2-4 Werktagen bei Ihnen',
  ch: 'Sofort lieferbar, in 3-5 Werktagen bei Ihnen',
  'en-DE': 'In stock, delivered in 1-3 working days',
  'b2b-de': 'Sofort lieferbar, Lieferung an Ihre Einrichtung in 2-4 Werktagen',
  'b2b-en': 'In stock, delivered to your institution in 2-4 working days',
};

/** Stock at or below this shows the yellow "few left" light. */
export const LOW_STOCK = 5;

/** Store strategy (DESIGN §4 "store differences are configuration and small strategy objects"). */
export function storeStrategy(store: StoreConfig): StoreStrategy {
  const isB2b = store.family === 'b2b';
  const en = store.messages === 'en';
  return {
    isB2b,
    minimumOrderQuantity: (product) => (isB2b ? product.b2bMinimumOrderQuantity : 1),
    educationalPrice: (item) => (isB2b ? item.educationalPriceCents : null),
    deliveryText: (stock) => {
      if (stock <= 0)
        return { text: en ? 'Currently not available' : 'Derzeit nicht lieferbar', color: 'red' };
      if (stock <= LOW_STOCK) {
        return {
          text: en ? 'Only a few left in stock' : 'Nur noch wenige Exemplare auf Lager',
          color: 'yellow',
        };
      }
      return { text: IN_STOCK_TEXT[store.id] ?? IN_STOCK_TEXT.de ?? '', color: 'green' };
    },
    labels: en ? { colour: 'Colour', size: 'Size' } : { colour: 'Farbe', size: 'Größe' },
  };
}

export function inAssortment(product: ProductRecord, store: StoreConfig): boolean {
  return !storeStrategy(store).isB2b || product.isB2bAssortment;
}

const ALL_FORMATS = Object.keys(IMAGE_FORMATS) as ImageFormat[];

function image(key: string, version: string, alt: string, format: ImageFormat, altText?: string): Image {
  const { width, height } = IMAGE_FORMATS[format];
  return { format, src: imagePath(key, version, format), width, height, alt: altText ?? alt };
}

export function itemImage(item: ItemRecord, format: ImageFormat, name: string): Image {
  return image(item.imageKey, item.imageVersion, item.imageAlt, format, name);
}

function itemImages(item: ItemRecord, name: string): Image[] {
  return ALL_FORMATS.map((format) => itemImage(item, format, name));
}

export function productUrl(id: string): string {
  return `/prod/${id}/`;
}

export async function loadItems(db: Db, productIds: readonly string[]): Promise<ItemRecord[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ item: items, imageVersion: imageAssets.version, imageAlt: imageAssets.alt })
    .from(items)
    .innerJoin(imageAssets, eq(imageAssets.key, items.imageKey))
    .where(and(inArray(items.productId, [...productIds]), eq(items.active, true)))
    .orderBy(asc(items.productId), asc(items.position));
  return rows.map((row) => ({ ...row.item, imageVersion: row.imageVersion, imageAlt: row.imageAlt }));
}

/** Deals currently running (started, not ended) for the given items. */
export async function loadActiveDeals(db: Db, itemIds: readonly string[]): Promise<Map<string, DealRecord>> {
  if (itemIds.length === 0) return new Map();
  const now = new Date();
  const rows = await db
    .select()
    .from(lightningDeals)
    .where(
      and(
        inArray(lightningDeals.itemId, [...itemIds]),
        lte(lightningDeals.startsAt, now),
        gte(lightningDeals.endsAt, now),
      ),
    );
  return new Map(rows.map((row) => [row.itemId, row]));
}

async function loadEnergyVersions(db: Db): Promise<Map<string, { version: string; alt: string }>> {
  const rows = await db.select().from(imageAssets).where(like(imageAssets.key, 'energy-%'));
  return new Map(rows.map((row) => [row.key, { version: row.version, alt: row.alt }]));
}

function energyEfficiency(
  energyClass: string | null,
  energy: Map<string, { version: string; alt: string }>,
): EnergyEfficiency | null {
  if (!energyClass) return null;
  const key = `energy-${energyClass.toLowerCase()}`;
  const asset = energy.get(key);
  if (!asset) return null;
  return {
    energyClass,
    imgPath: imagePath(key, asset.version, 'PRODUCTLISTING_SMALL'),
    detailsImgPath: imagePath(key, asset.version, 'ADS_MAIN_DESKTOP'),
    imgAlt: asset.alt,
  };
}

export function lightningDealInfo(
  deal: DealRecord | undefined,
  store: StoreConfig,
): LightningDealInfo | null {
  if (!deal) return null;
  const reserved = Math.min(deal.quantityReserved, deal.quantityMax);
  return {
    isAvailableLightningDeal: reserved < deal.quantityMax,
    lightningDealTimestampUntil: deal.endsAt.getTime(),
    lightningReservedPercentageRoundFloor: Math.floor((reserved / deal.quantityMax) * 100),
    lightningSpecialPrice: money(deal.priceCents, store),
    lightningQuantityMax: deal.quantityMax,
  };
}

function basePriceCents(product: ProductRecord, priceCents: number): number | null {
  if (!product.basePriceUnit || !product.baseContentMilli) return null;
  return Math.round((priceCents * 1000) / product.baseContentMilli);
}

export function itemPrices(
  product: ProductRecord,
  item: ItemRecord,
  deal: DealRecord | undefined,
  store: StoreConfig,
): Prices {
  const strategy = storeStrategy(store);
  const base = basePriceCents(product, item.priceCents);
  const hasSpecial = item.oldPriceCents !== null || item.rrpCents !== null;
  return {
    price: money(item.priceCents, store),
    specialPrice: hasSpecial
      ? {
          description: item.specialPriceDescription,
          oldPrice: optionalMoney(item.oldPriceCents, store),
          recommendedRetailPrice: optionalMoney(item.rrpCents, store),
          recommendedRetailPriceValidFrom: item.rrpValidFrom
            ? new Date(item.rrpValidFrom).toISOString()
            : null,
        }
      : null,
    basePrice:
      base === null || !product.basePriceUnit
        ? null
        : { unit: product.basePriceUnit, price: money(base, store), isDisplayed: true },
    isBestPrice: item.isBestPrice,
    educationalSuggestedGrossPrice: optionalMoney(strategy.educationalPrice(item), store),
    lightningDealPrice: deal ? money(deal.priceCents, store) : null,
  };
}

export function variantValues(item: ItemRecord, store: StoreConfig): VariantAttributeValue[] {
  const { labels } = storeStrategy(store);
  const values: VariantAttributeValue[] = [];
  if (item.colour) {
    values.push({
      name: 'colour',
      displayName: labels.colour,
      value: item.colour,
      position: 0,
      css: item.colourCss,
    });
  }
  if (item.size)
    values.push({ name: 'size', displayName: labels.size, value: item.size, position: 1, css: null });
  return values;
}

export function buildItem(
  product: ProductRecord,
  item: ItemRecord,
  deal: DealRecord | undefined,
  store: StoreConfig,
): Item {
  const strategy = storeStrategy(store);
  const available = item.active && item.stock > 0;
  return {
    itemId: item.id,
    orderNumber: item.orderNumber,
    name: item.name,
    maxQuantity: Math.min(item.maxQuantity, GENERIC_MAX_QUANTITY),
    minimumOrderQuantity: strategy.minimumOrderQuantity(product),
    availableForSale: available,
    images: itemImages(item, item.name),
    prices: itemPrices(product, item, deal, store),
    deliveryFree: product.deliveryFree,
    deliveryStatus: strategy.deliveryText(item.stock),
    variantAttributes: variantValues(item, store),
    primeFaehig: item.primeFaehig,
    lightningDealInfo: lightningDealInfo(deal, store),
  };
}

/** The item shown when no variant is chosen: the cheapest available, else the cheapest (storefront §3.4). */
export function pickBestItem(productItems: readonly ItemRecord[]): ItemRecord | undefined {
  const byPrice = [...productItems].sort((a, b) => a.priceCents - b.priceCents || a.position - b.position);
  return byPrice.find((item) => item.stock > 0) ?? byPrice[0];
}

export function discountPercent(item: ItemRecord): number | null {
  if (item.oldPriceCents === null || item.oldPriceCents <= item.priceCents) return null;
  return Math.round(((item.oldPriceCents - item.priceCents) / item.oldPriceCents) * 100);
}

interface CardContext {
  store: StoreConfig;
  itemsByProduct: Map<string, ItemRecord[]>;
  deals: Map<string, DealRecord>;
  badges: Map<string, { id: string; name: string }[]>;
  energy: Map<string, { version: string; alt: string }>;
}

function buildCard(product: ProductRecord, context: CardContext): ProductCard | null {
  const productItems = context.itemsByProduct.get(product.id) ?? [];
  const best = pickBestItem(productItems);
  if (!best) return null;
  const { store } = context;
  const strategy = storeStrategy(store);
  const deal = context.deals.get(best.id);
  const prices = new Set(productItems.map((item) => item.priceCents));
  const base = basePriceCents(product, best.priceCents);
  return {
    id: product.id,
    bestItemId: best.id,
    name: product.name,
    url: productUrl(product.id),
    manufacturerName: product.manufacturerName,
    price: {
      currentPrice: money(best.priceCents, store),
      oldPrice: optionalMoney(best.oldPriceCents, store),
      startFromFlag: prices.size > 1,
      basePrice: base === null ? null : money(base, store),
      basePriceUnit: base === null ? null : product.basePriceUnit,
    },
    rating: product.ratingAverage,
    numberOfRatings: product.ratingCount,
    badges: { sale: best.oldPriceCents !== null, new: product.isNew, popular: product.isTopseller },
    extraBadges: context.badges.get(product.id) ?? [],
    discountPercent: discountPercent(best),
    moreVariants: productItems.length > 1,
    isShortage: productItems.every((item) => item.stock <= 0),
    minimumOrderQuantity: strategy.minimumOrderQuantity(product),
    energyEfficiency: energyEfficiency(product.energyClass, context.energy),
    image: itemImage(best, 'PRODUCTLISTING_BIG', product.name),
    lightningDealInfo: lightningDealInfo(deal, store),
  };
}

async function loadBadges(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const result = new Map<string, { id: string; name: string }[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select()
    .from(productBadges)
    .where(inArray(productBadges.productId, [...productIds]))
    .orderBy(asc(productBadges.position));
  for (const row of rows) {
    const list = result.get(row.productId) ?? [];
    list.push({ id: row.badgeId, name: row.name });
    result.set(row.productId, list);
  }
  return result;
}

/** Product cards for products in the given order (used by listings and accessories). */
export async function buildCards(
  db: Db,
  productRows: readonly ProductRecord[],
  store: StoreConfig,
): Promise<ProductCard[]> {
  const ids = productRows.map((product) => product.id);
  const itemRows = await loadItems(db, ids);
  const itemsByProduct = new Map<string, ItemRecord[]>();
  for (const item of itemRows) {
    const list = itemsByProduct.get(item.productId) ?? [];
    list.push(item);
    itemsByProduct.set(item.productId, list);
  }
  const [deals, badges, energy] = await Promise.all([
    loadActiveDeals(
      db,
      itemRows.map((item) => item.id),
    ),
    loadBadges(db, ids),
    loadEnergyVersions(db),
  ]);
  const context: CardContext = { store, itemsByProduct, deals, badges, energy };
  return productRows.map((product) => buildCard(product, context)).filter((card) => card !== null);
}

export async function getCategory(db: Db, id: string): Promise<Category | null> {
  const index = await loadCategoryIndex(db);
  const build = (categoryId: string): Category | null => {
    const row = index.byId.get(categoryId);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      url: categoryUrl(row.id),
      parent: row.parentId ? build(row.parentId) : null,
      breadcrumb: breadcrumbOf(index, row.id),
      children: (index.children.get(row.id) ?? []).map((child) => navigationItem(index, child, 1)),
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      defaultSort: row.defaultSort,
    };
  };
  return build(id);
}

/** Sorts a listing understands; 'si' is the category's own order (storefront §3.8). */
export const SORTS = ['si', 'price-asc', 'price-desc', 'rating', 'new', 'name'] as const;
export type Sort = (typeof SORTS)[number];

const minPrice = sql`(select min(${items.priceCents}) from ${items} where ${items.productId} = ${products.id} and ${items.active})`;

function itemExists(condition: SQL): SQL {
  return sql`exists (select 1 from ${items} where ${items.productId} = ${products.id} and ${items.active} and ${condition})`;
}

function filterConditions(
  enumFilters: readonly EnumFilterInput[],
  rangeFilters: readonly RangeFilterInput[],
): SQL[] {
  const conditions: SQL[] = [];
  for (const filter of enumFilters) {
    const values = filter.values.slice(0, MAX_FILTER_VALUES);
    if (values.length === 0) continue;
    switch (filter.id) {
      case 'manufacturer':
        conditions.push(inArray(products.manufacturerName, values));
        break;
      case 'colour':
        conditions.push(itemExists(inArray(items.colour, values)));
        break;
      case 'size':
        conditions.push(itemExists(inArray(items.size, values)));
        break;
      default:
        throw badInput(`Unknown filter ${filter.id.slice(0, 40)}.`, 'enumFilters');
    }
  }
  for (const filter of rangeFilters) {
    const from = filter.from ?? null;
    const to = filter.to ?? null;
    switch (filter.id) {
      case 'price': {
        // The range is in euros; prices are stored in cents.
        const parts: SQL[] = [];
        if (from !== null) parts.push(gte(items.priceCents, Math.round(from * 100)));
        if (to !== null) parts.push(lte(items.priceCents, Math.round(to * 100)));
        const combined = and(...parts);
        if (combined) conditions.push(itemExists(combined));
        break;
      }
      case 'rating':
        if (from !== null) conditions.push(gte(products.ratingAverage, from));
        if (to !== null) conditions.push(lte(products.ratingAverage, to));
        break;
      default:
        throw badInput(`Unknown filter ${filter.id.slice(0, 40)}.`, 'rangeFilters');
    }
  }
  return conditions;
}

function orderBy(sort: Sort): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [sql`${minPrice} asc`, asc(products.id)];
    case 'price-desc':
      return [sql`${minPrice} desc`, asc(products.id)];
    case 'rating':
      return [sql`${products.ratingAverage} desc nulls last`, desc(products.ratingCount), asc(products.id)];
    case 'new':
      return [desc(products.createdAt), asc(products.id)];
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'si':
      return [asc(categories.path), asc(products.position), asc(products.id)];
  }
}

export interface ListingQuery {
  categoryId: string;
  paging?: PagingInput | null | undefined;
  sortBy?: string | null | undefined;
  enumFilters?: readonly EnumFilterInput[] | null | undefined;
  rangeFilters?: readonly RangeFilterInput[] | null | undefined;
}

/** A category listing over the whole subtree, 60 per page by default (storefront §3.8, §9). */
export async function listCategoryProducts(
  db: Db,
  query: ListingQuery,
  store: StoreConfig,
): Promise<ProductList> {
  const offset = requireIntInRange(query.paging?.offset ?? 0, 0, MAX_OFFSET, 'paging.offset');
  const limit = requireIntInRange(query.paging?.limit ?? PRODUCTS_PER_PAGE, 1, MAX_PAGE_SIZE, 'paging.limit');
  const sortBy = query.sortBy ?? 'si';
  if (!(SORTS as readonly string[]).includes(sortBy)) throw badInput('Unknown sort.', 'sortBy');
  const [category] = await db
    .select({ path: categories.path })
    .from(categories)
    .where(eq(categories.id, query.categoryId));
  if (!category) {
    return {
      products: [],
      totalCount: 0,
      offset,
      limit,
      currentPage: 1,
      totalPages: 0,
      sort: sortBy,
      defaultSort: 'si',
      availableSorts: [...SORTS],
      facets: { enumFacets: [], rangeFacets: [], categories: [] },
    };
  }

  const conditions: SQL[] = [
    like(categories.path, `${category.path}%`),
    ...filterConditions(query.enumFilters ?? [], query.rangeFilters ?? []),
  ];
  if (storeStrategy(store).isB2b) conditions.push(eq(products.isB2bAssortment, true));
  const where = and(...conditions);

  const [total] = await db
    .select({ value: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderBy(sortBy as Sort))
    .limit(limit)
    .offset(offset);
  const cards = await buildCards(
    db,
    rows.map((row) => row.product),
    store,
  );
  const totalCount = Number(total?.value ?? 0);
  return {
    products: cards,
    totalCount,
    offset,
    limit,
    currentPage: Math.floor(offset / limit) + 1,
    totalPages: Math.ceil(totalCount / limit),
    sort: sortBy,
    defaultSort: 'si',
    availableSorts: [...SORTS],
    facets: { enumFacets: [], rangeFacets: [], categories: [] },
  };
}

function variantAttributes(
  productItems: readonly ItemRecord[],
  best: ItemRecord,
  store: StoreConfig,
): VariantAttribute[] {
  const { labels } = storeStrategy(store);
  const dimensions: {
    name: string;
    displayName: string;
    type: string;
    value: (item: ItemRecord) => string | null;
    order: (item: ItemRecord) => number;
  }[] = [
    {
      name: 'colour',
      displayName: labels.colour,
      type: 'tile',
      value: (item) => item.colour,
      order: (item) => item.position,
    },
    {
      name: 'size',
      displayName: labels.size,
      type: 'dropdown',
      value: (item) => item.size,
      order: (item) => item.sizePosition ?? 0,
    },
  ];
  const result: VariantAttribute[] = [];
  for (const dimension of dimensions) {
    const values = new Map<string, { items: ItemRecord[]; order: number }>();
    for (const item of productItems) {
      const value = dimension.value(item);
      if (value === null) continue;
      const entry = values.get(value) ?? { items: [], order: dimension.order(item) };
      entry.items.push(item);
      entry.order = Math.min(entry.order, dimension.order(item));
      values.set(value, entry);
    }
    if (values.size === 0) continue;
    const selected = dimension.value(best);
    const options = [...values.entries()]
      .sort((a, b) => a[1].order - b[1].order)
      .map(([value, entry], valuePosition) => ({
        value,
        selected: value === selected,
        disabled: entry.items.every((item) => item.stock <= 0),
        css: entry.items[0]?.colourCss && dimension.name === 'colour' ? entry.items[0].colourCss : null,
        hasDiscount: entry.items.some((item) => item.oldPriceCents !== null),
        valuePosition,
      }));
    result.push({
      name: dimension.name,
      displayName: dimension.displayName,
      position: result.length,
      type: dimension.type,
      options,
    });
  }
  return result;
}

export async function getProduct(db: Db, productId: string, store: StoreConfig): Promise<Product | null> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  // The B2B store sells only its assortment (listings, detail and cart agree).
  if (!product || !inAssortment(product, store)) return null;
  const productItems = await loadItems(db, [product.id]);
  const best = pickBestItem(productItems);
  if (!best) return null;
  const strategy = storeStrategy(store);
  const [deals, badges, energy, index, accessoryRows] = await Promise.all([
    loadActiveDeals(
      db,
      productItems.map((item) => item.id),
    ),
    loadBadges(db, [product.id]),
    loadEnergyVersions(db),
    loadCategoryIndex(db),
    loadAccessories(db, product.id),
  ]);
  const itemList = productItems.map((item) => buildItem(product, item, deals.get(item.id), store));
  const bestItem = itemList.find((item) => item.itemId === best.id);
  if (!bestItem) return null;
  const imageKeys = [...new Map(productItems.map((item) => [item.imageKey, item])).values()].slice(
    0,
    PRODUCT_IMAGE_KEYS,
  );
  const prices = new Set(productItems.map((item) => item.priceCents));
  const available = productItems.some((item) => item.stock > 0);
  return {
    productId: product.id,
    name: product.name,
    url: productUrl(product.id),
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    metaRobots: product.metaRobots,
    // Editorial HTML like CMS content: sanitised on the server before it is served (DESIGN §7).
    longDescription: sanitizeCmsHtml(product.longDescription),
    shortFacts: product.shortFacts,
    scopeOfDelivery: product.scopeOfDelivery,
    manufacturerName: product.manufacturerName,
    prices: bestItem.prices,
    discountPercent: discountPercent(best),
    rating: product.ratingAverage,
    numberOfRatings: product.ratingCount,
    isNewProduct: product.isNew,
    isTopseller: product.isTopseller,
    isShortage: !available,
    isBook: product.isBook,
    isSingleVariant: productItems.length === 1,
    hasMoreVariants: productItems.length > 1,
    hasSamePricesForAllItems: prices.size === 1,
    maxQuantity: bestItem.maxQuantity,
    minimumOrderQuantity: strategy.minimumOrderQuantity(product),
    availableForSale: available,
    deliveryFree: product.deliveryFree,
    images: imageKeys.flatMap((item) => itemImages(item, product.name)),
    energyEfficiency: energyEfficiency(product.energyClass, energy),
    extraBadges: badges.get(product.id) ?? [],
    breadcrumb: breadcrumbOf(index, product.categoryId),
    variantAttributes: variantAttributes(productItems, best, store),
    bestItem,
    items: itemList,
    accessories: await buildCards(db, accessoryRows, store),
  };
}

async function loadAccessories(db: Db, productId: string): Promise<ProductRecord[]> {
  const rows = await db
    .select({ product: products })
    .from(accessories)
    .innerJoin(products, eq(products.id, accessories.accessoryId))
    .where(eq(accessories.productId, productId))
    .orderBy(asc(accessories.position));
  return rows.map((row) => row.product);
}

export async function getItem(db: Db, itemId: string, store: StoreConfig): Promise<Item | null> {
  const [row] = await db
    .select({ item: items, product: products, imageVersion: imageAssets.version, imageAlt: imageAssets.alt })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .innerJoin(imageAssets, eq(imageAssets.key, items.imageKey))
    .where(eq(items.id, itemId));
  if (!row?.item.active || !inAssortment(row.product, store)) return null;
  const item: ItemRecord = { ...row.item, imageVersion: row.imageVersion, imageAlt: row.imageAlt };
  const deals = await loadActiveDeals(db, [item.id]);
  return buildItem(row.product, item, deals.get(item.id), store);
}

// Catalogue reads: categories, listings, products and items (storefront §3.3-§3.8). Prices are stored per
// item in cents; products, cards and variant selectors are aggregated here so every client sees the same
// numbers. Store differences (B2B minimum quantities, educational prices, delivery texts) come from the
// store family's strategy (store/storeStrategy.ts).

import { routePath } from '@ranzen/sdk-core/routes';
import { IMAGE_FORMATS, QUANTITY_MAX } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, asc, eq, getTableColumns, gte, like, lte, sql } from 'drizzle-orm';
import { anyOf, type Db } from '../db/client';
import type { DownloadGroupContent, ItemDetailContent } from '../db/detailContent';
import {
  imageAssets,
  items,
  lightningDeals,
  lightningReservations,
  productBadges,
  products,
} from '../db/schema';
import type {
  Category,
  EnergyEfficiency,
  Image,
  ImageFormat,
  Item,
  LightningDealInfo,
  Prices,
  ProductCard,
  VariantAttributeValue,
} from '../generated/resolvers';
import { imagePath } from '../images/imageStore';
import { dealsSwitchedOn } from '../lightning/dealSwitch';
import { reservedPercentageRoundFloor } from '../lightning/lightningRules';
import {
  breadcrumbOf,
  type CategoryIndex,
  categoryUrl,
  loadCategoryIndex,
  navigationItem,
} from '../navigation/navigationService';
import { money, optionalMoney } from '../shop/money';
import { type StoreStrategy, storeStrategy } from '../store/storeStrategy';
import {
  inStoreLanguage,
  itemInStoreLanguage,
  loadCatalogueValueTranslations,
  valueInStoreLanguage,
} from './catalogueLanguage';
import { perDbCache } from './lookupCache';

export type ProductRecord = typeof products.$inferSelect;
export type ItemRecord = typeof items.$inferSelect & { imageVersion: string; imageAlt: string };
export type DealRecord = typeof lightningDeals.$inferSelect;

const ALL_FORMATS = Object.keys(IMAGE_FORMATS) as ImageFormat[];

function image(key: string, version: string, alt: string, format: ImageFormat, altText?: string): Image {
  const { width, height } = IMAGE_FORMATS[format];
  return { format, src: imagePath(key, version, format), width, height, alt: altText ?? alt };
}

export function itemImage(item: ItemRecord, format: ImageFormat, name: string): Image {
  return image(item.imageKey, item.imageVersion, item.imageAlt, format, name);
}

export function itemImages(item: ItemRecord, name: string): Image[] {
  return ALL_FORMATS.map((format) => itemImage(item, format, name));
}

export function productUrl(id: string): string {
  return routePath('product', { id });
}

/** What an item is selected with: the row and its image asset (join imageAssets on items.imageKey). */
export const ITEM_RECORD_COLUMNS = {
  item: items,
  imageVersion: imageAssets.version,
  imageAlt: imageAssets.alt,
};

/** A row selected with ITEM_RECORD_COLUMNS. */
export interface ItemRecordRow {
  readonly item: typeof items.$inferSelect;
  readonly imageVersion: string;
  readonly imageAlt: string;
}

/** Reads selected ITEM_RECORD_COLUMNS rows as item records with their texts in the store's language. */
export async function itemRecordReader(
  db: Db,
  store: StoreConfig,
): Promise<(row: ItemRecordRow) => ItemRecord> {
  const values = await loadCatalogueValueTranslations(db);
  return (row) =>
    itemInStoreLanguage(
      { ...row.item, imageVersion: row.imageVersion, imageAlt: row.imageAlt },
      values,
      store,
    );
}

export async function loadItems(
  db: Db,
  productIds: readonly string[],
  store: StoreConfig,
): Promise<ItemRecord[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select(ITEM_RECORD_COLUMNS)
    .from(items)
    .innerJoin(imageAssets, eq(imageAssets.key, items.imageKey))
    .where(and(anyOf(items.productId, productIds), eq(items.active, true)))
    .orderBy(asc(items.productId), asc(items.position));
  return rows.map(await itemRecordReader(db, store));
}

/**
 * Deals currently running (started, not ended) for the items of the given products, by item id. Keyed by
 * products, so callers load them in the same round as the items. quantityReserved is the sum of LIVE
 * reservations (unreleased and unexpired), so the reserved percentage never counts abandoned carts
 * (storefront §3.7, shopping §4; apps/api/src/lightning/reservationStore.ts).
 */
export async function loadActiveDeals(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, DealRecord>> {
  if (productIds.length === 0) return new Map();
  const now = new Date();
  const rows = await db
    .select({
      ...getTableColumns(lightningDeals),
      quantityReserved: sql<number>`(SELECT coalesce(sum(r.quantity), 0) FROM ${lightningReservations} r
        WHERE r.deal_id = lightning_deals.id AND NOT r.released AND r.expires_at > now())`.mapWith(Number),
    })
    .from(lightningDeals)
    .innerJoin(items, eq(items.id, lightningDeals.itemId))
    .where(
      and(
        anyOf(items.productId, productIds),
        lte(lightningDeals.startsAt, now),
        gte(lightningDeals.endsAt, now),
        dealsSwitchedOn,
      ),
    );
  return new Map(rows.map((row) => [row.itemId, row]));
}

/** Energy label assets, kept per process until the next catalogue write (lookupCache). */
export const loadEnergyVersions = perDbCache(
  async (db): Promise<Map<string, { version: string; alt: string }>> => {
    const rows = await db.select().from(imageAssets).where(like(imageAssets.key, 'energy-%'));
    return new Map(rows.map((row) => [row.key, { version: row.version, alt: row.alt }]));
  },
);

export function energyEfficiency(
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
  return {
    isAvailableLightningDeal: deal.quantityReserved < deal.units,
    lightningDealTimestampUntil: deal.endsAt.getTime(),
    lightningReservedPercentageRoundFloor: reservedPercentageRoundFloor(deal.quantityReserved, deal.units),
    lightningSpecialPrice: money(deal.priceCents, store),
    lightningQuantityMax: deal.quantityMax,
  };
}

function basePriceCents(
  product: Pick<ProductRecord, 'basePriceUnit' | 'baseContentMilli'>,
  priceCents: number,
): number | null {
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
      image: itemImage(item, SWATCH_FORMAT, item.colour),
    });
  }
  if (item.size) {
    values.push({
      name: 'size',
      displayName: labels.size,
      value: item.size,
      position: 1,
      css: null,
      image: null,
    });
  }
  return values;
}

/** Colour swatches use the small listing image of the colour's first item. */
export const SWATCH_FORMAT: ImageFormat = 'PRODUCTLISTING_SMALL';

function itemDetailFields(
  detail: ItemDetailContent,
  strategy: StoreStrategy,
): Pick<Item, 'dataAndFacts' | 'warnings' | 'dangerWarnings' | 'powerPlugScope' | 'matrixCodeMessages'> {
  const matrixMessage = detail.matrixCodeMessages?.[strategy.matrixCodeName];
  return {
    dataAndFacts: detail.dataAndFacts ?? [],
    warnings: detail.warnings ?? [],
    dangerWarnings: detail.dangerWarnings ?? [],
    powerPlugScope: detail.powerPlug ?? null,
    matrixCodeMessages: matrixMessage ? [{ key: strategy.matrixCodeName, message: matrixMessage }] : [],
  };
}

/** True when every item shows the same delivery status (storefront §3.5 areAllDeliveryTimesTheSame). */
export function allDeliveryTimesTheSame(productItems: readonly ItemRecord[], store: StoreConfig): boolean {
  const { deliveryText } = storeStrategy(store);
  return new Set(productItems.map((item) => deliveryText(item.stock).text)).size <= 1;
}

export function buildItem(
  product: ProductRecord,
  item: ItemRecord,
  deal: DealRecord | undefined,
  store: StoreConfig,
  areAllDeliveryTimesTheSame: boolean,
): Item {
  const strategy = storeStrategy(store);
  const available = item.active && item.stock > 0;
  return {
    ...itemDetailFields(item.detail, strategy),
    areAllDeliveryTimesTheSame,
    itemId: item.id,
    orderNumber: item.orderNumber,
    name: item.name,
    maxQuantity: Math.min(item.maxQuantity, QUANTITY_MAX),
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

export interface CardContext {
  store: StoreConfig;
  /** For the cards' breadcrumbs (storefront §3.7). */
  categories: CategoryIndex;
  itemsByProduct: Map<string, ItemRecord[]>;
  deals: Map<string, DealRecord>;
  badges: Map<string, { id: string; name: string }[]>;
  energy: Map<string, { version: string; alt: string }>;
}

/**
 * The product columns a card shows: a page of cards reads no descriptions and, of the detail content, only
 * the downloads (storefront §3.7 bestItemDownloads).
 */
export const CARD_PRODUCT_COLUMNS = {
  id: products.id,
  categoryId: products.categoryId,
  name: products.name,
  translations: products.translations,
  manufacturerName: products.manufacturerName,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  isNew: products.isNew,
  isTopseller: products.isTopseller,
  energyClass: products.energyClass,
  basePriceUnit: products.basePriceUnit,
  baseContentMilli: products.baseContentMilli,
  b2bMinimumOrderQuantity: products.b2bMinimumOrderQuantity,
  downloads: sql<DownloadGroupContent[] | null>`${products.detail} -> 'downloads'`,
};
export type CardProduct = Pick<ProductRecord, Exclude<keyof typeof CARD_PRODUCT_COLUMNS, 'downloads'>> & {
  readonly downloads: DownloadGroupContent[] | null;
};

/** A full product row as a card reads it. */
function cardProductOf(product: ProductRecord): CardProduct {
  return { ...product, downloads: product.detail.downloads ?? null };
}

function buildCard(product: CardProduct, context: CardContext): ProductCard | null {
  const productItems = context.itemsByProduct.get(product.id) ?? [];
  const best = pickBestItem(productItems);
  if (!best) return null;
  const { store } = context;
  const strategy = storeStrategy(store);
  const deal = context.deals.get(best.id);
  const prices = new Set(productItems.map((item) => item.priceCents));
  const base = basePriceCents(product, best.priceCents);
  const name = inStoreLanguage(product, 'name', store);
  return {
    id: product.id,
    bestItemId: best.id,
    name,
    url: productUrl(product.id),
    path: productUrl(product.id),
    breadcrumb: breadcrumbOf(context.categories, product.categoryId, store),
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
    image: itemImage(best, 'PRODUCTLISTING_BIG', name),
    listImage: itemImage(best, 'PRODUCTLISTING_SMALL', name),
    lightningDealInfo: lightningDealInfo(deal, store),
    // Documents are kept per product and hold for each of its items, the best item's included.
    bestItemDownloads: product.downloads ?? [],
  };
}

/** The extra badges of the products, by product, named in the store's language. */
export async function loadBadges(
  db: Db,
  productIds: readonly string[],
  store: StoreConfig,
): Promise<Map<string, { id: string; name: string }[]>> {
  const result = new Map<string, { id: string; name: string }[]>();
  if (productIds.length === 0) return result;
  const [rows, values] = await Promise.all([
    db
      .select()
      .from(productBadges)
      .where(anyOf(productBadges.productId, productIds))
      .orderBy(asc(productBadges.position)),
    loadCatalogueValueTranslations(db),
  ]);
  for (const row of rows) {
    const list = result.get(row.productId) ?? [];
    list.push({ id: row.badgeId, name: valueInStoreLanguage(row.name, values, store) });
    result.set(row.productId, list);
  }
  return result;
}

/**
 * What the cards of the given products need besides the product rows: active items, running deals, extra
 * badges and energy labels, loaded at once.
 */
export async function loadCardContext(
  db: Db,
  productIds: readonly string[],
  store: StoreConfig,
): Promise<CardContext> {
  const [itemRows, deals, badges, energy, categories] = await Promise.all([
    loadItems(db, productIds, store),
    loadActiveDeals(db, productIds),
    loadBadges(db, productIds, store),
    loadEnergyVersions(db),
    loadCategoryIndex(db),
  ]);
  const itemsByProduct = new Map<string, ItemRecord[]>();
  for (const item of itemRows) {
    const list = itemsByProduct.get(item.productId) ?? [];
    list.push(item);
    itemsByProduct.set(item.productId, list);
  }
  return { store, categories, itemsByProduct, deals, badges, energy };
}

/** Product cards for products in the given order; a product without an active item has none. */
export function toCards(productRows: readonly CardProduct[], context: CardContext): ProductCard[] {
  return productRows.map((product) => buildCard(product, context)).filter((card) => card !== null);
}

/** Product cards for products in the given order (accessories, replacements, recommendations). */
export async function buildCards(
  db: Db,
  productRows: readonly ProductRecord[],
  store: StoreConfig,
): Promise<ProductCard[]> {
  const context = await loadCardContext(
    db,
    productRows.map((product) => product.id),
    store,
  );
  return toCards(productRows.map(cardProductOf), context);
}

/** A category with its texts in the store's language. */
export async function getCategory(db: Db, id: string, store: StoreConfig): Promise<Category | null> {
  const index = await loadCategoryIndex(db);
  const build = (categoryId: string): Category | null => {
    const row = index.byId.get(categoryId);
    if (!row) return null;
    return {
      id: row.id,
      name: inStoreLanguage(row, 'name', store),
      url: categoryUrl(row.id),
      parent: row.parentId ? build(row.parentId) : null,
      breadcrumb: breadcrumbOf(index, row.id, store),
      children: (index.children.get(row.id) ?? []).map((child) => navigationItem(index, child, 1, store)),
      metaTitle: inStoreLanguage(row, 'metaTitle', store),
      metaDescription: inStoreLanguage(row, 'metaDescription', store),
      defaultSort: row.defaultSort,
    };
  };
  return build(id);
}

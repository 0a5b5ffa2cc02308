// Product detail reads (storefront §3.4-§3.6, §4 "Product variants", §7 "product by id", "item by id",
// "variant info", "extra tab contents"): the product with its items, variant selectors resolved against a
// selection, media and content, accessories, replacement products and recommendations.
//
// The detail query is built for latency: every lookup that does not depend on another runs at once
// (product, items, deals, badges, accessory and replacement cards), and the category tree and energy
// label assets come from a per-process cache, so a product costs three database round trips.
import { isVariantConfigured } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, asc, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { sanitizeCmsHtml } from '../cms/sanitize';
import type { Db } from '../db/client';
import type { TabContent } from '../db/detailContent';
import { accessories, items, productReplacements, products } from '../db/schema';
import type {
  Item,
  Product,
  ProductCard,
  ProductTab,
  SelectedVariantInput,
  VariantAttribute,
  VariantInfo,
} from '../generated/resolvers';
import { breadcrumbOf, loadCategoryIndex } from '../navigation/navigationService';
import { badInput, requireIntInRange } from '../shop/validation';
import { storeStrategy } from '../store/storeStrategy';
import {
  allDeliveryTimesTheSame,
  buildCards,
  buildItem,
  type DealRecord,
  discountPercent,
  energyEfficiency,
  type ItemRecord,
  itemImage,
  itemImages,
  loadActiveDeals,
  loadBadges,
  loadEnergyVersions,
  loadItems,
  type ProductRecord,
  pickBestItem,
  productUrl,
  SWATCH_FORMAT,
} from './catalogService';
import {
  inStoreLanguage,
  linkInStoreLanguage,
  loadCatalogueValueTranslations,
  valueInStoreLanguage,
} from './catalogueLanguage';

const PRODUCT_IMAGE_KEYS = 4;
/** Attributes a product can have; more selected values than this is not a real request. */
export const MAX_SELECTED_VARIANTS = 10;
export const MAX_VARIANT_VALUE_LENGTH = 100;
export const DEFAULT_RECOMMENDATIONS = 12;
export const MAX_RECOMMENDATIONS = 24;

/** Selected value per attribute name. */
export type Selection = ReadonlyMap<string, string>;

interface Dimension {
  name: 'colour' | 'size';
  type: 'tile' | 'dropdown';
  value: (item: ItemRecord) => string | null;
  order: (item: ItemRecord) => number;
}

/** Colour as tiles, size as a dropdown (storefront §3.6). */
const DIMENSIONS: readonly Dimension[] = [
  { name: 'colour', type: 'tile', value: (item) => item.colour, order: (item) => item.position },
  { name: 'size', type: 'dropdown', value: (item) => item.size, order: (item) => item.sizePosition ?? 0 },
];

function dimensionsOf(productItems: readonly ItemRecord[]): Dimension[] {
  return DIMENSIONS.filter((dimension) => productItems.some((item) => dimension.value(item) !== null));
}

function matchesOthers(item: ItemRecord, selection: Selection, except: Dimension['name']): boolean {
  return DIMENSIONS.every((dimension) => {
    if (dimension.name === except) return true;
    const wanted = selection.get(dimension.name);
    return wanted === undefined || dimension.value(item) === wanted;
  });
}

/**
 * Variant selectors for a selection (storefront §3.6): an option is disabled when no item in stock has it
 * together with the other selected values; it has a discount when such an item is reduced.
 */
export function variantAttributes(
  productItems: readonly ItemRecord[],
  selection: Selection,
  store: StoreConfig,
): VariantAttribute[] {
  const { labels } = storeStrategy(store);
  return dimensionsOf(productItems).map((dimension, position) => {
    const values = new Map<string, { items: ItemRecord[]; order: number }>();
    for (const item of productItems) {
      const value = dimension.value(item);
      if (value === null) continue;
      const entry = values.get(value) ?? { items: [], order: dimension.order(item) };
      entry.items.push(item);
      entry.order = Math.min(entry.order, dimension.order(item));
      values.set(value, entry);
    }
    const selected = selection.get(dimension.name);
    const options = [...values.entries()]
      .sort((a, b) => a[1].order - b[1].order)
      .map(([value, entry], valuePosition) => {
        const compatible = entry.items.filter((item) => matchesOthers(item, selection, dimension.name));
        const first = entry.items[0];
        const isColour = dimension.name === 'colour';
        return {
          value,
          selected: value === selected,
          disabled: !compatible.some((item) => item.stock > 0),
          css: isColour ? (first?.colourCss ?? null) : null,
          image: isColour && first ? itemImage(first, SWATCH_FORMAT, value) : null,
          hasDiscount: compatible.some((item) => item.oldPriceCents !== null),
          valuePosition,
        };
      });
    return {
      name: dimension.name,
      displayName: labels[dimension.name],
      position,
      type: dimension.type,
      options,
    };
  });
}

/** The selection an item stands for. */
export function selectionOf(item: ItemRecord): Selection {
  const selection = new Map<string, string>();
  for (const dimension of DIMENSIONS) {
    const value = dimension.value(item);
    if (value !== null) selection.set(dimension.name, value);
  }
  return selection;
}

/**
 * Resolves a selection (storefront §4 "Product variants") with sdk-core's configured rule (no attributes, or
 * every attribute has a selected value); only then is the matching item returned. Unknown attribute
 * names and values are dropped, so an invalid variant leaves the item unset.
 */
export function resolveSelection(
  productItems: readonly ItemRecord[],
  requested: Selection,
): { selection: Selection; configured: boolean; item: ItemRecord | null } {
  const dimensions = dimensionsOf(productItems);
  const selection = new Map<string, string>();
  for (const dimension of dimensions) {
    const value = requested.get(dimension.name);
    if (value !== undefined && productItems.some((item) => dimension.value(item) === value)) {
      selection.set(dimension.name, value);
    }
  }
  const configured = isVariantConfigured(
    dimensions.map((dimension) => dimension.name),
    selection,
  );
  const item = configured
    ? (productItems.find((candidate) =>
        dimensions.every((dimension) => dimension.value(candidate) === selection.get(dimension.name)),
      ) ?? null)
    : null;
  return { selection, configured: configured && item !== null, item };
}

async function loadProduct(db: Db, productId: string, store: StoreConfig): Promise<ProductRecord | null> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  // The B2B store sells only its assortment (listings, detail and cart agree).
  return product && storeStrategy(store).inAssortment(product) ? product : null;
}

/** A product's active items with their running deals (deal data as the lightning domain computes it). */
async function loadItemsWithDeals(
  db: Db,
  productId: string,
  store: StoreConfig,
): Promise<{ productItems: ItemRecord[]; deals: Map<string, DealRecord> }> {
  const [productItems, deals] = await Promise.all([
    loadItems(db, [productId], store),
    loadActiveDeals(db, [productId]),
  ]);
  return { productItems, deals };
}

async function relatedCards(
  db: Db,
  productId: string,
  store: StoreConfig,
  kind: 'accessories' | 'replacements',
): Promise<ProductCard[]> {
  const rows =
    kind === 'accessories'
      ? await db
          .select({ product: products })
          .from(accessories)
          .innerJoin(products, eq(products.id, accessories.accessoryId))
          .where(eq(accessories.productId, productId))
          .orderBy(asc(accessories.position))
      : await db
          .select({ product: products })
          .from(productReplacements)
          .innerJoin(products, eq(products.id, productReplacements.replacementId))
          .where(eq(productReplacements.productId, productId))
          .orderBy(asc(productReplacements.position));
  return buildCards(
    db,
    rows.map((row) => row.product).filter((product) => storeStrategy(store).inAssortment(product)),
    store,
  );
}

function tabOf(tab: TabContent): ProductTab {
  return { id: tab.id, title: tab.title, content: sanitizeCmsHtml(tab.content) ?? '' };
}

export async function getProduct(db: Db, productId: string, store: StoreConfig): Promise<Product | null> {
  const [product, { productItems, deals }, badges, values, energy, index, accessoryCards, replacementCards] =
    await Promise.all([
      loadProduct(db, productId, store),
      loadItemsWithDeals(db, productId, store),
      loadBadges(db, [productId], store),
      loadCatalogueValueTranslations(db),
      loadEnergyVersions(db),
      loadCategoryIndex(db),
      relatedCards(db, productId, store, 'accessories'),
      relatedCards(db, productId, store, 'replacements'),
    ]);
  if (!product) return null;
  const best = pickBestItem(productItems);
  if (!best) return null;
  const strategy = storeStrategy(store);
  const sameDelivery = allDeliveryTimesTheSame(productItems, store);
  const itemList = productItems.map((item) =>
    buildItem(product, item, deals.get(item.id), store, sameDelivery),
  );
  const bestItem = itemList.find((item) => item.itemId === best.id);
  if (!bestItem) return null;
  const imageItems = [...new Map(productItems.map((item) => [item.imageKey, item])).values()].slice(
    0,
    PRODUCT_IMAGE_KEYS,
  );
  const prices = new Set(productItems.map((item) => item.priceCents));
  const available = productItems.some((item) => item.stock > 0);
  const detail = product.detail;
  const name = inStoreLanguage(product, 'name', store);
  const firstImage = itemImage(best, 'ADS_MAIN_DESKTOP', name);
  return {
    productId: product.id,
    name,
    url: productUrl(product.id),
    path: productUrl(product.id),
    metaTitle: product.metaTitle,
    metaDescription: inStoreLanguage(product, 'metaDescription', store),
    metaRobots: product.metaRobots,
    teasers: (detail.teasers ?? []).map((teaser) => ({
      ...teaser,
      url: teaser.url === null ? null : linkInStoreLanguage(teaser.url, store),
    })),
    // Editorial HTML like CMS content: sanitised on the server before it is served (DESIGN §7).
    longDescription: sanitizeCmsHtml(inStoreLanguage(product, 'longDescription', store)),
    shortFacts: [...inStoreLanguage(product, 'shortFacts', store)],
    scopeOfDelivery: product.scopeOfDelivery,
    tabs: (detail.tabs ?? []).map(tabOf),
    extraTabs: (detail.extraTabs ?? []).map((tab) => ({ id: tab.id, title: tab.title })),
    warranty: detail.warranty ?? null,
    deliveryInfo: detail.deliveryInfo ?? null,
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
    hasMultipleItems: productItems.length > 1,
    hasSamePricesForAllItems: prices.size === 1,
    maxQuantity: bestItem.maxQuantity,
    minimumOrderQuantity: strategy.minimumOrderQuantity(product),
    availableForSale: available,
    deliveryFree: product.deliveryFree,
    images: imageItems.flatMap((item) => itemImages(item, name)),
    videos: (detail.videos ?? []).map((video) => ({ ...video, thumbnail: firstImage })),
    downloads: detail.downloads ?? [],
    audioSamples: detail.audioSamples ?? [],
    energyEfficiency: energyEfficiency(product.energyClass, energy),
    // The material (also the listings' material facet) among the product's attributes.
    labelAttributes: [
      ...(detail.labelAttributes ?? []),
      ...(product.material
        ? [{ name: strategy.labels.material, value: valueInStoreLanguage(product.material, values, store) }]
        : []),
    ],
    promoFeatures: detail.promoFeatures ?? [],
    extraBadges: badges.get(product.id) ?? [],
    breadcrumb: breadcrumbOf(index, product.categoryId, store),
    variantAttributes: variantAttributes(productItems, selectionOf(best), store),
    bestItem,
    items: itemList,
    accessories: accessoryCards,
    replacementProducts: replacementCards,
    rightOfWithdrawalInfo: detail.rightOfWithdrawalInfo ?? null,
    oldElectricalDeviceInfo: detail.electricalDevice ? strategy.oldElectricalDeviceInfo : null,
  };
}

export async function getItem(db: Db, itemId: string, store: StoreConfig): Promise<Item | null> {
  const [row] = await db
    .select({ product: products })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(eq(items.id, itemId));
  if (!row || !storeStrategy(store).inAssortment(row.product)) return null;
  const { productItems, deals } = await loadItemsWithDeals(db, row.product.id, store);
  const item = productItems.find((candidate) => candidate.id === itemId);
  if (!item) return null;
  const sameDelivery = allDeliveryTimesTheSame(productItems, store);
  return buildItem(row.product, item, deals.get(item.id), store, sameDelivery);
}

function requestedSelection(
  selectedVariants: readonly SelectedVariantInput[],
  itemId: string | null,
  productItems: readonly ItemRecord[],
): Map<string, string> {
  if (selectedVariants.length > MAX_SELECTED_VARIANTS) {
    throw badInput(`At most ${MAX_SELECTED_VARIANTS} selected variants.`, 'selectedVariants');
  }
  const requested = new Map<string, string>();
  // An item id (the URL's varid) preselects that item's values; explicit selections override them.
  const preselected = itemId ? productItems.find((item) => item.id === itemId) : undefined;
  if (preselected) for (const [name, value] of selectionOf(preselected)) requested.set(name, value);
  for (const { name, value } of selectedVariants) {
    if (name.length > MAX_VARIANT_VALUE_LENGTH || value.length > MAX_VARIANT_VALUE_LENGTH) {
      throw badInput('Variant name or value too long.', 'selectedVariants');
    }
    requested.set(name, value);
  }
  return requested;
}

/** Variant info for a selection (storefront §7 "variant info"). */
export async function getVariantInfo(
  db: Db,
  productId: string,
  selectedVariants: readonly SelectedVariantInput[],
  itemId: string | null,
  store: StoreConfig,
): Promise<VariantInfo | null> {
  const [product, { productItems, deals }] = await Promise.all([
    loadProduct(db, productId, store),
    loadItemsWithDeals(db, productId, store),
  ]);
  if (!product || productItems.length === 0) return null;
  const requested = requestedSelection(selectedVariants, itemId, productItems);
  const { selection, configured, item } = resolveSelection(productItems, requested);
  const sameDelivery = allDeliveryTimesTheSame(productItems, store);
  return {
    variantAttributes: variantAttributes(productItems, selection, store),
    configured,
    bestItem: item ? buildItem(product, item, deals.get(item.id), store, sameDelivery) : null,
  };
}

/** Content of one extra tab, loaded when the shopper opens it. */
export async function getExtraTab(
  db: Db,
  productId: string,
  tabId: string,
  store: StoreConfig,
): Promise<ProductTab | null> {
  const product = await loadProduct(db, productId, store);
  const tab = product?.detail.extraTabs?.find((candidate) => candidate.id === tabId);
  return tab ? tabOf(tab) : null;
}

/** A product has an active item in stock: recommending what cannot be bought helps nobody. */
const IN_STOCK = sql`exists (select 1 from ${items} where ${items.productId} = ${products.id} and ${items.active} and ${gt(items.stock, 0)})`;

/** Best rated first, then most reviewed; the id keeps equal products in a fixed order. */
const BEST_RATED_FIRST = [
  sql`${products.ratingAverage} desc nulls last`,
  desc(products.ratingCount),
  asc(products.id),
];

/** A recommendation's `limit` argument, checked before anything is loaded. */
function recommendationCount(limit: number): number {
  return requireIntInRange(limit, 1, MAX_RECOMMENDATIONS, 'limit');
}

/** The store's products in stock that meet `conditions`, best first by `order`, at most `wanted`. */
async function recommendedCards(
  db: Db,
  store: StoreConfig,
  wanted: number,
  conditions: readonly SQL[],
  order: readonly SQL[],
): Promise<ProductCard[]> {
  const assortment = storeStrategy(store).assortmentCondition(products.isB2bAssortment);
  const rows = await db
    .select()
    .from(products)
    .where(and(IN_STOCK, ...conditions, assortment))
    .orderBy(...order, ...BEST_RATED_FIRST)
    .limit(wanted);
  return buildCards(db, rows, store);
}

/**
 * Recommendations: well-rated products of the same category that are in stock, best rated and most
 * reviewed first; topped up from the parent category when the leaf has too few.
 */
export async function getRecommendations(
  db: Db,
  productId: string,
  limit: number,
  store: StoreConfig,
): Promise<ProductCard[]> {
  const wanted = recommendationCount(limit);
  const [product, index] = await Promise.all([loadProduct(db, productId, store), loadCategoryIndex(db)]);
  if (!product) return [];
  const parentId = index.byId.get(product.categoryId)?.parentId;
  const categoryIds = [product.categoryId];
  if (parentId) {
    for (const sibling of index.children.get(parentId) ?? []) {
      if (sibling.id !== product.categoryId) categoryIds.push(sibling.id);
    }
  }
  return recommendedCards(
    db,
    store,
    wanted,
    [inArray(products.categoryId, categoryIds), ne(products.id, product.id)],
    [sql`${products.categoryId} = ${product.categoryId} desc`],
  );
}

/**
 * The store's recommendations (the CMS 'recommendations' element, storefront §2.10; docs/not-shown.md):
 * its top sellers in stock, best rated and most reviewed first, then the best rated of the rest.
 */
export function getStoreRecommendations(db: Db, limit: number, store: StoreConfig): Promise<ProductCard[]> {
  return recommendedCards(db, store, recommendationCount(limit), [], [desc(products.isTopseller)]);
}

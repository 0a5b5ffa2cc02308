// Viewed products and glances in session storage (spec storefront §3.15 "Session-storage items: viewed
// products"; §4 "A product view (glance) is recorded once per session per item"). The row shows the
// products as tiles, so each entry is the product's card.
import type {
  ImageFieldsFragment,
  ImageFormat,
  ProductCardFieldsFragment,
  ProductQuery,
} from '@ranzen/sdk-core';

type Product = NonNullable<ProductQuery['product']>;

export const VIEWED_PRODUCTS_KEY = 'viewedProducts';
export const GLANCED_ITEMS_KEY = 'glancedItems';
/** Not shown in the spec (docs/not-shown.md): the row keeps the last 12 products. */
export const VIEWED_PRODUCTS_LIMIT = 12;

function imageOf(product: Product, format: ImageFormat): ImageFieldsFragment | undefined {
  return product.images.find((candidate) => candidate.format === format);
}

/** The card of a product as a tile shows it, from the detail query. */
export function productCardOf(product: Product, item: Product['bestItem']): ProductCardFieldsFragment | null {
  const large = imageOf(product, 'PRODUCTLISTING_BIG');
  const list = imageOf(product, 'PRODUCTLISTING_SMALL');
  const image = large ?? list;
  const listImage = list ?? large;
  if (!image || !listImage) return null;
  const basePrice = item.prices.basePrice?.isDisplayed ? item.prices.basePrice : null;
  return {
    __typename: 'ProductCard',
    id: product.productId,
    bestItemId: item.itemId,
    name: product.name,
    url: product.url,
    breadcrumb: product.breadcrumb,
    manufacturerName: product.manufacturerName,
    rating: product.rating,
    numberOfRatings: product.numberOfRatings,
    discountPercent: product.discountPercent,
    moreVariants: product.hasMoreVariants,
    isShortage: product.isShortage,
    minimumOrderQuantity: product.minimumOrderQuantity,
    price: {
      __typename: 'ProductCardPrice',
      currentPrice: item.prices.price,
      oldPrice: item.prices.specialPrice?.oldPrice ?? null,
      startFromFlag: !product.hasSamePricesForAllItems,
      basePrice: basePrice?.price ?? null,
      basePriceUnit: basePrice?.unit ?? null,
    },
    badges: {
      __typename: 'ProductCardBadges',
      sale: product.discountPercent !== null,
      new: product.isNewProduct,
      popular: product.isTopseller,
    },
    extraBadges: product.extraBadges,
    energyEfficiency: product.energyEfficiency,
    image,
    listImage,
    lightningDealInfo: null,
  };
}

function readJson(storage: Storage | null, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function isCard(value: unknown): value is ProductCardFieldsFragment {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'image' in value &&
    // Entries stored before cards carried the list image or the breadcrumb are dropped, not rendered half.
    'listImage' in value &&
    'breadcrumb' in value &&
    'price' in value
  );
}

/** The viewed products, latest first; nothing when the storage holds something else. */
export function readViewedProducts(storage: Storage | null): ProductCardFieldsFragment[] {
  const value = readJson(storage, VIEWED_PRODUCTS_KEY);
  return Array.isArray(value) ? value.filter(isCard) : [];
}

/** Puts a product first in the list (once), keeping the last 12. Storage errors (quota, private mode) are ignored. */
export function rememberViewedProduct(storage: Storage | null, card: ProductCardFieldsFragment): void {
  const list = [card, ...readViewedProducts(storage).filter((entry) => entry.id !== card.id)];
  try {
    storage?.setItem(VIEWED_PRODUCTS_KEY, JSON.stringify(list.slice(0, VIEWED_PRODUCTS_LIMIT)));
  } catch {
    // The row is a convenience; the page works without it.
  }
}

/** True the first time an item is seen in this session (and marks it as seen). */
export function firstGlanceThisSession(storage: Storage | null, itemId: string): boolean {
  const value = readJson(storage, GLANCED_ITEMS_KEY);
  const seen = Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : [];
  if (seen.includes(itemId)) return false;
  try {
    storage?.setItem(GLANCED_ITEMS_KEY, JSON.stringify([...seen, itemId]));
  } catch {
    // Without storage the API's own once-per-session rule still holds.
  }
  return true;
}

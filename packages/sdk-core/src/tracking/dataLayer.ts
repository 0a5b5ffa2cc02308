// GA4 e-commerce events for the tag manager's data layer (spec storefront §7 "Analytics events":
// promotion view and select, item list view, select item; §3.15 tracking). Field names follow
// Google's GA4 e-commerce schema so the tag manager needs no mapping.
import type { OrderQuery, ProductCardFieldsFragment, ProductQuery } from '../graphql/generated';

export type EcommerceEventName =
  | 'view_item'
  | 'view_item_list'
  | 'select_item'
  | 'add_to_cart'
  | 'view_promotion'
  | 'select_promotion';

/** GA4 allows five category levels per item. */
export const GA4_CATEGORY_LEVELS = 5;

export interface Ga4Item {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand?: string;
  /** The variant (item id) when one is chosen. */
  readonly item_variant?: string;
  readonly price: number;
  /** Saving against the old price, per unit. */
  readonly discount?: number;
  readonly quantity: number;
  readonly index?: number;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly item_category4?: string;
  readonly item_category5?: string;
}

export interface Ga4Promotion {
  readonly promotion_id: string;
  readonly promotion_name: string;
  readonly creative_name?: string;
  /** Where the teaser sits on its page (`creativeSlot`). */
  readonly creative_slot?: string;
}

/** Where a CMS teaser sits: its element type and 1-based row, cell and teaser numbers on the page. */
export interface TeaserPlace {
  readonly elementType: string;
  /** The row on the page, from 1 at the top. */
  readonly row: number;
  /** The cell in its row, from 1 at the left. */
  readonly cell: number;
  /** The teaser in its cell (a hero slider's slide, a content tile), from 1. */
  readonly teaser: number;
}

/**
 * A teaser's GA4 `creative_slot`: `<elementType>_<row>_<cell>_<teaser>`, each number counted from 1 —
 * the second slide of a hero slider in the page's first row and cell is `hero-slider_1_1_2`. Stable
 * while the page's layout is, so reports compare the same place over time.
 *
 * @example
 * ```ts
 * creativeSlot({ elementType: 'hero-slider', row: 1, cell: 1, teaser: 2 }); // 'hero-slider_1_1_2'
 * ```
 */
export function creativeSlot(place: TeaserPlace): string {
  for (const part of ['row', 'cell', 'teaser'] as const) {
    if (!Number.isInteger(place[part]) || place[part] < 1)
      throw new RangeError(`creativeSlot: ${part} must be a whole number from 1, got ${place[part]}`);
  }
  return `${place.elementType}_${place.row}_${place.cell}_${place.teaser}`;
}

export interface EcommerceEvent<Name extends EcommerceEventName = EcommerceEventName> {
  readonly event: Name;
  readonly ecommerce: {
    readonly currency?: string;
    readonly value?: number;
    readonly item_list_id?: string;
    readonly item_list_name?: string;
    readonly items: readonly (Ga4Item | (Ga4Item & Ga4Promotion) | Ga4Promotion)[];
  };
}

type CardFields = ProductCardFieldsFragment;
type ProductFields = NonNullable<ProductQuery['product']>;

/** What a GA4 item reads from a product card: any query that selects the card fragment fits. */
export type TrackedProductCard = Pick<CardFields, 'id' | 'bestItemId' | 'name' | 'manufacturerName'> & {
  readonly price: Pick<CardFields['price'], 'currentPrice' | 'oldPrice'>;
  readonly breadcrumb: readonly Pick<CardFields['breadcrumb'][number], 'name'>[];
};

/** What a GA4 item reads from a product: any product query with these fields fits. */
export type TrackedProduct = Pick<ProductFields, 'productId' | 'name' | 'manufacturerName' | 'breadcrumb'> & {
  readonly prices: Pick<ProductFields['prices'], 'price'> & {
    readonly specialPrice: Pick<NonNullable<ProductFields['prices']['specialPrice']>, 'oldPrice'> | null;
  };
  readonly bestItem: Pick<ProductFields['bestItem'], 'itemId'>;
};

/** What a GA4 item reads from a wish list entry (the ui's WishlistEntryView fits). */
export interface TrackedWishlistEntry {
  readonly productId: string;
  /** The entry's item; empty while no variant is chosen. */
  readonly itemId: string;
  readonly name: string;
  readonly price: { readonly amount: number; readonly currencyCode: string };
  readonly oldPrice: { readonly amount: number } | null;
}

export interface TrackedItemList {
  readonly id: string;
  readonly name: string;
}

/**
 * Where a product came from, attached to its later item events (GA4 attribution): the list it was
 * selected from with its position, and the promotion teaser clicked before (sdk-core itemAttribution).
 */
export type ItemAttribution = Partial<
  Pick<Ga4Item, 'index' | 'item_list_id' | 'item_list_name'> & Ga4Promotion
>;

/** Euro amounts are summed in cents so totals do not drift (0.1 + 0.2). */
function sum(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;
}

function optionalText(value: string | null | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}

/** The main category name of a product without a category trail. */
const UNKNOWN_MAIN_CATEGORY = 'unknown';

/**
 * A product's categories from its breadcrumb, top level first: GA4 reads item_category as the main
 * category, whose name falls back to `unknown` for a product without a category trail.
 */
function itemCategories(
  breadcrumb: readonly { readonly name: string }[],
): Pick<
  Ga4Item,
  'item_category' | 'item_category2' | 'item_category3' | 'item_category4' | 'item_category5'
> {
  const [c1, c2, c3, c4, c5] = breadcrumb.slice(0, GA4_CATEGORY_LEVELS).map((entry) => entry.name);
  return {
    item_category: c1 ?? UNKNOWN_MAIN_CATEGORY,
    item_category2: c2,
    item_category3: c3,
    item_category4: c4,
    item_category5: c5,
  };
}

export function itemFromProductCard(
  card: TrackedProductCard,
  position?: { index: number; list?: TrackedItemList },
): Ga4Item {
  const price = card.price.currentPrice.amount;
  const oldPrice = card.price.oldPrice?.amount;
  return {
    item_id: card.id,
    item_name: card.name,
    item_brand: optionalText(card.manufacturerName),
    item_variant: card.bestItemId || undefined,
    price,
    discount: oldPrice !== undefined && oldPrice > price ? sum([oldPrice, -price]) : undefined,
    quantity: 1,
    index: position?.index,
    item_list_id: position?.list?.id,
    item_list_name: position?.list?.name,
    ...itemCategories(card.breadcrumb),
  };
}

export function itemFromProduct(product: TrackedProduct, quantity = 1): Ga4Item {
  const price = product.prices.price.amount;
  const oldPrice = product.prices.specialPrice?.oldPrice?.amount;
  return {
    item_id: product.productId,
    item_name: product.name,
    item_brand: optionalText(product.manufacturerName),
    item_variant: product.bestItem.itemId,
    price,
    discount: oldPrice !== undefined && oldPrice > price ? sum([oldPrice, -price]) : undefined,
    quantity,
    ...itemCategories(product.breadcrumb),
  };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function ecommerceEvent<Name extends EcommerceEventName>(
  event: Name,
  items: readonly Ga4Item[],
  extra: Omit<EcommerceEvent['ecommerce'], 'items'> = {},
): EcommerceEvent<Name> {
  const currency = items.length > 0 ? extra.currency : undefined;
  return {
    event,
    ecommerce: withoutUndefined({
      ...extra,
      currency,
      value: sum(items.map((item) => item.price * item.quantity)),
      items: items.map(withoutUndefined),
    }),
  };
}

/**
 * The product page's `view_item` data layer event for the product as fetched (`ProductFields`), with
 * the list and promotion the shopper came from.
 *
 * @example
 * ```ts
 * pushToDataLayer(viewItemEvent(data.product, { item_list_id: 'category-12', item_list_name: 'Füller', index: 3 }));
 * ```
 */
export function viewItemEvent(
  product: TrackedProduct,
  attribution: ItemAttribution = {},
): EcommerceEvent<'view_item'> {
  return ecommerceEvent('view_item', [{ ...itemFromProduct(product), ...attribution }], {
    currency: product.prices.price.currencyCode,
  });
}

/**
 * A listing's `view_item_list` data layer event: its tiles with their positions and the list's id and name.
 *
 * @example
 * ```ts
 * pushToDataLayer(viewItemListEvent(cards, { id: 'category-12', name: 'Füller' }));
 * ```
 */
export function viewItemListEvent(
  cards: readonly TrackedProductCard[],
  list: TrackedItemList,
): EcommerceEvent<'view_item_list'> {
  return ecommerceEvent(
    'view_item_list',
    cards.map((card, index) => itemFromProductCard(card, { index, list })),
    { currency: cards[0]?.price.currentPrice.currencyCode, item_list_id: list.id, item_list_name: list.name },
  );
}

/**
 * `index` is the zero-based position of the tile in the list.
 *
 * @example
 * ```ts
 * pushToDataLayer(selectItemEvent(card, 0, { id: 'category-12', name: 'Füller' }));
 * ```
 */
export function selectItemEvent(
  card: TrackedProductCard,
  index: number,
  list: TrackedItemList,
): EcommerceEvent<'select_item'> {
  return ecommerceEvent('select_item', [itemFromProductCard(card, { index, list })], {
    currency: card.price.currentPrice.currencyCode,
    item_list_id: list.id,
    item_list_name: list.name,
  });
}

function itemFromWishlistEntry(entry: TrackedWishlistEntry, quantity: number): Ga4Item {
  const price = entry.price.amount;
  const oldPrice = entry.oldPrice?.amount;
  return {
    item_id: entry.productId,
    item_name: entry.name,
    item_variant: entry.itemId || undefined,
    price,
    discount: oldPrice !== undefined && oldPrice > price ? sum([oldPrice, -price]) : undefined,
    quantity,
  };
}

/** What was added: a product page's product, a tile's card or a wish list's entry. */
export type AddToCartSource =
  | { readonly product: TrackedProduct }
  | { readonly card: TrackedProductCard }
  | { readonly entry: TrackedWishlistEntry };

function addedItem(source: AddToCartSource, quantity: number): { item: Ga4Item; currency: string } {
  if ('product' in source)
    return {
      item: itemFromProduct(source.product, quantity),
      currency: source.product.prices.price.currencyCode,
    };
  if ('card' in source)
    return {
      item: { ...itemFromProductCard(source.card), quantity },
      currency: source.card.price.currentPrice.currencyCode,
    };
  return { item: itemFromWishlistEntry(source.entry, quantity), currency: source.entry.price.currencyCode };
}

/**
 * Adding from the product page (product), a tile (card) or a wish list (entry), with the list and
 * promotion the shopper came from. Pushed once the cart took the position (sdk-react `addToCart`'s
 * `addedEvent`).
 *
 * @example
 * ```ts
 * addToCart(card.bestItemId, 1, { addedEvent: addToCartEvent({ card }, 1, { item_list_id: 'category-12', index: 0 }) });
 * ```
 */
export function addToCartEvent(
  source: AddToCartSource,
  quantity: number,
  attribution: ItemAttribution = {},
): EcommerceEvent<'add_to_cart'> {
  const { item, currency } = addedItem(source, quantity);
  return ecommerceEvent('add_to_cart', [{ ...item, ...attribution }], { currency });
}

/** A wish list entry with the id an add-all answer names its lines by (the ui's WishlistEntryView fits). */
export interface TrackedListEntry extends TrackedWishlistEntry {
  readonly entryId: string;
}

/** What the data layer reads from one line an add-all put into the cart. */
export interface AddedListLine {
  readonly entryId: string;
  /** The variant that went in; null when the entry's own item did. */
  readonly itemId: string | null;
  readonly addedQuantity: number;
}

/**
 * The add_to_cart of one line an add-all of a wish list or a teaser list put into the cart: the entry as the
 * list shows it, in the variant that went in. Null for a line of an entry the list does not show.
 *
 * @example
 * ```ts
 * const toCart = useWishlistToCart({ addedEvent: (line) => addedLineEvent(line, entries) });
 * ```
 */
export function addedLineEvent(
  line: AddedListLine,
  entries: readonly TrackedListEntry[],
): EcommerceEvent<'add_to_cart'> | null {
  const entry = entries.find((candidate) => candidate.entryId === line.entryId);
  return entry
    ? addToCartEvent({ entry: { ...entry, itemId: line.itemId ?? entry.itemId } }, line.addedQuantity)
    : null;
}

/**
 * Promotions are CMS teasers; their id and name come from the teaser.
 *
 * @example
 * ```ts
 * viewPromotionEvent([{ promotion_id: 't-1', promotion_name: 'Schulstart' }]); // { event: 'view_promotion', ecommerce: { items: [ { promotion_id: 't-1', promotion_name: 'Schulstart' } ] } }
 * ```
 */
export function viewPromotionEvent(promotions: readonly Ga4Promotion[]): EcommerceEvent<'view_promotion'> {
  return { event: 'view_promotion', ecommerce: { items: promotions.map(withoutUndefined) } };
}

/**
 * The data layer event for a click on a CMS teaser (a GA4 promotion).
 *
 * @example
 * ```ts
 * selectPromotionEvent({ promotion_id: 't-1', promotion_name: 'Schulstart' }); // { event: 'select_promotion', ecommerce: { items: [ { promotion_id: 't-1', promotion_name: 'Schulstart' } ] } }
 * ```
 */
export function selectPromotionEvent(promotion: Ga4Promotion): EcommerceEvent<'select_promotion'> {
  return { event: 'select_promotion', ecommerce: { items: [withoutUndefined(promotion)] } };
}

type OrderFields = NonNullable<OrderQuery['order']>;

/** What the purchase event reads from an order: any order query with these fields fits. */
export type TrackedOrder = Pick<OrderFields, 'orderId' | 'voucherCodes'> & {
  readonly totalAmount: Pick<OrderFields['totalAmount'], 'amount' | 'currencyCode'>;
  readonly tax: Pick<OrderFields['tax'], 'amount'>;
  readonly shippingCost: Pick<OrderFields['shippingCost'], 'amount'>;
  readonly items: readonly (Pick<OrderFields['items'][number], 'productId' | 'name' | 'quantity'> & {
    readonly totalPrice: Pick<OrderFields['items'][number]['totalPrice'], 'amount'>;
  })[];
};

/** GA4's purchase: the order's own totals, not a sum of its lines (vouchers and shipping are in value). */
export interface PurchaseEvent {
  readonly event: 'purchase';
  readonly ecommerce: {
    readonly transaction_id: string;
    readonly value: number;
    readonly tax: number;
    readonly shipping: number;
    readonly currency: string;
    readonly coupon?: string;
    readonly items: readonly Ga4Item[];
  };
}

/**
 * The confirmation page's purchase event. item_id is the line's product id, as in
 * every other e-commerce event (an order line keeps the product it was bought as); the price is what one unit
 * cost on average (lightning
 * units included), so price × quantity adds up to the line.
 *
 * @example
 * ```ts
 * pushToDataLayer(purchaseEvent(order)); // on the confirmation page, once per order
 * ```
 */
export function purchaseEvent(order: TrackedOrder): PurchaseEvent {
  const coupon = order.voucherCodes.join(',');
  return {
    event: 'purchase',
    ecommerce: withoutUndefined({
      transaction_id: order.orderId,
      value: order.totalAmount.amount,
      tax: order.tax.amount,
      shipping: order.shippingCost.amount,
      currency: order.totalAmount.currencyCode,
      coupon: coupon === '' ? undefined : coupon,
      items: order.items.map((line) => ({
        item_id: line.productId,
        item_name: line.name,
        price: Math.round((line.totalPrice.amount * 100) / line.quantity) / 100,
        quantity: line.quantity,
      })),
    }),
  };
}

/** Anything with an optional data layer: `window` in the browser, a plain object in tests. */
export interface DataLayerTarget {
  dataLayer?: unknown[];
}

/**
 * Appends an event to `target.dataLayer`, creating it when the tag manager has not loaded yet (it
 * replays the array when it arrives). E-commerce events are preceded by `{ ecommerce: null }`, as
 * Google recommends, so one event's items never leak into the next.
 *
 * @example
 * ```ts
 * const target = { dataLayer: [] };
 * pushToDataLayer(selectPromotionEvent({ promotion_id: 't-1', promotion_name: 'Schulstart' }), target);
 * target.dataLayer.length; // 2
 * ```
 */
export function pushToDataLayer(
  event: { readonly event: string },
  target: DataLayerTarget = globalThis as DataLayerTarget,
): void {
  target.dataLayer ??= [];
  if ('ecommerce' in event) target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
}

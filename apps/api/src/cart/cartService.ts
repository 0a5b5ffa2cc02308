// Cart reads and updates (shopping §3 "Cart", "Cart item", "Price/totals", §4 "Lightning deals", §5, §7
// "Cart update", DESIGN §7 ownership). A cart is only visible to the user in X-User-Id; any other cart id
// answers like an unknown one. All operations of one updateCart call run in one transaction that locks the
// cart row, so a failing operation leaves nothing written (reservations included) and concurrent updates
// of the same cart are serialised. Every amount is computed here; the client never sends a price.
import { randomUUID } from 'node:crypto';
import { type MessageKey, QUANTITY_MAX, MESSAGES as SHOP_MESSAGES, type StoreConfig } from '@ranzen/sdk-core';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  type DealRecord,
  type ItemRecord,
  itemImage,
  loadActiveDeals,
  type ProductRecord,
  productUrl,
  variantValues,
} from '../catalog/catalogService';
import type { Db } from '../db/client';
import {
  cartCatalogues,
  cartPositions,
  carts,
  cartVouchers,
  catalogues,
  freeArticles,
  imageAssets,
  items,
  lightningDeals,
  lightningReservations,
  products,
  vouchers,
} from '../db/schema';
import type {
  AddedPosition,
  Cart,
  CartItem,
  CartOpInput,
  CartUpdateResult,
  FieldError,
  LightningReservation,
} from '../generated/resolvers';
import { lightningSplit } from '../lightning/lightningRules';
import { holdUnits, releaseUnits, takeUnits } from '../lightning/reservationStore';
import { money, optionalMoney } from '../shop/money';
import { isUuid } from '../shop/validation';
import { storeStrategy } from '../store/storeStrategy';
import {
  type CartLine,
  calculateCart,
  containedVat,
  isItemId,
  isValidQuantity,
  MAX_CART_OPS,
  MAX_VOUCHERS_PER_CART,
  normalizeVoucherCode,
  type VoucherRule,
} from './cartRules';

export type CartErrorCode =
  | 'CART_NOT_FOUND'
  | 'ITEM_NOT_FOUND'
  | 'POSITION_NOT_FOUND'
  | 'QUANTITY_INVALID'
  | 'OUT_OF_STOCK'
  | 'OPERATION_INVALID'
  | 'VOUCHER_INVALID'
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_ALREADY_APPLIED'
  | 'VOUCHER_NOT_APPLIED'
  | 'CATALOG_NOT_FOUND';

/** Voucher errors use the storefront's message keys, so the toast and the field show the same text. */
const VOUCHER_MESSAGE_KEYS = {
  VOUCHER_INVALID: 'vue.cart.voucher.invalid',
  VOUCHER_NOT_FOUND: 'vue.cart.voucher.notFound',
  VOUCHER_EXPIRED: 'vue.cart.voucher.expired',
  VOUCHER_ALREADY_APPLIED: 'vue.cart.voucher.alreadyApplied',
} as const satisfies Partial<Record<CartErrorCode, MessageKey>>;

type VoucherErrorCode = keyof typeof VOUCHER_MESSAGE_KEYS;

const MESSAGES: Record<'de' | 'en', Record<Exclude<CartErrorCode, VoucherErrorCode>, string>> = {
  de: {
    CART_NOT_FOUND: 'Der Warenkorb wurde nicht gefunden.',
    ITEM_NOT_FOUND: 'Der Artikel ist nicht verfügbar.',
    POSITION_NOT_FOUND: 'Die Position ist nicht im Warenkorb.',
    QUANTITY_INVALID: 'Bitte geben Sie eine gültige Menge ein.',
    OUT_OF_STOCK: 'Die gewünschte Menge ist leider nicht auf Lager.',
    OPERATION_INVALID: 'Die Warenkorb-Änderung ist ungültig.',
    VOUCHER_NOT_APPLIED: 'Dieser Gutschein ist nicht im Warenkorb.',
    CATALOG_NOT_FOUND: 'Dieser Katalog ist nicht verfügbar.',
  },
  en: {
    CART_NOT_FOUND: 'The cart was not found.',
    ITEM_NOT_FOUND: 'The article is not available.',
    POSITION_NOT_FOUND: 'The position is not in the cart.',
    QUANTITY_INVALID: 'Please enter a valid quantity.',
    OUT_OF_STOCK: 'The requested quantity is not in stock.',
    OPERATION_INVALID: 'The cart change is invalid.',
    VOUCHER_NOT_APPLIED: 'This voucher is not in the cart.',
    CATALOG_NOT_FOUND: 'This catalogue is not available.',
  },
};

function isVoucherError(code: CartErrorCode): code is VoucherErrorCode {
  return code in VOUCHER_MESSAGE_KEYS;
}

export function cartMessage(code: CartErrorCode, store: StoreConfig): string {
  return isVoucherError(code)
    ? SHOP_MESSAGES[store.messages][VOUCHER_MESSAGE_KEYS[code]]
    : MESSAGES[store.messages][code];
}

/** An expected failure: rolls the transaction back and becomes result data, never a GraphQL error. */
export class CartOpError extends Error {
  constructor(
    readonly code: CartErrorCode,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(code);
  }
}

const QUANTITY_ERROR: FieldError = { field: 'quantity', message: 'vue.buybox.text.quantity.error' };
const MIN_QUANTITY_ERROR: FieldError = { field: 'quantity', message: 'vue.pdp.minQuantity' };
const ITEM_ERROR: FieldError = { field: 'itemId', message: 'ITEM_NOT_FOUND' };
const voucherField = (code: VoucherErrorCode): FieldError => ({
  field: 'code',
  message: VOUCHER_MESSAGE_KEYS[code],
});

/** Family scopes of voucher, gift and catalogue rows visible in a store. */
function families(store: StoreConfig): string[] {
  return ['all', store.family];
}

export async function ownedCartId(db: Db, cartId: string, userId: string | null): Promise<string | null> {
  if (!userId || !isUuid(cartId) || !isUuid(userId)) return null;
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)));
  return cart?.id ?? null;
}

/** Locks the cart row for the transaction; concurrent changes of one cart run one after the other. */
export async function lockCart(tx: Db, cartId: string): Promise<void> {
  const [locked] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
  if (!locked) throw new CartOpError('CART_NOT_FOUND');
}

export interface ReservationRow {
  dealId: number;
  itemId: string;
  quantity: number;
  live: boolean;
  released: boolean;
  extended: boolean;
  expiresAt: Date;
  dealPriceCents: number;
}

/** The cart's reservations by item; `live` is judged by the database clock. */
export async function loadReservations(db: Db, cartId: string): Promise<Map<string, ReservationRow>> {
  const rows = await db
    .select({
      dealId: lightningReservations.dealId,
      itemId: lightningDeals.itemId,
      quantity: lightningReservations.quantity,
      live: sql<boolean>`(NOT lightning_reservations.released AND lightning_reservations.expires_at > now())`,
      released: lightningReservations.released,
      extended: lightningReservations.extended,
      expiresAt: lightningReservations.expiresAt,
      dealPriceCents: lightningDeals.priceCents,
    })
    .from(lightningReservations)
    .innerJoin(lightningDeals, eq(lightningDeals.id, lightningReservations.dealId))
    .where(eq(lightningReservations.cartId, cartId))
    .orderBy(asc(lightningReservations.createdAt));
  return new Map(rows.map((row) => [row.itemId, row]));
}

/** Units of a position charged at the deal price: only those backed by a live reservation. */
function liveLightningUnits(lightningQuantity: number, reservation: ReservationRow | undefined): number {
  return reservation?.live ? Math.min(lightningQuantity, reservation.quantity) : 0;
}

/** The cart's reservation state (shopping §3 "Lightning reservation"). */
export function reservationState(
  positions: readonly { itemId: string; lightningQuantity: number }[],
  reservations: ReadonlyMap<string, ReservationRow>,
): LightningReservation {
  const withDeal = positions.filter((position) => position.lightningQuantity > 0);
  const live = withDeal
    .map((position) => reservations.get(position.itemId))
    .filter((reservation): reservation is ReservationRow => reservation?.live === true);
  const ends = live.map((reservation) => reservation.expiresAt.getTime());
  return {
    hasLightningDealReservation: withDeal.length > 0,
    isLightningDealReservationExpired: live.length < withDeal.length,
    lightningDealReservationTimestampEnd: ends.length > 0 ? Math.min(...ends) : null,
    extended: live.some((reservation) => reservation.extended),
  };
}

interface PositionRow {
  position: typeof cartPositions.$inferSelect;
  item: ItemRecord;
  product: ProductRecord;
}

async function loadPositions(db: Db, cartId: string): Promise<PositionRow[]> {
  const rows = await db
    .select({
      position: cartPositions,
      item: items,
      product: products,
      imageVersion: imageAssets.version,
      imageAlt: imageAssets.alt,
    })
    .from(cartPositions)
    .innerJoin(items, eq(items.id, cartPositions.itemId))
    .innerJoin(products, eq(products.id, items.productId))
    .innerJoin(imageAssets, eq(imageAssets.key, items.imageKey))
    .where(eq(cartPositions.cartId, cartId))
    .orderBy(asc(cartPositions.createdAt), asc(cartPositions.id));
  return rows.map((row) => ({
    position: row.position,
    product: row.product,
    item: { ...row.item, imageVersion: row.imageVersion, imageAlt: row.imageAlt },
  }));
}

async function loadVoucherRules(
  db: Db,
  cartId: string,
  store: StoreConfig,
): Promise<(VoucherRule & { description: string })[]> {
  const rows = await db
    .select({
      voucher: vouchers,
      valid: sql<boolean>`(vouchers.valid_from <= now() AND vouchers.valid_until > now())`,
    })
    .from(cartVouchers)
    .innerJoin(vouchers, eq(vouchers.code, cartVouchers.code))
    .where(eq(cartVouchers.cartId, cartId))
    .orderBy(asc(cartVouchers.createdAt), asc(cartVouchers.code));
  return rows.map(({ voucher, valid }) => ({
    code: voucher.code,
    description: voucher.description,
    kind: voucher.kind === 'amount' ? 'amount' : 'percent',
    value: voucher.value,
    minimumOrderCents: voucher.minimumOrderCents,
    productId: voucher.productId,
    valid: valid && families(store).includes(voucher.family),
  }));
}

async function loadGifts(db: Db, store: StoreConfig) {
  const rows = await db
    .select({
      gift: freeArticles,
      item: items,
      imageVersion: imageAssets.version,
      imageAlt: imageAssets.alt,
      product: products,
    })
    .from(freeArticles)
    .innerJoin(items, eq(items.id, freeArticles.itemId))
    .innerJoin(products, eq(products.id, items.productId))
    .innerJoin(imageAssets, eq(imageAssets.key, items.imageKey))
    .where(inArray(freeArticles.family, families(store)))
    .orderBy(asc(freeArticles.minimumOrderCents), asc(freeArticles.id));
  return rows.map((row) => ({
    minimumOrderCents: row.gift.minimumOrderCents,
    product: row.product,
    item: { ...row.item, imageVersion: row.imageVersion, imageAlt: row.imageAlt },
  }));
}

async function loadCatalogues(db: Db, cartId: string, store: StoreConfig) {
  return db
    .select({
      code: catalogues.code,
      name: catalogues.name,
      selected: sql<boolean>`(cart_catalogues.code IS NOT NULL)`,
    })
    .from(catalogues)
    .leftJoin(
      cartCatalogues,
      and(eq(cartCatalogues.code, catalogues.code), eq(cartCatalogues.cartId, cartId)),
    )
    .where(inArray(catalogues.family, families(store)))
    .orderBy(asc(catalogues.position));
}

function cartItem(
  row: PositionRow,
  deal: DealRecord | undefined,
  reservation: ReservationRow | undefined,
  relatedVoucherCode: string | null,
  store: StoreConfig,
): CartItem {
  const { item, product, position } = row;
  const strategy = storeStrategy(store);
  const quantityLightning = liveLightningUnits(position.lightningQuantity, reservation);
  const quantityNormal = position.quantity - quantityLightning;
  const dealPrice = reservation?.live ? reservation.dealPriceCents : deal?.priceCents;
  const base =
    product.basePriceUnit && product.baseContentMilli
      ? Math.round((item.priceCents * 1000) / product.baseContentMilli)
      : null;
  const status = strategy.deliveryText(item.stock);
  return {
    id: position.id,
    operationsId: position.id,
    itemId: item.id,
    productId: product.id,
    name: item.name,
    path: productUrl(product.id),
    image: itemImage(item, 'BASKET_LAYER', item.name),
    quantity: position.quantity,
    quantityNormal,
    quantityLightning,
    isLightningDeal: deal !== undefined,
    isFreeItem: false,
    relatedVoucherCode,
    removableItem: true,
    orderNumber: item.orderNumber,
    minimumOrderQuantity: strategy.minimumOrderQuantity(product),
    maxQuantity: Math.min(item.maxQuantity, QUANTITY_MAX),
    unitPrices: {
      raw: money(item.priceCents, store),
      current: money(item.priceCents, store),
      old: optionalMoney(item.oldPriceCents, store),
      currencyCode: store.currency,
      basePrice: optionalMoney(base, store),
      basePriceUnit: base === null ? null : product.basePriceUnit,
      isBestPrice: item.isBestPrice,
    },
    pricePerUnit: money(item.priceCents, store),
    pricePerUnitLightning: optionalMoney(dealPrice, store),
    netPricePerUnitLightning: optionalMoney(
      dealPrice === undefined ? undefined : dealPrice - containedVat(dealPrice),
      store,
    ),
    unitPrice: money(item.priceCents, store),
    totalPrice: money(
      item.priceCents * quantityNormal + (dealPrice ?? item.priceCents) * quantityLightning,
      store,
    ),
    variantAttributes: variantValues(item, store),
    deliveryStatusColor: status.color,
    deliveryStatusText: status.text,
  };
}

function freeItem(gift: Awaited<ReturnType<typeof loadGifts>>[number], store: StoreConfig): CartItem {
  const { item, product } = gift;
  const status = storeStrategy(store).deliveryText(item.stock);
  const zero = money(0, store);
  return {
    id: `free-${item.id}`,
    operationsId: `free-${item.id}`,
    itemId: item.id,
    productId: product.id,
    name: item.name,
    path: productUrl(product.id),
    image: itemImage(item, 'BASKET_LAYER', item.name),
    quantity: 1,
    quantityNormal: 1,
    quantityLightning: 0,
    isLightningDeal: false,
    isFreeItem: true,
    relatedVoucherCode: null,
    removableItem: false,
    orderNumber: item.orderNumber,
    minimumOrderQuantity: 1,
    maxQuantity: 1,
    unitPrices: {
      raw: money(item.priceCents, store),
      current: zero,
      old: null,
      currencyCode: store.currency,
      basePrice: null,
      basePriceUnit: null,
      isBestPrice: false,
    },
    pricePerUnit: zero,
    pricePerUnitLightning: null,
    netPricePerUnitLightning: null,
    unitPrice: zero,
    totalPrice: zero,
    variantAttributes: variantValues(item, store),
    deliveryStatusColor: status.color,
    deliveryStatusText: status.text,
  };
}

export async function getCart(
  db: Db,
  cartId: string,
  userId: string | null,
  store: StoreConfig,
  calculateShippingCost = true,
): Promise<Cart | null> {
  const id = await ownedCartId(db, cartId, userId);
  if (!id) return null;
  return readCart(db, id, store, calculateShippingCost);
}

/** The cart as the shopper sees it; `id` must already be checked for ownership. */
export async function readCart(
  db: Db,
  id: string,
  store: StoreConfig,
  calculateShippingCost = true,
): Promise<Cart> {
  const [rows, reservations, voucherRules, gifts, catalogueRows] = await Promise.all([
    loadPositions(db, id),
    loadReservations(db, id),
    loadVoucherRules(db, id, store),
    loadGifts(db, store),
    loadCatalogues(db, id, store),
  ]);
  const deals = await loadActiveDeals(
    db,
    rows.map((row) => row.product.id),
  );
  const lines: CartLine[] = rows.map(({ position, item, product }) => {
    const reservation = reservations.get(item.id);
    const quantityLightning = liveLightningUnits(position.lightningQuantity, reservation);
    return {
      productId: product.id,
      unitCents: item.priceCents,
      oldUnitCents: item.oldPriceCents,
      quantityNormal: position.quantity - quantityLightning,
      lightningUnitCents: reservation?.live ? reservation.dealPriceCents : null,
      quantityLightning,
    };
  });
  const calculation = calculateCart(lines, voucherRules, store.family, calculateShippingCost);
  const successfulProductVouchers = new Map(
    voucherRules
      .filter((rule, index) => rule.productId !== null && calculation.vouchers[index]?.successful)
      .map((rule) => [rule.productId, rule.code]),
  );
  const cartItems = rows.map((row) =>
    cartItem(
      row,
      deals.get(row.item.id),
      reservations.get(row.item.id),
      successfulProductVouchers.get(row.product.id) ?? null,
      store,
    ),
  );
  const { basketValue } = calculation.totals;
  const attainedGifts = rows.length > 0 ? gifts.filter((gift) => basketValue >= gift.minimumOrderCents) : [];
  const openGifts = gifts.filter((gift) => !attainedGifts.includes(gift));
  const allItems = [...cartItems, ...attainedGifts.map((gift) => freeItem(gift, store))];
  const totals = calculation.totals;
  return {
    id,
    positionCount: rows.length,
    articleCount: rows.reduce((sum, row) => sum + row.position.quantity, 0),
    itemsCount: new Set(allItems.map((item) => item.itemId)).size,
    productsCount: new Set(rows.map((row) => row.product.id)).size,
    items: allItems,
    totals: {
      subtotal: money(totals.subtotal, store),
      shippingCost: money(totals.shippingCost, store),
      basketValue: money(totals.basketValue, store),
      voucherDiscount: money(totals.voucherDiscount, store),
      total: money(totals.total, store),
      grandTotal: money(totals.grandTotal, store),
      tax: money(totals.tax, store),
      netValue: money(totals.netValue, store),
      savings: money(totals.savings, store),
    },
    shippers: calculation.shippers.map((shipper) => ({
      code: shipper.code,
      name: shipper.name,
      enabled: shipper.enabled,
      selected: shipper.selected,
      costs: money(shipper.costCents, store),
    })),
    vouchers: calculation.vouchers.map((outcome, index) => {
      const rule = voucherRules[index];
      return {
        code: outcome.code,
        successful: outcome.successful,
        attainable: outcome.attainable,
        failureDescriptions: outcome.failureDescriptions,
        missingAmount: outcome.attainable ? money(outcome.missingCents, store) : null,
        minimumOrderValue: rule && rule.minimumOrderCents > 0 ? money(rule.minimumOrderCents, store) : null,
        discount: money(outcome.discountCents, store),
        description: rule?.description ?? '',
      };
    }),
    relatedVoucherCodes: [...new Set(successfulProductVouchers.values())],
    freeArticles: gifts.map((gift) => ({
      itemId: gift.item.id,
      name: gift.item.name,
      image: itemImage(gift.item, 'BASKET_LAYER', gift.item.name),
      minimumPrice: money(gift.minimumOrderCents, store),
      attained: attainedGifts.includes(gift),
      missingAmount: money(Math.max(0, gift.minimumOrderCents - basketValue), store),
    })),
    giftMinimumPrice: optionalMoney(openGifts[0]?.minimumOrderCents, store),
    catalogs: catalogueRows,
    lightningReservation: reservationState(
      rows.map((row) => ({ itemId: row.item.id, lightningQuantity: row.position.lightningQuantity })),
      reservations,
    ),
  };
}

interface OpContext {
  tx: Db;
  cartId: string;
  store: StoreConfig;
}

async function loadOrderableItem(ctx: OpContext, itemId: string) {
  if (!isItemId(itemId)) throw new CartOpError('ITEM_NOT_FOUND', [ITEM_ERROR]);
  const [row] = await ctx.tx
    .select({ item: items, product: products })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(eq(items.id, itemId));
  if (!row?.item.active || !storeStrategy(ctx.store).inAssortment(row.product)) {
    throw new CartOpError('ITEM_NOT_FOUND', [ITEM_ERROR]);
  }
  return row;
}

/** Checks a position's new total against 1..999, the item's maximum and minimum, and the stock (§5, §9). */
function checkQuantity(
  total: number,
  row: { item: typeof items.$inferSelect; product: ProductRecord },
  store: StoreConfig,
): void {
  if (!isValidQuantity(total) || total > row.item.maxQuantity)
    throw new CartOpError('QUANTITY_INVALID', [QUANTITY_ERROR]);
  if (total < storeStrategy(store).minimumOrderQuantity(row.product)) {
    throw new CartOpError('QUANTITY_INVALID', [MIN_QUANTITY_ERROR]);
  }
  // Stock is checked, not reserved: reservation of normal stock belongs to checkout.
  if (total > row.item.stock)
    throw new CartOpError('OUT_OF_STOCK', [{ field: 'quantity', message: 'OUT_OF_STOCK' }]);
}

/** The running deal of an item, if any. */
async function runningDeal(tx: Db, itemId: string) {
  const [deal] = await tx
    .select({ id: lightningDeals.id, quantityMax: lightningDeals.quantityMax })
    .from(lightningDeals)
    .where(
      and(
        eq(lightningDeals.itemId, itemId),
        lte(lightningDeals.startsAt, sql`now()`),
        gt(lightningDeals.endsAt, sql`now()`),
      ),
    );
  return deal;
}

/**
 * Reserves deal units for `added` more units of an item (shopping §4): up to lightningQuantityMax minus
 * what the cart's reservation already holds. Returns the position's new lightning quantity.
 */
async function reserveForAdd(
  ctx: OpContext,
  itemId: string,
  added: number,
  currentLightning: number,
): Promise<{ lightningQuantity: number; addedLightning: number }> {
  const deal = await runningDeal(ctx.tx, itemId);
  if (!deal) return { lightningQuantity: currentLightning, addedLightning: 0 };
  const [held] = await ctx.tx
    .select({ quantity: lightningReservations.quantity })
    .from(lightningReservations)
    .where(
      and(
        eq(lightningReservations.cartId, ctx.cartId),
        eq(lightningReservations.dealId, deal.id),
        eq(lightningReservations.released, false),
      ),
    );
  const heldUnits = held?.quantity ?? 0;
  const split = lightningSplit(added, deal.quantityMax, heldUnits);
  const granted = await takeUnits(ctx.tx, deal.id, split.quantityLightning);
  if (granted === 0) return { lightningQuantity: currentLightning, addedLightning: 0 };
  const reserved = await holdUnits(ctx.tx, ctx.cartId, deal.id, granted);
  return { lightningQuantity: reserved, addedLightning: granted };
}

async function addPosition(ctx: OpContext, itemId: string, quantity: number): Promise<AddedPosition> {
  const row = await loadOrderableItem(ctx, itemId);
  if (!isValidQuantity(quantity)) throw new CartOpError('QUANTITY_INVALID', [QUANTITY_ERROR]);
  const [existing] = await ctx.tx
    .select()
    .from(cartPositions)
    .where(and(eq(cartPositions.cartId, ctx.cartId), eq(cartPositions.itemId, itemId)));
  const total = (existing?.quantity ?? 0) + quantity;
  checkQuantity(total, row, ctx.store);
  const { lightningQuantity, addedLightning } = await reserveForAdd(
    ctx,
    itemId,
    quantity,
    existing?.lightningQuantity ?? 0,
  );
  const lightning = Math.min(lightningQuantity, total);
  if (existing) {
    await ctx.tx
      .update(cartPositions)
      .set({ quantity: total, lightningQuantity: lightning })
      .where(eq(cartPositions.id, existing.id));
  } else {
    await ctx.tx.insert(cartPositions).values({
      id: randomUUID(),
      cartId: ctx.cartId,
      itemId,
      quantity: total,
      lightningQuantity: lightning,
    });
  }
  return { itemId, quantity, quantityLightning: addedLightning, quantityNormal: quantity - addedLightning };
}

async function ownPosition(ctx: OpContext, positionId: string) {
  if (!isUuid(positionId)) throw new CartOpError('POSITION_NOT_FOUND');
  const [position] = await ctx.tx
    .select()
    .from(cartPositions)
    .where(and(eq(cartPositions.id, positionId), eq(cartPositions.cartId, ctx.cartId)));
  if (!position) throw new CartOpError('POSITION_NOT_FOUND');
  return position;
}

/** Gives back deal units the position no longer needs (the cart's reservation of the item's deal). */
async function releaseLightning(ctx: OpContext, itemId: string, units: number): Promise<void> {
  if (units <= 0) return;
  const reservations = await loadReservations(ctx.tx, ctx.cartId);
  const reservation = reservations.get(itemId);
  if (reservation && !reservation.released) await releaseUnits(ctx.tx, ctx.cartId, reservation.dealId, units);
}

async function changeQuantity(ctx: OpContext, positionId: string, quantity: number): Promise<void> {
  const position = await ownPosition(ctx, positionId);
  if (!isValidQuantity(quantity)) throw new CartOpError('QUANTITY_INVALID', [QUANTITY_ERROR]);
  const row = await loadOrderableItem(ctx, position.itemId);
  checkQuantity(quantity, row, ctx.store);
  let lightning = position.lightningQuantity;
  if (quantity > position.quantity) {
    lightning = (await reserveForAdd(ctx, position.itemId, quantity - position.quantity, lightning))
      .lightningQuantity;
  } else if (quantity < lightning) {
    // Fewer units: the normal-price units go first, deal units only when nothing else is left.
    await releaseLightning(ctx, position.itemId, lightning - quantity);
    lightning = quantity;
  }
  await ctx.tx
    .update(cartPositions)
    .set({ quantity, lightningQuantity: Math.min(lightning, quantity) })
    .where(eq(cartPositions.id, position.id));
}

async function removePosition(ctx: OpContext, positionId: string): Promise<void> {
  const position = await ownPosition(ctx, positionId);
  await releaseLightning(ctx, position.itemId, Number.MAX_SAFE_INTEGER);
  await ctx.tx.delete(cartPositions).where(eq(cartPositions.id, position.id));
}

async function addVoucher(ctx: OpContext, rawCode: string): Promise<void> {
  const code = normalizeVoucherCode(rawCode);
  if (!code) throw new CartOpError('VOUCHER_INVALID', [voucherField('VOUCHER_INVALID')]);
  const [voucher] = await ctx.tx
    .select({
      family: vouchers.family,
      valid: sql<boolean>`(vouchers.valid_from <= now() AND vouchers.valid_until > now())`,
    })
    .from(vouchers)
    .where(eq(vouchers.code, code));
  if (!voucher || !families(ctx.store).includes(voucher.family)) {
    throw new CartOpError('VOUCHER_NOT_FOUND', [voucherField('VOUCHER_NOT_FOUND')]);
  }
  if (!voucher.valid) throw new CartOpError('VOUCHER_EXPIRED', [voucherField('VOUCHER_EXPIRED')]);
  const onCart = await ctx.tx
    .select({ code: cartVouchers.code })
    .from(cartVouchers)
    .where(eq(cartVouchers.cartId, ctx.cartId));
  if (onCart.some((entry) => entry.code === code)) {
    throw new CartOpError('VOUCHER_ALREADY_APPLIED', [voucherField('VOUCHER_ALREADY_APPLIED')]);
  }
  if (onCart.length >= MAX_VOUCHERS_PER_CART) throw new CartOpError('OPERATION_INVALID');
  await ctx.tx.insert(cartVouchers).values({ cartId: ctx.cartId, code });
}

async function removeVoucher(ctx: OpContext, rawCode: string): Promise<void> {
  const code = normalizeVoucherCode(rawCode);
  if (!code) throw new CartOpError('VOUCHER_INVALID', [voucherField('VOUCHER_INVALID')]);
  const deleted = await ctx.tx
    .delete(cartVouchers)
    .where(and(eq(cartVouchers.cartId, ctx.cartId), eq(cartVouchers.code, code)))
    .returning({ code: cartVouchers.code });
  if (deleted.length === 0) throw new CartOpError('VOUCHER_NOT_APPLIED');
}

async function setCatalogue(ctx: OpContext, code: string, selected: boolean): Promise<void> {
  const [catalogue] = await ctx.tx
    .select({ code: catalogues.code })
    .from(catalogues)
    .where(and(eq(catalogues.code, code.slice(0, 64)), inArray(catalogues.family, families(ctx.store))));
  if (!catalogue) throw new CartOpError('CATALOG_NOT_FOUND');
  if (selected) {
    await ctx.tx
      .insert(cartCatalogues)
      .values({ cartId: ctx.cartId, code: catalogue.code })
      .onConflictDoNothing();
  } else {
    await ctx.tx
      .delete(cartCatalogues)
      .where(and(eq(cartCatalogues.cartId, ctx.cartId), eq(cartCatalogues.code, catalogue.code)));
  }
}

/** Runs one op; an op must set exactly one operation. */
async function runOp(ctx: OpContext, op: CartOpInput): Promise<AddedPosition | null> {
  const position = op.positionOp;
  const voucher = op.voucherOp;
  const catalogue = op.catalogOp;
  const chosen = [
    position?.addPosition,
    position?.removePosition,
    position?.changeQuantity,
    voucher?.addVoucher,
    voucher?.removeVoucher,
    catalogue?.addCatalog,
    catalogue?.removeCatalog,
  ].filter((value) => value !== null && value !== undefined);
  if (chosen.length !== 1) throw new CartOpError('OPERATION_INVALID');
  if (position?.addPosition)
    return addPosition(ctx, position.addPosition.itemId, position.addPosition.quantity);
  if (position?.removePosition) await removePosition(ctx, position.removePosition.positionId);
  if (position?.changeQuantity) {
    await changeQuantity(ctx, position.changeQuantity.positionId, position.changeQuantity.quantity);
  }
  if (voucher?.addVoucher) await addVoucher(ctx, voucher.addVoucher.code);
  if (voucher?.removeVoucher) await removeVoucher(ctx, voucher.removeVoucher.code);
  if (catalogue?.addCatalog) await setCatalogue(ctx, catalogue.addCatalog.code, true);
  if (catalogue?.removeCatalog) await setCatalogue(ctx, catalogue.removeCatalog.code, false);
  return null;
}

function failure(
  code: CartErrorCode,
  store: StoreConfig,
  fieldErrors: FieldError[],
  cart: Cart | null,
): CartUpdateResult {
  return {
    successful: false,
    errorCode: code,
    errorMessage: cartMessage(code, store),
    fieldErrors,
    addedPositions: [],
    cart,
  };
}

export async function updateCart(
  db: Db,
  cartId: string,
  ops: readonly CartOpInput[],
  userId: string | null,
  store: StoreConfig,
  withCart = true,
): Promise<CartUpdateResult> {
  const id = await ownedCartId(db, cartId, userId);
  if (!id) return failure('CART_NOT_FOUND', store, [], null);
  if (ops.length === 0 || ops.length > MAX_CART_OPS) {
    return failure('OPERATION_INVALID', store, [], withCart ? await readCart(db, id, store) : null);
  }
  let addedPositions: AddedPosition[] = [];
  try {
    addedPositions = await db.transaction(async (tx) => {
      await lockCart(tx, id);
      const ctx: OpContext = { tx, cartId: id, store };
      const added: AddedPosition[] = [];
      for (const op of ops) {
        const result = await runOp(ctx, op);
        if (result) added.push(result);
      }
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, id));
      return added;
    });
  } catch (error) {
    if (!(error instanceof CartOpError)) throw error;
    const cart = error.code === 'CART_NOT_FOUND' || !withCart ? null : await readCart(db, id, store);
    return failure(error.code, store, error.fieldErrors, cart);
  }
  return {
    successful: true,
    errorCode: null,
    errorMessage: null,
    fieldErrors: [],
    addedPositions,
    cart: withCart ? await readCart(db, id, store) : null,
  };
}

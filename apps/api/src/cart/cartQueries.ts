// Cart reads shared by the cart, the lightning reservation and (next) checkout and orders: ownership
// (DESIGN §7: a cart is only visible to the user in X-User-Id; any other cart id answers like an unknown
// one), the row lock that serialises changes of one cart, and the loaders of the cart's rows. Cart ids
// reach these functions verified (customer/visitorIds.ts: the signed id was issued to this user) as bare
// uuids; the cart's row is written on the first write (lockCart), so a verified cart without a row is
// the visitor's empty cart.
import { randomUUID } from 'node:crypto';
import { QUANTITY_MAX } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ITEM_RECORD_COLUMNS,
  type ItemRecord,
  itemRecordReader,
  type ProductRecord,
} from '../catalog/catalogService';
import { ensureVisitor } from '../customer/customerService';
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
import { CartOpError } from './cartErrors';
import type { VoucherRule } from './cartRules';

/** Family scopes of voucher, gift and catalogue rows visible in a store. */
export function families(store: StoreConfig): string[] {
  return ['all', store.family];
}

/**
 * The cart the user may use: `cartId` is verified for `userId` (null when it did not verify), and its row
 * is either not written yet or written for this user.
 */
export async function ownedCartId(
  db: Db,
  cartId: string | null,
  userId: string | null,
): Promise<string | null> {
  if (!cartId || !userId) return null;
  const [cart] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
  return !cart || cart.userId === userId ? cartId : null;
}

/**
 * Adds positions to the cart `cartId` (a merge: the login's cart merge, a failed payment's order going back
 * into the cart): an item the cart has gets the quantities summed up to the maximum, at the normal price.
 */
export async function addPositions(
  tx: Db,
  cartId: string,
  positions: readonly { readonly itemId: string; readonly quantity: number }[],
): Promise<void> {
  for (const position of positions) {
    await tx
      .insert(cartPositions)
      .values({ id: randomUUID(), cartId, itemId: position.itemId, quantity: position.quantity })
      .onConflictDoUpdate({
        target: [cartPositions.cartId, cartPositions.itemId],
        set: { quantity: sql`least(${cartPositions.quantity} + excluded.quantity, ${QUANTITY_MAX})` },
      });
  }
}

/**
 * Locks the cart row for the transaction, so concurrent changes of one cart run one after the other. On
 * the visitor's first write the cart row and the user row are written first (shop init writes nothing).
 * Answers whether the cart was submitted: it is then the order's record, and callers refuse changes.
 */
export async function lockCart(tx: Db, cartId: string, userId: string): Promise<{ submitted: boolean }> {
  const lockOwned = () =>
    tx
      .select({ id: carts.id, submittedAt: carts.submittedAt })
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
      .for('update');
  let [locked] = await lockOwned();
  if (!locked) {
    await ensureVisitor(tx, userId);
    await tx.insert(carts).values({ id: cartId, userId }).onConflictDoNothing();
    [locked] = await lockOwned();
  }
  if (!locked) throw new CartOpError('CART_NOT_FOUND');
  return { submitted: locked.submittedAt !== null };
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

export interface PositionRow {
  position: typeof cartPositions.$inferSelect;
  item: ItemRecord;
  product: ProductRecord;
}

/** The cart's positions in the order they were added, with item (named in the store's language), product and image. */
export async function loadPositions(db: Db, cartId: string, store: StoreConfig): Promise<PositionRow[]> {
  const rows = await db
    .select({ position: cartPositions, product: products, ...ITEM_RECORD_COLUMNS })
    .from(cartPositions)
    .innerJoin(items, eq(items.id, cartPositions.itemId))
    .innerJoin(products, eq(products.id, items.productId))
    .innerJoin(imageAssets, eq(imageAssets.key, items.imageKey))
    .where(eq(cartPositions.cartId, cartId))
    .orderBy(asc(cartPositions.createdAt), asc(cartPositions.id));
  const itemRecord = await itemRecordReader(db, store);
  return rows.map((row) => ({ position: row.position, product: row.product, item: itemRecord(row) }));
}

/** The cart's vouchers in the order they were applied; `valid` is judged by the database clock and store. */
export async function loadVoucherRules(
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

export interface GiftRow {
  minimumOrderCents: number;
  item: ItemRecord;
  product: ProductRecord;
}

/** The store's free articles, cheapest threshold first. */
export async function loadGifts(db: Db, store: StoreConfig): Promise<GiftRow[]> {
  const rows = await db
    .select({ gift: freeArticles, product: products, ...ITEM_RECORD_COLUMNS })
    .from(freeArticles)
    .innerJoin(items, eq(items.id, freeArticles.itemId))
    .innerJoin(products, eq(products.id, items.productId))
    .innerJoin(imageAssets, eq(imageAssets.key, items.imageKey))
    .where(inArray(freeArticles.family, families(store)))
    .orderBy(asc(freeArticles.minimumOrderCents), asc(freeArticles.id));
  const itemRecord = await itemRecordReader(db, store);
  return rows.map((row) => ({
    minimumOrderCents: row.gift.minimumOrderCents,
    product: row.product,
    item: itemRecord(row),
  }));
}

/** The store's printed catalogues in their order, for visitors with or without a cart. */
export async function loadStoreCatalogues(db: Db, store: StoreConfig) {
  return db
    .select({ code: catalogues.code, name: catalogues.name })
    .from(catalogues)
    .where(inArray(catalogues.family, families(store)))
    .orderBy(asc(catalogues.position));
}

/** The store's printed catalogues, each marked when the cart orders it. */
export async function loadCatalogues(db: Db, cartId: string, store: StoreConfig) {
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

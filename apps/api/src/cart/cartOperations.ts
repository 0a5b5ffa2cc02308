// The seven cart operations of updateCart (shopping §5, §7 "Cart update", §4 "Lightning deals"). Each runs
// inside the caller's transaction on a locked cart (cartService.ts) and throws CartOpError for an expected
// failure, so nothing it wrote survives, reservations included.
import { randomUUID } from 'node:crypto';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { ProductRecord } from '../catalog/catalogService';
import type { Db } from '../db/client';
import {
  cartCatalogues,
  cartPositions,
  cartVouchers,
  catalogues,
  items,
  lightningDeals,
  lightningReservations,
  products,
  vouchers,
} from '../db/schema';
import type { AddedPosition } from '../generated/resolvers';
import { dealsSwitchedOn } from '../lightning/dealSwitch';
import { fairShareRoom } from '../lightning/fairShare';
import { lightningSplit } from '../lightning/lightningRules';
import { holdUnits, releaseUnits, takeUnits } from '../lightning/reservationStore';
import { isUuid } from '../shop/validation';
import { storeStrategy } from '../store/storeStrategy';
import { CartOpError, ITEM_ERROR, MIN_QUANTITY_ERROR, QUANTITY_ERROR, voucherField } from './cartErrors';
import { families, loadReservations } from './cartQueries';
import { isItemId, isValidQuantity, MAX_VOUCHERS_PER_CART, normalizeVoucherCode } from './cartRules';

/** What every operation works on: the transaction, the locked (and owned) cart, the store and the client address. */
export interface OpContext {
  tx: Db;
  cartId: string;
  store: StoreConfig;
  clientAddress: string;
}

/** An item with its product, as the cart's checks read them. */
export interface OrderableItem {
  readonly item: typeof items.$inferSelect;
  readonly product: ProductRecord;
}

function isOrderable(row: OrderableItem, store: StoreConfig): boolean {
  return row.item.active && storeStrategy(store).inAssortment(row.product);
}

async function loadOrderableItem(ctx: OpContext, itemId: string) {
  if (!isItemId(itemId)) throw new CartOpError('ITEM_NOT_FOUND', [ITEM_ERROR]);
  const [row] = await ctx.tx
    .select({ item: items, product: products })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(eq(items.id, itemId));
  if (!row || !isOrderable(row, ctx.store)) throw new CartOpError('ITEM_NOT_FOUND', [ITEM_ERROR]);
  return row;
}

/** The items among `itemIds` that can be ordered in the store (active, in its assortment), in one query. */
export async function loadOrderableItems(
  tx: Db,
  store: StoreConfig,
  itemIds: readonly string[],
): Promise<Map<string, OrderableItem>> {
  const wanted = [...new Set(itemIds.filter(isItemId))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ item: items, product: products })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(inArray(items.id, wanted));
  return new Map(rows.filter((row) => isOrderable(row, store)).map((row) => [row.item.id, row]));
}

/** The cart's positions of these items, by item id (locked cart: read inside its transaction). */
export async function positionsOfItems(
  ctx: OpContext,
  itemIds: readonly string[],
): Promise<Map<string, typeof cartPositions.$inferSelect>> {
  if (itemIds.length === 0) return new Map();
  const rows = await ctx.tx
    .select()
    .from(cartPositions)
    .where(and(eq(cartPositions.cartId, ctx.cartId), inArray(cartPositions.itemId, [...new Set(itemIds)])));
  return new Map(rows.map((row) => [row.itemId, row]));
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

type RunningDeal = { id: number; quantityMax: number };

/** The running deals of these items, by item id, in one query. */
async function runningDeals(tx: Db, itemIds: readonly string[]): Promise<Map<string, RunningDeal>> {
  const rows = await tx
    .select({ itemId: lightningDeals.itemId, id: lightningDeals.id, quantityMax: lightningDeals.quantityMax })
    .from(lightningDeals)
    .where(
      and(
        inArray(lightningDeals.itemId, [...itemIds]),
        lte(lightningDeals.startsAt, sql`now()`),
        gt(lightningDeals.endsAt, sql`now()`),
        dealsSwitchedOn,
      ),
    );
  return new Map(rows.map(({ itemId, ...deal }) => [itemId, deal]));
}

/**
 * Reserves deal units for `added` more units of an item (shopping §4): up to lightningQuantityMax minus
 * what the cart's reservation already holds, within the visitor's and the address's fair share. Returns the position's new lightning quantity.
 */
async function reserveForAdd(
  ctx: OpContext,
  deal: RunningDeal | undefined,
  added: number,
  currentLightning: number,
): Promise<{ lightningQuantity: number; addedLightning: number }> {
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
  const reserver = { cartId: ctx.cartId, clientAddress: ctx.clientAddress };
  const fairShare =
    split.quantityLightning > 0 ? await fairShareRoom(ctx.tx, deal.id, reserver, heldUnits) : 0;
  const granted = await takeUnits(ctx.tx, deal.id, Math.min(split.quantityLightning, fairShare));
  if (granted === 0) return { lightningQuantity: currentLightning, addedLightning: 0 };
  const reserved = await holdUnits(ctx.tx, reserver, deal.id, granted);
  return { lightningQuantity: reserved, addedLightning: granted };
}

export async function addPosition(ctx: OpContext, itemId: string, quantity: number): Promise<AddedPosition> {
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
    (await runningDeals(ctx.tx, [itemId])).get(itemId),
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

/**
 * Adds several items in one write (add-all-to-cart of a wish list): each line is checked like addPosition
 * (the cart's quantity rules and the stock decide last; a refusal throws and nothing is written), deal units
 * are reserved per line, then one upsert writes every position. `known` are the lines' items and the cart's
 * positions of them, read by the caller inside this transaction; lines name distinct items.
 */
export async function addPositionsAtOnce(
  ctx: OpContext,
  lines: readonly { readonly itemId: string; readonly quantity: number }[],
  known: {
    readonly items: ReadonlyMap<string, OrderableItem>;
    readonly positions: ReadonlyMap<string, typeof cartPositions.$inferSelect>;
  },
): Promise<AddedPosition[]> {
  if (lines.length === 0) return [];
  const deals = await runningDeals(
    ctx.tx,
    lines.map((line) => line.itemId),
  );
  const added: AddedPosition[] = [];
  const rows: (typeof cartPositions.$inferInsert)[] = [];
  for (const { itemId, quantity } of lines) {
    const row = known.items.get(itemId);
    if (!row) throw new CartOpError('ITEM_NOT_FOUND', [ITEM_ERROR]);
    if (!isValidQuantity(quantity)) throw new CartOpError('QUANTITY_INVALID', [QUANTITY_ERROR]);
    const existing = known.positions.get(itemId);
    const total = (existing?.quantity ?? 0) + quantity;
    checkQuantity(total, row, ctx.store);
    const lightning = await reserveForAdd(ctx, deals.get(itemId), quantity, existing?.lightningQuantity ?? 0);
    rows.push({
      id: existing?.id ?? randomUUID(),
      cartId: ctx.cartId,
      itemId,
      quantity: total,
      lightningQuantity: Math.min(lightning.lightningQuantity, total),
    });
    added.push({
      itemId,
      quantity,
      quantityLightning: lightning.addedLightning,
      quantityNormal: quantity - lightning.addedLightning,
    });
  }
  await ctx.tx
    .insert(cartPositions)
    .values(rows)
    .onConflictDoUpdate({
      target: [cartPositions.cartId, cartPositions.itemId],
      set: { quantity: sql`excluded.quantity`, lightningQuantity: sql`excluded.lightning_quantity` },
    });
  return added;
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

export async function changeQuantity(ctx: OpContext, positionId: string, quantity: number): Promise<void> {
  const position = await ownPosition(ctx, positionId);
  if (!isValidQuantity(quantity)) throw new CartOpError('QUANTITY_INVALID', [QUANTITY_ERROR]);
  const row = await loadOrderableItem(ctx, position.itemId);
  checkQuantity(quantity, row, ctx.store);
  let lightning = position.lightningQuantity;
  if (quantity > position.quantity) {
    const deal = (await runningDeals(ctx.tx, [position.itemId])).get(position.itemId);
    lightning = (await reserveForAdd(ctx, deal, quantity - position.quantity, lightning)).lightningQuantity;
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

export async function removePosition(ctx: OpContext, positionId: string): Promise<void> {
  const position = await ownPosition(ctx, positionId);
  await releaseLightning(ctx, position.itemId, Number.MAX_SAFE_INTEGER);
  await ctx.tx.delete(cartPositions).where(eq(cartPositions.id, position.id));
}

export async function addVoucher(ctx: OpContext, rawCode: string): Promise<void> {
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

export async function removeVoucher(ctx: OpContext, rawCode: string): Promise<void> {
  const code = normalizeVoucherCode(rawCode);
  if (!code) throw new CartOpError('VOUCHER_INVALID', [voucherField('VOUCHER_INVALID')]);
  const deleted = await ctx.tx
    .delete(cartVouchers)
    .where(and(eq(cartVouchers.cartId, ctx.cartId), eq(cartVouchers.code, code)))
    .returning({ code: cartVouchers.code });
  if (deleted.length === 0) throw new CartOpError('VOUCHER_NOT_APPLIED');
}

export async function setCatalogue(ctx: OpContext, code: string, selected: boolean): Promise<void> {
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

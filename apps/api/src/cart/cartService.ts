// Cart reads and updates (shopping §3 "Cart", "Cart item", §7 "Cart update", DESIGN §7 ownership).
// A cart is only visible to the user in X-User-Id; any other cart id answers like an unknown one.
// All operations of one updateCart call run in one transaction that locks the cart row, so a failing
// operation leaves nothing written and concurrent updates of the same cart are serialised.
import { randomUUID } from 'node:crypto';
import type { StoreConfig } from '@ranzen/sdk-core';
import { and, asc, eq } from 'drizzle-orm';
import { inAssortment, itemImage, productUrl, storeStrategy, variantValues } from '../catalog/catalogService';
import type { Db } from '../db/client';
import { cartPositions, carts, imageAssets, items, products } from '../db/schema';
import type { Cart, CartOpInput, CartUpdateResult, FieldError } from '../generated/resolvers';
import { money } from '../shop/money';
import { isUuid } from '../shop/validation';
import { computeTotals, isItemId, isValidQuantity, MAX_CART_OPS, MAX_QUANTITY } from './cartRules';

export type CartErrorCode =
  | 'CART_NOT_FOUND'
  | 'ITEM_NOT_FOUND'
  | 'POSITION_NOT_FOUND'
  | 'QUANTITY_INVALID'
  | 'OUT_OF_STOCK'
  | 'OPERATION_INVALID';

const MESSAGES: Record<'de' | 'en', Record<CartErrorCode, string>> = {
  de: {
    CART_NOT_FOUND: 'Der Warenkorb wurde nicht gefunden.',
    ITEM_NOT_FOUND: 'Der Artikel ist nicht verfügbar.',
    POSITION_NOT_FOUND: 'Die Position ist nicht im Warenkorb.',
    QUANTITY_INVALID: 'Bitte geben Sie eine gültige Menge ein.',
    OUT_OF_STOCK: 'Die gewünschte Menge ist leider nicht auf Lager.',
    OPERATION_INVALID: 'Die Warenkorb-Änderung ist ungültig.',
  },
  en: {
    CART_NOT_FOUND: 'The cart was not found.',
    ITEM_NOT_FOUND: 'The article is not available.',
    POSITION_NOT_FOUND: 'The position is not in the cart.',
    QUANTITY_INVALID: 'Please enter a valid quantity.',
    OUT_OF_STOCK: 'The requested quantity is not in stock.',
    OPERATION_INVALID: 'The cart change is invalid.',
  },
};

/** An expected failure: rolls the transaction back and becomes result data, never a GraphQL error. */
class CartOpError extends Error {
  constructor(
    readonly code: CartErrorCode,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(code);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function ownedCartId(db: Db, cartId: string, userId: string | null): Promise<string | null> {
  if (!userId || !isUuid(cartId) || !isUuid(userId)) return null;
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)));
  return cart?.id ?? null;
}

export async function getCart(
  db: Db,
  cartId: string,
  userId: string | null,
  store: StoreConfig,
): Promise<Cart | null> {
  const id = await ownedCartId(db, cartId, userId);
  if (!id) return null;
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
    .where(eq(cartPositions.cartId, id))
    .orderBy(asc(cartPositions.createdAt), asc(cartPositions.id));
  const totals = computeTotals(
    rows.map((row) => ({
      unitCents: row.item.priceCents,
      oldUnitCents: row.item.oldPriceCents,
      quantity: row.position.quantity,
    })),
    store.family,
  );
  return {
    id,
    positionCount: rows.length,
    articleCount: rows.reduce((sum, row) => sum + row.position.quantity, 0),
    items: rows.map((row) => {
      const item = { ...row.item, imageVersion: row.imageVersion, imageAlt: row.imageAlt };
      return {
        id: row.position.id,
        itemId: row.item.id,
        productId: row.product.id,
        name: row.item.name,
        path: productUrl(row.product.id),
        image: itemImage(item, 'BASKET_LAYER', row.item.name),
        quantity: row.position.quantity,
        orderNumber: row.item.orderNumber,
        unitPrice: money(row.item.priceCents, store),
        totalPrice: money(row.item.priceCents * row.position.quantity, store),
        variantAttributes: variantValues(item, store),
      };
    }),
    totals: {
      subtotal: money(totals.subtotal, store),
      shippingCost: money(totals.shippingCost, store),
      total: money(totals.total, store),
      tax: money(totals.tax, store),
      savings: money(totals.savings, store),
    },
  };
}

async function addPosition(
  tx: Tx,
  cartId: string,
  itemId: string,
  quantity: number,
  store: StoreConfig,
): Promise<void> {
  if (!isItemId(itemId))
    throw new CartOpError('ITEM_NOT_FOUND', [{ field: 'itemId', message: 'ITEM_NOT_FOUND' }]);
  if (!isValidQuantity(quantity)) {
    throw new CartOpError('QUANTITY_INVALID', [
      { field: 'quantity', message: 'vue.buybox.text.quantity.error' },
    ]);
  }
  const strategy = storeStrategy(store);
  const [row] = await tx
    .select({ item: items, product: products })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(eq(items.id, itemId));
  if (!row?.item.active || !inAssortment(row.product, store)) {
    throw new CartOpError('ITEM_NOT_FOUND', [{ field: 'itemId', message: 'ITEM_NOT_FOUND' }]);
  }
  const [existing] = await tx
    .select()
    .from(cartPositions)
    .where(and(eq(cartPositions.cartId, cartId), eq(cartPositions.itemId, itemId)));
  const total = (existing?.quantity ?? 0) + quantity;
  if (total > Math.min(MAX_QUANTITY, row.item.maxQuantity)) {
    throw new CartOpError('QUANTITY_INVALID', [
      { field: 'quantity', message: 'vue.buybox.text.quantity.error' },
    ]);
  }
  const minimum = strategy.minimumOrderQuantity(row.product);
  if (total < minimum) {
    throw new CartOpError('QUANTITY_INVALID', [{ field: 'quantity', message: 'vue.pdp.minQuantity' }]);
  }
  // Stock is checked, not reserved: reservation belongs to checkout (a later issue).
  if (total > row.item.stock)
    throw new CartOpError('OUT_OF_STOCK', [{ field: 'quantity', message: 'OUT_OF_STOCK' }]);
  if (existing) {
    await tx.update(cartPositions).set({ quantity: total }).where(eq(cartPositions.id, existing.id));
  } else {
    await tx.insert(cartPositions).values({ id: randomUUID(), cartId, itemId, quantity: total });
  }
}

async function removePosition(tx: Tx, cartId: string, positionId: string): Promise<void> {
  if (!isUuid(positionId)) throw new CartOpError('POSITION_NOT_FOUND');
  const deleted = await tx
    .delete(cartPositions)
    .where(and(eq(cartPositions.id, positionId), eq(cartPositions.cartId, cartId)))
    .returning({ id: cartPositions.id });
  if (deleted.length === 0) throw new CartOpError('POSITION_NOT_FOUND');
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
    errorMessage: MESSAGES[store.messages][code],
    fieldErrors,
    cart,
  };
}

export async function updateCart(
  db: Db,
  cartId: string,
  ops: readonly CartOpInput[],
  userId: string | null,
  store: StoreConfig,
): Promise<CartUpdateResult> {
  const id = await ownedCartId(db, cartId, userId);
  if (!id) return failure('CART_NOT_FOUND', store, [], null);
  if (ops.length === 0 || ops.length > MAX_CART_OPS) {
    return failure('OPERATION_INVALID', store, [], await getCart(db, id, userId, store));
  }
  try {
    await db.transaction(async (tx) => {
      // Locks the cart row: concurrent updates of one cart run one after the other (PostgreSQL).
      const [locked] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, id)).for('update');
      if (!locked) throw new CartOpError('CART_NOT_FOUND');
      for (const op of ops) {
        const add = op.positionOp?.addPosition ?? null;
        const remove = op.positionOp?.removePosition ?? null;
        if ((add === null) === (remove === null)) throw new CartOpError('OPERATION_INVALID');
        if (add) await addPosition(tx, id, add.itemId, add.quantity, store);
        if (remove) await removePosition(tx, id, remove.positionId);
      }
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, id));
    });
  } catch (error) {
    if (!(error instanceof CartOpError)) throw error;
    const cart = error.code === 'CART_NOT_FOUND' ? null : await getCart(db, id, userId, store);
    return failure(error.code, store, error.fieldErrors, cart);
  }
  return {
    successful: true,
    errorCode: null,
    errorMessage: null,
    fieldErrors: [],
    cart: await getCart(db, id, userId, store),
  };
}

// Cart updates (shopping §7 "Cart update", DESIGN §7 ownership): the dispatcher of updateCart. All
// operations of one call run in one transaction that locks the cart row, so a failing operation leaves
// nothing written (reservations included) and concurrent updates of the same cart are serialised. Reads
// are in cartView.ts (the projection) and cartQueries.ts (loaders, ownership), the operations in
// cartOperations.ts, the pure arithmetic in cartRules.ts.
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts } from '../db/schema';
import type { AddedPosition, Cart, CartOpInput, CartUpdateResult, FieldError } from '../generated/resolvers';
import type { PaymentOffer } from '../payments/provider';
import { type CartErrorCode, CartOpError, cartMessage } from './cartErrors';
import {
  addPosition,
  addVoucher,
  changeQuantity,
  type OpContext,
  removePosition,
  removeVoucher,
  setCatalogue,
} from './cartOperations';
import { lockCart, ownedCartId } from './cartQueries';
import { MAX_CART_OPS } from './cartRules';
import { readCart } from './cartView';

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
  cartId: string | null,
  ops: readonly CartOpInput[],
  userId: string | null,
  store: StoreConfig,
  payments: PaymentOffer,
  clientAddress: string,
  withCart = true,
): Promise<CartUpdateResult> {
  const id = await ownedCartId(db, cartId, userId);
  if (!id || !userId) return failure('CART_NOT_FOUND', store, [], null);
  if (ops.length === 0 || ops.length > MAX_CART_OPS) {
    return failure('OPERATION_INVALID', store, [], withCart ? await readCart(db, id, store, payments) : null);
  }
  let addedPositions: AddedPosition[] = [];
  try {
    addedPositions = await db.transaction(async (tx) => {
      // A submitted cart belongs to its order (orders/submitCart.ts) and changes no more.
      if ((await lockCart(tx, id, userId)).submitted) throw new CartOpError('CART_SUBMITTED');
      const ctx: OpContext = { tx, cartId: id, store, clientAddress };
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
    const cart =
      error.code === 'CART_NOT_FOUND' || !withCart ? null : await readCart(db, id, store, payments);
    return failure(error.code, store, error.fieldErrors, cart);
  }
  return {
    successful: true,
    errorCode: null,
    errorMessage: null,
    fieldErrors: [],
    addedPositions,
    cart: withCart ? await readCart(db, id, store, payments) : null,
  };
}

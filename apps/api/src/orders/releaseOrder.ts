// Undoing an order whose redirect payment did not happen (issue 16 items 4–5; shopping §8 "Payment return
// with errorCode"; docs/payments.md "Pay again"): the payer failed or cancelled on the provider's page, or
// never came back within the payment session (payments/paymentExpiry.ts). In the caller's transaction,
// which holds the order's row lock:
//
//   1. the order becomes `paymentFailed` with the payment's outcome, only from `awaitingPayment`: a
//      replayed return or a second expiry finds it no longer awaiting payment and changes nothing;
//   2. the stock the submit took comes back (exactly the order's units, gifts included: never more than
//      there was before the submit);
//   3. the order's items, vouchers, ordered catalogues and checkout data go back into the visitor's cart
//      written at submit (orders.next_cart_id, the cart the visitor's cookie names since), merged with
//      whatever was added to it meanwhile — unless that cart was submitted in the meantime, then the
//      order stays only undone. The payment method is not put back: the payer picks one again;
//   4. the lightning units the submit consumed go with the items while the reservation they had before
//      the submit is still valid (shopping §4 "Lightning deals": the deal price while reserved), so they
//      come back at the lightning price until then; otherwise (or without a cart to go to) they go back
//      to their deals and the items come back at the normal price (lightning/reservationStore.ts).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addPositions } from '../cart/cartQueries';
import type { Db } from '../db/client';
import {
  cartCatalogues,
  cartPositions,
  carts,
  cartVouchers,
  items,
  lightningDeals,
  lightningReservations,
  orderItems,
  orders,
} from '../db/schema';
import { carryReservation, releaseUnits } from '../lightning/reservationStore';

/** Why the payment did not happen: the payment attempt's outcome. */
export type UnpaidOutcome = 'failed' | 'cancelled' | 'expired';

type CartRow = typeof carts.$inferSelect;

/** The checkout data an order's cart goes back with: everything of the checkout steps but the payment. */
function checkoutData(cart: CartRow) {
  return {
    deliveryType: cart.deliveryType,
    billingAddressId: cart.billingAddressId,
    shippingAddressId: cart.shippingAddressId,
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
    billingEmail: cart.billingEmail,
    shippingEmail: cart.shippingEmail,
    billingAlternativeEmail: cart.billingAlternativeEmail,
    shippingAlternativeEmail: cart.shippingAlternativeEmail,
    orderReference: cart.orderReference,
    orderComment: cart.orderComment,
    shipperCode: cart.shipperCode,
    packstationId: cart.packstationId,
    speditionFields: cart.speditionFields,
  };
}

/** Gives the order's units back to stock, items in id order (the submit's lock order). */
async function returnStock(tx: Db, orderId: string): Promise<void> {
  const units = await tx
    .select({ itemId: orderItems.itemId, quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.itemId)
    .orderBy(asc(orderItems.itemId));
  for (const { itemId, quantity } of units) {
    await tx
      .update(items)
      .set({ stock: sql`${items.stock} + ${quantity}` })
      .where(eq(items.id, itemId));
  }
}

/**
 * The lightning units the submitted cart still holds: carried with the items into `nextCartId` (null: no
 * cart took them) while their reservation is valid, its positions then counting them at the deal price
 * again; every other unit back to its deal.
 */
async function returnLightningUnits(tx: Db, cartId: string, nextCartId: string | null): Promise<void> {
  const held = await tx
    .select({
      dealId: lightningReservations.dealId,
      quantity: lightningReservations.quantity,
      itemId: lightningDeals.itemId,
    })
    .from(lightningReservations)
    .innerJoin(lightningDeals, eq(lightningDeals.id, lightningReservations.dealId))
    .where(and(eq(lightningReservations.cartId, cartId), eq(lightningReservations.released, false)))
    .orderBy(asc(lightningReservations.dealId));
  for (const { dealId, quantity, itemId } of held) {
    const carried = nextCartId ? await carryReservation(tx, cartId, nextCartId, dealId) : 0;
    if (nextCartId && carried > 0) {
      await tx
        .update(cartPositions)
        .set({
          lightningQuantity: sql`least(${cartPositions.quantity}, ${cartPositions.lightningQuantity} + ${carried})`,
        })
        .where(and(eq(cartPositions.cartId, nextCartId), eq(cartPositions.itemId, itemId)));
    } else {
      await releaseUnits(tx, cartId, dealId, quantity);
    }
  }
}

/**
 * Puts the submitted cart's contents and checkout data into the visitor's next cart; false when that
 * cart was submitted meanwhile (nothing is put anywhere).
 */
async function restoreCart(tx: Db, submittedCartId: string, nextCartId: string): Promise<boolean> {
  const [submitted] = await tx.select().from(carts).where(eq(carts.id, submittedCartId));
  const [next] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, nextCartId), isNull(carts.submittedAt)))
    .for('update');
  if (!submitted || !next) return false;
  const positions = await tx
    .select({ itemId: cartPositions.itemId, quantity: cartPositions.quantity })
    .from(cartPositions)
    .where(eq(cartPositions.cartId, submittedCartId))
    .orderBy(asc(cartPositions.createdAt));
  await addPositions(tx, nextCartId, positions);
  await tx.execute(sql`INSERT INTO ${cartVouchers} (cart_id, code)
    SELECT ${nextCartId}::uuid, code FROM ${cartVouchers} WHERE cart_id = ${submittedCartId}
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`INSERT INTO ${cartCatalogues} (cart_id, code)
    SELECT ${nextCartId}::uuid, code FROM ${cartCatalogues} WHERE cart_id = ${submittedCartId}
    ON CONFLICT DO NOTHING`);
  await tx
    .update(carts)
    .set({ ...checkoutData(submitted), updatedAt: sql`now()` })
    .where(eq(carts.id, nextCartId));
  return true;
}

/**
 * Undoes the order `orderId` if it is still awaiting payment; the caller's transaction holds its row
 * lock. Returns whether it did (false: already paid, undone or never a redirect payment's order).
 */
export async function releaseOrder(tx: Db, orderId: string, outcome: UnpaidOutcome): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'paymentFailed', paymentStatus: outcome })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaitingPayment')))
    .returning({ cartId: orders.cartId, nextCartId: orders.nextCartId });
  if (!order) return false;
  await returnStock(tx, orderId);
  const restored = order.nextCartId !== null && (await restoreCart(tx, order.cartId, order.nextCartId));
  await returnLightningUnits(tx, order.cartId, restored ? order.nextCartId : null);
  return true;
}

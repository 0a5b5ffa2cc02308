// Test support for submitting carts: a guest's checkout data written on the cart row (the shipping and
// payment steps' mutations fill the same columns), the submit and order operations as the storefront
// sends them (packages/sdk-core/src/graphql/operations/SubmitCart.graphql, Order.graphql), and stock reads.
import { eq, inArray } from 'drizzle-orm';
import type { Money, Session } from '../cart/cartTestClient';
import type { Db } from '../db/client';
import { type AddressCopy, carts, items } from '../db/schema';
import { query, type TestApi } from '../testing/testApi';

export const GUEST_ADDRESS: AddressCopy = {
  salutation: 'ms',
  schoolOrCompany: '',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 1',
  addressAddition: '',
  postCode: '10115',
  city: 'Berlin',
  country: 'DE',
  packstation: false,
  phone: '',
  email: 'erika.muster@ranzen.test',
};

/** The bare uuid of a signed wire id (`<uuid>_<signature>`). */
export const bareId = (wireId: string): string => wireId.slice(0, wireId.indexOf('_'));

/** Writes a guest's finished shipping and payment steps on the cart row. */
export async function completeCheckout(
  db: Db,
  session: Session,
  values: Partial<typeof carts.$inferInsert> = {},
): Promise<void> {
  const updated = await db
    .update(carts)
    .set({
      billingAddress: GUEST_ADDRESS,
      billingEmail: GUEST_ADDRESS.email,
      paymentId: 'INVOICE',
      ...values,
    })
    .where(eq(carts.id, bareId(session.cartId)))
    .returning({ id: carts.id });
  if (updated.length !== 1) throw new Error('the cart has no row yet: add an item first');
}

export interface SubmitResult {
  successful: boolean;
  orderId: string | null;
  redirectUrl: string | null;
  newCartId: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  missing: string[];
  outOfStockItemIds: string[];
  expiredLightningItemIds: string[];
}

const SUBMIT = `mutation($cartId: ID!) { submitCart(cartId: $cartId) { successful orderId redirectUrl newCartId
  errorCode errorMessage missing outOfStockItemIds expiredLightningItemIds } }`;

export async function submit(harness: TestApi, session: Session, store = 'de'): Promise<SubmitResult> {
  return (
    await query<{ submitCart: SubmitResult }>(
      harness,
      SUBMIT,
      { cartId: session.cartId },
      { userId: session.userId, store, clientAddress: session.clientAddress },
    )
  ).submitCart;
}

export interface OrderData {
  orderId: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  subtotal: Money;
  shippingCost: Money;
  totalAmount: Money;
  tax: Money;
  email: string;
  deliveryAddress: { lastName: string; city: string };
  items: {
    itemId: string;
    quantity: number;
    quantityLightning: number;
    unitPrice: Money;
    lightningDealExpired: boolean;
    totalPrice: Money;
    isFreeItem: boolean;
  }[];
}

const ORDER = `query($orderId: ID!) { order(orderId: $orderId) { orderId status paymentMethod paymentStatus
  subtotal { amount stringValue } shippingCost { amount stringValue } totalAmount { amount stringValue } tax { amount stringValue } email
  deliveryAddress { lastName city }
  items { itemId quantity quantityLightning unitPrice { amount stringValue } lightningDealExpired totalPrice { amount stringValue } isFreeItem } } }`;

export async function readOrder(
  harness: TestApi,
  orderId: string,
  as: { userId?: string; customerToken?: string },
  store = 'de',
): Promise<OrderData | null> {
  return (await query<{ order: OrderData | null }>(harness, ORDER, { orderId }, { ...as, store })).order;
}

export async function stockOf(db: Db, itemIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: items.id, stock: items.stock })
    .from(items)
    .where(inArray(items.id, [...itemIds]));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

export async function setStock(db: Db, itemId: string, stock: number): Promise<void> {
  await db.update(items).set({ stock }).where(eq(items.id, itemId));
}

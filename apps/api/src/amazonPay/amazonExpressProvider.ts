// The submit of an Amazon Pay express cart (issue 16 item 7; shopping §4 "Amazon Pay express", §7 "Submit
// cart"): the payer confirmed on Amazon's page before the checkout, so the submit takes the payment from
// the cart's completed session at once (no second redirect): the session becomes `charged` and a `paid`
// payment attempt is written with the order, in the submit's transaction (rolled back with it). A cart
// paying AMAZONPAY without an express session pays as before, on Amazon's page (the redirect provider);
// so does an express cart that got a blocked item after Amazon (express is blocked for it, shopping §4).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { amazonCheckoutSessions, carts, orders, payments } from '../db/schema';
import type { PayableOrder, PaymentProvider } from '../payments/provider';
import { AMAZON_PAY_PAYMENT_ID, cartItemsFacts } from './amazonCheckout';

/** Takes the order's payment from its cart's completed express session; false when there is none. */
async function chargeExpressSession(tx: Db, order: PayableOrder): Promise<boolean> {
  // A prime purchase has no cart, so no express session: it pays on Amazon's page.
  if (order.subject !== 'order') return false;
  const [cart] = await tx
    .select({ id: carts.id, sessionId: carts.amazonCheckoutSessionId })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(orders.id, order.id));
  if (!cart?.sessionId) return false;
  if ((await cartItemsFacts(tx, cart.id)).blockedItemIds.length > 0) return false;
  const [charged] = await tx
    .update(amazonCheckoutSessions)
    .set({ status: 'charged' })
    .where(and(eq(amazonCheckoutSessions.id, cart.sessionId), eq(amazonCheckoutSessions.status, 'completed')))
    .returning({ id: amazonCheckoutSessions.id });
  if (!charged) return false;
  await tx.insert(payments).values({
    orderId: order.id,
    provider: AMAZON_PAY_PAYMENT_ID,
    status: 'paid',
    amountCents: order.totalCents,
    currency: order.currency,
    expiresAt: sql`now()`,
    finishedAt: sql`now()`,
  });
  await tx.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
  return true;
}

/**
 * The providers with Amazon Pay express in front of the provider that takes AMAZONPAY (later providers
 * take ids over: payments/provider.ts); unchanged when none takes it.
 */
export function withAmazonExpress(providers: readonly PaymentProvider[]): PaymentProvider[] {
  const redirect = providers.findLast((provider) => provider.paymentIds.includes(AMAZON_PAY_PAYMENT_ID));
  if (!redirect) return [...providers];
  return [
    ...providers,
    {
      paymentIds: [AMAZON_PAY_PAYMENT_ID],
      async start(tx, order) {
        return (await chargeExpressSession(tx, order)) ? { kind: 'completed' } : redirect.start(tx, order);
      },
    },
  ];
}

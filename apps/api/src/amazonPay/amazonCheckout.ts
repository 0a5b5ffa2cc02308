// Amazon Pay express (issue 16 item 7; shopping §3 "Amazon Pay data", §4 "Amazon Pay express", §6 "B2B: no
// wallet", §7 "Complete Amazon Pay checkout"):
//
//   start     from the basket: a checkout session (db/schema/amazonPay.ts) and Amazon's page, here the
//             payment sandbox's (amazonSandboxPage.ts), where the payer picks an address and confirms
//   complete  back on /checkout/summary/?amazonCheckoutSessionId=…: the confirmed session's address and
//             e-mail become the cart's billing and delivery address, the payment AMAZONPAY; so shipping is
//             valid and the payment step is skipped. The submit takes the payment from the session
//             (amazonExpressProvider.ts).
//   abort     the shopper resets Amazon Pay in the basket: payment, the wallet's addresses and the session
//             leave the cart; the delivery type is sameAsBilling again.
//
// Who may: not B2B, only while activated (amazonPayV2Activation = amazonpay.activated) and the sandbox or a
// provider runs, never with a blocked item (sdk-core rules/amazonPayExpress.ts). Ownership as the cart's
// own operations (DESIGN §7): the signed cart id must be the visitor's, and the session must be of that
// cart, that visitor and that store; anything else answers like an unknown session. Each operation runs
// in one transaction holding the cart's row lock, so a refusal writes nothing.
import type { MessageKey } from '@ranzen/sdk-core/i18n';
import {
  AMAZON_PAY_ACTIVATION,
  type AmazonPayExpressRefusal,
  amazonPayBlockedItemIds,
  amazonPayExpressRefusal,
  isAmazonPayActivated,
  type PaymentId,
  shipperAfterAddressChange,
} from '@ranzen/sdk-core/rules';
import { and, eq, sql } from 'drizzle-orm';
import { lockCart, ownedCartId } from '../cart/cartQueries';
import { readCart } from '../cart/cartView';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import {
  type AmazonBuyer,
  amazonCheckoutSessions,
  cartPositions,
  carts,
  categories,
  globalParameters,
  items,
  products,
} from '../db/schema';
import type {
  AmazonCheckoutResult,
  AmazonCheckoutStart,
  AmazonPayExpress,
  CheckoutResult,
} from '../generated/resolvers';
import { PAYMENT_SESSION_MINUTES } from '../payments/redirectPayments';
import { AMAZON_SANDBOX_PATH } from './amazonSandboxPage';

export type AmazonCheckoutErrorCode =
  | 'CART_NOT_FOUND'
  | 'CART_SUBMITTED'
  | 'SESSION_NOT_FOUND'
  | AmazonPayExpressRefusal;

const MESSAGE_KEYS: Readonly<Record<AmazonCheckoutErrorCode, MessageKey>> = {
  CART_NOT_FOUND: 'vue.checkout.message.sessionExpired',
  CART_SUBMITTED: 'vue.checkout.error.submitted',
  SESSION_NOT_FOUND: 'vue.checkout.amazonPay.error.session',
  B2B: 'vue.checkout.amazonPay.error.unavailable',
  NOT_ACTIVATED: 'vue.checkout.amazonPay.error.unavailable',
  EMPTY_CART: 'vue.checkout.amazonPay.error.unavailable',
  BLOCKED_ITEMS: 'vue.checkout.amazonPay.error.unavailable',
};

/** The payment id an express cart pays with (shopping §3 payment ids). */
export const AMAZON_PAY_PAYMENT_ID = 'AMAZONPAY' satisfies PaymentId;

/** An expected refusal: rolls the operation's transaction back and becomes the answer. */
class AmazonCheckoutRefusal extends Error {
  constructor(readonly code: AmazonCheckoutErrorCode) {
    super(code);
  }
}

/** The cart's positions and the items among them a blocked code names (rules/amazonPayExpress.ts). */
export async function cartItemsFacts(
  db: Db,
  cartId: string,
): Promise<{ positionCount: number; blockedItemIds: string[] }> {
  const rows = await db
    .select({ itemId: items.id, articleNumber: items.orderNumber, path: categories.path })
    .from(cartPositions)
    .innerJoin(items, eq(items.id, cartPositions.itemId))
    .innerJoin(products, eq(products.id, items.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartPositions.cartId, cartId))
    .orderBy(cartPositions.createdAt, cartPositions.id);
  const blockedItemIds = amazonPayBlockedItemIds(
    rows.map((row) => ({ ...row, categoryPath: row.path.split('/').filter((id) => id !== '') })),
  );
  return { positionCount: rows.length, blockedItemIds };
}

interface ExpressState extends Omit<AmazonPayExpress, 'selected' | 'reason'> {
  readonly reason: AmazonPayExpressRefusal | null;
}

/** Whether express is offered for the cart `cartId` (a bare uuid; a cart without a row is empty). */
async function expressState(
  db: Db,
  ctx: Pick<ApiContext, 'store' | 'paymentSandbox'>,
  cartId: string,
): Promise<ExpressState> {
  const parameters = await db
    .select({ name: globalParameters.name, entry: globalParameters.entry, value: globalParameters.value })
    .from(globalParameters)
    .where(eq(globalParameters.name, AMAZON_PAY_ACTIVATION.name));
  const { positionCount, blockedItemIds } = await cartItemsFacts(db, cartId);
  // Without the sandbox (and no real provider plugged in) Amazon Pay cannot be started: not offered.
  const activated = isAmazonPayActivated(parameters) && ctx.paymentSandbox !== null;
  const reason = amazonPayExpressRefusal({
    store: ctx.store,
    activated,
    positionCount,
    blockedItemIds,
  });
  return { offered: reason === null, reason, blockedItemIds };
}

/** The cart's amazonPayExpress field (shopping §3 "Amazon Pay data"). */
export async function amazonPayExpressOf(ctx: ApiContext, cartId: string): Promise<AmazonPayExpress> {
  const state = await expressState(ctx.db, ctx, cartId);
  const [row] = await ctx.db
    .select({ sessionId: carts.amazonCheckoutSessionId })
    .from(carts)
    .where(eq(carts.id, cartId));
  return { ...state, selected: (row?.sessionId ?? null) !== null };
}

type CartRow = typeof carts.$inferSelect;

/**
 * Runs `work` on the visitor's own cart, locked and not submitted, in one transaction; a refusal thrown
 * by `work` rolls it back. Null with CART_NOT_FOUND for a foreign or unknown cart.
 */
async function onOwnedCart<T>(
  ctx: ApiContext,
  signedCartId: string,
  work: (tx: Db, row: CartRow) => Promise<T>,
): Promise<
  { ok: true; cartId: string; value: T } | { ok: false; cartId: string | null; code: AmazonCheckoutErrorCode }
> {
  const { db, userId, visitorIds } = ctx;
  const cartId = await ownedCartId(db, visitorIds.verifyCart(signedCartId, userId), userId);
  if (!cartId || !userId) return { ok: false, cartId: null, code: 'CART_NOT_FOUND' };
  try {
    const value = await db.transaction(async (tx) => {
      await lockCart(tx, cartId, userId);
      const [row] = await tx.select().from(carts).where(eq(carts.id, cartId));
      if (!row) throw new AmazonCheckoutRefusal('CART_NOT_FOUND');
      if (row.submittedAt) throw new AmazonCheckoutRefusal('CART_SUBMITTED');
      return work(tx, row);
    });
    return { ok: true, cartId, value };
  } catch (error) {
    if (!(error instanceof AmazonCheckoutRefusal)) throw error;
    return { ok: false, cartId: error.code === 'CART_NOT_FOUND' ? null : cartId, code: error.code };
  }
}

async function refuseUnlessOffered(tx: Db, ctx: ApiContext, cartId: string): Promise<void> {
  const { reason } = await expressState(tx, ctx, cartId);
  if (reason) throw new AmazonCheckoutRefusal(reason);
}

export async function startAmazonCheckout(
  ctx: ApiContext,
  signedCartId: string,
): Promise<AmazonCheckoutStart> {
  await ctx.rateLimit.consume('amazonCheckoutStarts');
  const sandbox = ctx.paymentSandbox;
  const outcome = await onOwnedCart(ctx, signedCartId, async (tx, row) => {
    await refuseUnlessOffered(tx, ctx, row.id);
    const [session] = await tx
      .insert(amazonCheckoutSessions)
      .values({
        cartId: row.id,
        userId: row.userId,
        storeId: ctx.store.id,
        expiresAt: sql`now() + make_interval(mins => ${PAYMENT_SESSION_MINUTES})`,
      })
      .returning({ id: amazonCheckoutSessions.id });
    if (!session) throw new Error('The amazon_checkout_sessions insert returned no row.');
    return session.id;
  });
  if (!outcome.ok || !sandbox) {
    const code = outcome.ok ? 'NOT_ACTIVATED' : outcome.code;
    return { successful: false, errorCode: code, errorMessage: MESSAGE_KEYS[code], redirectUrl: null };
  }
  return {
    successful: true,
    errorCode: null,
    errorMessage: null,
    redirectUrl: `${sandbox.origin()}${AMAZON_SANDBOX_PATH}${sandbox.references.sign(outcome.value)}`,
  };
}

/** The buyer's name as the storefront's guest registration takes it. */
function buyerOf(buyer: AmazonBuyer): NonNullable<AmazonCheckoutResult['buyer']> {
  const { salutation, firstName, lastName } = buyer.address;
  return { salutation, firstName, lastName, email: buyer.email };
}

export async function completeAmazonCheckout(
  ctx: ApiContext,
  signedCartId: string,
  amazonCheckoutSessionId: string,
): Promise<AmazonCheckoutResult> {
  const sessionId = ctx.paymentSandbox?.references.verify(amazonCheckoutSessionId) ?? null;
  const outcome = await onOwnedCart(ctx, signedCartId, async (tx, row) => {
    if (!sessionId || !ctx.userId) throw new AmazonCheckoutRefusal('SESSION_NOT_FOUND');
    const [session] = await tx
      .select({
        id: amazonCheckoutSessions.id,
        status: amazonCheckoutSessions.status,
        buyer: amazonCheckoutSessions.buyer,
        live: sql<boolean>`${amazonCheckoutSessions.expiresAt} > now()`,
      })
      .from(amazonCheckoutSessions)
      .where(
        and(
          eq(amazonCheckoutSessions.id, sessionId),
          eq(amazonCheckoutSessions.cartId, row.id),
          eq(amazonCheckoutSessions.userId, ctx.userId),
          eq(amazonCheckoutSessions.storeId, ctx.store.id),
        ),
      );
    // A reload of the summary completes the same session again: the same answer, nothing rewritten.
    if (session?.buyer && session.status === 'completed' && row.amazonCheckoutSessionId === session.id) {
      return session.buyer;
    }
    if (!session?.buyer || session.status !== 'confirmed' || !session.live) {
      throw new AmazonCheckoutRefusal('SESSION_NOT_FOUND');
    }
    await refuseUnlessOffered(tx, ctx, row.id);
    const { address } = session.buyer;
    const copy = { ...address, email: session.buyer.email };
    await tx
      .update(carts)
      .set({
        billingAddressId: null,
        shippingAddressId: null,
        billingAddress: copy,
        shippingAddress: copy,
        deliveryType: 'shippingAddress',
        packstationId: null,
        billingEmail: null,
        shippingEmail: null,
        billingAlternativeEmail: false,
        shippingAlternativeEmail: false,
        paymentId: AMAZON_PAY_PAYMENT_ID,
        buyerReference: null,
        shipperCode: shipperAfterAddressChange(row.shipperCode, address.country),
        amazonCheckoutSessionId: session.id,
        updatedAt: new Date(),
      })
      .where(eq(carts.id, row.id));
    await tx
      .update(amazonCheckoutSessions)
      .set({ status: 'completed' })
      .where(eq(amazonCheckoutSessions.id, session.id));
    // A session completed before on this cart is replaced by this one.
    if (row.amazonCheckoutSessionId) await abandonSession(tx, row.amazonCheckoutSessionId);
    return session.buyer;
  });
  if (!outcome.ok) {
    return {
      successful: false,
      errorCode: outcome.code,
      errorMessage: MESSAGE_KEYS[outcome.code],
      buyer: null,
      cart: outcome.cartId ? await readCart(ctx.db, outcome.cartId, ctx.store, ctx.paymentProviders) : null,
    };
  }
  return {
    successful: true,
    errorCode: null,
    errorMessage: null,
    buyer: buyerOf(outcome.value),
    cart: await readCart(ctx.db, outcome.cartId, ctx.store, ctx.paymentProviders),
  };
}

async function abandonSession(tx: Db, sessionId: string): Promise<void> {
  await tx
    .update(amazonCheckoutSessions)
    .set({ status: 'aborted' })
    .where(and(eq(amazonCheckoutSessions.id, sessionId), eq(amazonCheckoutSessions.status, 'completed')));
}

/**
 * Spec §4 "Abort resets the cart ... and resets delivery type to sameAsBilling": what the express wrote
 * leaves the cart. A cart without Amazon Pay express is left as it is (a second abort changes nothing).
 */
export async function abortAmazonCheckout(ctx: ApiContext, signedCartId: string): Promise<CheckoutResult> {
  const outcome = await onOwnedCart(ctx, signedCartId, async (tx, row) => {
    if (!row.amazonCheckoutSessionId) return;
    await abandonSession(tx, row.amazonCheckoutSessionId);
    await tx
      .update(carts)
      .set({
        amazonCheckoutSessionId: null,
        paymentId: null,
        buyerReference: null,
        billingAddressId: null,
        shippingAddressId: null,
        billingAddress: null,
        shippingAddress: null,
        deliveryType: 'sameAsBilling',
        packstationId: null,
        shipperCode: null,
        updatedAt: new Date(),
      })
      .where(eq(carts.id, row.id));
  });
  const cart = outcome.cartId
    ? await readCart(ctx.db, outcome.cartId, ctx.store, ctx.paymentProviders)
    : null;
  if (!outcome.ok) {
    return {
      successful: false,
      errorCode: outcome.code,
      errorMessage: MESSAGE_KEYS[outcome.code],
      fieldErrors: [],
      cart,
    };
  }
  return { successful: true, errorCode: null, errorMessage: null, fieldErrors: [], cart };
}

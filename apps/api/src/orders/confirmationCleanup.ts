// The confirmation cleanup's server side (shopping §4 "Confirmation cleanup": "confirms with the server",
// §7 "Confirmation cleanup (returns new cart id)"; §8 "Confirmation cleanup fails"). The storefront's
// /api/confirmation-cleanup/ asks for the visitor's open cart after the thank-you page and sets it in its
// HttpOnly cart cookie. The answer is the given cart while it is open; for a submitted cart it is the
// visitor's newest open cart (the one the submit wrote), and only when there is none an empty one is
// written: a repeated cleanup answers the same cart. A cart id that did not verify for this visitor, or
// whose row is another user's, is refused like an unknown one.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ownedCartId } from '../cart/cartQueries';
import type { VisitorIds } from '../customer/visitorIds';
import type { Db } from '../db/client';
import { carts } from '../db/schema';
import type { ConfirmationCleanupResult } from '../generated/resolvers';

export interface CleanupContext {
  readonly db: Db;
  /** The verified visitor (X-User-Id). */
  readonly userId: string | null;
  readonly visitorIds: VisitorIds;
}

const REFUSED: ConfirmationCleanupResult = { successful: false, cartId: null };

async function openCartOf(tx: Db, cartUuid: string, userId: string): Promise<string> {
  const [given] = await tx
    .select({ submittedAt: carts.submittedAt })
    .from(carts)
    .where(eq(carts.id, cartUuid))
    .for('update');
  // A verified cart without a row is the visitor's empty cart (cart/cartQueries.ts): still open.
  if (!given || given.submittedAt === null) return cartUuid;
  const [newest] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), isNull(carts.submittedAt)))
    .orderBy(desc(carts.createdAt))
    .limit(1);
  if (newest) return newest.id;
  const fresh = randomUUID();
  await tx.insert(carts).values({ id: fresh, userId });
  return fresh;
}

export async function confirmationCleanup(
  ctx: CleanupContext,
  wireCartId: string,
): Promise<ConfirmationCleanupResult> {
  const { userId } = ctx;
  const cartUuid = await ownedCartId(ctx.db, ctx.visitorIds.verifyCart(wireCartId, userId), userId);
  if (!cartUuid || !userId) return REFUSED;
  // The given cart's row lock makes two cleanups of one submitted cart write at most one new cart.
  const open = await ctx.db.transaction((tx) => openCartOf(tx, cartUuid, userId));
  return { successful: true, cartId: ctx.visitorIds.signCart(open, userId) };
}

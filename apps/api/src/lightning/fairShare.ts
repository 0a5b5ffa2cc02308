// Fair share of lightning deal units (issue 14 item 5; docs/decisions/0011-lightning-fair-share.md): on top
// of the per-cart maximum, all carts of one visitor together hold at most the per-cart maximum, and all
// reservations made from one client address at most lightningAddressCap. Race-safe because the deal row is
// locked (FOR UPDATE) in the reserving transaction before the holdings are summed: reservations of the same
// deal queue behind each other until commit, so no two can both see room that only one of them may take.
import { eq, sql } from 'drizzle-orm';
import { type Db, resultRows } from '../db/client';
import { lightningDeals } from '../db/schema';
import { lightningAddressCap } from './lightningRules';
import { hasUnitsToGive, type Reserver } from './reservationStore';

/**
 * Locks the deal for the caller's transaction and returns how many more units the cart may reserve, given
 * that it already holds `heldByCart` (its live or not yet released reservation of the deal).
 */
export async function fairShareRoom(
  db: Db,
  dealId: number,
  reserver: Reserver,
  heldByCart: number,
): Promise<number> {
  // A sold-out deal has nothing to share: answered from one read, without queueing for the lock.
  if (!(await hasUnitsToGive(db, dealId))) return 0;
  const [deal] = await db
    .select({ units: lightningDeals.units, quantityMax: lightningDeals.quantityMax })
    .from(lightningDeals)
    .where(eq(lightningDeals.id, dealId))
    .for('update');
  if (!deal) return 0;
  const [others] = resultRows(
    await db.execute(sql`
      SELECT
        coalesce(sum(r.quantity) FILTER (
          WHERE c.user_id = (SELECT user_id FROM carts WHERE id = ${reserver.cartId})), 0)::int AS by_visitor,
        coalesce(sum(r.quantity) FILTER (WHERE r.client_address = ${reserver.clientAddress}), 0)::int AS by_address
      FROM lightning_reservations r JOIN carts c ON c.id = r.cart_id
      WHERE r.deal_id = ${dealId} AND NOT r.released AND r.expires_at > now() AND r.cart_id <> ${reserver.cartId}`),
  );
  const byVisitor = Number(others?.by_visitor ?? 0);
  const byAddress = Number(others?.by_address ?? 0);
  const room = Math.min(
    deal.quantityMax - byVisitor,
    lightningAddressCap(deal.units, deal.quantityMax) - byAddress,
  );
  return Math.max(0, room - heldByCart);
}

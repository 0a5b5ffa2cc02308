// The primeInfo of customer info (shopping §3 "Customer info", §4 "Prime"; storefront §3.2; issue 20 item
// 4). The status is derived from the customer's membership row and the waiting list (sdk-core
// primeStatusOf), never stored twice.
import { primeStatusOf } from '@ranzen/sdk-core/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { primeMemberships, primeWaitingList } from '../db/schema';
import type { PrimeInfo } from '../generated/resolvers';

const NOT_A_MEMBER: PrimeInfo = { status: 'NONE', abo: null, startDate: null, endDate: null };

/**
 * The primeInfo of customer info: the membership's period and abo (the plan's code while it renews
 * automatically, else null: docs/not-shown.md), and the status they and the waiting list make now.
 */
export async function primeInfoOf(
  db: Db,
  customer: { readonly id: string; readonly email: string } | null,
): Promise<PrimeInfo> {
  if (!customer) return NOT_A_MEMBER;
  const [membership] = await db
    .select()
    .from(primeMemberships)
    .where(eq(primeMemberships.customerId, customer.id));
  const [waiting] = await db
    .select({ id: primeWaitingList.id })
    .from(primeWaitingList)
    .where(sql`lower(${primeWaitingList.email}) = lower(${customer.email})`);
  const status = primeStatusOf(membership ?? null, waiting !== undefined, new Date());
  if (!membership) return { ...NOT_A_MEMBER, status };
  return {
    status,
    abo: membership.autoRenew ? membership.planCode : null,
    startDate: membership.startAt.toISOString(),
    endDate: membership.endAt.toISOString(),
  };
}

// Session bootstrap and customer info (storefront §3.2, shopping §3 "Customer info", §7 "Shop init").
// An anonymous visitor gets a user id and an empty cart; login and registration are a later issue.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts, users } from '../db/schema';
import type { CustomerInfo, PrimeStatus, ShopInitResult } from '../generated/resolvers';

const PRIME_STATUSES: readonly PrimeStatus[] = ['NONE', 'ACTIVE', 'WAITING_LIST', 'CANCELLED'];

export async function shopInit(db: Db): Promise<ShopInitResult> {
  const userId = randomUUID();
  const cartId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, kind: 'anonymous' });
    await tx.insert(carts).values({ id: cartId, userId });
  });
  return { userId, cartId };
}

export async function customerInfo(db: Db, userId: string | null): Promise<CustomerInfo> {
  const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)) : [];
  const kind = user?.kind ?? 'anonymous';
  const isGuest = kind === 'guest';
  const isExisting = kind === 'customer';
  const primeStatus = (PRIME_STATUSES as readonly string[]).includes(user?.primeStatus ?? '')
    ? (user?.primeStatus as PrimeStatus)
    : 'NONE';
  return {
    userId: user?.id ?? null,
    isExistingCustomer: isExisting,
    isNewCustomer: !isExisting && !isGuest,
    isGuest,
    isInternal: user?.isInternal ?? false,
    visitorType: isExisting ? 'EXISTING_CUSTOMER' : isGuest ? 'GUEST' : 'NEW_CUSTOMER',
    visitorLoginState: isExisting ? 'LOGGED_IN' : isGuest ? 'LOGGED_IN_AS_GUEST' : 'LOGGED_OUT',
    categoryType: null,
    notification: null,
    email: isExisting || isGuest ? (user?.email ?? null) : null,
    primeInfo: { status: primeStatus, abo: null, startDate: null, endDate: null },
  };
}

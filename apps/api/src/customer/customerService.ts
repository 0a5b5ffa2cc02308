// Session bootstrap and customer info (storefront §3.2, shopping §3 "Customer info", §7 "Shop init").
// An anonymous visitor gets a signed user id and cart id (visitorIds.ts); their rows are written lazily, on
// the visitor's first write (ensureVisitor here, the cart row in cart/cartQueries.ts lockCart), so visiting writes nothing.
// A logged-in customer (customer/sessions.ts) is an existing customer whatever the visitor row says.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { CustomerInfo, ShopInitResult } from '../generated/resolvers';
import { primeInfoOf } from '../prime/primeInfo';
import type { Customer } from './sessions';
import type { VisitorIds } from './visitorIds';

export function shopInit(visitorIds: VisitorIds): ShopInitResult {
  const { userId, cartId } = visitorIds.issue();
  return { userId, cartId };
}

/** Writes the verified visitor's user row on their first write (an anonymous visitor until then). */
export async function ensureVisitor(db: Db, userId: string): Promise<void> {
  await db.insert(users).values({ id: userId, kind: 'anonymous' }).onConflictDoNothing();
}

export async function customerInfo(
  db: Db,
  userId: string | null,
  customer: Customer | null,
): Promise<CustomerInfo> {
  const accountUserId = customer?.userId ?? userId;
  const [user] = accountUserId ? await db.select().from(users).where(eq(users.id, accountUserId)) : [];
  // A session is a customer's or a guest's (shopping §4 "Session kind"); a visitor row that says
  // 'customer' or 'guest' without a session is logged out.
  const kind = customer ? (customer.kind === 'guest' ? 'guest' : 'customer') : 'anonymous';
  const isGuest = kind === 'guest';
  const isExisting = kind === 'customer';
  return {
    // The verified visitor's bare uuid (for tracking), also before their row is written.
    userId: accountUserId,
    isExistingCustomer: isExisting,
    isNewCustomer: !isExisting && !isGuest,
    isGuest,
    isInternal: user?.isInternal ?? false,
    visitorType: isExisting ? 'EXISTING_CUSTOMER' : isGuest ? 'GUEST' : 'NEW_CUSTOMER',
    visitorLoginState: isExisting ? 'LOGGED_IN' : isGuest ? 'LOGGED_IN_AS_GUEST' : 'LOGGED_OUT',
    categoryType: null,
    notification: null,
    email: customer?.email ?? null,
    firstName: customer?.firstName ?? null,
    lastName: customer?.lastName ?? null,
    customerNumber: customer?.customerNumber ?? null,
    // A membership belongs to an account: a guest session has none.
    primeInfo: await primeInfoOf(db, isExisting ? customer : null),
  };
}

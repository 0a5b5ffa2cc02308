// Product views (storefront §4 "A product view (glance) is recorded once per session per item", §7
// "record glance view"). The storefront sends a glance once per browser session; the API makes the call
// idempotent per visitor session: a glance of the same item within the session window of the last one
// extends that glance instead of storing another (the window is the usual 30-minute analytics session).
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, productGlances } from '../db/schema';
import type { RecordGlanceResult } from '../generated/resolvers';
import { badInput } from '../shop/validation';

export const GLANCE_SESSION_WINDOW_MS = 30 * 60_000;
export const MAX_DOMAIN_LENGTH = 253;
const DOMAIN = /^[a-z0-9.-]+(:\d{1,5})?$/i;

export async function recordGlance(
  db: Db,
  visitorId: string | null,
  productId: string,
  itemId: string,
  domain: string,
  now = new Date(),
): Promise<RecordGlanceResult> {
  if (domain.length > MAX_DOMAIN_LENGTH || !DOMAIN.test(domain)) throw badInput('Invalid domain.', 'domain');
  // Without a visitor id there is no session to count the view against.
  if (!visitorId) return { successful: false, recorded: false };
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.productId, productId), eq(items.active, true)));
    if (!item) return { successful: false, recorded: false };
    const sessionStart = new Date(now.getTime() - GLANCE_SESSION_WINDOW_MS);
    const [current] = await tx
      .select({ id: productGlances.id })
      .from(productGlances)
      .where(
        and(
          eq(productGlances.visitorId, visitorId),
          eq(productGlances.itemId, itemId),
          gt(productGlances.lastSeenAt, sessionStart),
        ),
      )
      .orderBy(desc(productGlances.lastSeenAt))
      .limit(1);
    if (current) {
      await tx.update(productGlances).set({ lastSeenAt: now }).where(eq(productGlances.id, current.id));
      return { successful: true, recorded: false };
    }
    await tx.insert(productGlances).values({
      visitorId,
      productId,
      itemId,
      domain: domain.toLowerCase(),
      firstSeenAt: now,
      lastSeenAt: now,
    });
    return { successful: true, recorded: true };
  });
}

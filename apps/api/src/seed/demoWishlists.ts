// The demo customers' wish lists (README "Demo accounts"; shopping §3 "Wish list", "Wish list entry", "Wish list
// comment"; §6 rights), so /myaccount/wishlist shows something after logging in: each customer's merkzettel
// with two entries, and a class list with a description, an entry whose product has other variants (the
// options menu's "change variant") and a comment. Items are picked from the seeded catalogue: sold in both
// store families at minimum 1, in good stock and without a lightning deal. Under its own marker, so a
// database seeded before demo lists gets them once; the demo accounts must exist (seedAccounts runs first).
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  items,
  lightningDeals,
  products,
  seedMeta,
  wishlistComments,
  wishlistEntries,
  wishlists,
} from '../db/schema';
import { ensureMerkzettel } from '../wishlist/wishlistAccess';
import { DEMO_ACCOUNTS } from './accounts';

const MARKER_KEY = 'demoWishlists';

const [CONSUMER_DEMO, B2B_DEMO] = DEMO_ACCOUNTS;

/** A demo customer's class list. */
interface DemoList {
  readonly name: string;
  readonly description: string;
  readonly comment: string;
}

export const DEMO_CLASS_LISTS = {
  [CONSUMER_DEMO.userId]: {
    name: 'Klasse 1a – Materialliste',
    description: 'Was die Kinder der 1a zum Schulstart brauchen. Bitte alles mit Namen beschriften.',
    comment: 'Die Hefte bitte mit Rand, Lineatur 1.',
  },
  [B2B_DEMO.userId]: {
    name: 'Klasse 2b – Sammelbestellung',
    description: 'Sammelbestellung für die Klasse 2b, Lieferung an das Sekretariat.',
    comment: 'Bitte bis Freitag ergänzen.',
  },
} as const satisfies Readonly<Record<string, DemoList>>;

/** How many items a demo customer's lists hold: the merkzettel's, then the class list's. */
const MERKZETTEL_ENTRIES = 2;
const CLASS_LIST_ENTRIES = 3;

/** Distinct products' first items, the first of them from a product with several variants. */
async function pickItems(tx: Db, count: number): Promise<{ productId: string; itemId: string }[]> {
  const rows = await tx
    .select({
      productId: items.productId,
      itemId: items.id,
      variants: sql<number>`(SELECT count(*) FROM ${items} AS v WHERE v.product_id = ${items.productId} AND v.active)`,
    })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(
      and(
        eq(items.active, true),
        gte(items.stock, 50),
        gte(items.maxQuantity, 20),
        eq(products.isB2bAssortment, true),
        eq(products.b2bMinimumOrderQuantity, 1),
        sql`NOT EXISTS (SELECT 1 FROM ${lightningDeals} WHERE ${lightningDeals.itemId} = ${items.id})`,
      ),
    )
    .orderBy(asc(items.productId), asc(items.position))
    .limit(400);
  const firstItems = [...new Map(rows.map((row) => [row.productId, row])).values()];
  const withVariants = firstItems.find((row) => Number(row.variants) > 1);
  const others = firstItems.filter((row) => row !== withVariants);
  return [...(withVariants ? [withVariants] : []), ...others]
    .slice(0, count)
    .map(({ productId, itemId }) => ({ productId, itemId }));
}

export async function seedDemoWishlists(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedMeta)
      .values({ key: MARKER_KEY, value: 'v1' })
      .onConflictDoNothing()
      .returning({ key: seedMeta.key });
    if (claimed.length === 0) return;
    const perCustomer = MERKZETTEL_ENTRIES + CLASS_LIST_ENTRIES;
    const picked = await pickItems(tx, perCustomer);
    if (picked.length < perCustomer) return;
    // The class list leads with the product that has variants; the merkzettel takes the rest.
    const classItems = picked.slice(0, CLASS_LIST_ENTRIES);
    const merkzettelItems = picked.slice(CLASS_LIST_ENTRIES);
    for (const [userId, demo] of Object.entries(DEMO_CLASS_LISTS)) {
      const merkzettel = await ensureMerkzettel(tx, userId);
      await tx.insert(wishlistEntries).values(
        merkzettelItems.map((item, position) => ({
          ...item,
          wishlistId: merkzettel,
          quantity: 1,
          position,
        })),
      );
      const [list] = await tx
        .insert(wishlists)
        .values({ ownerUserId: userId, kind: 'list', name: demo.name, description: demo.description })
        .returning({ id: wishlists.id });
      if (!list) throw new Error('could not insert a demo wish list');
      const entries = await tx
        .insert(wishlistEntries)
        .values(
          classItems.map((item, position) => ({
            ...item,
            wishlistId: list.id,
            quantity: position + 1,
            position,
          })),
        )
        .returning({ id: wishlistEntries.id, position: wishlistEntries.position });
      const first = entries.find((entry) => entry.position === 0);
      if (first)
        await tx
          .insert(wishlistComments)
          .values({ entryId: first.id, authorUserId: userId, comment: demo.comment });
    }
  });
}

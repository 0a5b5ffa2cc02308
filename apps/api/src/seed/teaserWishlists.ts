// The demo's CMS teaser wish list (shopping §3 "Teaser wish lists (CMS-driven, held locally)"; §4
// add-all-to-cart): "Schulstart Klasse 1" on the CMS page /schulstart/klasse-1/ (cmsData.ts). Its entries are
// picked from the seeded catalogue so that adding all of it shows every follow-up: a product whose variant
// the list leaves open (choose a variant), an item asked for above its maximum (changed quantity) and items
// that go in as asked. Under its own marker, so a catalogue seeded before teaser lists gets it once.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, lightningDeals, products, seedMeta, wishlistEntries, wishlists } from '../db/schema';

export const SEED_TEASER_ID = 'schulstart-klasse-1';
export const SEED_TEASER_PAGE = '/schulstart/klasse-1/';
const MARKER_KEY = 'teaserWishlists';

/** An item sold in both store families (minimum 1), in good stock and without a lightning deal. */
const plainItem = and(
  eq(items.active, true),
  gte(items.stock, 50),
  eq(products.isB2bAssortment, true),
  eq(products.b2bMinimumOrderQuantity, 1),
  sql`NOT EXISTS (SELECT 1 FROM ${lightningDeals} WHERE ${lightningDeals.itemId} = ${items.id})`,
);

async function candidates(tx: Db) {
  const rows = await tx
    .select({
      productId: items.productId,
      itemId: items.id,
      maxQuantity: items.maxQuantity,
      variants: sql<number>`(SELECT count(*) FROM ${items} AS v WHERE v.product_id = ${items.productId} AND v.active)`,
      allPlain: sql<boolean>`(SELECT bool_and(v.stock >= 50) FROM ${items} AS v WHERE v.product_id = ${items.productId} AND v.active)`,
    })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(plainItem)
    .orderBy(asc(items.productId), asc(items.position));
  const open = rows.find((row) => Number(row.variants) > 1 && row.allPlain);
  const limited = rows.find((row) => row.maxQuantity < 20 && row.productId !== open?.productId);
  const used = new Set([open?.productId, limited?.productId]);
  const plain = rows.filter((row) => row.maxQuantity >= 20 && !used.has(row.productId));
  const distinct = [...new Map(plain.map((row) => [row.productId, row])).values()].slice(0, 3);
  return { open, limited, plain: distinct };
}

export async function seedTeaserWishlists(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedMeta)
      .values({ key: MARKER_KEY, value: 'v1' })
      .onConflictDoNothing()
      .returning({ key: seedMeta.key });
    if (claimed.length === 0) return;
    const { open, limited, plain } = await candidates(tx);
    const [list] = await tx
      .insert(wishlists)
      .values({
        kind: 'teaser',
        teaserId: SEED_TEASER_ID,
        name: 'Schulstart Klasse 1',
        description: 'Alles, was Ihr Kind in der ersten Klasse braucht – von der Lehrkraft zusammengestellt.',
      })
      .returning({ id: wishlists.id });
    if (!list) throw new Error('could not insert the teaser list');
    const lines = [
      ...(open ? [{ productId: open.productId, itemId: null, quantity: 1 }] : []),
      ...(limited
        ? [{ productId: limited.productId, itemId: limited.itemId, quantity: limited.maxQuantity + 2 }]
        : []),
      ...plain.map((row, index) => ({ productId: row.productId, itemId: row.itemId, quantity: index + 1 })),
    ];
    if (lines.length === 0) return;
    await tx
      .insert(wishlistEntries)
      .values(lines.map((line, position) => ({ ...line, wishlistId: list.id, position })));
  });
}

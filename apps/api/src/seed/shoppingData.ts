// Seed rows for the cart (shopping §3 "voucher status and attainable vouchers", "free articles and gift
// minimum price", "catalogs", "Lightning deal info"). Amounts are ours (docs/not-shown.md).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogues, freeArticles, items, seedMeta, vouchers } from '../db/schema';
import { productIdForIndex } from './generate';

/** Lightning deals: units offered in total and units one cart may buy at the deal price. */
export const SEED_DEAL_UNITS = 100;
export const SEED_DEAL_QUANTITY_MAX = 3;

/** Products whose first item is a free article, with the cart value from which it is added. */
const GIFTS = [
  { index: 7, minimumOrderCents: 7500, family: 'consumer' },
  { index: 8, minimumOrderCents: 15000, family: 'b2b' },
] as const;

export const SHOPPING_SEED_MARKER_KEY = 'shopping';

/**
 * Vouchers, gifts and catalogues under their own marker, so a catalogue seeded before the cart had them
 * gets them on the next start (and only once, also with two instances starting together).
 */
export async function seedShopping(db: Db, productCount: number): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedMeta)
      .values({ key: SHOPPING_SEED_MARKER_KEY, value: 'v1' })
      .onConflictDoNothing()
      .returning({ key: seedMeta.key });
    if (claimed.length > 0) await insertShoppingRows(tx, productCount);
  });
}

async function insertShoppingRows(tx: Db, productCount: number): Promise<void> {
  const now = Date.now();
  const year = 365 * 86_400_000;
  await tx.insert(vouchers).values([
    {
      code: 'SCHULE10',
      description: '10 % auf den gesamten Einkauf',
      kind: 'percent',
      value: 10,
      validFrom: new Date(now - year),
      validUntil: new Date(now + year),
    },
    {
      code: 'MINDEST50',
      description: '5 € Rabatt ab 50 € Bestellwert',
      kind: 'amount',
      value: 500,
      minimumOrderCents: 5000,
      validFrom: new Date(now - year),
      validUntil: new Date(now + year),
    },
    {
      code: 'ABGELAUFEN',
      description: '20 % (abgelaufen)',
      kind: 'percent',
      value: 20,
      validFrom: new Date(now - 2 * year),
      validUntil: new Date(now - year),
    },
    ...(productCount > 1
      ? [
          {
            code: 'ARTIKEL20',
            description: '20 % auf einen Artikel',
            kind: 'percent',
            value: 20,
            productId: productIdForIndex(1),
            validFrom: new Date(now - year),
            validUntil: new Date(now + year),
          },
        ]
      : []),
  ]);
  for (const gift of GIFTS) {
    if (gift.index >= productCount) continue;
    const itemId = `${productIdForIndex(gift.index)}-01`;
    const found = await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId));
    if (found.length > 0)
      await tx
        .insert(freeArticles)
        .values({ itemId, minimumOrderCents: gift.minimumOrderCents, family: gift.family });
  }
  await tx.insert(catalogues).values([
    { code: 'SCHULE-2026', name: 'Schulkatalog 2026', family: 'consumer', position: 0 },
    { code: 'BASTELN-2026', name: 'Bastelkatalog 2026', family: 'consumer', position: 1 },
    { code: 'EDU-2026', name: 'Katalog für Bildungseinrichtungen 2026', family: 'b2b', position: 0 },
  ]);
}

// The merge on login (shopping §4 "a shared-list merge occurs on login (sharedListMerged)"): the entries of the
// anonymous visitor's merkzettel join the customer's merkzettel (quantities of an item already there add up
// to its maximum), and the visitor's merkzettel is emptied. Runs in the login's transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, wishlistEntries } from '../db/schema';
import { ensureMerkzettel, merkzettelId } from './wishlistAccess';
import { addQuantity } from './wishlistService';

/** Answers whether entries were merged (AuthResult.sharedListMerged). */
export async function mergeMerkzettelOnLogin(
  tx: Db,
  visitorUserId: string | null,
  customerUserId: string,
): Promise<boolean> {
  if (!visitorUserId || visitorUserId === customerUserId) return false;
  const visitorList = merkzettelId(visitorUserId);
  const entries = await tx
    .select({
      productId: wishlistEntries.productId,
      itemId: items.id,
      maxQuantity: items.maxQuantity,
      quantity: wishlistEntries.quantity,
    })
    .from(wishlistEntries)
    .innerJoin(items, eq(items.id, wishlistEntries.itemId))
    .where(and(eq(wishlistEntries.wishlistId, visitorList), isNull(wishlistEntries.removedAt)))
    .orderBy(wishlistEntries.position);
  if (entries.length === 0) return false;
  const target = await ensureMerkzettel(tx, customerUserId);
  for (const entry of entries) await addQuantity(tx, target, entry);
  await tx.delete(wishlistEntries).where(eq(wishlistEntries.wishlistId, visitorList));
  return true;
}

// Catalogue and CMS writes the shared cache tests make (issue 22; decisions 0021, 0026): each one raises
// the catalogue version at commit like every writer does, unless made through writeUnannounced.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueState, footerUsps, items } from '../db/schema';

export async function setPrice(db: Db, itemId: string, priceCents: number): Promise<void> {
  await db.update(items).set({ priceCents }).where(eq(items.id, itemId));
}

/** Gives every footer USP of every store the text `text` (a CMS change). */
export async function setFooterUspTexts(db: Db, text: string): Promise<void> {
  await db.update(footerUsps).set({ text });
}

/**
 * Writes with the catalogue version triggers switched off for this transaction (replica role), i.e. a
 * change no cache can know of: a cache answering the old value proves it answered from what it kept.
 */
export async function writeUnannounced(db: Db, write: (tx: Db) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await write(tx);
  });
}

/** A new catalogue version without a change (benchmarks: no entry a cache kept before is read again). */
export async function raiseCatalogueVersion(db: Db): Promise<void> {
  await db.update(catalogueState).set({ version: sql`${catalogueState.version} + 1` });
}

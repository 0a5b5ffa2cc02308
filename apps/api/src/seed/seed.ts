// First-start seed: catalogue, CMS, footer and parameters, written once per seed version. The marker row
// is inserted first inside the same transaction, so a second start (or a second instance starting at the
// same moment on PostgreSQL) finds it and writes nothing.
import { eq, sql } from 'drizzle-orm';
import { refreshProductListing } from '../catalog/listingProjection';
import type { Db } from '../db/client';
import {
  accessories,
  catalogueValues,
  categories,
  cmsCells,
  cmsPages,
  cmsRows,
  cmsTeasers,
  competitions,
  footerLinkBlocks,
  footerUsps,
  globalParameters,
  imageAssets,
  items,
  lightningDeals,
  productBadges,
  productReplacements,
  products,
  reviews,
  seedMeta,
} from '../db/schema';
import { IMAGE_ASSETS } from '../images/imageStore';
import { seedSearch } from '../search/searchSeed';
import { seedAccounts } from './accounts';
import { catalogueValueRows } from './catalogueEnglish';
import { SEED_COMPETITIONS, SEED_PAGES, SEED_PARAMETERS } from './cmsData';
import { seedDemoWishlists } from './demoWishlists';
import { SEED_FOOTERS } from './footerData';
import {
  type BadgeRow,
  buildCategoryTree,
  FIRST_PRODUCT_ID,
  generateProduct,
  type ItemRow,
  leafForIndex,
  type ProductRow,
  productAttributes,
  productIdForIndex,
  type ReviewRow,
} from './generate';
import { seedOrderHistory } from './orderHistory';
import { seedPrime } from './prime';
import { prngFor } from './prng';
import { SEED_DEAL_QUANTITY_MAX, SEED_DEAL_UNITS, seedShopping } from './shoppingData';
import { seedTeaserWishlists } from './teaserWishlists';

export const SEED_MARKER_KEY = 'catalogue';
export const SEED_VERSION = 'v1';
/** Marks a catalogue whose products have material and age groups (seeded with them, or given them later). */
export const ATTRIBUTES_SEED_MARKER_KEY = 'product-attributes';
export const DEFAULT_SEED_PRODUCTS = 2000;
/** Rows per INSERT: below PostgreSQL's 65,535 bind parameters for the widest table (items, ~22 columns). */
const BATCH_ROWS = 1000;
/** Products generated per round before their rows are flushed. */
const PRODUCT_BATCH = 2000;

/** Indices of products whose first item is a lightning deal; the last one is expired. */
export const ACTIVE_DEAL_INDICES = [2, 11, 23, 37] as const;
export const EXPIRED_DEAL_INDEX = 5;

export interface SeedResult {
  seeded: boolean;
  products: number;
  ms: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts a seed marker; true when this call did (the seed it marks is this transaction's to write). */
async function claimMarker(tx: Tx, key: string, value: string): Promise<boolean> {
  const claimed = await tx
    .insert(seedMeta)
    .values({ key, value })
    .onConflictDoNothing()
    .returning({ key: seedMeta.key });
  return claimed.length > 0;
}

async function insertChunks<T extends object>(
  tx: Tx,
  write: (tx: Tx, rows: T[]) => Promise<unknown>,
  rows: readonly T[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await write(tx, rows.slice(start, start + BATCH_ROWS));
  }
}

/** Keeps the image registry in the database in step with the drawings (cheap upsert on every start). */
export async function syncImageAssets(db: Db): Promise<void> {
  const rows = [...IMAGE_ASSETS.values()].map(({ key, version, alt }) => ({ key, version, alt }));
  for (const row of rows) {
    await db
      .insert(imageAssets)
      .values(row)
      .onConflictDoUpdate({ target: imageAssets.key, set: { version: row.version, alt: row.alt } });
  }
}

export async function seedDatabase(
  db: Db,
  options: { products?: number; log?: (message: string) => void } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const count = Math.max(1, Math.floor(options.products ?? DEFAULT_SEED_PRODUCTS));
  const log = options.log ?? (() => {});
  await syncImageAssets(db);
  const seeded = await db.transaction(async (tx) => {
    if (!(await claimMarker(tx, SEED_MARKER_KEY, `${SEED_VERSION}:${count}`))) return false;
    await seedCatalogue(tx, count, log);
    await claimMarker(tx, ATTRIBUTES_SEED_MARKER_KEY, SEED_VERSION);
    await seedCms(tx);
    return true;
  });
  await seedProductAttributes(db);
  // Search has its own marker: a catalogue seeded before search existed gets rules and terms now.
  await seedSearch(db);
  const [marker] = await db.select().from(seedMeta).where(eq(seedMeta.key, SEED_MARKER_KEY));
  const seededCount = Number(marker?.value.split(':')[1] ?? count);
  await seedShopping(db, seededCount);
  await seedTeaserWishlists(db);
  await seedAccounts(db);
  await seedDemoWishlists(db);
  await seedOrderHistory(db, seededCount);
  await seedPrime(db);
  // A bulk load leaves the planner without statistics and the visibility map empty until autovacuum gets
  // there (PGlite has none): joins would be planned blind and category listings would read the table
  // instead of their covering index. Vacuum and analyze once, right after seeding.
  if (seeded) await db.execute(sql`vacuum (analyze)`);
  return { seeded, products: seededCount, ms: Math.round(performance.now() - started) };
}

async function seedCatalogue(tx: Tx, count: number, log: (message: string) => void): Promise<void> {
  const tree = buildCategoryTree();
  await tx.insert(categories).values(tree.rows);
  await tx.insert(catalogueValues).values(catalogueValueRows());
  const positions = new Map<string, number>();
  const idsByTop = new Map<number, string[]>();
  const soldOutIds = new Set<string>();
  for (let batchStart = 0; batchStart < count; batchStart += PRODUCT_BATCH) {
    const productRows: ProductRow[] = [];
    const itemRows: ItemRow[] = [];
    const reviewRows: ReviewRow[] = [];
    const badgeRows: BadgeRow[] = [];
    for (let index = batchStart; index < Math.min(count, batchStart + PRODUCT_BATCH); index += 1) {
      const leaf = leafForIndex(tree, index);
      const position = positions.get(leaf.id) ?? 0;
      positions.set(leaf.id, position + 1);
      const generated = generateProduct(index, leaf, position);
      productRows.push(generated.product);
      itemRows.push(...generated.items);
      reviewRows.push(...generated.reviews);
      badgeRows.push(...generated.badges);
      const topIds = idsByTop.get(leaf.topIndex) ?? [];
      topIds.push(generated.product.id);
      idsByTop.set(leaf.topIndex, topIds);
      if (generated.items.every((item) => item.stock <= 0)) soldOutIds.add(generated.product.id);
    }
    await insertChunks(tx, (t, rows) => t.insert(products).values(rows), productRows);
    await insertChunks(tx, (t, rows) => t.insert(items).values(rows), itemRows);
    await refreshProductListing(
      tx,
      productRows.map((row) => row.id),
    );
    await insertChunks(tx, (t, rows) => t.insert(reviews).values(rows), reviewRows);
    await insertChunks(tx, (t, rows) => t.insert(productBadges).values(rows), badgeRows);
    log(`seed: ${Math.min(count, batchStart + PRODUCT_BATCH)} / ${count} products`);
  }

  // Accessories come from the same top category, chosen after every product exists.
  const accessoryRows: { productId: string; accessoryId: string; position: number }[] = [];
  for (const ids of idsByTop.values()) {
    ids.forEach((productId, offset) => {
      const rng = prngFor(Number(productId), 3);
      if (ids.length < 2 || !rng.chance(0.5)) return;
      const chosen = new Set<string>();
      const wanted = rng.int(2, 4);
      for (let attempt = 0; attempt < wanted * 3 && chosen.size < wanted; attempt += 1) {
        const candidate = ids[(offset + rng.int(1, ids.length - 1)) % ids.length];
        if (candidate && candidate !== productId) chosen.add(candidate);
      }
      [...chosen].forEach((accessoryId, position) => {
        accessoryRows.push({ productId, accessoryId, position });
      });
    });
  }
  await insertChunks(tx, (t, rows) => t.insert(accessories).values(rows), accessoryRows);

  // Sold-out products point to up to two available successors from the same top category.
  const replacementRows: { productId: string; replacementId: string; position: number }[] = [];
  for (const ids of idsByTop.values()) {
    const available = ids.filter((id) => !soldOutIds.has(id));
    ids.forEach((productId, offset) => {
      if (!soldOutIds.has(productId) || available.length === 0) return;
      const chosen = new Set(
        [offset, offset + 1]
          .map((n) => available[n % available.length])
          .filter((id): id is string => id !== undefined),
      );
      [...chosen].forEach((replacementId, position) => {
        replacementRows.push({ productId, replacementId, position });
      });
    });
  }
  await insertChunks(tx, (t, rows) => t.insert(productReplacements).values(rows), replacementRows);

  // Lightning deals are relative to the seed time so some are running and one is over.
  const now = Date.now();
  const dealRows = [
    ...ACTIVE_DEAL_INDICES.map((index) => ({ index, active: true })),
    { index: EXPIRED_DEAL_INDEX, active: false },
  ].filter((deal) => deal.index < count);
  for (const deal of dealRows) {
    const itemId = `${productIdForIndex(deal.index)}-01`;
    const [item] = await tx.select({ price: items.priceCents }).from(items).where(eq(items.id, itemId));
    if (!item) continue;
    await tx.insert(lightningDeals).values({
      itemId,
      priceCents: Math.round((item.price * 0.7) / 10) * 10 - 1,
      startsAt: new Date(now - 2 * 86_400_000),
      endsAt: deal.active ? new Date(now + (7 + deal.index) * 86_400_000) : new Date(now - 86_400_000),
      quantityMax: SEED_DEAL_QUANTITY_MAX,
      units: SEED_DEAL_UNITS,
    });
  }
}

/**
 * Material and age groups for a catalogue seeded before products had them (a newer seed writes them and
 * claims the marker in its own transaction): every product gets the values the generator gives its index,
 * then the listing is rebuilt. Once per database, like the search and shopping seeds.
 */
async function seedProductAttributes(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimMarker(tx, ATTRIBUTES_SEED_MARKER_KEY, SEED_VERSION))) return;
    const tree = buildCategoryTree();
    const ids = await tx.select({ id: products.id }).from(products);
    for (let start = 0; start < ids.length; start += BATCH_ROWS) {
      const rows = ids.slice(start, start + BATCH_ROWS).map(({ id }) => {
        const index = Number(id) - FIRST_PRODUCT_ID;
        const { material, ageGroups } = productAttributes(index, leafForIndex(tree, index).spec);
        return { id, material, age_groups: ageGroups };
      });
      await tx.execute(sql`
        update ${products} set ${sql.identifier(products.material.name)} = v.material,
          ${sql.identifier(products.ageGroups.name)} = array(select jsonb_array_elements_text(v.age_groups))
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, material text, age_groups jsonb)
        where ${products.id} = v.id`);
    }
    await refreshProductListing(tx);
  });
}

async function seedCms(tx: Tx): Promise<void> {
  await tx.insert(competitions).values(
    SEED_COMPETITIONS.map(({ closesInDays, ...competition }) => ({
      ...competition,
      closesAt: new Date(Date.now() + closesInDays * 24 * 60 * 60 * 1000),
    })),
  );
  for (const page of SEED_PAGES) {
    const [inserted] = await tx
      .insert(cmsPages)
      .values({
        path: page.path,
        family: page.family,
        language: page.language,
        pageType: page.pageType,
        title: page.title ?? null,
        metaDescription: page.metaDescription ?? null,
        metaRobots: page.metaRobots ?? null,
        redirectUrl: page.redirectUrl ?? null,
        redirectTemporary: page.redirectTemporary ?? false,
        abTests: page.abTests ?? [],
      })
      .returning({ id: cmsPages.id });
    if (!inserted) throw new Error(`could not insert page ${page.path}`);
    for (const [rowPosition, cells] of page.rows.entries()) {
      const [row] = await tx
        .insert(cmsRows)
        .values({ pageId: inserted.id, position: rowPosition })
        .returning({ id: cmsRows.id });
      if (!row) throw new Error('could not insert row');
      for (const [cellPosition, cell] of cells.entries()) {
        const [cellRow] = await tx
          .insert(cmsCells)
          .values({
            rowId: row.id,
            position: cellPosition,
            elementType: cell.elementType,
            width: cell.width,
            html: cell.html ?? null,
            segment: cell.segment ?? null,
            abTestId: cell.abTest?.id ?? null,
            abVariant: cell.abTest?.variant ?? null,
          })
          .returning({ id: cmsCells.id });
        if (!cellRow) throw new Error('could not insert cell');
        const teasers = cell.teasers ?? [];
        if (teasers.length > 0) {
          await tx.insert(cmsTeasers).values(
            teasers.map((teaser, position) => ({
              cellId: cellRow.id,
              position,
              name: teaser.name,
              template: teaser.template,
              attributes: teaser.attributes,
            })),
          );
        }
      }
    }
  }
  for (const { family, language, usps, blocks } of SEED_FOOTERS) {
    await tx
      .insert(footerUsps)
      .values(usps.map((usp, position) => ({ ...usp, position, image: null, family, language })));
    await tx
      .insert(footerLinkBlocks)
      .values(blocks.map((block, position) => ({ ...block, position, family, language })));
  }
  await tx.insert(globalParameters).values([...SEED_PARAMETERS]);
}

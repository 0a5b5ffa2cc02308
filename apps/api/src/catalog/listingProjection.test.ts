// product_listing is a projection kept in sync (issue 4; storefront §3.8 "Category list state", §4
// "Listing and search"; decision 0004): a review, a price or an item switched off changes what listings
// filter and sort by, and a database seeded before products had their facet attributes gets them.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { and, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/client';
import { items, productListing, products, seedMeta } from '../db/schema';
import { ATTRIBUTES_SEED_MARKER_KEY } from '../seed/seed';
import { query, registerTestCustomer, startTestApi, type TestApi } from '../testing/testApi';
import { refreshProductListing } from './listingProjection';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

interface Listing {
  totalCount: number;
  products: { id: string }[];
}

const LISTING = `query($id: ID!, $sortBy: String, $enumFilters: [EnumFilterInput!], $rangeFilters: [RangeFilterInput!]) {
  categoryProducts(coreCategoryId: $id, paging: { offset: 0, limit: 120 }, sortBy: $sortBy,
    enumFilters: $enumFilters, rangeFilters: $rangeFilters) {
    totalCount products { id }
  }
}`;

/** Top category 1 (writing) fits into one page of 120 with the test seed. */
const CATEGORY = '1';

async function listing(variables: Record<string, unknown> = {}): Promise<Listing> {
  const data = await query<{ categoryProducts: Listing }>(harness, LISTING, { id: CATEGORY, ...variables });
  expect(data.categoryProducts.products).toHaveLength(data.categoryProducts.totalCount);
  return data.categoryProducts;
}

const ids = (result: Listing) => result.products.map((product) => product.id);

/** Every listing row without the search vector (generated from the name and brand). */
async function listingRows() {
  const { searchVector: _generated, ...columns } = getTableColumns(productListing);
  return harness.api.db.select(columns).from(productListing).orderBy(productListing.productId);
}

describe('the listing rows are derived from products, items and categories', () => {
  it('a full refresh rewrites exactly what the seed wrote', async () => {
    const seeded = await listingRows();
    expect(seeded.length).toBeGreaterThan(0);
    await refreshProductListing(harness.api.db);
    expect(await listingRows()).toEqual(seeded);
  });
});

describe('listings follow changes (storefront §3.8 rating and price filters, §4 sorts)', () => {
  it('posting a review changes what the rating filter and the rating sort return', async () => {
    const byRating = await listing({ sortBy: 'rating' });
    const [unrated] = await harness.api.db
      .select({ id: products.id })
      .from(products)
      .where(and(isNull(products.ratingAverage), inArray(products.id, ids(byRating))))
      .limit(1);
    if (!unrated) throw new Error('no unrated product in the category');
    const topRated = { rangeFilters: [{ id: 'rating', from: 5, to: 5 }] };
    expect(ids(await listing(topRated))).not.toContain(unrated.id);

    const SAVE = `mutation($input: SaveReviewInput!) { saveReview(input: $input) { successful } }`;
    const input = {
      productId: unrated.id,
      rating: 5,
      title: 'Sehr gut',
      message: 'Hält, was es verspricht, und ist schnell geliefert.',
      authorName: 'Jana',
    };
    const saved = await query<{ saveReview: { successful: boolean } }>(
      harness,
      SAVE,
      { input },
      // Writing a review needs a login (issue 15 item 7).
      { customerToken: await registerTestCustomer(harness) },
    );
    expect(saved.saveReview.successful).toBe(true);

    expect(ids(await listing(topRated))).toContain(unrated.id);
    const after = ids(await listing({ sortBy: 'rating' }));
    expect(after.indexOf(unrated.id)).toBeLessThan(ids(byRating).indexOf(unrated.id));
    expect(after.indexOf(unrated.id)).toBeLessThan((await listing(topRated)).totalCount);
  });

  it('refreshProductListing after a price change moves the product in the price sort', async () => {
    const db = harness.api.db;
    const byPrice = ids(await listing({ sortBy: 'price-asc' }));
    const dearest = byPrice.at(-1);
    if (!dearest) throw new Error('empty category');
    await db.update(items).set({ priceCents: 1 }).where(eq(items.productId, dearest));
    await refreshProductListing(db, [dearest]);
    expect(ids(await listing({ sortBy: 'price-asc' }))[0]).toBe(dearest);
    const cheap = await listing({ rangeFilters: [{ id: 'PRICE', from: 0, to: 0.01 }] });
    expect(ids(cheap)).toEqual([dearest]);
  });

  it('a product whose items are all switched off leaves the listing, and comes back with them', async () => {
    const db = harness.api.db;
    const before = await listing();
    const [product] = ids(before);
    if (!product) throw new Error('empty category');
    await db.update(items).set({ active: false }).where(eq(items.productId, product));
    await refreshProductListing(db, [product]);
    const without = await listing();
    expect(without.totalCount).toBe(before.totalCount - 1);
    expect(ids(without)).not.toContain(product);
    await db.update(items).set({ active: true }).where(eq(items.productId, product));
    await refreshProductListing(db, [product]);
    expect(ids(await listing())).toEqual(ids(before));
  });
});

describe('facet counts are counted once per listing version (decision 0004)', () => {
  const FACETS = `query($id: ID!, $sortBy: String, $offset: Int!) {
    categoryProducts(coreCategoryId: $id, sortBy: $sortBy, paging: { offset: $offset, limit: 10 }) {
      products { id }
      facets { enumFacets { id values { value count } } }
    }
  }`;

  interface FacetListing {
    products: { id: string }[];
    facets: { enumFacets: { id: string; values: { value: string; count: number }[] }[] };
  }

  async function materials(variables: { sortBy?: string; offset?: number } = {}) {
    const data = await query<{ categoryProducts: FacetListing }>(harness, FACETS, {
      id: CATEGORY,
      offset: 0,
      ...variables,
    });
    const facet = data.categoryProducts.facets.enumFacets.find((candidate) => candidate.id === 'material');
    return {
      first: data.categoryProducts.products[0]?.id,
      counts: Object.fromEntries((facet?.values ?? []).map(({ value, count }) => [value, count])),
    };
  }

  it('a change written through the projection shows in the counts at once', async () => {
    const db = harness.api.db;
    const before = await materials();
    const product = before.first;
    if (!product) throw new Error('empty category');
    const [row] = await db
      .select({ material: products.material })
      .from(products)
      .where(eq(products.id, product));
    if (!row?.material) throw new Error('the first product has no material');
    expect(before.counts.Marmor).toBeUndefined();
    await db.update(products).set({ material: 'Marmor' }).where(eq(products.id, product));
    await refreshProductListing(db, [product]);
    try {
      const after = await materials();
      expect(after.counts.Marmor).toBe(1);
      expect(after.counts[row.material] ?? 0).toBe((before.counts[row.material] ?? 0) - 1);
    } finally {
      await db.update(products).set({ material: row.material }).where(eq(products.id, product));
      await refreshProductListing(db, [product]);
    }
    expect((await materials()).counts).toEqual(before.counts);
  });

  it('another page or sort of the same listing reuses the counts instead of counting again', async () => {
    const db = harness.api.db;
    const counted = await materials();
    const product = counted.first;
    if (!product) throw new Error('empty category');
    // A write past refreshProductListing (which no code path does) leaves the listing version alone: the
    // counts of that version are still served, which shows they are not counted again.
    await db.update(productListing).set({ material: 'Marmor' }).where(eq(productListing.productId, product));
    try {
      expect((await materials({ offset: 10 })).counts).toEqual(counted.counts);
      expect((await materials({ sortBy: 'price-desc' })).counts).toEqual(counted.counts);
    } finally {
      await refreshProductListing(db, [product]);
    }
    expect((await materials({ offset: 10 })).counts).toEqual(counted.counts);
  });
});

describe('a catalogue seeded before products had material and age groups', () => {
  it('gets the values a new seed gives on the next start, in products and listing rows', async () => {
    const db = harness.api.db;
    const attributes = () =>
      harness.api.db
        .select({ id: products.id, material: products.material, ageGroups: products.ageGroups })
        .from(products)
        .orderBy(products.id);
    const seeded = { products: await attributes(), listing: await listingRows() };
    expect(seeded.products.some((product) => product.material !== null)).toBe(true);
    expect(seeded.listing.some((row) => row.ageGroups.length > 1)).toBe(true);
    // A catalogue as seeded before: no attributes and no marker.
    await db.delete(seedMeta).where(eq(seedMeta.key, ATTRIBUTES_SEED_MARKER_KEY));
    await db.update(products).set({ material: null, ageGroups: [] });
    await refreshProductListing(db);
    expect(await listingRows()).not.toEqual(seeded.listing);

    await harness.restart();
    expect(
      await harness.api.db.select().from(seedMeta).where(eq(seedMeta.key, ATTRIBUTES_SEED_MARKER_KEY)),
    ).toHaveLength(1);
    expect({ products: await attributes(), listing: await listingRows() }).toEqual(seeded);
  });
});

describe('migration 0012 on a database seeded before it', () => {
  /** The migrations folder as it was before 0012 (journal cut after 0011). */
  async function migrationsBefore0012(): Promise<{ folder: string; remove(): Promise<void> }> {
    const folder = await mkdtemp(join(tmpdir(), 'ranzen-migrations-'));
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 11);
    await writeFile(journalPath, JSON.stringify(journal));
    return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
  }

  it('gives a single-colour product its colour back, so the rebuilt listing keeps it', async () => {
    const before = await migrationsBefore0012();
    const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before.folder });
      // What the seed wrote before 0012: the one colour of product 1 only in its listing row.
      await client.exec(`
        insert into categories (id, level, path, position, name) values ('1', 1, '/1/', 0, 'Schreiben');
        insert into image_assets (key, version, alt) values ('pencil-rot', 'v', 'Bleistift');
        insert into products (id, category_id, position, kind, name, short_facts) values
          ('1', '1', 0, 'pencil', 'Bleistift', '[]'), ('2', '1', 1, 'pencil', 'Druckbleistift', '[]');
        insert into items (id, product_id, position, order_number, name, colour, price_cents, stock,
          max_quantity, image_key) values
          ('1-01', '1', 0, '101', 'Bleistift', null, 99, 5, 999, 'pencil-rot'),
          ('2-01', '2', 0, '201', 'Druckbleistift, Blau', 'Blau', 499, 5, 999, 'pencil-rot'),
          ('2-02', '2', 1, '202', 'Druckbleistift, Grün', 'Grün', 499, 5, 999, 'pencil-rot');
        insert into product_listing (product_id, name, category_path, category_id, position, colours, sizes,
          min_price_cents, rating_count, is_topseller, is_b2b_assortment, created_at) values
          ('1', 'Bleistift', '/1/', '1', 0, '{Rot}', '{}', 99, 0, false, true, now()),
          ('2', 'Druckbleistift', '/1/', '1', 1, '{Blau,Grün}', '{}', 499, 0, false, true, now());`);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const colours = db
        .select({ id: products.id, colour: products.colour })
        .from(products)
        .orderBy(products.id);
      expect(await colours).toEqual([
        { id: '1', colour: 'Rot' },
        { id: '2', colour: null },
      ]);
      await refreshProductListing(db);
      const rows = await db
        .select({ id: productListing.productId, colours: productListing.colours })
        .from(productListing)
        .orderBy(productListing.productId);
      expect(rows).toEqual([
        { id: '1', colours: ['Rot'] },
        { id: '2', colours: ['Blau', 'Grün'] },
      ]);
    } finally {
      await client.close();
      await before.remove();
    }
  });
});

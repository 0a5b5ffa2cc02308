// Product views (storefront §4 "A product view (glance) is recorded once per session per item", §7
// "record glance view"): through GraphQL as the storefront sends it, then the session window at the
// service level on the API's database with a controlled clock, reading product_glances after every call.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { items, productGlances } from '../db/schema';
import { gql, query, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';
import { GLANCE_SESSION_WINDOW_MS, recordGlance } from './glanceService';

let harness: TestApi;

/** A few products are enough: the glance only needs real items to point at. */
const SEED_PRODUCTS = 3;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: SEED_PRODUCTS });
});

afterAll(async () => {
  await harness?.stop();
});

const RECORD = `mutation($productId: ID!, $itemId: ID!, $domain: String!) {
  recordGlance(productId: $productId, itemId: $itemId, domain: $domain) { successful recorded }
}`;

interface RecordData {
  recordGlance: { successful: boolean; recorded: boolean };
}

const VISITOR = '6c1d2a55-8f0e-4d7b-9b39-0b5a4f3e2d11';
const OTHER_VISITOR = '1f7e3c90-2b4d-4a6e-8c15-7d9e0a1b2c33';
const DOMAIN = 'www.ranzen.test';

async function glances(db: Db) {
  return db
    .select({
      visitorId: productGlances.visitorId,
      itemId: productGlances.itemId,
      domain: productGlances.domain,
      firstSeenAt: productGlances.firstSeenAt,
      lastSeenAt: productGlances.lastSeenAt,
    })
    .from(productGlances)
    .orderBy(asc(productGlances.id));
}

async function twoItems(db: Db) {
  const rows = await db
    .select({ id: items.id, productId: items.productId })
    .from(items)
    .where(eq(items.active, true))
    .orderBy(asc(items.id))
    .limit(2);
  const [first, second] = rows;
  if (!first || !second) throw new Error('seed has fewer than two items');
  return { first, second };
}

const PRODUCT_ID = '100001';

describe('recordGlance over GraphQL (storefront §7 "record glance view")', () => {
  it('records the first view of a session and not a repeated one', async () => {
    const { product } = await query<{ product: { bestItem: { itemId: string } } | null }>(
      harness,
      `query($id: ID!) { product(productId: $id) { bestItem { itemId } } }`,
      { id: PRODUCT_ID },
    );
    if (!product) throw new Error(`seed has no product ${PRODUCT_ID}`);
    const variables = { productId: PRODUCT_ID, itemId: product.bestItem.itemId, domain: DOMAIN };
    const first = await query<RecordData>(harness, RECORD, variables, {
      userId: testVisitorIds.signUser(VISITOR),
    });
    const again = await query<RecordData>(harness, RECORD, variables, {
      userId: testVisitorIds.signUser(VISITOR),
    });
    expect(first.recordGlance).toEqual({ successful: true, recorded: true });
    expect(again.recordGlance).toEqual({ successful: true, recorded: false });
  });

  it('refuses an invalid domain with a clear error', async () => {
    const result = await gql<RecordData>(
      harness,
      RECORD,
      { productId: PRODUCT_ID, itemId: 'I-1', domain: 'evil.test/<script>' },
      { userId: testVisitorIds.signUser(VISITOR) },
    );
    expect(result.errors?.[0]?.message).toBe('Invalid domain.');
  });
});

describe('glance session window (storefront §4 "once per session per item")', () => {
  const start = new Date('2026-03-02T09:00:00Z');
  const after = (ms: number) => new Date(start.getTime() + ms);

  it('stores one glance per item while views follow each other within the session window', async () => {
    const db = harness.api.db;
    await db.delete(productGlances);
    const { first } = await twoItems(db);
    const view = (at: Date) => recordGlance(db, VISITOR, first.productId, first.id, 'WWW.Ranzen.test', at);

    expect(await view(start)).toEqual({ successful: true, recorded: true });
    // Just inside the window: the same session, the glance is only extended.
    const stillInside = after(GLANCE_SESSION_WINDOW_MS - 1);
    expect(await view(stillInside)).toEqual({ successful: true, recorded: false });
    expect(await glances(db)).toEqual([
      { visitorId: VISITOR, itemId: first.id, domain: DOMAIN, firstSeenAt: start, lastSeenAt: stillInside },
    ]);

    // The window counts from the last view: a view every 29 minutes keeps one session going.
    const chained = after(2 * GLANCE_SESSION_WINDOW_MS - 2);
    expect(await view(chained)).toEqual({ successful: true, recorded: false });
    expect(await glances(db)).toHaveLength(1);

    // A full window after the last view is a new session: a second glance.
    const nextSession = new Date(chained.getTime() + GLANCE_SESSION_WINDOW_MS);
    expect(await view(nextSession)).toEqual({ successful: true, recorded: true });
    const rows = await glances(db);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ firstSeenAt: nextSession, lastSeenAt: nextSession });
  });

  it('counts each item and each visitor on its own', async () => {
    const db = harness.api.db;
    await db.delete(productGlances);
    const { first, second } = await twoItems(db);
    expect(await recordGlance(db, VISITOR, first.productId, first.id, DOMAIN, start)).toMatchObject({
      recorded: true,
    });
    expect(await recordGlance(db, VISITOR, second.productId, second.id, DOMAIN, start)).toMatchObject({
      recorded: true,
    });
    expect(await recordGlance(db, OTHER_VISITOR, first.productId, first.id, DOMAIN, start)).toMatchObject({
      recorded: true,
    });
    const rows = await glances(db);
    expect(rows.map((row) => [row.visitorId, row.itemId])).toEqual([
      [VISITOR, first.id],
      [VISITOR, second.id],
      [OTHER_VISITOR, first.id],
    ]);
  });

  it('stores nothing without a visitor, for an item of another product, or for a bad domain', async () => {
    const db = harness.api.db;
    await db.delete(productGlances);
    const { first } = await twoItems(db);
    expect(await recordGlance(db, null, first.productId, first.id, DOMAIN, start)).toEqual({
      successful: false,
      recorded: false,
    });
    expect(await recordGlance(db, VISITOR, 'P-OTHER', first.id, DOMAIN, start)).toEqual({
      successful: false,
      recorded: false,
    });
    await expect(recordGlance(db, VISITOR, first.productId, first.id, 'a b', start)).rejects.toThrow(
      'Invalid domain.',
    );
    expect(await glances(db)).toEqual([]);
  });
});

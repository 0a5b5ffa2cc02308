// HTTP surface (DESIGN §2, §7): token endpoint, 401 without a valid bearer, 400 for an unknown store,
// health, image serving with immutable cache headers, input checks and an idempotent first-start seed
// (operation limits: requestCost/requestCost.test.ts).
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { openDatabase } from './db/client';
import { items, products, reviews } from './db/schema';
import { seedDatabase } from './seed/seed';
import { gql, query, startTestApi, TEST_SECRETS, TEST_SEED_PRODUCTS, type TestApi } from './testing/testApi';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

describe('auth between storefront server and API', () => {
  it('issues a bearer token for client credentials (form and JSON bodies)', async () => {
    const json = await fetch(`${harness.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 'storefront',
        client_secret: TEST_SECRETS.clientSecret,
      }),
    });
    expect(json.status).toBe(200);
    const body = (await json.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeGreaterThan(60);
    const result = await query<{ ping: string }>(harness, '{ ping }', {}, { token: body.access_token });
    expect(result.ping).toBe('pong');
  });

  it('refuses wrong client secrets and other grants', async () => {
    const wrong = await fetch(`${harness.url}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'storefront',
        client_secret: 'nope',
      }),
    });
    expect(wrong.status).toBe(401);
    const grant = await fetch(`${harness.url}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'storefront',
        client_secret: TEST_SECRETS.clientSecret,
      }),
    });
    expect(grant.status).toBe(400);
  });

  it('answers 401 INVALID_TOKEN without or with a forged token (shopping §7 "Token invalid")', async () => {
    for (const token of [null, 'forged.token', `${harness.token}x`]) {
      const result = await gql(harness, '{ ping }', {}, { token });
      expect(result.status).toBe(401);
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN');
    }
  });

  it('serves the store named in X-Shop-Store, de by default, 400 for an unknown one', async () => {
    const fallback = await query<{ shop: { storeCode: string; language: string } }>(
      harness,
      '{ shop { storeCode language } }',
    );
    expect(fallback.shop).toEqual({ storeCode: 'de', language: 'de-DE' });
    const b2b = await query<{ shop: { storeCode: string; language: string; isB2b: boolean } }>(
      harness,
      '{ shop { storeCode language isB2b } }',
      {},
      { store: 'b2b-en' },
    );
    expect(b2b.shop).toEqual({ storeCode: 'b2b', language: 'en-DE', isB2b: true });
    const unknown = await gql(harness, '{ ping }', {}, { store: 'xx' });
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('UNKNOWN_STORE');
  });

  it('answers /health with 200 and unknown paths with 404', async () => {
    expect((await fetch(`${harness.url}/health`)).status).toBe(200);
    expect((await fetch(`${harness.url}/nothing-here`)).status).toBe(404);
  });
});

describe('GraphQL hardening (DESIGN §7)', () => {
  it('answers out-of-range input with BAD_USER_INPUT naming the field (DESIGN §7)', async () => {
    const result = await gql(
      harness,
      '{ categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 5000 }) { totalCount } }',
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'paging.limit' });
  });

  it('rejects unknown input fields', async () => {
    const result = await gql(
      harness,
      '{ categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 5, evil: 1 }) { totalCount } }',
    );
    expect(result.errors?.[0]?.message).toMatch(/"evil" is not defined/);
  });
});

describe('product images (storefront §9 "Image formats")', () => {
  it('serves every format of a product as WebP with immutable cache headers', async () => {
    const data = await query<{ product: { images: { src: string; width: number; format: string }[] } }>(
      harness,
      '{ product(productId: "100001") { images { src width format } } }',
    );
    const formats = new Set(data.product.images.map((image) => image.format));
    expect(formats.size).toBe(9);
    // PRODUCTLISTING_SMALL is rendered at start, ADS_ZOOM_NEW on first request: both must be real WebP.
    for (const format of ['PRODUCTLISTING_SMALL', 'ADS_ZOOM_NEW']) {
      const image = data.product.images.find((entry) => entry.format === format);
      expect(image).toBeDefined();
      const response = await fetch(`${harness.url}${image?.src}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
  });

  it('answers 404 for unknown images and traversal attempts', async () => {
    for (const path of [
      '/images/unicorn/0000000000/ads_main_mobile.webp',
      '/images/..%2F..%2Fetc%2Fpasswd',
      '/images/../package.json',
    ]) {
      expect((await fetch(`${harness.url}${path}`)).status).toBe(404);
    }
  });
});

describe('seed (first start, idempotent)', () => {
  it('seeds the requested number of products once; a second start writes nothing', async () => {
    const countAll = async () => {
      const top = await query<{ navigation: { id: string }[] }>(harness, '{ navigation(level: 1) { id } }');
      let total = 0;
      for (const category of top.navigation) {
        const listing = await query<{ categoryProducts: { totalCount: number } }>(
          harness,
          'query($id: ID!) { categoryProducts(coreCategoryId: $id) { totalCount } }',
          { id: category.id },
        );
        total += listing.categoryProducts.totalCount;
      }
      return total;
    };
    const before = await countAll();
    expect(before).toBe(TEST_SEED_PRODUCTS);
    await harness.restart();
    expect(await countAll()).toBe(before);

    // Seeding again directly, even with another size, is a no-op.
    await harness.api.close();
    const database = await openDatabase({ dataDir: harness.dataDir, databaseUrl: harness.databaseUrl });
    try {
      const again = await seedDatabase(database.db, { products: 50 });
      expect(again.seeded).toBe(false);
      const [productCount] = await database.db.select({ value: count() }).from(products);
      const [itemCount] = await database.db.select({ value: count() }).from(items);
      const [reviewCount] = await database.db.select({ value: count() }).from(reviews);
      expect(Number(productCount?.value)).toBe(TEST_SEED_PRODUCTS);
      expect(Number(itemCount?.value)).toBeGreaterThan(TEST_SEED_PRODUCTS);
      expect(Number(reviewCount?.value)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    await harness.restart();
  });
});

// DESIGN §3: PostgreSQL in production. A database restart or failover cuts pooled connections; the API
// must answer the next request instead of crashing on the pool's error event. (PGlite has no pool.)
describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL connection loss (needs DATABASE_URL)', () => {
  it('keeps serving after the server terminates its idle connections', async () => {
    // The pool logs each cut connection it dropped (db/client.ts); the next request waits for those.
    const dropped = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => dropped.mockRestore());
    expect(
      (await query<{ shop: { storeCode: string } }>(harness, '{ shop { storeCode } }')).shop.storeCode,
    ).toBe('de');
    const admin = new pg.Client({ connectionString: harness.databaseUrl });
    await admin.connect();
    const terminated = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);
    const closed = () =>
      dropped.mock.calls.filter(([message]) => String(message).includes('idle database connection closed'));
    await vi.waitFor(() => expect(closed()).toHaveLength(terminated.rowCount ?? 0), { timeout: 10_000 });
    const again = await query<{ categoryProducts: { totalCount: number } }>(
      harness,
      '{ categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { totalCount } }',
    );
    expect(again.categoryProducts.totalCount).toBeGreaterThan(0);
  });
});

// Migration 0042 (decision 0035, VAT per store): orders written before it get the rate they were bought at
// from their lines (19 %, the one rate there was), order lines take a rate with a decimal (the Swiss 8.1),
// and the global parameter tax/vat, read by nothing, is gone. Runs on PGlite only: it takes the schema back
// to before the migration, which a shared PostgreSQL must not see.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ADDRESS } from '../orders/orderTestSupport';
import { MIGRATIONS_FOLDER, type OpenedDatabase, openDatabase } from './client';
import { carts, globalParameters, orderItems, orders, users } from './schema';

const MIGRATION = join(MIGRATIONS_FOLDER, '0042_order_vat_rate.sql');
/** drizzle-kit's separator between a migration's statements. */
const BREAKPOINT = '--> statement-breakpoint';

describe('migration 0042: orders keep the VAT rate they were bought at', () => {
  let dataDir: string;
  let database: OpenedDatabase;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ranzen-vat-rate-'));
    database = await openDatabase({ dataDir });
  });

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A placed order as the API wrote it before the migration (no order rate), with lines at these rates. */
  async function olderOrder(lineRates: readonly number[]): Promise<string> {
    const { db } = database;
    const userId = randomUUID();
    const cartId = randomUUID();
    const orderId = randomUUID();
    await db.insert(users).values({ id: userId, kind: 'guest' });
    await db.insert(carts).values({ id: cartId, userId });
    const address = JSON.stringify(GUEST_ADDRESS);
    await db.execute(sql`INSERT INTO orders (id, user_id, store_id, cart_id, status, payment_id, payment_status,
      currency, subtotal_cents, voucher_discount_cents, shipping_cents, total_cents, tax_cents, delivery_type,
      shipper_code, billing_address, shipping_address, email)
      VALUES (${orderId}, ${userId}, 'de', ${cartId}, 'placed', 'INVOICE', 'accepted', 'EUR', 11900, 0, 0, 11900,
      1900, 'sameAsBilling', 'dhl', ${address}::jsonb, ${address}::jsonb, ${GUEST_ADDRESS.email})`);
    for (const [position, rate] of lineRates.entries()) {
      await db.execute(sql`INSERT INTO order_items (order_id, position, item_id, product_id, article_number, name,
        quantity, unit_price_cents, line_total_cents, tax_percent, tax_cents)
        VALUES (${orderId}, ${position}, '100001-01', '100001', '10000101', 'Heft', 1, 11900, 11900, ${rate}, 1900)`);
    }
    return orderId;
  }

  it('backfills each order from its lines (19 % without any), takes decimal rates and drops tax/vat', async () => {
    const { db } = database;
    // The schema and the parameter as they were before 0042.
    await db.execute(sql`ALTER TABLE orders DROP COLUMN tax_percent`);
    await db.execute(sql`ALTER TABLE order_items ALTER COLUMN tax_percent SET DATA TYPE integer`);
    await db.insert(globalParameters).values({ name: 'tax', entry: 'vat', value: '19' });
    // Lines at 16 % (not the fallback's 19) show that the rate comes from the lines.
    const withLines = await olderOrder([16, 16]);
    const withoutLines = await olderOrder([]);

    const statements = (await readFile(MIGRATION, 'utf8')).split(BREAKPOINT);
    for (const statement of statements) await db.execute(sql.raw(statement));

    const rates = await db
      .select({ id: orders.id, taxPercent: orders.taxPercent })
      .from(orders)
      .where(inArray(orders.id, [withLines, withoutLines]));
    expect(new Map(rates.map((row) => [row.id, row.taxPercent]))).toEqual(
      new Map([
        [withLines, 16],
        [withoutLines, 19],
      ]),
    );
    await db.update(orderItems).set({ taxPercent: 8.1 }).where(eq(orderItems.orderId, withLines));
    const lines = await db
      .select({ taxPercent: orderItems.taxPercent })
      .from(orderItems)
      .where(eq(orderItems.orderId, withLines));
    expect(lines).toEqual([{ taxPercent: 8.1 }, { taxPercent: 8.1 }]);
    const parameter = await db
      .select()
      .from(globalParameters)
      .where(and(eq(globalParameters.name, 'tax'), eq(globalParameters.entry, 'vat')));
    expect(parameter).toEqual([]);
  });
});

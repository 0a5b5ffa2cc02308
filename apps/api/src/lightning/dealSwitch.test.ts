// The lightning deals switch (storefront §7 global parameter "lightning_deal"; docs/not-shown.md): off,
// a running deal is neither shown nor sold at its price; on again, it is both. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL.
import { LIGHTNING_DEAL_SWITCH } from '@ranzen/sdk-core/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, cents, itemsByColor, shopInit, update } from '../cart/cartTestClient';
import { globalParameters } from '../db/schema';
import { query, startTestApi, type TestApi } from '../testing/testApi';
import { createDeal } from './lightningTestSupport';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

async function switchDeals(value: string): Promise<void> {
  await harness.api.db
    .update(globalParameters)
    .set({ value })
    .where(
      and(
        eq(globalParameters.name, LIGHTNING_DEAL_SWITCH.name),
        eq(globalParameters.entry, LIGHTNING_DEAL_SWITCH.entry),
      ),
    );
}

async function shownDeal(itemId: string): Promise<unknown> {
  const data = await query<{ item: { lightningDealInfo: unknown } }>(
    harness,
    'query($id: ID!) { item(itemId: $id) { lightningDealInfo { isAvailableLightningDeal } } }',
    { id: itemId },
  );
  return data.item.lightningDealInfo;
}

describe('lightning_deal switch (storefront §7)', () => {
  it('off: no deal is shown and the item is added at its normal price; on: both again', async () => {
    const [candidate] = await itemsByColor(harness, 'green', 'de', 1, 1000);
    if (!candidate) throw new Error('no seed item for a deal');
    const deal = await createDeal(harness.api.db, candidate.itemId, { units: 50, quantityMax: 3 });
    const normalCents = Math.round(candidate.price * 100);

    await switchDeals('false');
    expect(await shownDeal(deal.itemId)).toBeNull();
    const off = await update(harness, await shopInit(harness), [add(deal.itemId, 2)]);
    expect(off.addedPositions).toEqual([
      { itemId: deal.itemId, quantity: 2, quantityLightning: 0, quantityNormal: 2 },
    ]);
    expect(cents(off.cart?.totals.subtotal)).toBe(2 * normalCents);

    await switchDeals('true');
    expect(await shownDeal(deal.itemId)).toEqual({ isAvailableLightningDeal: true });
    const on = await update(harness, await shopInit(harness), [add(deal.itemId, 2)]);
    expect(on.addedPositions[0]).toMatchObject({ quantityLightning: 2, quantityNormal: 0 });
    expect(cents(on.cart?.totals.subtotal)).toBe(2 * deal.priceCents);
  });
});

// Fair share of lightning deals (issue 14 item 5, probe "34 cookie-less requests reserve all 100 units of a
// deal"; docs/decisions/0011-lightning-fair-share.md): on top of the per-cart maximum, one client address
// holds at most a tenth of a deal (at least the per-cart maximum), one visitor at most the per-cart maximum
// across all its carts. Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the race really overlaps.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  type FoundItem,
  itemsByColor,
  nextClientAddress,
  type Session,
  shopInit,
  update,
} from '../cart/cartTestClient';
import { startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';
import { createDeal, dealStock, type TestDeal } from './lightningTestSupport';

const UNITS = 100;
const PER_CART = 3;
/** A tenth of the 100 units. */
const PER_ADDRESS = 10;

let harness: TestApi;
let candidates: FoundItem[];

beforeAll(async () => {
  harness = await startTestApi();
  candidates = await itemsByColor(harness, 'green', 'de', 4, 1000);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

let nextCandidate = 0;
async function freshDeal(): Promise<TestDeal> {
  const candidate = candidates[nextCandidate];
  nextCandidate += 1;
  if (!candidate) throw new Error('not enough seed items for deals');
  return createDeal(harness.api.db, candidate.itemId, { units: UNITS, quantityMax: PER_CART });
}

/** What each add got at the deal price. */
async function addEach(sessions: readonly Session[], deal: TestDeal): Promise<number[]> {
  const results = await Promise.all(
    sessions.map((session) => update(harness, session, [add(deal.itemId, PER_CART)], 'de', true)),
  );
  expect(results.every((result) => result.successful)).toBe(true);
  return results.map((result) => result.addedPositions[0]?.quantityLightning ?? 0);
}

describe('lightning fair share (issue 14 item 5)', () => {
  it('34 cookie-less clients from one address hold a tenth of the deal, not all of it', async () => {
    const deal = await freshDeal();
    const address = nextClientAddress();
    const clients: Session[] = [];
    for (let index = 0; index < 34; index += 1) clients.push(await shopInit(harness, 'de', address));
    const atDealPrice = [];
    for (const client of clients) atDealPrice.push(...(await addEach([client], deal)));

    expect(atDealPrice.reduce((sum, units) => sum + units, 0)).toBe(PER_ADDRESS);
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({
      reserved: PER_ADDRESS,
      live: PER_ADDRESS,
    });
    // Everybody else still finds the deal: a shopper elsewhere gets the full per-cart amount.
    const elsewhere = await shopInit(harness);
    expect(await addEach([elsewhere], deal)).toEqual([PER_CART]);
  });

  it('one visitor holds at most the per-cart maximum across all of its carts', async () => {
    const deal = await freshDeal();
    const visitor = await shopInit(harness);
    const userUuid = testVisitorIds.verifyUser(visitor.userId);
    if (!userUuid) throw new Error('shop init issued an unsigned user id');
    // Three more carts of the same visitor, each from another address, so only the per-visitor cap can stop them.
    const moreCarts = Array.from({ length: 3 }, () => ({
      ...visitor,
      cartId: testVisitorIds.signCart(randomUUID(), userUuid),
      clientAddress: nextClientAddress(),
    }));
    const sessions = [visitor, ...moreCarts];
    const atDealPrice = [];
    for (const session of sessions) atDealPrice.push(...(await addEach([session], deal)));

    expect(atDealPrice).toEqual([PER_CART, 0, 0, 0]);
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({ reserved: PER_CART, live: PER_CART });
  });

  it('keeps the address cap when 40 clients from one address race for the deal', async () => {
    const deal = await freshDeal();
    const address = nextClientAddress();
    const clients = await Promise.all(Array.from({ length: 40 }, () => shopInit(harness, 'de', address)));
    const atDealPrice = await addEach(clients, deal);

    expect(atDealPrice.reduce((sum, units) => sum + units, 0)).toBe(PER_ADDRESS);
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({
      reserved: PER_ADDRESS,
      unreleased: PER_ADDRESS,
      live: PER_ADDRESS,
    });
  });
});

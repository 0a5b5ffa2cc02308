// Lightning deals through GraphQL (spec shopping §3 "Lightning deal info", "Lightning reservation", §4
// "Lightning deals", §7 "lightning deal reservation", "Extend or refresh lightning reservation"; storefront
// §3.7 reserved percentage). Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  type CartData,
  cents,
  change,
  type FoundItem,
  itemsByColor,
  readCartAs,
  remove,
  type Session,
  shopInit,
  update,
} from '../cart/cartTestClient';
import { lightningDeals } from '../db/schema';
import { query, startTestApi, type TestApi } from '../testing/testApi';
import { LIGHTNING_RESERVATION_TTL_MS } from './lightningRules';
import { createDeal, dealStock, expireReservations, type TestDeal } from './lightningTestSupport';

let harness: TestApi;
let candidates: FoundItem[];

beforeAll(async () => {
  harness = await startTestApi();
  candidates = await itemsByColor(harness, 'green', 'de', 8, 1000);
});

afterAll(async () => {
  await harness?.stop();
});

let nextCandidate = 0;
/** A fresh deal on an item no other test uses, priced at 0,99 €. */
async function freshDeal(units: number, quantityMax: number): Promise<TestDeal & { normalCents: number }> {
  const candidate = candidates[nextCandidate];
  nextCandidate += 1;
  if (!candidate) throw new Error('not enough seed items for deals');
  const deal = await createDeal(harness.api.db, candidate.itemId, { units, quantityMax });
  return { ...deal, normalCents: Math.round(candidate.price * 100) };
}

const updateAs = (session: Session, ops: unknown[]) => update(harness, session, ops);

async function reservedPercentage(itemId: string): Promise<number> {
  const data = await query<{
    item: { lightningDealInfo: { lightningReservedPercentageRoundFloor: number } };
  }>(
    harness,
    'query($id: ID!) { item(itemId: $id) { lightningDealInfo { lightningReservedPercentageRoundFloor } } }',
    { id: itemId },
  );
  return data.item.lightningDealInfo.lightningReservedPercentageRoundFloor;
}

const RESERVATION = `{ hasLightningDealReservation isLightningDealReservationExpired lightningDealReservationTimestampEnd extended }`;

async function extend(session: Session) {
  return (
    await query<{
      extendLightningReservation: {
        successful: boolean;
        errorCode: string | null;
        reservation: CartData['lightningReservation'] | null;
      };
    }>(
      harness,
      `mutation($cartId: ID!) { extendLightningReservation(cartId: $cartId) { successful errorCode reservation ${RESERVATION} } }`,
      { cartId: session.cartId },
      { userId: session.userId },
    )
  ).extendLightningReservation;
}

async function refresh(session: Session) {
  return (
    await query<{
      refreshLightningReservation: {
        successful: boolean;
        isAnyDealNoLongerValid: boolean;
        areQuantitiesReduced: boolean;
        changedItemIds: string[];
        errorCode: string | null;
        cart: {
          items: { itemId: string; quantityLightning: number; quantity: number }[];
          lightningReservation: CartData['lightningReservation'];
        } | null;
      };
    }>(
      harness,
      `mutation($cartId: ID!) { refreshLightningReservation(cartId: $cartId) { successful isAnyDealNoLongerValid
        areQuantitiesReduced changedItemIds errorCode cart { items { itemId quantity quantityLightning } lightningReservation ${RESERVATION} } } }`,
      { cartId: session.cartId },
      { userId: session.userId, clientAddress: session.clientAddress },
    )
  ).refreshLightningReservation;
}

describe('adding a lightning deal (shopping §4: split at lightningQuantityMax)', () => {
  it('reserves up to the maximum at the deal price and adds the rest at the normal price', async () => {
    const deal = await freshDeal(100, 3);
    const session = await shopInit(harness);
    const before = Date.now();
    const first = await updateAs(session, [add(deal.itemId, 5)]);
    expect(first.successful).toBe(true);
    expect(first.addedPositions).toEqual([
      { itemId: deal.itemId, quantity: 5, quantityLightning: 3, quantityNormal: 2 },
    ]);
    const line = first.cart?.items[0];
    expect(line).toMatchObject({
      quantity: 5,
      quantityLightning: 3,
      quantityNormal: 2,
      isLightningDeal: true,
    });
    expect(cents(line?.pricePerUnitLightning)).toBe(deal.priceCents);
    expect(cents(line?.totalPrice)).toBe(3 * deal.priceCents + 2 * deal.normalCents);
    expect(cents(first.cart?.totals.subtotal)).toBe(3 * deal.priceCents + 2 * deal.normalCents);
    const reservation = first.cart?.lightningReservation;
    expect(reservation).toMatchObject({
      hasLightningDealReservation: true,
      isLightningDealReservationExpired: false,
      extended: false,
    });
    const end = reservation?.lightningDealReservationTimestampEnd ?? 0;
    expect(end).toBeGreaterThanOrEqual(before + LIGHTNING_RESERVATION_TTL_MS - 5_000);
    expect(end).toBeLessThanOrEqual(Date.now() + LIGHTNING_RESERVATION_TTL_MS + 5_000);
    expect(await reservedPercentage(deal.itemId)).toBe(3);

    // The cart already holds the maximum at the deal price: everything more is at the normal price.
    const second = await updateAs(session, [add(deal.itemId, 2)]);
    expect(second.addedPositions[0]).toMatchObject({ quantityLightning: 0, quantityNormal: 2 });
    expect(second.cart?.items[0]).toMatchObject({ quantity: 7, quantityLightning: 3 });
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({ reserved: 3, unreleased: 3, live: 3 });
  });

  it('gives units back when the quantity drops below the deal units or the position is removed', async () => {
    const deal = await freshDeal(100, 3);
    const session = await shopInit(harness);
    const added = await updateAs(session, [add(deal.itemId, 4)]);
    const positionId = added.cart?.items[0]?.id ?? '';
    // 4 -> 3: the normal-price unit goes first.
    const three = await updateAs(session, [change(positionId, 3)]);
    expect(three.cart?.items[0]).toMatchObject({ quantity: 3, quantityLightning: 3, quantityNormal: 0 });
    const one = await updateAs(session, [change(positionId, 1)]);
    expect(one.cart?.items[0]).toMatchObject({ quantity: 1, quantityLightning: 1 });
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({ reserved: 1, unreleased: 1 });
    // Raising the quantity again reserves again, up to the maximum.
    const five = await updateAs(session, [change(positionId, 5)]);
    expect(five.cart?.items[0]).toMatchObject({ quantity: 5, quantityLightning: 3, quantityNormal: 2 });
    await updateAs(session, [remove(positionId)]);
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({ reserved: 0, unreleased: 0, live: 0 });
    expect(await reservedPercentage(deal.itemId)).toBe(0);
  });

  it('sells at the normal price once the deal is sold out, and never reserves more than is left', async () => {
    const deal = await freshDeal(4, 3);
    const first = await shopInit(harness);
    const second = await shopInit(harness);
    expect((await updateAs(first, [add(deal.itemId, 3)])).addedPositions[0]?.quantityLightning).toBe(3);
    const partial = await updateAs(second, [add(deal.itemId, 3)]);
    expect(partial.addedPositions[0]).toMatchObject({ quantityLightning: 1, quantityNormal: 2 });
    const third = await shopInit(harness);
    const soldOut = await updateAs(third, [add(deal.itemId, 1)]);
    expect(soldOut.successful).toBe(true);
    expect(soldOut.addedPositions[0]).toMatchObject({ quantityLightning: 0, quantityNormal: 1 });
    expect(soldOut.cart?.lightningReservation.hasLightningDealReservation).toBe(false);
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({ units: 4, reserved: 4, unreleased: 4 });
    expect(await reservedPercentage(deal.itemId)).toBe(100);
  });
});

describe('expiry, refresh and extend (shopping §3 "Lightning reservation", §4)', () => {
  it('charges the normal price after expiry and reserves again on refresh', async () => {
    const deal = await freshDeal(100, 3);
    const session = await shopInit(harness);
    await updateAs(session, [add(deal.itemId, 2)]);
    await expireReservations(harness.api.db, deal.id);

    const expired = await readCartAs(harness, session);
    expect(expired?.lightningReservation).toMatchObject({
      hasLightningDealReservation: true,
      isLightningDealReservationExpired: true,
      lightningDealReservationTimestampEnd: null,
    });
    expect(expired?.items[0]).toMatchObject({ quantityLightning: 0, quantityNormal: 2 });
    expect(cents(expired?.totals.subtotal)).toBe(2 * deal.normalCents);
    // Expired units no longer count for the tile (storefront §3.7).
    expect(await reservedPercentage(deal.itemId)).toBe(0);

    const refreshed = await refresh(session);
    expect(refreshed).toMatchObject({
      successful: true,
      isAnyDealNoLongerValid: false,
      areQuantitiesReduced: false,
      changedItemIds: [],
    });
    expect(refreshed.cart?.items[0]?.quantityLightning).toBe(2);
    expect(refreshed.cart?.lightningReservation.isLightningDealReservationExpired).toBe(false);
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({ reserved: 2, unreleased: 2, live: 2 });
  });

  it('reports reduced quantities when the deal sold out in the meantime', async () => {
    const deal = await freshDeal(3, 3);
    const session = await shopInit(harness);
    await updateAs(session, [add(deal.itemId, 3)]);
    await expireReservations(harness.api.db, deal.id);
    // Another buyer takes two of the three units (releasing the expired reservation on the way).
    const other = await shopInit(harness);
    expect((await updateAs(other, [add(deal.itemId, 2)])).addedPositions[0]?.quantityLightning).toBe(2);

    const refreshed = await refresh(session);
    expect(refreshed).toMatchObject({
      successful: false,
      isAnyDealNoLongerValid: false,
      areQuantitiesReduced: true,
      changedItemIds: [deal.itemId],
    });
    expect(refreshed.cart?.items[0]).toMatchObject({ quantity: 3, quantityLightning: 1 });
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({
      units: 3,
      reserved: 3,
      unreleased: 3,
      live: 3,
    });
  });

  it('reports a deal that is no longer valid and moves its units to the normal price', async () => {
    const deal = await freshDeal(100, 3);
    const session = await shopInit(harness);
    await updateAs(session, [add(deal.itemId, 2)]);
    await harness.api.db
      .update(lightningDeals)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(lightningDeals.id, deal.id));
    await expireReservations(harness.api.db, deal.id);
    const refreshed = await refresh(session);
    expect(refreshed).toMatchObject({
      successful: false,
      isAnyDealNoLongerValid: true,
      changedItemIds: [deal.itemId],
    });
    expect(refreshed.cart?.items[0]).toMatchObject({ quantity: 2, quantityLightning: 0 });
    expect(refreshed.cart?.lightningReservation.hasLightningDealReservation).toBe(false);
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({ reserved: 0, unreleased: 0 });
  });

  it('extends a live reservation once, and not an expired one', async () => {
    const deal = await freshDeal(100, 3);
    const session = await shopInit(harness);
    const none = await extend(session);
    expect(none).toMatchObject({ successful: false, errorCode: 'NO_RESERVATION' });
    const added = await updateAs(session, [add(deal.itemId, 1)]);
    const firstEnd = added.cart?.lightningReservation.lightningDealReservationTimestampEnd ?? 0;
    const extended = await extend(session);
    expect(extended.successful).toBe(true);
    expect(extended.reservation?.extended).toBe(true);
    expect(extended.reservation?.lightningDealReservationTimestampEnd ?? 0).toBeGreaterThanOrEqual(firstEnd);
    expect((await extend(session)).errorCode).toBe('ALREADY_EXTENDED');
    await expireReservations(harness.api.db, deal.id);
    expect((await extend(session)).errorCode).toBe('RESERVATION_EXPIRED');
  });

  it('answers a foreign or unknown cart with CART_NOT_FOUND and changes nothing (shopping §7)', async () => {
    const deal = await freshDeal(100, 3);
    const owner = await shopInit(harness);
    const stranger = await shopInit(harness);
    await updateAs(owner, [add(deal.itemId, 1)]);
    const foreign = { userId: stranger.userId, cartId: owner.cartId };
    expect((await extend(foreign)).errorCode).toBe('CART_NOT_FOUND');
    expect(await refresh(foreign)).toMatchObject({
      successful: false,
      errorCode: 'CART_NOT_FOUND',
      cart: null,
    });
    const reservation = await query<{ lightningDealReservation: null }>(
      harness,
      `query($cartId: ID!) { lightningDealReservation(cartId: $cartId) ${RESERVATION} }`,
      { cartId: owner.cartId },
      { userId: stranger.userId },
    );
    expect(reservation.lightningDealReservation).toBeNull();
    expect((await readCartAs(harness, owner))?.lightningReservation.extended).toBe(false);
  });
});

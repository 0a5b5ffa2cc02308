// Cart through GraphQL (shopping §3 "Cart", §7 "Cart update", §9 quantity 1..999; DESIGN §7 ownership).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, startTestApi, type TestApi } from '../testing/testApi';
import {
  add,
  CART,
  type CartData,
  itemsByColor as findItems,
  type Session,
  shopInit as sessionFor,
  update as updateAs,
} from './cartTestClient';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

const shopInit = () => sessionFor(harness);
const update = (session: Session, ops: unknown[], store = 'de') => updateAs(harness, session, ops, store);
const itemsByColor = (color: 'green' | 'yellow' | 'red', store = 'de') => findItems(harness, color, store);

describe('shopInit and cart (shopping §3, §7)', () => {
  it('issues a user id and an empty cart owned by it', async () => {
    const session = await shopInit();
    expect(session.userId).toMatch(/^[0-9a-f-]{36}_[A-Za-z0-9_-]{22}$/);
    expect(session.cartId).toMatch(/^[0-9a-f-]{36}_[A-Za-z0-9_-]{22}$/);
    const cart = (
      await query<{ cart: CartData }>(harness, CART, { cartId: session.cartId }, { userId: session.userId })
    ).cart;
    expect(cart).toMatchObject({ id: session.cartId, positionCount: 0, articleCount: 0, items: [] });
    expect(cart.totals.total.amount).toBe(0);
    expect(cart.totals.shippingCost.amount).toBe(0);
  });

  it('adds an item, merges the same item into one position and computes totals on the server', async () => {
    const session = await shopInit();
    const [item] = await itemsByColor('green');
    if (!item) throw new Error('seed has no item in stock');
    const first = await update(session, [add(item.itemId, 2)]);
    expect(first.successful).toBe(true);
    expect(first.cart).toMatchObject({ positionCount: 1, articleCount: 2 });
    const merged = await update(session, [add(item.itemId, 1)]);
    expect(merged.cart?.positionCount).toBe(1);
    expect(merged.cart?.items[0]?.quantity).toBe(3);
    expect(merged.cart?.items[0]?.image?.format).toBe('BASKET_LAYER');

    const totals = merged.cart?.totals;
    const subtotalCents = Math.round(item.price * 100) * 3;
    expect(Math.round((totals?.subtotal.amount ?? 0) * 100)).toBe(subtotalCents);
    const shippingCents = subtotalCents < 5000 ? 495 : 0;
    expect(Math.round((totals?.shippingCost.amount ?? 0) * 100)).toBe(shippingCents);
    const totalCents = subtotalCents + shippingCents;
    expect(Math.round((totals?.total.amount ?? 0) * 100)).toBe(totalCents);
    expect(Math.round((totals?.tax.amount ?? 0) * 100)).toBe(Math.round((totalCents * 19) / 119));

    const positionId = merged.cart?.items[0]?.id;
    const removed = await update(session, [{ positionOp: { removePosition: { positionId } } }]);
    expect(removed.successful).toBe(true);
    expect(removed.cart?.positionCount).toBe(0);
  });

  it('treats a foreign cart exactly like an unknown one (DESIGN §7)', async () => {
    const owner = await shopInit();
    const stranger = await shopInit();
    const [item] = await itemsByColor('green');
    if (!item) throw new Error('seed has no item in stock');
    await update(owner, [add(item.itemId, 1)]);

    const foreign = await query<{ cart: CartData | null }>(
      harness,
      CART,
      { cartId: owner.cartId },
      { userId: stranger.userId },
    );
    const unknown = await query<{ cart: CartData | null }>(
      harness,
      CART,
      { cartId: '00000000-0000-4000-8000-000000000000' },
      { userId: stranger.userId },
    );
    expect(foreign.cart).toBeNull();
    expect(unknown.cart).toBeNull();
    const noUser = await query<{ cart: CartData | null }>(harness, CART, { cartId: owner.cartId });
    expect(noUser.cart).toBeNull();

    const foreignUpdate = await update({ userId: stranger.userId, cartId: owner.cartId }, [
      add(item.itemId, 1),
    ]);
    const unknownUpdate = await update({ userId: stranger.userId, cartId: 'not-a-cart' }, [
      add(item.itemId, 1),
    ]);
    expect(foreignUpdate).toEqual(unknownUpdate);
    expect(foreignUpdate).toMatchObject({ successful: false, errorCode: 'CART_NOT_FOUND', cart: null });
    const ownerCart = await query<{ cart: CartData }>(
      harness,
      CART,
      { cartId: owner.cartId },
      { userId: owner.userId },
    );
    expect(ownerCart.cart.articleCount).toBe(1);
  });

  it('rejects quantities 0 and 1000 (shopping §9) and unknown items', async () => {
    const session = await shopInit();
    const [item] = await itemsByColor('green');
    if (!item) throw new Error('seed has no item in stock');
    for (const quantity of [0, 1000, -1]) {
      const result = await update(session, [add(item.itemId, quantity)]);
      expect(result).toMatchObject({ successful: false, errorCode: 'QUANTITY_INVALID' });
      expect(result.fieldErrors[0]?.field).toBe('quantity');
      expect(result.cart?.articleCount).toBe(0);
    }
    const unknown = await update(session, [add('999999-01', 1)]);
    expect(unknown.errorCode).toBe('ITEM_NOT_FOUND');
    const garbage = await update(session, [add('../../etc', 1)]);
    expect(garbage.errorCode).toBe('ITEM_NOT_FOUND');
  });

  it('rejects more than the stock and writes nothing, even for earlier operations in the same call', async () => {
    const session = await shopInit();
    const [soldOut] = await itemsByColor('red');
    const [few] = await itemsByColor('yellow');
    const [plenty] = await itemsByColor('green');
    if (!soldOut || !few || !plenty) throw new Error('seed lacks stock variety');
    const none = await update(session, [add(soldOut.itemId, 1)]);
    expect(none).toMatchObject({ successful: false, errorCode: 'OUT_OF_STOCK' });
    const tooMany = await update(session, [add(few.itemId, 6)]);
    expect(tooMany.errorCode).toBe('OUT_OF_STOCK');
    const mixed = await update(session, [add(plenty.itemId, 1), add(soldOut.itemId, 1)]);
    expect(mixed.errorCode).toBe('OUT_OF_STOCK');
    expect(mixed.cart).toMatchObject({ positionCount: 0, articleCount: 0 });
    const cart = await query<{ cart: CartData }>(
      harness,
      CART,
      { cartId: session.cartId },
      { userId: session.userId },
    );
    expect(cart.cart.positionCount).toBe(0);
  });

  it('enforces the B2B minimum order quantity', async () => {
    let found: { itemId: string; moq: number } | null = null;
    for (let id = 100001; id <= 100300 && !found; id += 1) {
      const data = await query<{
        product: {
          minimumOrderQuantity: number;
          items: { itemId: string; deliveryStatus: { color: string }; maxQuantity: number }[];
        } | null;
      }>(
        harness,
        'query($id: ID!) { product(productId: $id) { minimumOrderQuantity items { itemId maxQuantity deliveryStatus { color } } } }',
        { id: String(id) },
        { store: 'b2b-de' },
      );
      const item = data.product?.items.find(
        (entry) => entry.deliveryStatus.color === 'green' && entry.maxQuantity === 999,
      );
      if (data.product && data.product.minimumOrderQuantity > 1 && item) {
        found = { itemId: item.itemId, moq: data.product.minimumOrderQuantity };
      }
    }
    if (!found) throw new Error('seed has no B2B minimum order quantity');
    const session = await shopInit();
    const below = await update(session, [add(found.itemId, found.moq - 1)], 'b2b-de');
    expect(below).toMatchObject({ successful: false, errorCode: 'QUANTITY_INVALID' });
    expect(below.fieldErrors[0]?.message).toBe('vue.pdp.minQuantity');
    const enough = await update(session, [add(found.itemId, found.moq)], 'b2b-de');
    expect(enough.successful).toBe(true);
    // The consumer store has no minimum for the same item.
    const consumer = await shopInit();
    expect((await update(consumer, [add(found.itemId, 1)], 'de')).successful).toBe(true);
  });
});

// Parallel requests on one cart (DESIGN §5: concurrency is proven on PostgreSQL, where requests really
// overlap; on PGlite's single connection the same test checks the sequential outcome).
describe('concurrent cart updates (shopping §7 "Cart update"; no lost update, never above stock)', () => {
  it('merges parallel adds of one item into one position without losing any', async () => {
    const session = await shopInit();
    const [plenty] = await itemsByColor('green');
    if (!plenty) throw new Error('seed lacks an item in stock');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => update(session, [add(plenty.itemId, 1)])),
    );
    expect(results.every((result) => result.successful)).toBe(true);
    const { cart } = await query<{ cart: CartData }>(
      harness,
      CART,
      { cartId: session.cartId },
      { userId: session.userId },
    );
    expect(cart).toMatchObject({ positionCount: 1, articleCount: 8 });
  });

  it('never puts more than the stock into a cart, however many adds race', async () => {
    const session = await shopInit();
    const [few] = await itemsByColor('yellow');
    if (!few) throw new Error('seed lacks an item with little stock');
    // Yellow means 1 to 5 in stock: eight racing adds of one must stop at the stock.
    const results = await Promise.all(Array.from({ length: 8 }, () => update(session, [add(few.itemId, 1)])));
    const accepted = results.filter((result) => result.successful).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(5);
    expect(results.filter((result) => !result.successful).map((result) => result.errorCode)).toEqual(
      Array(8 - accepted).fill('OUT_OF_STOCK'),
    );
    const { cart } = await query<{ cart: CartData }>(
      harness,
      CART,
      { cartId: session.cartId },
      { userId: session.userId },
    );
    expect(cart.articleCount).toBe(accepted);
  });
});

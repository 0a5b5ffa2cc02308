// Cart totals, counts, shippers, quantity changes, vouchers, gifts and catalogues through GraphQL
// (spec shopping §3 "Cart", "Cart item", "Price/totals", §5 quantity bounds, §7 "Cart update", §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, startTestApi, type TestApi } from '../testing/testApi';
import {
  add,
  addVoucher,
  cents,
  change,
  type FoundItem,
  itemsByColor,
  readCartAs,
  remove,
  removeVoucher,
  type Session,
  shopInit,
  update,
} from './cartTestClient';

let harness: TestApi;
let cheap: FoundItem[];

beforeAll(async () => {
  harness = await startTestApi();
  cheap = await itemsByColor(harness, 'green', 'de', 3, 20);
  if (cheap.length < 3) throw new Error('seed lacks cheap items in stock');
});

afterAll(async () => {
  await harness?.stop();
});

function item(index: number): FoundItem {
  const found = cheap[index];
  if (!found) throw new Error(`no cheap item ${index}`);
  return found;
}

const newSession = () => shopInit(harness);
const updateAs = (session: Session, ops: unknown[], store = 'de') => update(harness, session, ops, store);

describe('totals and counts (shopping §3 "Cart", "Price/totals")', () => {
  it('computes subtotal, shipping by the selected shipper, tax, net value and counts on the server', async () => {
    const session = await newSession();
    const result = await updateAs(session, [add(item(0).itemId, 2), add(item(1).itemId, 1)]);
    expect(result.successful).toBe(true);
    const cart = result.cart;
    if (!cart) throw new Error('no cart');
    expect(cart).toMatchObject({ positionCount: 2, articleCount: 3, itemsCount: 2, productsCount: 2 });
    const subtotal = Math.round(item(0).price * 100) * 2 + Math.round(item(1).price * 100);
    expect(cents(cart.totals.subtotal)).toBe(subtotal);
    expect(cents(cart.totals.basketValue)).toBe(subtotal);
    // Below the consumer free-shipping threshold of 50 € DHL costs 4,95 €, DPD 1 € more.
    const shipping = subtotal < 5000 ? 495 : 0;
    expect(cart.shippers.map((shipper) => [shipper.code, shipper.selected, cents(shipper.costs)])).toEqual([
      ['dhl', true, shipping],
      ['dpd', false, shipping === 0 ? 0 : shipping + 100],
    ]);
    expect(cents(cart.totals.shippingCost)).toBe(shipping);
    expect(cents(cart.totals.total)).toBe(subtotal + shipping);
    expect(cents(cart.totals.grandTotal)).toBe(subtotal + shipping);
    expect(cents(cart.totals.tax)).toBe(Math.round(((subtotal + shipping) * 19) / 119));
    expect(cents(cart.totals.netValue)).toBe(subtotal + shipping - cents(cart.totals.tax));
    expect(cart.items.map((entry) => entry.deliveryStatusColor)).toEqual(['green', 'green']);

    const withoutShipping = await query<{ cart: { totals: { shippingCost: { amount: number } } } }>(
      harness,
      'query($cartId: ID!) { cart(cartId: $cartId, calculateShippingCost: false) { totals { shippingCost { amount } } } }',
      { cartId: session.cartId },
      { userId: session.userId },
    );
    expect(withoutShipping.cart.totals.shippingCost.amount).toBe(0);
  });
});

describe('change quantity (shopping §5, §9: 1..999 and the item min/max)', () => {
  it('sets the position quantity and rejects bad quantities without changing anything', async () => {
    const session = await newSession();
    const added = await updateAs(session, [add(item(0).itemId, 2)]);
    const positionId = added.cart?.items[0]?.id ?? '';
    const changed = await updateAs(session, [change(positionId, 7)]);
    expect(changed.successful).toBe(true);
    expect(changed.cart?.items[0]?.quantity).toBe(7);
    for (const quantity of [0, -3, 1000]) {
      const bad = await updateAs(session, [change(positionId, quantity)]);
      expect(bad).toMatchObject({ successful: false, errorCode: 'QUANTITY_INVALID' });
      expect(bad.fieldErrors[0]).toEqual({ field: 'quantity', message: 'vue.buybox.text.quantity.error' });
      expect(bad.cart?.items[0]?.quantity).toBe(7);
    }
    const stranger = await newSession();
    const foreign = await updateAs(stranger, [change(positionId, 3)]);
    expect(foreign.errorCode).toBe('POSITION_NOT_FOUND');
    expect((await readCartAs(harness, session))?.items[0]?.quantity).toBe(7);
  });

  it("refuses more than the item's own maximum (expensive items allow 10)", async () => {
    // The generator caps expensive items at 10; find one through the product query.
    let limited: string | null = null;
    for (let id = 100001; id <= 100300 && !limited; id += 1) {
      const data = await query<{
        product: {
          items: { itemId: string; maxQuantity: number; deliveryStatus: { color: string } }[];
        } | null;
      }>(
        harness,
        'query($id: ID!) { product(productId: $id) { items { itemId maxQuantity deliveryStatus { color } } } }',
        { id: String(id) },
      );
      limited =
        data.product?.items.find(
          (entry) => entry.maxQuantity === 10 && entry.deliveryStatus.color === 'green',
        )?.itemId ?? null;
    }
    if (!limited) throw new Error('seed has no item with a maximum of 10');
    const session = await newSession();
    const tooMany = await updateAs(session, [add(limited, 11)]);
    expect(tooMany).toMatchObject({ successful: false, errorCode: 'QUANTITY_INVALID' });
    expect(tooMany.cart?.positionCount).toBe(0);
    expect((await updateAs(session, [add(limited, 10)])).successful).toBe(true);
  });
});

describe('vouchers (shopping §3 "voucher status and attainable vouchers", §7 voucherOp)', () => {
  it('applies a percentage voucher to the whole cart and removes it again', async () => {
    const session = await newSession();
    await updateAs(session, [add(item(0).itemId, 3)]);
    const applied = await updateAs(session, [addVoucher(' schule10 ')]);
    expect(applied.successful).toBe(true);
    const subtotal = Math.round(item(0).price * 100) * 3;
    const discount = Math.round(subtotal / 10);
    expect(applied.cart?.vouchers).toEqual([
      expect.objectContaining({
        code: 'SCHULE10',
        successful: true,
        attainable: false,
        failureDescriptions: [],
      }),
    ]);
    expect(cents(applied.cart?.totals.voucherDiscount)).toBe(discount);
    expect(cents(applied.cart?.totals.basketValue)).toBe(subtotal - discount);
    expect(cents(applied.cart?.totals.savings)).toBeGreaterThanOrEqual(discount);

    const again = await updateAs(session, [addVoucher('SCHULE10')]);
    expect(again.errorCode).toBe('VOUCHER_ALREADY_APPLIED');
    const removed = await updateAs(session, [removeVoucher('schule10')]);
    expect(removed.cart?.vouchers).toEqual([]);
    expect(cents(removed.cart?.totals.basketValue)).toBe(subtotal);
    expect((await updateAs(session, [removeVoucher('SCHULE10')])).errorCode).toBe('VOUCHER_NOT_APPLIED');
  });

  it('keeps a minimum-order voucher attainable until the cart reaches 50 €', async () => {
    const session = await newSession();
    await updateAs(session, [add(item(0).itemId, 1)]);
    const short = await updateAs(session, [addVoucher('MINDEST50')]);
    const subtotal = Math.round(item(0).price * 100);
    expect(short.cart?.vouchers[0]).toMatchObject({
      code: 'MINDEST50',
      successful: false,
      attainable: true,
      failureDescriptions: ['vue.cart.voucher.minimumOrderValue'],
    });
    expect(cents(short.cart?.vouchers[0]?.missingAmount)).toBe(5000 - subtotal);
    expect(cents(short.cart?.totals.voucherDiscount)).toBe(0);
    const positionId = short.cart?.items[0]?.id ?? '';
    const enough = await updateAs(session, [change(positionId, Math.ceil(5000 / subtotal))]);
    expect(enough.cart?.vouchers[0]).toMatchObject({ successful: true, attainable: false });
    expect(cents(enough.cart?.totals.voucherDiscount)).toBe(500);
  });

  it('relates a product voucher to its item', async () => {
    const session = await newSession();
    const result = await updateAs(session, [
      add('100002-01', 1),
      add(item(0).itemId, 1),
      addVoucher('ARTIKEL20'),
    ]);
    expect(result.successful).toBe(true);
    const target = result.cart?.items.find((entry) => entry.itemId === '100002-01');
    expect(target?.relatedVoucherCode).toBe('ARTIKEL20');
    expect(
      result.cart?.items.find((entry) => entry.itemId === item(0).itemId)?.relatedVoucherCode,
    ).toBeNull();
    expect(result.cart?.relatedVoucherCodes).toEqual(['ARTIKEL20']);
    expect(cents(result.cart?.totals.voucherDiscount)).toBe(Math.round(cents(target?.totalPrice) / 5));
  });

  it('rejects malformed, unknown and expired codes and rolls back the whole call', async () => {
    const session = await newSession();
    for (const [code, error] of [
      ['x', 'VOUCHER_INVALID'],
      ["SCHULE10'; DROP TABLE vouchers; --", 'VOUCHER_INVALID'],
      ['A'.repeat(31), 'VOUCHER_INVALID'],
      ['GIBTSNICHT', 'VOUCHER_NOT_FOUND'],
      ['ABGELAUFEN', 'VOUCHER_EXPIRED'],
    ] as const) {
      const result = await updateAs(session, [add(item(0).itemId, 1), addVoucher(code)]);
      expect(result).toMatchObject({ successful: false, errorCode: error });
      expect(result.errorMessage).toBeTruthy();
      expect(result.cart).toMatchObject({ positionCount: 0, vouchers: [] });
    }
  });
});

describe('free articles and catalogues (shopping §3 "free articles and gift minimum price", "catalogs")', () => {
  it('adds the gift for free from its minimum cart value and says what is missing before', async () => {
    const session = await newSession();
    const small = await updateAs(session, [add(item(0).itemId, 1)]);
    expect(small.cart?.freeArticles).toEqual([
      expect.objectContaining({ attained: false, minimumPrice: expect.objectContaining({ amount: 75 }) }),
    ]);
    expect(small.cart?.giftMinimumPrice?.amount).toBe(75);
    const subtotal = Math.round(item(0).price * 100);
    expect(cents(small.cart?.freeArticles[0]?.missingAmount)).toBe(7500 - subtotal);
    expect(small.cart?.items.some((entry) => entry.isFreeItem)).toBe(false);

    const positionId = small.cart?.items[0]?.id ?? '';
    const big = await updateAs(session, [change(positionId, Math.ceil(7500 / subtotal))]);
    const gift = big.cart?.items.find((entry) => entry.isFreeItem);
    expect(gift).toMatchObject({ quantity: 1, totalPrice: expect.objectContaining({ amount: 0 }) });
    // One projection builds positions and gifts (cartView.ts): the gift keeps its list price as `raw`
    // but is charged 0, cannot be changed or removed, and never carries deal or base prices.
    expect(gift).toMatchObject({
      removableItem: false,
      maxQuantity: 1,
      minimumOrderQuantity: 1,
      quantityNormal: 1,
      quantityLightning: 0,
      unitPrice: expect.objectContaining({ amount: 0 }),
      pricePerUnitLightning: null,
      unitPrices: expect.objectContaining({
        current: expect.objectContaining({ amount: 0 }),
        old: null,
        basePrice: null,
      }),
    });
    expect(gift?.unitPrices.raw.amount).toBeGreaterThan(0);
    expect(big.cart?.items[0]).toMatchObject({ isFreeItem: false, removableItem: true });
    expect(big.cart?.freeArticles[0]?.attained).toBe(true);
    expect(big.cart?.giftMinimumPrice).toBeNull();
    expect(big.cart?.itemsCount).toBe(2);
    expect(big.cart?.positionCount).toBe(1);
    expect(cents(big.cart?.totals.subtotal)).toBe(subtotal * Math.ceil(7500 / subtotal));
    // The gift is not a position: removing it is not possible.
    expect((await updateAs(session, [remove(gift?.id ?? '')])).errorCode).toBe('POSITION_NOT_FOUND');
  });

  it('orders a catalogue of the store and refuses one of another store', async () => {
    const session = await newSession();
    const ordered = await updateAs(session, [{ catalogOp: { addCatalog: { code: 'SCHULE-2026' } } }]);
    expect(ordered.cart?.catalogs).toEqual([
      { code: 'SCHULE-2026', selected: true },
      { code: 'BASTELN-2026', selected: false },
    ]);
    const foreign = await updateAs(session, [{ catalogOp: { addCatalog: { code: 'EDU-2026' } } }]);
    expect(foreign.errorCode).toBe('CATALOG_NOT_FOUND');
    const dropped = await updateAs(session, [{ catalogOp: { removeCatalog: { code: 'SCHULE-2026' } } }]);
    expect(dropped.cart?.catalogs.every((catalogue) => !catalogue.selected)).toBe(true);
  });

  it("lists the store's catalogues to a visitor without a cart (the catalogue pages' request form)", async () => {
    const listed = (store: string) =>
      query<{ printedCatalogues: { code: string }[] }>(
        harness,
        '{ printedCatalogues { code } }',
        {},
        { store },
      );
    expect((await listed('de')).printedCatalogues).toEqual([
      { code: 'SCHULE-2026' },
      { code: 'BASTELN-2026' },
    ]);
    expect((await listed('b2b-de')).printedCatalogues).toEqual([{ code: 'EDU-2026' }]);
  });

  it('refuses an op with no or two operations', async () => {
    const session = await newSession();
    expect((await updateAs(session, [{}])).errorCode).toBe('OPERATION_INVALID');
    const two = await updateAs(session, [
      {
        positionOp: { addPosition: { itemId: item(0).itemId, quantity: 1 } },
        voucherOp: { addVoucher: { code: 'SCHULE10' } },
      },
    ]);
    expect(two).toMatchObject({ successful: false, errorCode: 'OPERATION_INVALID' });
    expect(two.cart?.positionCount).toBe(0);
  });
});

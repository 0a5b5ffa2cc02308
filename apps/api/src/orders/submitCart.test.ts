// Submitting a cart through the real API (spec shopping §4 "Summary submit", §7 "Submit cart (cartId)
// returns orderId, redirectUrl, computopData, newCartId, errorMessage", §8 "Cart already submitted";
// issue 16 item 5). Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set.
import { routePath } from '@ranzen/sdk-core/routes';
import { STORES } from '@ranzen/sdk-core/store';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  type CartData,
  cents,
  type FoundItem,
  itemsByColor,
  readCartAs,
  shopInit,
  update,
} from '../cart/cartTestClient';
import { carts, items, lightningReservations, mailOutbox, orderItems, orders } from '../db/schema';
import { createDeal } from '../lightning/lightningTestSupport';
import { SHOP_BANK_ACCOUNT } from '../payments/bankAccount';
import { query, registerTestCustomer, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';
import {
  bareId,
  completeCheckout,
  readOrder,
  type SubmitResult,
  setStock,
  stockOf,
  submit,
} from './orderTestSupport';

let harness: TestApi;
let green: FoundItem[];

beforeAll(async () => {
  harness = await startTestApi();
  green = await itemsByColor(harness, 'green', 'de', 6);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const db = () => harness.api.db;

async function orderRowsOf(cartId: string) {
  return db()
    .select()
    .from(orders)
    .where(eq(orders.cartId, bareId(cartId)));
}

describe('submitCart (shopping §4 "Summary submit", §7)', () => {
  it('writes the order at the server prices, takes the stock, issues a new cart and mails a confirmation', async () => {
    const [first, second] = green as [FoundItem, FoundItem];
    await db().update(items).set({ size: 'M' }).where(eq(items.id, first.itemId));
    const session = await shopInit(harness);
    await update(harness, session, [add(first.itemId, 2), add(second.itemId, 1)]);
    await completeCheckout(db(), session);
    const cartBefore = (await readCartAs(harness, session)) as CartData;
    const stockBefore = await stockOf(db(), [first.itemId, second.itemId]);

    const result = await submit(harness, session);

    expect(result).toMatchObject({ successful: true, errorCode: null, redirectUrl: null });
    expect(result.orderId).toMatch(/^\d{8,}$/);
    expect(result.newCartId).not.toBe(session.cartId);
    const order = await readOrder(harness, result.orderId as string, { userId: session.userId });
    expect(order).toMatchObject({
      orderId: result.orderId,
      status: 'PLACED',
      paymentMethod: 'INVOICE',
      paymentStatus: 'ACCEPTED',
      email: 'erika.muster@ranzen.test',
      deliveryAddress: { lastName: 'Muster', city: 'Berlin' },
    });
    expect(cents(order?.totalAmount)).toBe(cents(cartBefore.totals.grandTotal));
    expect(cents(order?.tax)).toBe(cents(cartBefore.totals.tax));
    expect(cents(order?.shippingCost)).toBe(cents(cartBefore.totals.shippingCost));
    // Positions added by one cart update share their time, so the test does not rely on their order.
    const bought = order?.items
      .filter((line) => !line.isFreeItem)
      .map((line) => [line.itemId, line.quantity]);
    expect(bought).toHaveLength(2);
    expect(bought).toEqual(
      expect.arrayContaining([
        [first.itemId, 2],
        [second.itemId, 1],
      ]),
    );

    const stockAfter = await stockOf(db(), [first.itemId, second.itemId]);
    expect(stockAfter.get(first.itemId)).toBe((stockBefore.get(first.itemId) ?? 0) - 2);
    expect(stockAfter.get(second.itemId)).toBe((stockBefore.get(second.itemId) ?? 0) - 1);

    // The new cart is the visitor's, empty, and usable; the old one takes no more changes.
    const next = { ...session, cartId: result.newCartId as string };
    expect((await readCartAs(harness, next))?.positionCount).toBe(0);
    expect((await update(harness, next, [add(first.itemId, 1)])).successful).toBe(true);
    expect((await update(harness, session, [add(first.itemId, 1)])).errorCode).toBe('CART_SUBMITTED');

    // The confirmation, in the store's language, names the order, the items, the total and the VAT.
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-confirmation'), eq(mailOutbox.to, 'erika.muster@ranzen.test')));
    expect(mail?.subject).toBe(`Ihre Bestellung ${result.orderId} bei Ranzen`);
    expect(mail?.text).toContain(`Gesamtsumme: ${cartBefore.totals.grandTotal.stringValue}`);
    expect(mail?.text).toContain(`enthaltene MwSt. (19 %): ${cartBefore.totals.tax.stringValue}`);
    expect(mail?.text).toContain(`2 × `);
    // Issue 16 item 5: the payment method and the link to the returns page on the store's host; no bank
    // details for an invoice. Issue 18: the order's link and the returns link carry its access hash.
    expect(mail?.text).toContain('Zahlungsart: Rechnung');
    const [written] = await orderRowsOf(session.cartId);
    const hash = written?.accessHash ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const origin = STORES.de.hosts.localOrigin;
    const returnsLink = `${origin}${routePath('returns', { order: hash })}`;
    const orderLink = `${origin}${routePath('orderDetail', { orderId: result.orderId, hash })}`;
    expect(mail?.text).toContain(`Rücksendungen: ${returnsLink}`);
    expect(mail?.html).toContain(`href="${returnsLink}"`);
    expect(mail?.text).toContain(orderLink);
    expect(mail?.html).toContain(`href="${orderLink.replaceAll('&', '&amp;')}"`);
    expect(mail?.text).not.toContain('IBAN');

    // The order keeps its own copy of what the cart item said about the catalogue: product and variant.
    const lines = await db()
      .select({
        itemId: orderItems.itemId,
        productId: orderItems.productId,
        variant: orderItems.variantAttributes,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderNumber, result.orderId as string));
    const cartItems = cartBefore.items.filter((line) => !line.isFreeItem);
    for (const item of cartItems) {
      const line = lines.find((candidate) => candidate.itemId === item.itemId);
      expect(line?.productId).toBe(green.find((found) => found.itemId === item.itemId)?.productId);
      expect(line?.variant).toEqual(
        item.variantAttributes.map(({ name, displayName, value }) => ({ name, displayName, value })),
      );
    }
    // A later catalogue change does not rewrite the order.
    await db().update(items).set({ size: 'L' }).where(eq(items.id, first.itemId));
    const [sized] = await db()
      .select({ variant: orderItems.variantAttributes })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.orderNumber, result.orderId as string), eq(orderItems.itemId, first.itemId)));
    expect(sized?.variant).toContainEqual(expect.objectContaining({ name: 'size', value: 'M' }));
  });

  it('a prepayment order is confirmed with the shop bank account and the order number as reference', async () => {
    const [item] = green.slice(5) as [FoundItem];
    const session = await shopInit(harness);
    await update(harness, session, [add(item.itemId, 1)]);
    const email = 'prepayment@ranzen.test';
    await completeCheckout(db(), session, {
      paymentId: 'PREPAID',
      billingEmail: email,
      billingAlternativeEmail: true,
    });
    const result = await submit(harness, session);
    expect(result.successful).toBe(true);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-confirmation'), eq(mailOutbox.to, email)));
    expect(mail?.text).toContain('Zahlungsart: Vorkasse');
    expect(mail?.text).toContain(`Verwendungszweck ${result.orderId}`);
    expect(mail?.text).toContain(`IBAN: ${SHOP_BANK_ACCOUNT.iban}`);
    expect(mail?.text).toContain(`BIC: ${SHOP_BANK_ACCOUNT.bic}`);
    expect(mail?.html).toContain(SHOP_BANK_ACCOUNT.iban);
  });

  it('charges the prices of the database at submit, whatever the cart showed before', async () => {
    const [item] = green.slice(2) as [FoundItem];
    const session = await shopInit(harness);
    await update(harness, session, [add(item.itemId, 3)]);
    await completeCheckout(db(), session);
    const [row] = await db().select({ price: items.priceCents }).from(items).where(eq(items.id, item.itemId));
    const newPrice = (row?.price ?? 0) + 500;
    await db().update(items).set({ priceCents: newPrice }).where(eq(items.id, item.itemId));

    const result = await submit(harness, session);

    const order = await readOrder(harness, result.orderId as string, { userId: session.userId });
    const line = order?.items.find((entry) => entry.itemId === item.itemId);
    expect(cents(line?.unitPrice)).toBe(newPrice);
    expect(cents(line?.totalPrice)).toBe(3 * newPrice);
    const [stored] = await orderRowsOf(session.cartId);
    expect(stored?.subtotalCents).toBe(3 * newPrice);
    expect(stored?.totalCents).toBe(
      stored ? stored.subtotalCents - stored.voucherDiscountCents + stored.shippingCents : -1,
    );
    await db()
      .update(items)
      .set({ priceCents: row?.price ?? 0 })
      .where(eq(items.id, item.itemId));
  });

  it('refuses a cart that is not ready and says what it needs; nothing is written', async () => {
    const [item] = green as [FoundItem];
    const session = await shopInit(harness);
    expect(await submit(harness, session)).toMatchObject({ errorCode: 'NOT_READY', missing: ['ITEMS'] });

    await update(harness, session, [add(item.itemId, 1)]);
    const stockBefore = await stockOf(db(), [item.itemId]);
    const result = await submit(harness, session);
    expect(result).toMatchObject({
      successful: false,
      orderId: null,
      errorCode: 'NOT_READY',
      errorMessage: 'Bitte vervollständigen Sie Ihre Angaben zu Versand und Zahlung.',
      missing: ['BILLING_ADDRESS', 'SHIPPING_ADDRESS', 'CONTACT_EMAIL', 'PAYMENT'],
    });
    await completeCheckout(db(), session, { paymentId: null, deliveryType: 'packstation' });
    expect((await submit(harness, session)).missing).toEqual(['SHIPPING_ADDRESS', 'PAYMENT']);
    expect(await orderRowsOf(session.cartId)).toEqual([]);
    expect(await stockOf(db(), [item.itemId])).toEqual(stockBefore);
  });

  it('B2B has no payment step: a ready cart is ordered on invoice without a payment method', async () => {
    const session = await shopInit(harness, 'b2b-de');
    const [b2bItem] = await itemsByColor(harness, 'green', 'b2b-de', 1, 200);
    if (!b2bItem) throw new Error('no B2B item in the seed');
    await update(harness, session, [add(b2bItem.itemId, b2bItem.moq)], 'b2b-de');
    await completeCheckout(db(), session, { paymentId: null });

    const result = await submit(harness, session, 'b2b-de');

    expect(result).toMatchObject({ successful: true, errorCode: null });
    const [stored] = await orderRowsOf(session.cartId);
    expect(stored).toMatchObject({ storeId: 'b2b-de', paymentId: 'INVOICE', paymentStatus: 'accepted' });
  });

  it('out of stock: answers which items are short and writes nothing, not even the other items', async () => {
    const [plenty, scarce] = green.slice(3) as [FoundItem, FoundItem];
    const session = await shopInit(harness);
    await update(harness, session, [add(plenty.itemId, 2), add(scarce.itemId, 4)]);
    await completeCheckout(db(), session);
    await setStock(db(), scarce.itemId, 3);
    const stockBefore = await stockOf(db(), [plenty.itemId, scarce.itemId]);

    const result = await submit(harness, session);

    expect(result).toMatchObject({
      successful: false,
      errorCode: 'OUT_OF_STOCK',
      outOfStockItemIds: [scarce.itemId],
      orderId: null,
      newCartId: null,
    });
    expect(await stockOf(db(), [plenty.itemId, scarce.itemId])).toEqual(stockBefore);
    expect(await orderRowsOf(session.cartId)).toEqual([]);
    const [cart] = await db()
      .select()
      .from(carts)
      .where(eq(carts.id, bareId(session.cartId)));
    expect(cart?.submittedAt).toBeNull();
    await setStock(db(), scarce.itemId, 500);
  });

  it('a second submit of the cart answers ALREADY_SUBMITTED with the same order and writes no second order', async () => {
    const [item] = green as [FoundItem];
    const session = await shopInit(harness);
    await update(harness, session, [add(item.itemId, 1)]);
    await completeCheckout(db(), session);
    const first = await submit(harness, session);
    const stock = await stockOf(db(), [item.itemId]);

    const again = await submit(harness, session);

    expect(again).toMatchObject({
      successful: false,
      errorCode: 'ALREADY_SUBMITTED',
      errorMessage: 'Dieser Warenkorb wurde bereits bestellt.',
      orderId: first.orderId,
      newCartId: null,
    });
    expect(await orderRowsOf(session.cartId)).toHaveLength(1);
    expect(await stockOf(db(), [item.itemId])).toEqual(stock);
  });
});

describe('ownership of carts and orders (DESIGN §7: a foreign id answers like an unknown one)', () => {
  it('another visitor can neither submit my cart nor read my order', async () => {
    const [item] = green as [FoundItem];
    const owner = await shopInit(harness);
    await update(harness, owner, [add(item.itemId, 1)]);
    await completeCheckout(db(), owner);
    const intruder = await shopInit(harness);
    const unknown = await shopInit(harness);

    const foreign = await submit(harness, { ...intruder, cartId: owner.cartId });
    const missing = await submit(harness, { ...intruder, cartId: unknown.cartId });
    expect(foreign).toEqual(missing);
    expect(foreign.errorCode).toBe('CART_NOT_FOUND');
    expect(await orderRowsOf(owner.cartId)).toEqual([]);

    // A correctly signed id naming another visitor's cart row (a leaked signing key, a bug in the signing):
    // the locked read of the row is the ownership check and answers the same.
    const forged = testVisitorIds.signCart(bareId(owner.cartId), bareId(intruder.userId));
    expect(await submit(harness, { ...intruder, cartId: forged })).toEqual(missing);
    expect(await orderRowsOf(owner.cartId)).toEqual([]);

    const placed = await submit(harness, owner);
    const orderId = placed.orderId as string;
    expect(await readOrder(harness, orderId, { userId: owner.userId })).not.toBeNull();
    expect(await readOrder(harness, orderId, { userId: intruder.userId })).toBeNull();
    expect(await readOrder(harness, '99999999', { userId: intruder.userId })).toBeNull();
    expect(await readOrder(harness, orderId, {})).toBeNull();
    const thankYou = `query($orderId: ID!) { thankYouPageData(orderId: $orderId) { orderId email isGuestOrder totalAmount { amount } } }`;
    const mine = await query<{ thankYouPageData: { orderId: string; isGuestOrder: boolean } | null }>(
      harness,
      thankYou,
      { orderId },
      { userId: owner.userId, store: 'de' },
    );
    expect(mine.thankYouPageData).toMatchObject({ orderId, isGuestOrder: true });
    const theirs = await query<{ thankYouPageData: unknown }>(
      harness,
      thankYou,
      { orderId },
      { userId: intruder.userId, store: 'de' },
    );
    expect(theirs.thankYouPageData).toBeNull();
  });

  it('an address-book id on the cart counts only for its owner', async () => {
    const [item] = green as [FoundItem];
    const customerToken = await registerTestCustomer(harness, {}, { store: 'de' });
    const added = await query<{ addBillingAddress: { address: { addressId: string } | null } }>(
      harness,
      `mutation($input: BillingAddressInput!) { addBillingAddress(input: $input) { address { addressId } } }`,
      {
        input: {
          salutation: 'ms',
          firstName: 'Erika',
          lastName: 'Muster',
          streetAndHouseNr: 'Hauptstraße 1',
          postCode: '10115',
          city: 'Berlin',
          country: 'DE',
        },
      },
      { customerToken, store: 'de' },
    );
    const addressId = added.addBillingAddress.address?.addressId as string;
    expect(addressId).toBeTruthy();
    const stranger = await shopInit(harness);
    await update(harness, stranger, [add(item.itemId, 1)]);
    // A visitor who learnt the id puts it on their own cart: it resolves to nothing.
    await completeCheckout(db(), stranger, { billingAddress: null, billingAddressId: addressId });
    expect((await submit(harness, stranger)).missing).toContain('BILLING_ADDRESS');
  });

  it("the owner's address-book billing and shipping addresses become the order's own copies", async () => {
    const [item] = green as [FoundItem];
    const visitor = await shopInit(harness);
    const customerToken = await registerTestCustomer(harness, {}, { userId: visitor.userId, store: 'de' });
    const addAddress = async (kind: 'Billing' | 'Shipping', city: string) => {
      const data = await query<Record<string, { address: { addressId: string } | null }>>(
        harness,
        `mutation($input: ${kind}AddressInput!) { add${kind}Address(input: $input) { address { addressId } } }`,
        {
          input: {
            salutation: 'ms',
            firstName: 'Erika',
            lastName: kind,
            streetAndHouseNr: 'Hauptstraße 1',
            postCode: '10115',
            city,
            country: 'DE',
          },
        },
        { customerToken, store: 'de' },
      );
      const addressId = data[`add${kind}Address`]?.address?.addressId;
      if (!addressId) throw new Error(`add${kind}Address failed`);
      return addressId;
    };
    const billingAddressId = await addAddress('Billing', 'Berlin');
    const shippingAddressId = await addAddress('Shipping', 'Hamburg');
    await update(harness, visitor, [add(item.itemId, 1)]);
    await completeCheckout(db(), visitor, {
      billingAddress: null,
      billingAddressId,
      shippingAddressId,
      deliveryType: 'shippingAddress',
    });
    const placed = (
      await query<{ submitCart: SubmitResult }>(
        harness,
        `mutation($cartId: ID!) { submitCart(cartId: $cartId) { successful orderId missing } }`,
        { cartId: visitor.cartId },
        { userId: visitor.userId, customerToken, store: 'de' },
      )
    ).submitCart;
    expect(placed).toMatchObject({ successful: true, missing: [] });
    const [order] = await db()
      .select({ billing: orders.billingAddress, shipping: orders.shippingAddress })
      .from(orders)
      .where(eq(orders.orderNumber, placed.orderId as string));
    expect(order?.billing).toMatchObject({ lastName: 'Billing', city: 'Berlin' });
    expect(order?.shipping).toMatchObject({ lastName: 'Shipping', city: 'Hamburg' });
  });
});

describe('lightning deals at submit (shopping §4 "Lightning deals")', () => {
  it('charges live reserved units at the deal price and keeps them sold; expired ones at the normal price, and says so', async () => {
    const [liveItem, expiredItem] = (await itemsByColor(harness, 'green', 'de', 8)).slice(6) as [
      FoundItem,
      FoundItem,
    ];
    const liveDeal = await createDeal(db(), liveItem.itemId, { units: 10, quantityMax: 2, priceCents: 99 });
    const expiredDeal = await createDeal(db(), expiredItem.itemId, {
      units: 10,
      quantityMax: 2,
      priceCents: 99,
    });
    const session = await shopInit(harness);
    await update(harness, session, [add(liveItem.itemId, 3), add(expiredItem.itemId, 2)]);
    await completeCheckout(db(), session);
    await db()
      .update(lightningReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(lightningReservations.dealId, expiredDeal.id));

    const result = await submit(harness, session);

    expect(result.successful).toBe(true);
    expect(result.expiredLightningItemIds).toEqual([expiredItem.itemId]);
    const lines = await db()
      .select()
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.cartId, bareId(session.cartId)));
    const live = lines.find((line) => line.order_items.itemId === liveItem.itemId)?.order_items;
    const expired = lines.find((line) => line.order_items.itemId === expiredItem.itemId)?.order_items;
    expect(live).toMatchObject({ quantity: 3, lightningQuantity: 2, lightningUnitPriceCents: 99 });
    expect(live?.lineTotalCents).toBe(2 * 99 + Math.round(liveItem.price * 100));
    expect(expired).toMatchObject({ quantity: 2, lightningQuantity: 0, lightningExpired: true });
    expect(expired?.lineTotalCents).toBe(2 * Math.round(expiredItem.price * 100));
    // The sold deal units stay taken until the deal ends.
    const [reservation] = await db()
      .select()
      .from(lightningReservations)
      .where(eq(lightningReservations.dealId, liveDeal.id));
    expect(reservation?.released).toBe(false);
    expect(reservation?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
  });
});

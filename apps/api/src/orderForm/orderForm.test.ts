// The order form through the API (spec shopping §3 "Bestellschein entry validity": valid for cart, has
// follow product, notification; §7 "Validate Bestellschein and add it to the cart", "Generate a PDF form";
// issue 20 item 5 and its "order-number validation" test).
import { ORDER_FORM_MAX_ROWS, ORDER_FORM_NOTIFICATIONS, type OrderFormEntry } from '@ranzen/sdk-core/rules';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { print } from 'graphql';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_OPS } from '../cart/cartRules';
import { readCartAs, type Session, shopInit } from '../cart/cartTestClient';
import { items, productReplacements, products } from '../db/schema';
import { shownPdfText } from '../testing/pdfText';
import { storefrontOperation } from '../testing/storefrontOperations';
import { gql, query, startTestApi, type TestApi } from '../testing/testApi';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 120 });
});

afterAll(async () => {
  await harness?.stop();
});

interface Validity {
  orderNumber: string;
  quantity: number;
  validForCart: boolean;
  hasFollowProduct: boolean;
  followProduct: { productId: string; orderNumber: string; path: string } | null;
  notification: string | null;
  notificationAmount: number | null;
  itemId: string | null;
  name: string | null;
}

const validate = async (entries: readonly OrderFormEntry[], store = 'b2b-de') =>
  (
    await query<{ validateBestellschein: Validity[] }>(
      harness,
      print(storefrontOperation('ValidateBestellschein')),
      { entries },
      { store },
    )
  ).validateBestellschein;

interface AddResult {
  successful: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  addedCount: number;
  entries: Validity[];
  cart: { items: { itemId: string; quantity: number }[] } | null;
}

const addToCart = async (session: Session, entries: readonly OrderFormEntry[], cartId = session.cartId) =>
  (
    await query<{ addBestellscheinToCart: AddResult }>(
      harness,
      print(storefrontOperation('AddBestellscheinToCart')),
      { cartId, entries },
      { store: 'b2b-de', userId: session.userId, clientAddress: session.clientAddress },
    )
  ).addBestellscheinToCart;

/** Articles of the B2B assortment in stock, sold one at a time up to 999. */
async function orderableArticles(count: number) {
  return harness.api.db
    .select({ itemId: items.id, orderNumber: items.orderNumber, stock: items.stock })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(
      and(
        eq(items.active, true),
        gte(items.stock, 20),
        eq(items.maxQuantity, 999),
        eq(products.isB2bAssortment, true),
        eq(products.b2bMinimumOrderQuantity, 1),
      ),
    )
    .orderBy(items.id)
    .limit(count);
}

describe('validateBestellschein: each row judged (shopping §3 "Bestellschein entry validity")', () => {
  it('marks a B2B article in stock valid for the cart with its name, and nothing else', async () => {
    const [article] = await orderableArticles(1);
    const [row] = await validate([{ orderNumber: article?.orderNumber ?? '', quantity: 2 }]);
    expect(row).toMatchObject({
      orderNumber: article?.orderNumber,
      quantity: 2,
      validForCart: true,
      hasFollowProduct: false,
      followProduct: null,
      notification: null,
      itemId: article?.itemId,
    });
    expect(row?.name).toBeTruthy();
  });

  it('answers unknown for a number no article has and for an article outside the store assortment', async () => {
    const [consumerOnly] = await harness.api.db
      .select({ orderNumber: items.orderNumber })
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(and(eq(products.isB2bAssortment, false), eq(items.active, true), gt(items.stock, 0)))
      .limit(1);
    const orderNumber = consumerOnly?.orderNumber ?? '';
    const rows = await validate([
      { orderNumber: 'NOPE-404', quantity: 1 },
      { orderNumber, quantity: 1 },
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        validForCart: false,
        notification: ORDER_FORM_NOTIFICATIONS.UNKNOWN,
        itemId: null,
        name: null,
      });
    }
    // The consumer store sells it.
    const [consumer] = await validate([{ orderNumber, quantity: 1 }], 'de');
    expect(consumer?.validForCart).toBe(true);
  });

  it('offers the follow product of a sold-out article, with an order number to order it by', async () => {
    const [soldOut] = await harness.api.db
      .select({ orderNumber: items.orderNumber, productId: productReplacements.productId })
      .from(productReplacements)
      .innerJoin(items, eq(items.productId, productReplacements.productId))
      .innerJoin(products, eq(products.id, productReplacements.replacementId))
      .where(and(eq(productReplacements.position, 0), eq(products.isB2bAssortment, true)))
      .limit(1);
    const [row] = await validate([{ orderNumber: soldOut?.orderNumber ?? '', quantity: 1 }]);
    expect(row).toMatchObject({
      validForCart: false,
      hasFollowProduct: true,
      notification: ORDER_FORM_NOTIFICATIONS.FOLLOW_PRODUCT,
    });
    const follow = row?.followProduct;
    expect(follow?.path).toBe(`/prod/${follow?.productId}/`);
    const [followRow] = await validate([{ orderNumber: follow?.orderNumber ?? '', quantity: 1 }]);
    expect(followRow?.validForCart).toBe(true);
  });

  it('answers not saleable for an article no longer sold that nothing follows', async () => {
    const [article] = await harness.api.db
      .select({ itemId: items.id, orderNumber: items.orderNumber })
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(
        and(
          eq(products.isB2bAssortment, true),
          sql`NOT EXISTS (SELECT 1 FROM product_replacements r WHERE r.product_id = ${products.id})`,
        ),
      )
      .orderBy(sql`${items.id} DESC`)
      .limit(1);
    await harness.api.db
      .update(items)
      .set({ active: false })
      .where(eq(items.id, article?.itemId ?? ''));
    const [row] = await validate([{ orderNumber: article?.orderNumber ?? '', quantity: 1 }]);
    expect(row).toMatchObject({
      validForCart: false,
      hasFollowProduct: false,
      notification: ORDER_FORM_NOTIFICATIONS.NOT_SALEABLE,
    });
  });

  it('applies the minimum order quantity, the maximum and the stock, counting rows of one article together', async () => {
    const [article] = await orderableArticles(1);
    const orderNumber = article?.orderNumber ?? '';
    const stock = article?.stock ?? 0;
    const [minimum] = await harness.api.db
      .select({ orderNumber: items.orderNumber, moq: products.b2bMinimumOrderQuantity })
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(
        and(
          gt(products.b2bMinimumOrderQuantity, 1),
          eq(products.isB2bAssortment, true),
          gte(items.stock, 50),
        ),
      )
      .limit(1);
    const rows = await validate([
      { orderNumber: minimum?.orderNumber ?? '', quantity: 1 },
      { orderNumber, quantity: stock },
      { orderNumber, quantity: 1 },
    ]);
    expect(rows[0]).toMatchObject({
      notification: ORDER_FORM_NOTIFICATIONS.MIN_QUANTITY,
      notificationAmount: minimum?.moq,
    });
    expect(rows[1]?.validForCart).toBe(true);
    expect(rows[2]).toMatchObject({
      validForCart: false,
      notification: ORDER_FORM_NOTIFICATIONS.OUT_OF_STOCK,
      notificationAmount: stock,
    });
  });

  it('refuses malformed rows and more rows than the form has as bad input', async () => {
    const document = print(storefrontOperation('ValidateBestellschein'));
    const tooMany = Array.from({ length: ORDER_FORM_MAX_ROWS + 1 }, () => ({
      orderNumber: 'A1',
      quantity: 1,
    }));
    for (const entries of [
      [{ orderNumber: '<script>', quantity: 1 }],
      [{ orderNumber: 'A1', quantity: 0 }],
      [{ orderNumber: 'A1', quantity: 1000 }],
      tooMany,
    ]) {
      const answer = await gql(harness, document, { entries }, { store: 'b2b-de' });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('fits one cart update: the form has no more rows than a cart call takes ops', () => {
    expect(ORDER_FORM_MAX_ROWS).toBeLessThanOrEqual(MAX_CART_OPS);
  });
});

describe('addBestellscheinToCart (shopping §7 "Validate Bestellschein and add it to the cart")', () => {
  it('adds every valid row in one call at the server price and reports the invalid ones', async () => {
    const session = await shopInit(harness, 'b2b-de');
    const [first, second] = await orderableArticles(2);
    const result = await addToCart(session, [
      { orderNumber: first?.orderNumber ?? '', quantity: 3 },
      { orderNumber: 'NOPE-404', quantity: 1 },
      { orderNumber: second?.orderNumber ?? '', quantity: 1 },
    ]);
    expect(result).toMatchObject({ successful: true, errorCode: null, addedCount: 2 });
    expect(result.entries.map((entry) => entry.validForCart)).toEqual([true, false, true]);
    const cart = await readCartAs(harness, session, 'b2b-de');
    expect(cart?.items.map(({ itemId, quantity }) => ({ itemId, quantity }))).toEqual(
      expect.arrayContaining([
        { itemId: first?.itemId, quantity: 3 },
        { itemId: second?.itemId, quantity: 1 },
      ]),
    );
    expect(cart?.items).toHaveLength(2);
  });

  it('adds nothing without a valid row', async () => {
    const session = await shopInit(harness, 'b2b-de');
    const result = await addToCart(session, [{ orderNumber: 'NOPE-404', quantity: 1 }]);
    expect(result).toMatchObject({
      successful: false,
      errorCode: 'NO_VALID_ENTRIES',
      addedCount: 0,
      cart: null,
    });
    expect((await readCartAs(harness, session, 'b2b-de'))?.items).toEqual([]);
  });

  it('adds nothing when the cart refuses one row (all or nothing: the cart already holds the stock)', async () => {
    const session = await shopInit(harness, 'b2b-de');
    const [first, second] = await orderableArticles(2);
    await addToCart(session, [{ orderNumber: second?.orderNumber ?? '', quantity: second?.stock ?? 0 }]);
    const result = await addToCart(session, [
      { orderNumber: first?.orderNumber ?? '', quantity: 1 },
      { orderNumber: second?.orderNumber ?? '', quantity: 1 },
    ]);
    expect(result).toMatchObject({ successful: false, errorCode: 'OUT_OF_STOCK', addedCount: 0 });
    const cart = await readCartAs(harness, session, 'b2b-de');
    // The gift the cart's value earned aside (shopping §3 "free articles").
    const bought = cart?.items.filter((item) => !item.isFreeItem);
    expect(bought?.map(({ itemId, quantity }) => ({ itemId, quantity }))).toEqual([
      { itemId: second?.itemId, quantity: second?.stock },
    ]);
  });

  it("answers another visitor's cart exactly like an unknown one and leaves it alone", async () => {
    const owner = await shopInit(harness, 'b2b-de');
    const intruder = await shopInit(harness, 'b2b-de');
    const [article] = await orderableArticles(1);
    const entries = [{ orderNumber: article?.orderNumber ?? '', quantity: 1 }];
    const foreign = await addToCart(intruder, entries, owner.cartId);
    const unknown = await addToCart(intruder, entries, '00000000-0000-4000-8000-000000000000');
    expect(foreign).toMatchObject({ successful: false, errorCode: 'CART_NOT_FOUND', cart: null });
    expect({ ...unknown, entries: [] }).toEqual({ ...foreign, entries: [] });
    expect((await readCartAs(harness, owner, 'b2b-de'))?.items).toEqual([]);
  });
});

describe('orderFormPdf (shopping §7 "Generate a PDF form")', () => {
  const pdfOf = async (entries: readonly OrderFormEntry[], store: string) => {
    const { orderFormPdf } = await query<{ orderFormPdf: { fileName: string; contentBase64: string } }>(
      harness,
      print(storefrontOperation('OrderFormPdf')),
      { entries },
      { store },
    );
    return { fileName: orderFormPdf.fileName, bytes: Buffer.from(orderFormPdf.contentBase64, 'base64') };
  };

  it('prints a blank form with the lines to fill in, in the store language', async () => {
    const { fileName, bytes } = await pdfOf([], 'b2b-en');
    expect(fileName).toBe('Order-form.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Order form');
    const text = shownPdfText(bytes);
    expect(text).toContain('Customer number');
    expect(text).toContain(String(ORDER_FORM_MAX_ROWS));
  });

  it('prints the given rows with the names of the store articles', async () => {
    const [article] = await orderableArticles(1);
    const [judged] = await validate([{ orderNumber: article?.orderNumber ?? '', quantity: 7 }]);
    const { fileName, bytes } = await pdfOf(
      [
        { orderNumber: article?.orderNumber ?? '', quantity: 7 },
        { orderNumber: 'NOPE-404', quantity: 2 },
      ],
      'b2b-de',
    );
    expect(fileName).toBe('Bestellschein.pdf');
    const text = shownPdfText(bytes);
    expect(text).toContain('Bestellschein');
    expect(text).toContain(article?.orderNumber);
    expect(text).toContain(judged?.name);
    expect(text).toContain('NOPE-404');
  });
});

// Returns through the API (issue 18 item 5, "Bad input and security", "API tests: ... IDOR over ... returns
// and uploads, lookup throttling"; spec shopping §2 return switches, §3 "Return order", "Client selection",
// §4 "Returns", §5 lookup, §6 "Returns by hash need no login", §7 returns lookup, carriers, regulations,
// submit return order, upload return image, §8 "Return submit"). Rate limits are on in this suite; each
// shopper comes from an address of its own.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  type FoundItem,
  itemsByColor,
  nextClientAddress,
  shopInit,
  update,
} from '../cart/cartTestClient';
import { globalParameters, mailOutbox, orderItems, orders, shipmentItems, shipments } from '../db/schema';
import { completeCheckout, GUEST_ADDRESS, submit } from '../orders/orderTestSupport';
import { gql, type RequestOptions, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';
import { RETURN_ERRORS } from './returnRules';

let harness: TestApi;
let green: FoundItem[];

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 300, limits: { rateLimits: {} } });
  green = await itemsByColor(harness, 'green', 'de', 2);
}, 180_000);

afterAll(async () => {
  await harness?.stop();
});

const db = () => harness.api.db;

interface DeliveredOrder {
  orderNumber: string;
  hash: string;
  /** The order line ids, the line of 2 units first. */
  lines: string[];
}

/** A guest's order of 2 + 1 units, delivered yesterday in shipment 1. */
async function deliveredOrder(
  shipperCode?: (typeof orders.$inferSelect)['shipperCode'],
): Promise<DeliveredOrder> {
  const [first, second] = green as [FoundItem, FoundItem];
  const session = await shopInit(harness);
  await update(harness, session, [add(first.itemId, 2), add(second.itemId, 1)]);
  await completeCheckout(db(), session);
  const { orderId } = await submit(harness, session);
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, orderId ?? ''));
  if (!order) throw new Error('no order');
  if (shipperCode) await db().update(orders).set({ shipperCode }).where(eq(orders.id, order.id));
  const lines = await db()
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.position);
  const now = Date.now();
  const [shipment] = await db()
    .insert(shipments)
    .values({
      orderId: order.id,
      number: 1,
      status: 'delivered',
      carrier: order.shipperCode,
      trackingCode: '00340434161234567890',
      dispatchedAt: new Date(now - 3 * 86_400_000),
      deliveredAt: new Date(now - 86_400_000),
    })
    .returning({ id: shipments.id });
  await db()
    .insert(shipmentItems)
    .values(
      lines.map((line) => ({
        shipmentId: shipment?.id ?? '',
        orderItemId: line.id,
        quantity: line.quantity,
      })),
    );
  const byQuantity = [...lines].sort((a, b) => b.quantity - a.quantity);
  return { orderNumber: order.orderNumber, hash: order.accessHash, lines: byQuantity.map((line) => line.id) };
}

function visitorOptions(): RequestOptions {
  return { userId: testVisitorIds.signUser(randomUUID()), clientAddress: nextClientAddress() };
}

const RETURN_ORDER = `query($orderId: String, $zipCode: String, $hash: String) {
  returnOrder(orderId: $orderId, zipCode: $zipCode, hash: $hash) {
    hash orderId salesOrderNo orderDate
    items { id lineNo articleNumber name quantityOrdered quantityShipped quantityReturnable price { amount } reasons components }
    earlierReturns { rma carrier regulation items { name quantity reason } }
  } }`;

interface ReturnOrderData {
  hash: string;
  orderId: string;
  items: {
    id: string;
    lineNo: number;
    quantityShipped: number;
    quantityReturnable: number;
    reasons: string[];
  }[];
  earlierReturns: {
    rma: string;
    carrier: string;
    regulation: string;
    items: { quantity: number; reason: string }[];
  }[];
}

async function lookup(variables: Record<string, unknown>, options: RequestOptions = visitorOptions()) {
  return gql<{ returnOrder: ReturnOrderData | null }>(harness, RETURN_ORDER, variables, options);
}

const OPTIONS_QUERY = `query($hash: String!, $items: [ReturnItemInput!]!, $regulation: String!) {
  returnRegulations(hash: $hash, items: $items) { code name }
  returnCarriers(hash: $hash, items: $items, regulation: $regulation) { code name } }`;

const SUBMIT = `mutation($input: ReturnOrderInput!) { submitReturnOrder(input: $input) { isError errorMsg rma labelUrl } }`;

interface SubmitResult {
  isError: boolean;
  errorMsg: string | null;
  rma: string | null;
  labelUrl: string | null;
}

const contact = {
  salutation: 'ms',
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika.muster@ranzen.test',
};

function selection(order: DeliveredOrder, quantity = 1, reason = 'DEFECTIVE') {
  return [{ id: order.lines[0], lineNo: 1, quantity, reason }];
}

async function submitReturn(input: Record<string, unknown>, options: RequestOptions = visitorOptions()) {
  const result = await gql<{ submitReturnOrder: SubmitResult }>(harness, SUBMIT, { input }, options);
  return result.data.submitReturnOrder;
}

describe('returns lookup (spec shopping §5, §7 "returns lookup"; DESIGN §7)', () => {
  it('finds the return order by order number and postcode, and by hash, without personal data', async () => {
    const order = await deliveredOrder();
    const byNumber = await lookup({ orderId: order.orderNumber, zipCode: ` ${GUEST_ADDRESS.postCode} ` });
    const byHash = await lookup({ hash: order.hash });
    expect(byNumber.data.returnOrder).toEqual(byHash.data.returnOrder);
    const found = byHash.data.returnOrder;
    expect(found).toMatchObject({ hash: order.hash, orderId: order.orderNumber });
    const units = found?.items.map((item) => [
      item.id,
      item.lineNo,
      item.quantityShipped,
      item.quantityReturnable,
    ]);
    expect(units?.sort()).toEqual(
      [
        [order.lines[0], 1, 2, 2],
        [order.lines[1], 1, 1, 1],
      ].sort(),
    );
    const text = JSON.stringify(found);
    for (const personal of [
      GUEST_ADDRESS.street,
      GUEST_ADDRESS.lastName,
      GUEST_ADDRESS.email,
      GUEST_ADDRESS.postCode,
    ]) {
      expect(text).not.toContain(personal);
    }
  });

  it('answers a wrong postcode, an unknown number, an unknown hash and another store family the same: null', async () => {
    const order = await deliveredOrder();
    const answers = await Promise.all([
      lookup({ orderId: order.orderNumber, zipCode: '99999' }),
      lookup({ orderId: '99999999', zipCode: GUEST_ADDRESS.postCode }),
      lookup({ hash: 'f'.repeat(64) }),
      lookup({ hash: order.hash }, { ...visitorOptions(), store: 'b2b-de' }),
    ]);
    for (const answer of answers) expect(answer).toEqual({ status: 200, data: { returnOrder: null } });
  });

  it('limits lookups by number per order whatever the client (10 per hour), and per client', async () => {
    const order = await deliveredOrder();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await lookup({ orderId: order.orderNumber, zipCode: '00000' })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The right postcode from yet another client is refused too: the order's budget is used up.
    const right = await lookup({ orderId: order.orderNumber, zipCode: GUEST_ADDRESS.postCode });
    expect(right.status).toBe(429);
    expect(right.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // The hash link is not a guess: it is not limited.
    expect((await lookup({ hash: order.hash })).data.returnOrder?.orderId).toBe(order.orderNumber);
  });

  it('answers null while the global return activation switch is off (spec §2)', async () => {
    const order = await deliveredOrder();
    const activation = and(eq(globalParameters.name, 'returns'), eq(globalParameters.entry, 'activation'));
    await db().update(globalParameters).set({ value: 'false' }).where(activation);
    try {
      expect((await lookup({ hash: order.hash })).data.returnOrder).toBeNull();
      const refused = await submitReturn({
        hash: order.hash,
        items: selection(order),
        regulation: 'REFUND',
        carrier: 'dhl',
        labelsCount: 1,
        contact,
      });
      expect(refused).toMatchObject({ isError: true, errorMsg: RETURN_ERRORS.notFound });
    } finally {
      await db().update(globalParameters).set({ value: 'true' }).where(activation);
    }
  });
});

describe('return regulations and carriers (spec §4 "Returns", §7)', () => {
  it('offers refund and exchange, only a refund for an article no longer needed, and DHL (DPD while its switch is off: not)', async () => {
    const order = await deliveredOrder();
    const asked = (reason: string) =>
      gql<{ returnRegulations: { code: string }[]; returnCarriers: { code: string }[] }>(
        harness,
        OPTIONS_QUERY,
        {
          hash: order.hash,
          items: selection(order, 1, reason),
          regulation: 'REFUND',
        },
      );
    const defective = (await asked('DEFECTIVE')).data;
    expect(defective.returnRegulations.map((option) => option.code)).toEqual(['REFUND', 'EXCHANGE']);
    expect(defective.returnCarriers.map((option) => option.code)).toEqual(['dhl']);
    expect((await asked('NO_LONGER_NEEDED')).data.returnRegulations.map((option) => option.code)).toEqual([
      'REFUND',
    ]);
  });

  it('refuses more units than returnable and OTHER without a comment, with the message key', async () => {
    const order = await deliveredOrder();
    const tooMany = await gql(harness, OPTIONS_QUERY, {
      hash: order.hash,
      items: selection(order, 3),
      regulation: 'REFUND',
    });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: RETURN_ERRORS.items,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noComment = await gql(harness, OPTIONS_QUERY, {
      hash: order.hash,
      items: selection(order, 1, 'OTHER'),
      regulation: 'REFUND',
    });
    expect(noComment.errors?.[0]?.message).toBe(RETURN_ERRORS.comment);
  });
});

describe('submit return order (spec §7, §8 "Return submit")', () => {
  it('creates the return with its RMA number, label and mail, and shows it as an earlier return', async () => {
    const order = await deliveredOrder();
    const result = await submitReturn({
      hash: order.hash,
      items: [{ ...selection(order, 2)[0], additionalInfo: 'Mine kaputt' }],
      regulation: 'EXCHANGE',
      carrier: 'dhl',
      labelsCount: 2,
      contact,
    });
    expect(result).toMatchObject({ isError: false, errorMsg: null, rma: `${order.orderNumber}-R1` });
    expect(result.labelUrl).toMatch(/^http:\/\/localhost:3000\/return-labels\/[0-9a-f]{32}$/);

    const label = await fetch(`${harness.url}${new URL(result.labelUrl ?? '').pathname}`);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.headers.get('x-content-type-options')).toBe('nosniff');
    expect(label.headers.get('content-disposition')).toContain('attachment');
    expect(
      Buffer.from(await label.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${harness.url}/return-labels/${'0'.repeat(32)}`)).status).toBe(404);

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, contact.email));
    expect(
      mails.some(
        (sent) =>
          sent.kind === 'return-confirmation' &&
          sent.text.includes(result.rma ?? '') &&
          sent.text.includes(result.labelUrl ?? ''),
      ),
    ).toBe(true);

    const after = (await lookup({ hash: order.hash })).data.returnOrder;
    expect(after?.items.find((item) => item.id === order.lines[0])?.quantityReturnable).toBe(0);
    expect(after?.earlierReturns).toEqual([
      {
        rma: result.rma,
        carrier: 'dhl',
        regulation: 'EXCHANGE',
        items: [{ name: expect.any(String), quantity: 2, reason: 'DEFECTIVE' }],
      },
    ]);
    // The units are gone: returning them again is refused and writes nothing.
    const again = await submitReturn({
      hash: order.hash,
      items: selection(order, 1),
      regulation: 'REFUND',
      carrier: 'dhl',
      labelsCount: 1,
      contact,
    });
    expect(again).toEqual({ isError: true, errorMsg: RETURN_ERRORS.items, rma: null, labelUrl: null });
  });

  it('applies a retried submit once (idempotency key)', async () => {
    const order = await deliveredOrder();
    const options = { ...visitorOptions(), extensions: { idempotencyKey: randomUUID() } };
    const input = {
      hash: order.hash,
      items: selection(order),
      regulation: 'REFUND',
      carrier: 'dhl',
      labelsCount: 1,
      contact,
    };
    const [first, second] = [await submitReturn(input, options), await submitReturn(input, options)];
    expect(second).toEqual(first);
    expect((await lookup({ hash: order.hash })).data.returnOrder?.earlierReturns).toHaveLength(1);
  });

  it('sends an order shipped by forwarder without a label (nolabel, 0 labels)', async () => {
    const order = await deliveredOrder('spedition');
    const carriers = await gql<{ returnCarriers: unknown[] }>(harness, OPTIONS_QUERY, {
      hash: order.hash,
      items: selection(order),
      regulation: 'REFUND',
    });
    expect(carriers.data.returnCarriers).toEqual([]);
    const base = {
      hash: order.hash,
      items: selection(order),
      regulation: 'REFUND',
      carrier: 'nolabel',
      contact,
    };
    expect(await submitReturn({ ...base, labelsCount: 1 })).toMatchObject({
      isError: true,
      errorMsg: RETURN_ERRORS.labels,
    });
    expect(await submitReturn({ ...base, labelsCount: 0 })).toMatchObject({ isError: false, labelUrl: null });
  });

  it("refuses a carrier that is not offered and another visitor's photos (DESIGN §7 uploads are the owner's)", async () => {
    const order = await deliveredOrder();
    const base = { hash: order.hash, regulation: 'REFUND', labelsCount: 1, contact };
    expect(await submitReturn({ ...base, items: selection(order), carrier: 'dpd' })).toMatchObject({
      errorMsg: RETURN_ERRORS.carrier,
    });
    const foreign = [{ ...selection(order)[0], images: [randomUUID()] }];
    expect(await submitReturn({ ...base, items: foreign, carrier: 'dhl' })).toMatchObject({
      isError: true,
      errorMsg: RETURN_ERRORS.images,
    });
    expect((await lookup({ hash: order.hash })).data.returnOrder?.earlierReturns).toEqual([]);
  });
});

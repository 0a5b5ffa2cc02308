// Idempotent writes (issue 14 item 9 "a retried write with the same key is applied once";
// docs/decisions/0010-idempotent-writes.md): keyed mutations against the real API over HTTP.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_EXTENSION, IDEMPOTENCY_KEY_REUSED } from '@ranzen/sdk-core/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  type FoundItem,
  itemsByColor,
  readCartAs,
  type Session,
  shopInit,
} from '../cart/cartTestClient';
import { idempotencyKeys } from '../db/schema';
import { type GraphqlResponse, gql, startTestApi, type TestApi } from '../testing/testApi';
import { sweepIdempotencyKeys } from './idempotentWrites';

let harness: TestApi;
let item: FoundItem;

beforeAll(async () => {
  harness = await startTestApi();
  [item] = (await itemsByColor(harness, 'green', 'de', 1)) as [FoundItem];
});

afterAll(async () => {
  await harness?.stop();
});

const ADD = `mutation($cartId: ID!, $ops: [CartOpInput!]!) { updateCart(cartId: $cartId, ops: $ops) {
  successful errorCode addedPositions { itemId quantity } cart { id articleCount items { itemId quantity } } } }`;

interface AddAnswer {
  updateCart: { successful: boolean; cart: { articleCount: number } | null };
}

/** Adds `quantity` of the test item to the session's cart, keyed with `key`. */
function addKeyed(session: Session, key: unknown, quantity = 1): Promise<GraphqlResponse<AddAnswer>> {
  return gql<AddAnswer>(
    harness,
    ADD,
    { cartId: session.cartId, ops: [add(item.itemId, quantity)] },
    { userId: session.userId, extensions: { [IDEMPOTENCY_KEY_EXTENSION]: key } },
  );
}

async function articlesIn(session: Session): Promise<number> {
  return (await readCartAs(harness, session))?.articleCount ?? 0;
}

describe('idempotent writes (issue 14 item 9)', () => {
  it('applies a write sent twice with one key once and answers both alike', async () => {
    const session = await shopInit(harness);
    const key = randomUUID();
    const first = await addKeyed(session, key);
    const retry = await addKeyed(session, key);
    expect(first.status).toBe(200);
    expect(first.data.updateCart.successful).toBe(true);
    expect(retry).toEqual(first);
    expect(await articlesIn(session)).toBe(1);
  });

  it('applies concurrent attempts with one key once', async () => {
    const session = await shopInit(harness);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addKeyed(session, key)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await articlesIn(session)).toBe(1);
  });

  it('refuses a key reused with other variables (422) and leaves the first write alone', async () => {
    const session = await shopInit(harness);
    const key = randomUUID();
    await addKeyed(session, key, 1);
    const reuse = await addKeyed(session, key, 3);
    expect(reuse.status).toBe(422);
    expect(reuse.errors?.[0]?.extensions?.code).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await articlesIn(session)).toBe(1);
  });

  it('keeps the same key of different users apart', async () => {
    const [alice, bob] = [await shopInit(harness), await shopInit(harness)];
    const key = randomUUID();
    const forAlice = await addKeyed(alice, key);
    const forBob = await addKeyed(bob, key);
    expect(forBob.status).toBe(200);
    expect(forBob.data.updateCart.successful).toBe(true);
    expect(forBob).not.toEqual(forAlice);
    expect([await articlesIn(alice), await articlesIn(bob)]).toEqual([1, 1]);
  });

  it('applies writes without a key each time, as before', async () => {
    const session = await shopInit(harness);
    await addKeyed(session, undefined);
    await addKeyed(session, undefined);
    expect(await articlesIn(session)).toBe(2);
  });

  it('refuses a key that is not a UUID (400) without applying the write', async () => {
    const session = await shopInit(harness);
    const answer = await addKeyed(session, 'retry-1');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await articlesIn(session)).toBe(0);
  });

  it('forgets keys after 24 hours: the sweep deletes them and the key works anew', async () => {
    const session = await shopInit(harness);
    const key = randomUUID();
    await addKeyed(session, key, 1);
    await harness.api.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${idempotencyKeys.key} = ${key}`);
    expect(await sweepIdempotencyKeys(harness.api.db)).toBeGreaterThanOrEqual(1);
    const again = await addKeyed(session, key, 3);
    expect(again.status).toBe(200);
    expect(await articlesIn(session)).toBe(4);
  });
});

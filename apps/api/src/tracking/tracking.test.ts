// addTrackingEvents through GraphQL (storefront §7 "add tracking events", §3.15; DESIGN §7 input
// validation: bounded batches, unknown fields rejected).
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { trackingEvents } from '../db/schema';
import { gql, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';
import { MAX_TRACKING_BATCH, MAX_TRACKING_PAYLOAD_LENGTH } from './trackingService';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

const ADD = `mutation($events: [TrackingEventInput!]!) { addTrackingEvents(events: $events) }`;
const USER_ID = '0b6f4f4e-6d3a-4c55-9a43-1d2f1e1f2a3b';

function meta(path: string) {
  return { name: 'Meta', payload: JSON.stringify({ event: 'Meta', page_path: path, page_area: 'home' }) };
}

/** Reads the table with the API stopped (PGlite serves one connection), then restarts it. */
async function storedEvents() {
  await harness.api.close();
  const database = await openDatabase({ dataDir: harness.dataDir, databaseUrl: harness.databaseUrl });
  try {
    return await database.db.select().from(trackingEvents).orderBy(asc(trackingEvents.id));
  } finally {
    await database.close();
    await harness.restart();
  }
}

describe('addTrackingEvents (storefront §7)', () => {
  it('stores a batch with its store and user', async () => {
    const result = await gql<{ addTrackingEvents: boolean }>(
      harness,
      ADD,
      { events: [meta('/'), { name: 'footer', payload: JSON.stringify({ label: 'AGB', url: '/agb/' }) }] },
      { store: 'ch', userId: testVisitorIds.signUser(USER_ID) },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.addTrackingEvents).toBe(true);
    const rows = await storedEvents();
    expect(rows.map(({ name, payload, storeId, userId }) => ({ name, payload, storeId, userId }))).toEqual([
      {
        name: 'Meta',
        payload: { event: 'Meta', page_path: '/', page_area: 'home' },
        storeId: 'ch',
        userId: USER_ID,
      },
      { name: 'footer', payload: { label: 'AGB', url: '/agb/' }, storeId: 'ch', userId: USER_ID },
    ]);
  });

  it('rejects an oversize batch and stores none of it', async () => {
    const before = (await storedEvents()).length;
    const events = Array.from({ length: MAX_TRACKING_BATCH + 1 }, (_, index) => meta(`/p${index}/`));
    const result = await gql<unknown>(harness, ADD, { events });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.data ?? null).toBeNull();
    expect((await storedEvents()).length).toBe(before);
  });

  it.each([
    ['an unknown input field', { ...meta('/'), extra: 'x' }],
    ['a payload that is not JSON', { name: 'Meta', payload: '{oops' }],
    ['a payload that is not an object', { name: 'Meta', payload: '[1,2]' }],
    [
      'an oversize payload',
      { name: 'Meta', payload: JSON.stringify({ x: 'a'.repeat(MAX_TRACKING_PAYLOAD_LENGTH) }) },
    ],
    ['an empty name', { name: '', payload: '{}' }],
    ['a name with markup', { name: '<script>', payload: '{}' }],
  ])('rejects %s', async (label, event) => {
    const result = await gql<unknown>(harness, ADD, { events: [event] });
    // Unknown fields fail variable coercion against the schema; the rest are the API's own input checks.
    if (label === 'an unknown input field')
      expect(result.errors?.[0]?.message).toMatch(/"extra" is not defined/);
    else expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.data ?? null).toBeNull();
  });
});

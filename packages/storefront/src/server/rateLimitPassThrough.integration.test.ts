// The storefront passes the API's rate limit answer on (issue 14 item 4; docs/rate-limits.md): a browser
// over its budget gets HTTP 429 with Retry-After from /api/cart-id, /graphql and the account endpoints
// (/api/login-action/), not a 500 or 503. Runs
// against the real API with its in-memory limits; the browser's address reaches the API in
// X-Forwarded-For from the storefront (loopback, a trusted proxy).
import type { Server } from 'node:http';
import type { RunningApi } from '@ranzen/api/testing';
import { STORES } from '@ranzen/sdk-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { closeServers, type HostAnswer, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS as CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

const HOST = 'localhost:3000';
/** The API's shopInit budget per address (apps/api/src/limits/rateLimitTable.ts) and search suggestions. */
const SHOP_INIT_PER_MINUTE = 30;
const SUGGESTIONS_PER_MINUTE = 120;
/** Login attempts per client address in 5 minutes (rateLimitTable.ts, docs/rate-limits.md). */
const LOGINS_PER_ADDRESS = 20;

let seeded: SeededApi;
let api: RunningApi;
let storefront: Server;
let storefrontUrl: string;

beforeAll(async () => {
  seeded = await startSeededApi(60, { limits: { rateLimits: {} } });
  api = seeded.api;
  storefront = createStorefrontServer({ stores: [STORES.de], apiUrl: api.url, ...CREDENTIALS });
  storefrontUrl = await listenOnLoopback(storefront);
}, 120_000);

afterAll(async () => {
  await closeServers([storefront]);
  await seeded?.stop();
});

async function statusesUntil429(times: number, send: () => Promise<HostAnswer>): Promise<HostAnswer> {
  const statuses: number[] = [];
  for (let index = 0; index < times; index += 1) statuses.push((await send()).status);
  expect(statuses).toEqual(Array(times).fill(200));
  return send();
}

it('GET /api/cart-id answers 429 with Retry-After once shop init is rate-limited', async () => {
  const over = await statusesUntil429(SHOP_INIT_PER_MINUTE, () =>
    requestWithHost(storefrontUrl, '/api/cart-id', HOST),
  );
  expect(over.status).toBe(429);
  expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(over.setCookies()).toEqual([]);
});

it('POST /graphql passes the 429 and Retry-After through', async () => {
  const suggest = () =>
    requestWithHost(storefrontUrl, '/graphql', HOST, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${HOST}` },
      body: JSON.stringify({ query: 'query { searchSuggestions(userQuery: "hef") { __typename } }' }),
    });
  const over = await statusesUntil429(SUGGESTIONS_PER_MINUTE, suggest);
  expect(over.status).toBe(429);
  expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(over.json()).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
});

it('POST /api/login-action/ answers 429 with Retry-After once logins are rate-limited (issue 15 item 7)', async () => {
  // Distinct unknown accounts: the limit per client address counts every attempt.
  let attempt = 0;
  const login = () => {
    attempt += 1;
    return requestWithHost(storefrontUrl, '/api/login-action/', HOST, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${HOST}` },
      body: new URLSearchParams({ email: `niemand-${attempt}@ranzen.test`, password: 'falsch' }).toString(),
    });
  };
  const over = await statusesUntil429(LOGINS_PER_ADDRESS, login);
  expect(over.status).toBe(429);
  expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(over.json()).toMatchObject({
    successfull: false,
    generalErrorMessage: 'vue.message.tooManyRequests',
  });
  expect(over.setCookies()).toEqual([]);
});

// Hostile values in every route family and its parameters never make the storefront answer 500
// (issue 14 item 6, DESIGN §7 "Inputs are validated"): a malformed request target is 400, a
// parameter the shop cannot have (a category id with a quote, a page past the last) is 400 or 404,
// against the real shop API. Each answer is also a complete response, never a dropped connection.
import type { Server } from 'node:http';
import type { RunningApi } from '@ranzen/api/testing';
import { STORES } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { closeServers, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS as CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

const HOST = 'localhost:3000';

/** Values an attacker or a broken link puts into a parameter, already percent-encoded for a URL. */
const HOSTILE_VALUES = [
  '%00',
  'a%00b',
  '%27',
  '1%27',
  "1'--",
  '%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows',
  '%25',
  '%',
  '%zz',
  '%ff',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  '99999999999',
  '99999999999999999999999999',
  '-1',
  '0',
  '1e309',
  'NaN',
  '0x10',
  '1.5',
  '[]',
  '%7B%7D',
  'null',
  'true',
  'x'.repeat(600),
];

/** Each route family with the places a value goes: path segments and query parameters. */
const TEMPLATES = [
  '/cat/{v}/',
  '/cat/1/?p={v}',
  '/cat/1/?sort={v}',
  '/cat/1/?filter.{v}=1',
  '/cat/1/?filter.PRICE={v}',
  '/cat/1/?filter.brand={v}',
  '/cat/1/?searchInCategoryId={v}',
  '/prod/{v}/',
  '/prod/1/?varid={v}',
  '/search/?q={v}',
  '/search/?q=ranzen&p={v}',
  '/search/?q=ranzen&oq={v}',
  '/search/?q=ranzen&sort={v}',
  '/rating/?enc={v}',
  '/{v}/',
  '/service/{v}/',
  '/ueber-uns/?ishop-preview-json={v}',
  '/checkout/basket/?{v}={v}',
  '/?{v}',
];

/** Requests of one route family in flight at once. */
const IN_FLIGHT = 8;

/** Request targets that are malformed as a whole (not one parameter): always 400. */
const MALFORMED_TARGETS: ReadonlyArray<readonly [string, string]> = [
  ['a lone percent sign', '/search/?q=%'],
  ['a cut UTF-8 sequence', '/search/?q=%E0%A4%A'],
  ['a byte that is no UTF-8', '/cat/%ff/'],
  ['a NUL in the path', '/%00/'],
  ['a NUL in a query name', '/cat/1/?a%00=1'],
  ['a target of 9,000 characters', `/search/?q=${'a'.repeat(9000)}`],
];

let seeded: SeededApi;
let api: RunningApi;
let storefront: Server;
let baseUrl: string;

beforeAll(async () => {
  seeded = await startSeededApi(20);
  api = seeded.api;
  storefront = createStorefrontServer({ stores: [STORES.de], apiUrl: api.url, ...CREDENTIALS });
  baseUrl = await listenOnLoopback(storefront);
});

afterAll(async () => {
  await closeServers([storefront]);
  await seeded?.stop();
});

describe('route fuzz (issue 14 item 6)', () => {
  // One test per route family, so each has its own time budget and a failure names the family.
  it.each(TEMPLATES)('answers no hostile value in %s with a server error', async (template) => {
    const failures: string[] = [];
    // Several at a time, as several visitors would send them.
    for (let start = 0; start < HOSTILE_VALUES.length; start += IN_FLIGHT) {
      await Promise.all(
        HOSTILE_VALUES.slice(start, start + IN_FLIGHT).map(async (value) => {
          const target = template.replaceAll('{v}', value);
          const { status } = await requestWithHost(baseUrl, target, HOST, { rawTarget: true });
          // 503 is the answer to an API that is slow or away (spec storefront §8), not to the input.
          if (status >= 500 && status !== 503) failures.push(`${status} ${target.slice(0, 120)}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it.each(MALFORMED_TARGETS)('answers a target with %s with 400', async (_case, target) => {
    expect((await requestWithHost(baseUrl, target, HOST, { rawTarget: true })).status).toBe(400);
  });

  it.each([
    ['/search/?q=%00', 400],
    ['/cat/1%27/', 404],
    ['/cat/1/?p=99999999999', 404],
  ])('answers the probe %s from the issue with %i', async (target, status) => {
    expect((await requestWithHost(baseUrl, target, HOST, { rawTarget: true })).status).toBe(status);
  });
});

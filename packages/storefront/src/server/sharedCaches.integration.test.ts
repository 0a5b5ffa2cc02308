// Two storefront and two API instances on one PostgreSQL database and one Redis (issue 22 "A catalogue
// write visible on the next request of every instance"; decisions 0021, 0026; DESIGN §3 stateless
// servers): a page one storefront kept is answered by the other without asking its API for data, and a catalogue write shows on the next
// request of both. Needs REDIS_URL and DATABASE_URL (skipped without them: there is nothing to share).
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import {
  type RunningApi,
  setPrice,
  startApi,
  startTestApi,
  TEST_SECRETS,
  type TestApi,
} from '@ranzen/api/testing';
import { STORES } from '@ranzen/sdk-core';
import { CATALOGUE_VERSION_PATH } from '@ranzen/sdk-core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { closeServers, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS } from './testing/seededApi';

const HOST = 'localhost:3000';
const SEED_PRODUCTS = 60;

describe.skipIf(!process.env.REDIS_URL || !process.env.DATABASE_URL)(
  'two storefronts and two APIs on PostgreSQL and Redis (needs REDIS_URL and DATABASE_URL)',
  () => {
    let harness: TestApi;
    let secondApi: RunningApi;
    let storefronts: Server[] = [];
    let bases: string[] = [];
    let productPath: string;
    let itemId: string;
    const secondCalls: string[] = [];

    beforeAll(async () => {
      const redisUrl = process.env.REDIS_URL;
      const run = randomUUID();
      const responseCache = { redisUrl, keyPrefix: `ranzen-rc-test-${run}` };
      harness = await startTestApi({ seedProducts: SEED_PRODUCTS, responseCache });
      secondApi = await startApi({
        port: 0,
        dataDir: harness.dataDir,
        databaseUrl: harness.databaseUrl,
        seedProducts: SEED_PRODUCTS,
        eagerImageFormats: [],
        auth: TEST_SECRETS,
        limits: { rateLimits: false },
        fulfilment: false,
        responseCache,
      });
      // The second storefront's calls to its API, by path.
      const recordingFetch: typeof fetch = (input, init) => {
        secondCalls.push(new URL(String(input)).pathname);
        return fetch(input, init);
      };
      storefronts = [harness.url, secondApi.url].map((apiUrl, instance) =>
        createStorefrontServer({
          stores: [STORES.de],
          apiUrl,
          ...API_CREDENTIALS,
          sharedCache: { redisUrl, keyPrefix: `ranzen-sf-test-${run}:` },
          ...(instance === 1 ? { fetch: recordingFetch } : {}),
        }),
      );
      bases = await Promise.all(storefronts.map(listenOnLoopback));
      const category = await get(0, '/cat/1/');
      const product = /href="(\/prod\/[^/"]+\/)"/.exec(category)?.[1];
      if (!product) throw new Error('the category page links no product');
      productPath = product;
      const item = /"itemId":"([^"]+)"/.exec(await get(0, productPath))?.[1];
      if (!item) throw new Error('the product page holds no item');
      itemId = item;
    }, 180_000);

    afterAll(async () => {
      await closeServers(storefronts);
      await secondApi?.close();
      await harness?.stop();
    });

    async function get(instance: number, path: string): Promise<string> {
      const answer = await requestWithHost(bases[instance] ?? '', path, HOST);
      expect(answer.status).toBe(200);
      return answer.body;
    }

    it('answers the second storefront from the page the first one kept, without a data call', async () => {
      const kept = await get(0, '/cat/2/');
      secondCalls.length = 0;
      const second = await get(1, '/cat/2/');
      expect(secondCalls).toContain(CATALOGUE_VERSION_PATH);
      expect(secondCalls).not.toContain('/graphql');
      expect(second.length).toBe(kept.length);
    });

    it('shows a catalogue write on the next request of every instance', async () => {
      await Promise.all([get(0, productPath), get(1, productPath)]);
      await setPrice(harness.api.db, itemId, 12_34);
      expect(await get(1, productPath)).toContain('12,34');
      expect(await get(0, productPath)).toContain('12,34');
    });
  },
);

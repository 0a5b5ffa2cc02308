// The shared response cache (issue 22 item 1; storefront §7: navigation, footer, page details, item,
// product, category and search results are kept as cached results): graphql-yoga's response-cache plugin
// in front of the catalogue and CMS reads, in this process's memory by default and in Redis when REDIS_URL
// is set, so that every API instance answers from one cache.
//
// What is kept: only operations whose every root field is in SHARED_QUERY_FIELDS, fields whose answer
// depends on the store, the arguments and the catalogue alone (their resolvers read no visitor, customer
// or address). Every other Query field has TTL 0 in the plugin's table, which is built from the schema,
// so a field added later is never kept until it is listed here. Personal data (cart, customer, wish lists,
// orders, checkout) is therefore never stored, for no one: the cache has no session dimension at all.
// A running deal's live figures (lightningDealInfo: reserved share, availability) change when a
// reservation runs out, which no write marks, so an answer holding one is not kept either.
//
// The key: store (and with it the language), catalogue version, then the plugin's own hash of document,
// operation name and variables. The catalogue version (catalogueVersion.ts) changes with every committed
// catalogue, price, stock, review or CMS write and when a lightning deal starts or ends, so a change shows
// on the next request of every instance; entries of older versions are never read again and expire after
// DATA_REFRESH_AFTER_MS (Redis PX, memory LRU). Entry tracking per entity is off (versions invalidate),
// which keeps Redis from growing unbounded per-type sets and from scanning keys on every mutation.
import { defaultBuildResponseCacheKey } from '@envelop/response-cache';
import { createRedisCache } from '@envelop/response-cache-redis';
import { type Cache, createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { DATA_REFRESH_AFTER_MS, holdsLiveDeal } from '@ranzen/sdk-core/rules';
import type { GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { REDIS_CONNECT_WAIT_MS } from '../limits/rateLimits';

/** Query fields answered the same for every visitor of a store (see the file comment). */
export const SHARED_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'shop',
  'navigation',
  'footerData',
  'pageDetails',
  'globalParameters',
  'category',
  'categoryProducts',
  'product',
  'item',
  'variantInfo',
  'productExtraTab',
  'productRecommendations',
  'storeRecommendations',
  'productReviews',
  'coreSearch',
  'searchCheck',
  'longTailAdjustment',
]);

/** Answers one process keeps in memory without Redis (least recently used dropped first). */
export const MEMORY_CACHE_ENTRIES = 5_000;

export interface ResponseCacheOptions {
  /** redis://… to share the cache between instances; this process's memory when absent. */
  readonly redisUrl?: string;
  /** Prefix of the Redis keys, so separate deployments (or test runs) on one Redis do not meet. */
  readonly keyPrefix?: string;
}

export function responseCacheOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ResponseCacheOptions {
  return env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {};
}

/** What a request contributes to its cache key: its store and the catalogue version it reads. */
export interface CacheScope {
  /** `<store id>:<catalogue version>`, read once per HTTP request (a batch shares it). */
  sharedCacheScope(): Promise<string>;
}

function hasCacheScope(context: unknown): context is CacheScope {
  return typeof context === 'object' && context !== null && 'sharedCacheScope' in context;
}

export interface SharedResponseCache {
  readonly store: 'memory' | 'redis';
  plugin(schema: GraphQLSchema): Plugin;
  /** Resolves once Redis is ready (or its wait ran out); at once for memory. */
  connected(): Promise<void>;
  close(): Promise<void>;
}

/** TTL 0 for every Query field outside SHARED_QUERY_FIELDS. */
export function uncachedCoordinates(schema: GraphQLSchema): Record<string, number> {
  const coordinates: Record<string, number> = {};
  for (const field of Object.keys(schema.getQueryType()?.getFields() ?? {})) {
    if (!SHARED_QUERY_FIELDS.has(field)) coordinates[`Query.${field}`] = 0;
  }
  return coordinates;
}

/**
 * Keeps answers without their entity lists (invalidation is by version) and turns a failing store into a
 * miss: while Redis is unreachable requests are answered from the database.
 */
function versionedCache(inner: Cache, onError: (error: unknown) => void): Cache {
  return {
    async get(key) {
      try {
        return await inner.get(key);
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    async set(key, result, _entities, ttl) {
      try {
        await inner.set(key, result, [], ttl);
      } catch (error) {
        onError(error);
      }
    },
    invalidate() {},
  };
}

export function createSharedResponseCache(options: ResponseCacheOptions = {}): SharedResponseCache {
  const prefix = options.keyPrefix ?? 'ranzen-rc';
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;
  let reportedError = false;
  const reportOnce = (error: unknown) => {
    if (reportedError) return;
    reportedError = true;
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`[api] response cache: Redis unavailable, answering from the database (${message})`);
  };
  redis?.on('error', reportOnce);
  redis?.on('ready', () => {
    reportedError = false;
  });
  const cache = versionedCache(
    redis ? createRedisCache({ redis }) : createInMemoryCache({ max: MEMORY_CACHE_ENTRIES }),
    reportOnce,
  );

  return {
    store: redis ? 'redis' : 'memory',
    plugin(schema) {
      return useResponseCache<CacheScope>({
        cache,
        session: () => null,
        ttl: DATA_REFRESH_AFTER_MS,
        ttlPerSchemaCoordinate: uncachedCoordinates(schema),
        // Errors are never kept (the plugin's default, which a check of our own replaces).
        shouldCacheResult: ({ result }) => !result.errors?.length && !holdsLiveDeal(result.data),
        async buildResponseCacheKey({ documentString, variableValues, operationName, context }) {
          if (!hasCacheScope(context)) throw new Error('the API context carries no sharedCacheScope');
          const operation = await defaultBuildResponseCacheKey({
            documentString,
            variableValues,
            operationName,
            sessionId: null,
          });
          return `${prefix}:${await context.sharedCacheScope()}:${operation}`;
        },
      });
    },
    connected() {
      if (!redis || redis.status === 'ready') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, REDIS_CONNECT_WAIT_MS);
        redis.once('ready', done);
      });
    },
    async close() {
      redis?.disconnect();
    },
  };
}

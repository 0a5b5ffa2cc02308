// Where the storefront server keeps what it renders once for many visitors (issue 22 items 2 and 5,
// decision 0026): the layout data of a store and the documents of anonymous pages. In this process's
// memory (least recently used dropped first, bounded by size) by default, in Redis when REDIS_URL is set,
// so that every storefront instance reads what one of them rendered. Every entry expires after
// DATA_REFRESH_AFTER_MS (spec storefront §9, ten minutes), like the API's shared response cache
// (decision 0021). A cache that fails (Redis down) answers misses: the page is rendered, never refused.
import { DATA_REFRESH_AFTER_MS } from '@ranzen/sdk-core/rules';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface SharedCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}

export interface SharedCacheOptions {
  /** redis://… to share the entries between instances; this process's memory when absent. */
  readonly redisUrl?: string;
  /** Prefix of every key, so separate deployments (or test runs) on one Redis do not meet. */
  readonly keyPrefix?: string;
}

/** What one process keeps in memory without Redis: documents are 100-330 KB, so about 200 pages. */
export const MEMORY_CACHE_BYTES = 64 * 1024 * 1024;

export const DEFAULT_KEY_PREFIX = 'ranzen-sf:';

export function sharedCacheOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SharedCacheOptions {
  return env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {};
}

export function createSharedCache(options: SharedCacheOptions = {}): SharedCache {
  const prefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  if (!options.redisUrl) {
    const memory = new LRUCache<string, string>({
      maxSize: MEMORY_CACHE_BYTES,
      sizeCalculation: (value, key) => value.length + key.length,
      ttl: DATA_REFRESH_AFTER_MS,
    });
    return {
      get: async (key) => memory.get(prefix + key),
      set: async (key, value) => {
        memory.set(prefix + key, value);
      },
      close: async () => memory.clear(),
    };
  }
  const redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let reportedError = false;
  const reportOnce = (error: unknown) => {
    if (reportedError) return;
    reportedError = true;
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`[storefront] shared cache: Redis unavailable, rendering every page meanwhile (${message})`);
  };
  redis.on('error', reportOnce);
  redis.on('ready', () => {
    reportedError = false;
  });
  return {
    async get(key) {
      try {
        return (await redis.get(prefix + key)) ?? undefined;
      } catch (error) {
        reportOnce(error);
        return undefined;
      }
    },
    async set(key, value) {
      try {
        await redis.set(prefix + key, value, 'PX', DATA_REFRESH_AFTER_MS);
      } catch (error) {
        reportOnce(error);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

// The rate limit counters (issue 14 item 4): rate-limiter-flexible in memory by default; in Redis when a
// Redis URL is given, so that several API instances share one budget. While Redis is unreachable an
// in-memory insurance limiter per budget takes over (each instance then counts on its own).
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  type Budget,
  type FailureLimitName,
  type LimitName,
  RATE_LIMITS,
  type RateLimitTable,
} from './rateLimitTable';

export interface Rejection {
  /** Whole seconds until the budget allows the request again (the Retry-After value), at least 1. */
  readonly retryAfterSeconds: number;
}

/** Who a request counts against: its client address and, when it carries one, its visitor id. */
export interface LimitKeys {
  readonly address: string;
  readonly visitor: string | null;
}

export interface RateLimits {
  readonly store: 'memory' | 'redis';
  /** Counts `points` against the limit's budgets; a rejection says when to retry, null allows. */
  consume(name: LimitName, keys: LimitKeys, points?: number): Promise<Rejection | null>;
  /** Whether the failure budget of `key` is used up; checked before an attempt is even looked at. */
  failuresExhausted(name: FailureLimitName, key: string): Promise<Rejection | null>;
  /** Counts one failed attempt (wrong secret, later a wrong password) of `key`. */
  recordFailure(name: FailureLimitName, key: string): Promise<void>;
  /**
   * Resolves once Redis is ready, or after REDIS_CONNECT_WAIT_MS when it is not (the insurance limiter
   * counts meanwhile); at once for memory. The API awaits it before listening, so that its first requests
   * already count against the shared budget.
   */
  connected(): Promise<void>;
  close(): Promise<void>;
}

/** How long start-up waits for Redis before serving with the in-memory insurance limiter. */
export const REDIS_CONNECT_WAIT_MS = 5_000;

export interface RateLimitOptions {
  /** redis://… to share the counters between instances; memory when absent. */
  readonly redisUrl?: string;
  /** The limits (tests shrink them); default RATE_LIMITS. */
  readonly table?: RateLimitTable;
  /** Prefix of the Redis keys, so separate deployments (or test runs) on one Redis do not meet. */
  readonly keyPrefix?: string;
}

type Scope = 'address' | 'visitor';
type Limiter = RateLimiterMemory | RateLimiterRedis;

function rejectionFrom(result: RateLimiterRes): Rejection {
  return { retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
}

export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const table: RateLimitTable = options.table ?? RATE_LIMITS;
  const prefix = options.keyPrefix ?? 'ranzen-rl';
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;
  let reportedRedisError = false;
  redis?.on('error', (error: Error) => {
    if (reportedRedisError) return;
    reportedRedisError = true;
    console.warn(`[api] rate limits: Redis unavailable, counting in memory meanwhile (${error.message})`);
  });
  redis?.on('ready', () => {
    reportedRedisError = false;
  });

  const limiters = new Map<string, Limiter>();
  function limiter(name: LimitName, scope: Scope, budget: Budget): Limiter {
    const keyPrefix = `${prefix}:${name}:${scope}`;
    let found = limiters.get(keyPrefix);
    if (!found) {
      const memory = new RateLimiterMemory({
        keyPrefix,
        points: budget.points,
        duration: budget.windowSeconds,
      });
      found = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix,
            points: budget.points,
            duration: budget.windowSeconds,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(keyPrefix, found);
    }
    return found;
  }

  async function consumeOne(
    name: LimitName,
    scope: Scope,
    budget: Budget,
    key: string,
    points: number,
  ): Promise<Rejection | null> {
    try {
      await limiter(name, scope, budget).consume(key, points);
      return null;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return rejectionFrom(outcome);
      throw outcome;
    }
  }

  return {
    store: redis ? 'redis' : 'memory',
    async consume(name, keys, points = 1) {
      const limit = table[name];
      const byAddress = await consumeOne(name, 'address', limit.perAddress, keys.address, points);
      if (byAddress || !limit.perVisitor || !keys.visitor) return byAddress;
      return consumeOne(name, 'visitor', limit.perVisitor, keys.visitor, points);
    },
    async failuresExhausted(name, key) {
      const budget = table[name].perAddress;
      const used = await limiter(name, 'address', budget).get(key);
      return used && used.consumedPoints >= budget.points ? rejectionFrom(used) : null;
    },
    async recordFailure(name, key) {
      await limiter(name, 'address', table[name].perAddress).penalty(key, 1);
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

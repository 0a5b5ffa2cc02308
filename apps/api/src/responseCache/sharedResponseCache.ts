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
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type Cache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { DATA_REFRESH_AFTER_MS, holdsLiveDeal } from '@ranzen/sdk-core/rules';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { REDIS_CONNECT_WAIT_MS } from '../limits/rateLimits';
import type { KeptHttpAnswer } from '../requestCost/graphqlHttp';

/** Query fields answered the same for every visitor of a store (see the file comment). */
export const SHARED_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'shop',
  'navigation',
  'footerData',
  'footerGrid',
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

/** What one process keeps in memory without Redis (least recently used dropped first): a listing is 50-70 KB. */
export const MEMORY_CACHE_BYTES = 128 * 1024 * 1024;

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

/** One operation as a request names it: what its cache key is made of besides the scope. */
interface OperationParams {
  readonly documentString: string;
  readonly variableValues?: Readonly<Record<string, unknown>> | null;
  readonly operationName?: string | null;
}

export interface SharedResponseCache {
  readonly store: 'memory' | 'redis';
  plugin(schema: GraphQLSchema): Plugin;
  /**
   * The kept answer to a single JSON operation (POST /graphql), ready to send as the plugin's hit would
   * be sent, without parsing, validating or serialising anything; null where yoga is to answer.
   */
  keptAnswer(
    body: Buffer,
    headers: IncomingHttpHeaders,
    scope: CacheScope['sharedCacheScope'],
  ): Promise<KeptHttpAnswer | null>;
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

/** Kept answers as the bytes yoga sends, so that a hit is sent as it lies in the store. */
interface AnswerStore {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, value: Buffer, ttlMs: number): Promise<void>;
}

function memoryStore(): AnswerStore {
  const memory = new LRUCache<string, Buffer>({
    maxSize: MEMORY_CACHE_BYTES,
    sizeCalculation: (value, key) => value.length + key.length,
  });
  return {
    get: async (key) => memory.get(key),
    set: async (key, value, ttl) => {
      memory.set(key, value, { ttl });
    },
  };
}

/** Redis as the store; while it is unreachable every lookup is a miss and requests are answered from the database. */
function redisStore(redis: Redis, onError: (error: unknown) => void): AnswerStore {
  return {
    async get(key) {
      try {
        return (await redis.getBuffer(key)) ?? undefined;
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    async set(key, value, ttl) {
      try {
        await redis.set(key, value, 'PX', ttl);
      } catch (error) {
        onError(error);
      }
    },
  };
}

/** An entry: the answer's Last-Modified, a line break, the JSON body exactly as yoga sends it (UTF-8). */
interface KeptEntry {
  readonly lastModified: string;
  readonly body: Buffer;
}

const LINE_BREAK = 0x0a;

const encodeEntry = (lastModified: string, body: string): Buffer => Buffer.from(`${lastModified}\n${body}`);

/** Splits an entry without copying its body. */
function decodeEntry(kept: Buffer): KeptEntry {
  const lineEnd = kept.indexOf(LINE_BREAK);
  return { lastModified: kept.subarray(0, lineEnd).toString('latin1'), body: kept.subarray(lineEnd + 1) };
}

/** The headers the plugin gives a kept answer: its key as ETag and when it was kept. */
const keptHeaders = (key: string, lastModified: string) => ({ ETag: key, 'Last-Modified': lastModified });

/** An answer's extensions without yoga's internal `http` (headers, status), as yoga leaves it out of the body. */
function publicExtensions(result: ExecutionResult): {
  extensions: Record<string, unknown> | undefined;
  lastModified: string | undefined;
} {
  const { http, ...rest } = result.extensions ?? {};
  const headers =
    typeof http === 'object' && http !== null ? (http as { headers?: unknown }).headers : undefined;
  const lastModified =
    typeof headers === 'object' && headers !== null
      ? (headers as Record<string, unknown>)['Last-Modified']
      : undefined;
  return {
    extensions: Object.keys(rest).length > 0 ? rest : undefined,
    lastModified: typeof lastModified === 'string' ? lastModified : undefined,
  };
}

/**
 * The plugin's view of the store: it hands over results and gets them back as objects. Entries are kept
 * without their entity lists (invalidation is by version) and in the body's own text.
 */
function pluginCache(store: AnswerStore): Cache {
  return {
    async get(key) {
      const kept = await store.get(key);
      if (kept === undefined) return undefined;
      const { lastModified, body } = decodeEntry(kept);
      const result = JSON.parse(body.toString('utf8')) as ExecutionResult;
      return {
        ...result,
        extensions: { ...result.extensions, http: { headers: keptHeaders(key, lastModified) } },
      };
    },
    async set(key, result, _entities, ttl) {
      const { extensions, lastModified } = publicExtensions(result);
      const body = JSON.stringify({ ...result, extensions });
      await store.set(key, encodeEntry(lastModified ?? new Date().toUTCString(), body), ttl);
    },
    invalidate() {},
  };
}

/** The part of a cache key that names the operation: a hash of its document, name and variables. */
function operationHash(operation: OperationParams): string {
  return createHash('sha256')
    .update(
      [
        operation.documentString,
        operation.operationName ?? '',
        JSON.stringify(operation.variableValues ?? {}),
      ].join('|'),
    )
    .digest('base64url');
}

const cacheKey = (prefix: string, scope: string, hash: string) => `${prefix}:${scope}:${hash}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A single operation of a JSON body, or null for anything else (a batch, a persisted operation, no JSON). */
function singleOperation(body: string): OperationParams | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.query !== 'string') return null;
  const { query, variables, operationName } = parsed;
  if (variables !== undefined && variables !== null && !isRecord(variables)) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  return { documentString: query, variableValues: variables, operationName };
}

/** What a body that is no single operation hashes to: no kept answer has it. */
const NOT_AN_OPERATION = '';

/** Request bodies whose operation hash a process remembers (least recently used dropped first). */
const BODY_HASHES_BYTES = 4 * 1024 * 1024;

const ANSWER_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'] as const;

/**
 * The media type yoga answers a regular result with for this Accept header (its result processors, in
 * their order: the last type of the last accepted entry that matches wins), or null where it would pick
 * none of them (an event stream or multipart answer, or a 406).
 */
export function answerMediaType(accept: string | undefined): string | null {
  let chosen: string | null = null;
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse();
  for (const entry of asked) {
    const [mediaType = '', ...params] = entry.split(';');
    if ((params.find((param) => param.includes('charset=')) ?? 'charset=utf-8') !== 'charset=utf-8') continue;
    const [askedType, askedSubtype] = mediaType.split('/');
    for (const offered of ANSWER_MEDIA_TYPES) {
      const [type, subtype] = offered.split('/');
      if ((askedType === '*' || askedType === type) && (askedSubtype === '*' || askedSubtype === subtype))
        chosen = offered;
    }
  }
  return chosen;
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
  const store = redis ? redisStore(redis, reportOnce) : memoryStore();
  // The storefront sends the same few bodies over and over (a listing page, a product): each is parsed
  // and hashed once, then found by its text.
  const bodyHashes = new LRUCache<string, string>({
    maxSize: BODY_HASHES_BYTES,
    sizeCalculation: (hash, body) => body.length + hash.length,
  });
  const bodyHash = (body: string): string => {
    let hash = bodyHashes.get(body);
    if (hash === undefined) {
      const operation = singleOperation(body);
      hash = operation ? operationHash(operation) : NOT_AN_OPERATION;
      bodyHashes.set(body, hash);
    }
    return hash;
  };

  return {
    store: redis ? 'redis' : 'memory',
    plugin(schema) {
      return useResponseCache<CacheScope>({
        cache: pluginCache(store),
        session: () => null,
        ttl: DATA_REFRESH_AFTER_MS,
        ttlPerSchemaCoordinate: uncachedCoordinates(schema),
        // Errors are never kept (the plugin's default, which a check of our own replaces).
        shouldCacheResult: ({ result }) => !result.errors?.length && !holdsLiveDeal(result.data),
        async buildResponseCacheKey({ documentString, variableValues, operationName, context }) {
          if (!hasCacheScope(context)) throw new Error('the API context carries no sharedCacheScope');
          const hash = operationHash({ documentString, variableValues, operationName });
          return cacheKey(prefix, await context.sharedCacheScope(), hash);
        },
      });
    },
    async keptAnswer(body, headers, scope) {
      // What yoga would answer differently: a 304 to If-None-Match, CORS headers to an Origin, another body type.
      if (headers['if-none-match'] !== undefined || headers.origin !== undefined) return null;
      if (!headers['content-type']?.toLowerCase().startsWith('application/json')) return null;
      const mediaType = answerMediaType(headers.accept);
      if (!mediaType) return null;
      const hash = bodyHash(body.toString('utf8'));
      if (hash === NOT_AN_OPERATION) return null;
      const key = cacheKey(prefix, await scope(), hash);
      const kept = await store.get(key);
      if (kept === undefined) return null;
      const entry = decodeEntry(kept);
      return {
        headers: { 'Content-Type': `${mediaType}; charset=utf-8`, ...keptHeaders(key, entry.lastModified) },
        body: entry.body,
      };
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

// Each store's public origin (DESIGN §2: "Real domains are configuration, not code"). Canonical,
// hreflang and Open Graph URLs must be absolute (spec storefront §9), and the request's Host header
// is not trusted for that: behind a proxy it names the internal host, and anyone can send any Host.
// The same table picks the store for an incoming host (resolveStore), so a configured domain such as
// www.ranzen.at is served by its store, and the API's mails link to each store's own origin.
import type { StoreOrigins } from './resolveStore';
import { STORE_IDS, STORES, type StoreId } from './storeConfig';

export type PublicOrigins = StoreOrigins;

/** The local hosts of README "What runs where" (each profile's localOrigin); deployments override them. */
export const DEFAULT_PUBLIC_ORIGINS: Readonly<Record<StoreId, string>> = Object.fromEntries(
  STORE_IDS.map((id) => [id, STORES[id].hosts.localOrigin]),
) as Record<StoreId, string>;

export const PUBLIC_ORIGINS_ENV = 'RANZEN_PUBLIC_ORIGINS';

/**
 * Origins without a trailing slash, so `${origin}${path}` never doubles it.
 *
 * @example
 * ```ts
 * normalizeOrigins({ de: 'https://ranzen.de/', at: 'https://ranzen.at' }); // { de: 'https://ranzen.de', at: 'https://ranzen.at' }
 * ```
 */
export function normalizeOrigins(origins: PublicOrigins): PublicOrigins {
  const normalized: Partial<Record<StoreId, string>> = {};
  for (const [id, origin] of Object.entries(origins) as [StoreId, string | undefined][]) {
    if (origin) normalized[id] = origin.replace(/\/+$/, '');
  }
  return normalized;
}

/**
 * Reads RANZEN_PUBLIC_ORIGINS, a JSON object of store id -> origin, over the defaults. A malformed
 * value stops the start: a shop that silently advertised localhost canonicals would be worse.
 *
 * @example
 * ```ts
 * const origins = publicOriginsFromEnv(process.env.RANZEN_PUBLIC_ORIGINS);
 * origins.at; // 'https://www.ranzen.at' with RANZEN_PUBLIC_ORIGINS='{"at":"https://www.ranzen.at"}'
 * ```
 */
export function publicOriginsFromEnv(value: string | undefined): PublicOrigins {
  if (!value?.trim()) return DEFAULT_PUBLIC_ORIGINS;
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${PUBLIC_ORIGINS_ENV} must be a JSON object of store id -> origin`);
  }
  const overrides: Partial<Record<StoreId, string>> = {};
  for (const [id, origin] of Object.entries(parsed)) {
    const storeId = STORE_IDS.find((candidate) => candidate === id);
    if (!storeId) throw new Error(`${PUBLIC_ORIGINS_ENV}: unknown store id ${id}`);
    if (typeof origin !== 'string' || !/^https?:\/\/[^/]+\/?$/.test(origin)) {
      throw new Error(`${PUBLIC_ORIGINS_ENV}: ${id} needs an origin like https://www.example.com`);
    }
    overrides[storeId] = origin;
  }
  return normalizeOrigins({ ...DEFAULT_PUBLIC_ORIGINS, ...overrides });
}

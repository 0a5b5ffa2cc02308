// Each store's public origin (DESIGN §2: "Real domains are configuration, not code"). Canonical,
// hreflang and Open Graph URLs must be absolute (spec storefront §9), and the request's Host header
// is not trusted for that: behind a proxy it names the internal host, and anyone can send any Host.
import type { StoreId } from '@ranzen/sdk-core';

export type PublicOrigins = Readonly<Partial<Record<StoreId, string>>>;

/** The local hosts of README "What runs where"; deployments override them. */
export const DEFAULT_PUBLIC_ORIGINS: Readonly<Record<StoreId, string>> = {
  de: 'http://localhost:3000',
  at: 'http://at.localhost:3000',
  ch: 'http://ch.localhost:3000',
  'en-DE': 'http://en.localhost:3000',
  'b2b-de': 'http://educational.localhost:3001',
  'b2b-en': 'http://en.educational.localhost:3001',
};

export const PUBLIC_ORIGINS_ENV = 'RANZEN_PUBLIC_ORIGINS';

/** Origins without a trailing slash, so `${origin}${path}` never doubles it. */
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
 */
export function publicOriginsFromEnv(value: string | undefined): PublicOrigins {
  if (!value?.trim()) return DEFAULT_PUBLIC_ORIGINS;
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${PUBLIC_ORIGINS_ENV} must be a JSON object of store id -> origin`);
  }
  const overrides: Partial<Record<StoreId, string>> = {};
  for (const [id, origin] of Object.entries(parsed)) {
    if (!(id in DEFAULT_PUBLIC_ORIGINS)) throw new Error(`${PUBLIC_ORIGINS_ENV}: unknown store id ${id}`);
    if (typeof origin !== 'string' || !/^https?:\/\/[^/]+\/?$/.test(origin)) {
      throw new Error(`${PUBLIC_ORIGINS_ENV}: ${id} needs an origin like https://www.example.com`);
    }
    overrides[id as StoreId] = origin;
  }
  return normalizeOrigins({ ...DEFAULT_PUBLIC_ORIGINS, ...overrides });
}

/** The origin of a store id (StoreConfig.id is a plain string; unknown ids have none). */
export function originOf(origins: PublicOrigins, storeId: string): string | undefined {
  return Object.entries(origins).find(([id]) => id === storeId)?.[1];
}

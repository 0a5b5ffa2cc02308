// How a Host header picks a store (spec storefront §1, DESIGN §2). The only host parser: everything
// that differs by host (language, theme, the in-stock message key) is read from the resolved profile.

import {
  STORE_FAMILIES,
  STORE_IDS,
  STORES,
  type StoreConfig,
  type StoreFamily,
  type StoreId,
  UNMARKED_HOST_FAMILY,
} from './storeConfig';

/** Store id -> public origin (https://www.ranzen.at): the table of RANZEN_PUBLIC_ORIGINS. */
export type StoreOrigins = Readonly<Partial<Record<StoreId, string>>>;

/**
 * Strips the port and lower-cases a Host header value.
 *
 * @example
 * ```ts
 * hostname('WWW.Ranzen.de:443'); // 'www.ranzen.de'
 * ```
 */
export function hostname(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  const colon = trimmed.indexOf(':');
  return colon === -1 ? trimmed : trimmed.slice(0, colon);
}

function originHostname(origin: string): string | undefined {
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}

function familyOf(name: string): StoreFamily {
  const marked = Object.values(STORE_FAMILIES).find(
    (family) => family.hostMarker !== null && name.includes(family.hostMarker),
  );
  return marked?.family ?? UNMARKED_HOST_FAMILY;
}

/**
 * Resolves the storefront for a Host header. A host named in `origins` (the configured public origins,
 * port ignored: proxies change it) is that store. Otherwise a family's host marker picks the family
 * (any host containing "educational" is B2B) and the first host label one of its stores (`at.`, `ch.`,
 * `en.`); every other host is the family's default store.
 *
 * @example
 * ```ts
 * resolveStore('en.localhost:3000').id; // 'en-DE'
 * resolveStore('www.ranzen.at', { at: 'https://www.ranzen.at' }).id; // 'at'
 * ```
 */
export function resolveStore(host: string, origins: StoreOrigins = {}): StoreConfig {
  const name = hostname(host);
  const configured = STORE_IDS.find((id) => {
    const origin = origins[id];
    return origin !== undefined && originHostname(origin) === name;
  });
  if (configured) return STORES[configured];
  const family = familyOf(name);
  const firstLabel = name.split('.')[0] ?? '';
  const labelled = STORE_IDS.map((id) => STORES[id]).find(
    (store) => store.family === family && store.hosts.label !== '' && store.hosts.label === firstLabel,
  );
  return labelled ?? STORES[STORE_FAMILIES[family].defaultStoreId];
}

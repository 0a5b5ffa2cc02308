// Storefronts and how a host picks one (spec storefront §1, DESIGN §2).

import type { StoreCode } from '../graphql/generated';
export type ShopLanguage = 'de-DE' | 'de-AT' | 'de-CH' | 'en-DE';
export type StoreFamily = 'consumer' | 'b2b';

export interface StoreConfig {
  /** Stable id of the storefront, unique across families: de, at, ch, en-DE, b2b-de, b2b-en. */
  readonly id: string;
  readonly storeCode: StoreCode;
  readonly language: ShopLanguage;
  /** Message catalogue language. */
  readonly messages: 'de' | 'en';
  readonly family: StoreFamily;
  readonly currency: 'EUR';
  /** Country code as the API knows it (spec: de, at, ch, edu). */
  readonly country: 'de' | 'at' | 'ch' | 'edu';
  /** Host prefix that selects this storefront under a base domain ('' for the default). */
  readonly hostPrefix: string;
}

const consumer = { family: 'consumer', currency: 'EUR' } as const;
const b2b = { family: 'b2b', currency: 'EUR', storeCode: 'b2b', country: 'edu' } as const;

export const STORES = {
  de: {
    ...consumer,
    id: 'de',
    storeCode: 'de',
    language: 'de-DE',
    messages: 'de',
    country: 'de',
    hostPrefix: 'de',
  },
  at: {
    ...consumer,
    id: 'at',
    storeCode: 'at',
    language: 'de-AT',
    messages: 'de',
    country: 'at',
    hostPrefix: 'at',
  },
  ch: {
    ...consumer,
    id: 'ch',
    storeCode: 'ch',
    language: 'de-CH',
    messages: 'de',
    country: 'ch',
    hostPrefix: 'ch',
  },
  'en-DE': {
    ...consumer,
    id: 'en-DE',
    storeCode: 'de',
    language: 'en-DE',
    messages: 'en',
    country: 'de',
    hostPrefix: 'en',
  },
  'b2b-de': { ...b2b, id: 'b2b-de', language: 'de-DE', messages: 'de', hostPrefix: '' },
  'b2b-en': { ...b2b, id: 'b2b-en', language: 'en-DE', messages: 'en', hostPrefix: 'en' },
} as const satisfies Record<string, StoreConfig>;

export type StoreId = keyof typeof STORES;

/** The word in a host that makes a storefront B2B (spec storefront §1, §4 "Session kind"). */
export const B2B_HOST_MARKER = 'educational';

/** Strips the port and lower-cases a Host header value. */
export function hostname(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  const colon = trimmed.indexOf(':');
  return colon === -1 ? trimmed : trimmed.slice(0, colon);
}

export function isB2bHost(host: string): boolean {
  return hostname(host).includes(B2B_HOST_MARKER);
}

/**
 * Resolves the storefront for a Host header. The first label of the host picks a regional
 * storefront (`at.`, `ch.`, `en.`); any host containing "educational" is B2B, English when it
 * starts with `en.`. Everything else is the German default store.
 */
export function resolveStore(host: string): StoreConfig {
  const name = hostname(host);
  const firstLabel = name.split('.')[0] ?? '';
  if (isB2bHost(name)) return firstLabel === 'en' ? STORES['b2b-en'] : STORES['b2b-de'];
  switch (firstLabel) {
    case 'at':
      return STORES.at;
    case 'ch':
      return STORES.ch;
    case 'en':
      return STORES['en-DE'];
    default:
      return STORES.de;
  }
}

export function storeById(id: string): StoreConfig | undefined {
  return (STORES as Record<string, StoreConfig>)[id];
}

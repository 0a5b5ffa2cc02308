// The B2B educational app's storefronts (spec storefront §1): German and English hosts, any host
// containing "educational".
import { STORES, type StoreConfig } from '@ranzen/sdk-core';

export const B2B_STORES: readonly StoreConfig[] = [STORES['b2b-de'], STORES['b2b-en']];

/** Hosts without "educational" (e.g. 127.0.0.1 in a health check) get the German B2B store. */
export const B2B_FALLBACK_STORE_ID = STORES['b2b-de'].id;

// The consumer app's storefronts (spec storefront §1): Germany, Austria, Switzerland and the
// English-language German store, chosen by host.
import { STORES, type StoreConfig } from '@ranzen/sdk-core';

export const CONSUMER_STORES: readonly StoreConfig[] = [STORES.de, STORES.at, STORES.ch, STORES['en-DE']];

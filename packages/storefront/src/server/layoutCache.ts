// The layout data of a store read once per store and catalogue version (issue 22 item 2, decision 0026):
// the footer, the navigation and the global parameters are the same for every visitor of a store, so the
// first render after a catalogue or CMS change keeps their answers in the shared cache (sharedCache.ts)
// and every later render, on any instance, writes them into its request's Apollo cache before the
// loaders run; the layout loader (data/layoutData.ts prefetchLayoutData, cache-first) then asks the API
// for the visitor's own frame data alone.
import type { ApolloClient } from '@apollo/client';
import type { StoreConfig } from '@ranzen/sdk-core';
import { SHARED_LAYOUT_QUERIES } from '../data/layoutData';
import type { SharedCache } from './sharedCache';

const layoutKey = (store: StoreConfig, version: string) => `layout:${store.id}:${version}`;

/** Writes the store's kept layout answers into `client`'s cache; false when none are kept for `version`. */
export async function restoreLayout(
  cache: SharedCache,
  client: ApolloClient,
  store: StoreConfig,
  version: string,
): Promise<boolean> {
  const kept = await cache.get(layoutKey(store, version));
  if (kept === undefined) return false;
  const answers = JSON.parse(kept) as unknown[];
  SHARED_LAYOUT_QUERIES.forEach((layoutQuery, index) => {
    client.writeQuery({ ...layoutQuery, data: answers[index] });
  });
  return true;
}

/**
 * Keeps the layout answers `client` read for `version` (read after the version was, so never older
 * than it); nothing when one of them failed.
 */
export async function keepLayout(
  cache: SharedCache,
  client: ApolloClient,
  store: StoreConfig,
  version: string,
): Promise<void> {
  const answers = SHARED_LAYOUT_QUERIES.map((layoutQuery) => client.readQuery(layoutQuery));
  if (answers.some((answer) => answer === null)) return;
  await cache.set(layoutKey(store, version), JSON.stringify(answers));
}

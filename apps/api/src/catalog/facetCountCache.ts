// Facet counts of recent listings (issue 4, decision 0004). A listing's facet counts depend on its hits and
// filters only, not on its sort or page, and counting them is the most expensive part of a broad search or
// a big category. Paging, re-sorting and every shopper who asks for the same listing share one count.
// An entry is keyed by the exact counting statement (SQL text and parameters) and holds the listing version
// (listing_state) its statement saw. It is used only while the listing is still at that version, which
// the request's page statement reports from its own snapshot, so a cached count never outlives a change to
// product_listing.
import type { Db } from '../db/client';

/** Listings remembered per database; the least recently used is dropped first. */
export const MAX_CACHED_LISTINGS = 500;

interface Entry<T> {
  version: string;
  value: T;
}

export class FacetCountCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** The counts stored for the key, if they were counted at `version`. */
  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // A Map iterates in insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, version: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > MAX_CACHED_LISTINGS) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

/** One cache per database handle, so test databases never share entries. */
export function facetCountCachePerDb<T>(): (db: Db) => FacetCountCache<T> {
  const caches = new WeakMap<Db, FacetCountCache<T>>();
  return (db) => {
    const existing = caches.get(db);
    if (existing) return existing;
    const created = new FacetCountCache<T>();
    caches.set(db, created);
    return created;
  };
}

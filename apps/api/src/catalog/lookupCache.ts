// Per-process caches for lookups that only change when the seed or the image registry is written
// (category tree, energy label assets). Keyed by database handle so test databases never share entries;
// entries expire after a minute and empty results are never kept, so a freshly seeded database is seen.
import type { Db } from '../db/client';

export const LOOKUP_TTL_MS = 60_000;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export function perDbCache<T>(
  load: (db: Db) => Promise<T>,
  isEmpty: (value: T) => boolean,
  ttlMs = LOOKUP_TTL_MS,
): (db: Db) => Promise<T> {
  const entries = new WeakMap<Db, Entry<T>>();
  return (db) => {
    const now = Date.now();
    const cached = entries.get(db);
    if (cached && cached.expiresAt > now) return cached.value;
    const value = load(db);
    entries.set(db, { value, expiresAt: now + ttlMs });
    value.then(
      (result) => {
        if (isEmpty(result)) entries.delete(db);
      },
      () => entries.delete(db),
    );
    return value;
  };
}

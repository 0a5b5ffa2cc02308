// Per-process caches for lookups that many catalogue answers need and that change only with a catalogue
// write (category tree, energy label assets). An entry belongs to the catalogue version it was read at
// (catalogue_state.version, raised at commit by every catalogue and image asset write, migration 0039): a
// lookup reads that one row and loads again when it moved. So an answer computed after a write, which the
// shared response cache keeps under the new version, never holds the lookup of before the write.
// Keyed by database handle so test databases never share entries.
import type { Db } from '../db/client';
import { readCatalogueWriteVersion } from '../responseCache/catalogueVersion';

interface Entry<T> {
  readonly version: bigint;
  readonly value: Promise<T>;
}

export function perDbCache<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const entries = new WeakMap<Db, Entry<T>>();
  return async (db) => {
    const version = await readCatalogueWriteVersion(db);
    const cached = entries.get(db);
    if (cached?.version === version) return cached.value;
    const value = load(db);
    entries.set(db, { version, value });
    value.catch(() => {
      if (entries.get(db)?.value === value) entries.delete(db);
    });
    return value;
  };
}

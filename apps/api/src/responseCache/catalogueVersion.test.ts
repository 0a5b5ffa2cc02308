// The catalogue version on PGlite is held in memory between statements (decision 0030; issue 22: "a
// catalogue write visible on the next request", with no version select per request on a one-process shop).
// The shared response cache tests show the same rule through the API, on PGlite and on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../db/client';
import { globalParameters, lightningDeals } from '../db/schema';
import { heldBetweenStatements, type SoleConnection, soleConnectionOf } from '../db/soleConnection';
import { writeUnannounced } from '../testing/catalogueWrites';
import { catalogueVersionReader, readCatalogueWriteVersion } from './catalogueVersion';

describe('heldBetweenStatements', () => {
  /** A read answering `values` one after the other. */
  function counted(values: readonly number[]) {
    let reads = 0;
    return { read: vi.fn(async () => values[reads++] ?? Number.NaN) };
  }

  it('reads once while no statement finishes, and again after one did', async () => {
    let statements = 0;
    const { read } = counted([1, 2]);
    const held = heldBetweenStatements(
      read,
      () => statements,
      () => Number.POSITIVE_INFINITY,
    );
    expect(await Promise.all([held(), held()])).toEqual([1, 1]);
    expect(await held()).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    statements += 1;
    expect(await held()).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again when a statement finished while the read ran (the read may have come first)', async () => {
    let statements = 0;
    const { read } = counted([1, 2]);
    const held = heldBetweenStatements(
      read,
      () => statements,
      () => Number.POSITIVE_INFINITY,
    );
    const first = held();
    statements += 1;
    expect(await first).toBe(1);
    expect(await held()).toBe(2);
  });

  it('reads again once the time the value names has come', async () => {
    let now = 1_000;
    const { read } = counted([1, 2]);
    const held = heldBetweenStatements(
      read,
      () => 0,
      () => 2_000,
      () => now,
    );
    expect(await held()).toBe(1);
    now = 1_999;
    expect(await held()).toBe(1);
    now = 2_000;
    expect(await held()).toBe(2);
  });

  it('does not hold a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValueOnce(7);
    const held = heldBetweenStatements(
      read,
      () => 0,
      () => Number.POSITIVE_INFINITY,
    );
    await expect(held()).rejects.toThrow('connection lost');
    expect(await held()).toBe(7);
  });
});

describe('catalogue version on PGlite: held in memory, read again after any statement', () => {
  let dataDir: string;
  let database: OpenedDatabase;
  let connection: SoleConnection;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ranzen-catalogue-version-'));
    database = await openDatabase({ dataDir });
    const sole = soleConnectionOf(database.db);
    if (!sole) throw new Error('a PGlite database is opened on its sole connection');
    connection = sole;
  });

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('answers requests without a select, and a catalogue write on the next one', async () => {
    const reads = vi.spyOn(connection, 'readUncounted');
    const version = catalogueVersionReader(database.db);
    const before = await version();
    expect(await version()).toBe(before);
    expect(await readCatalogueWriteVersion(database.db)).toBe(BigInt(before.split('.')[0] ?? ''));
    expect(reads).toHaveBeenCalledTimes(1);

    await database.db.insert(globalParameters).values({ name: 'held', entry: 'version', value: '1' });
    const after = await version();
    expect(after).not.toBe(before);
    expect(await readCatalogueWriteVersion(database.db)).toBe(BigInt(after.split('.')[0] ?? ''));
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('counts a deal that has started, and reads again when the next one starts', async () => {
    const version = catalogueVersionReader(database.db);
    const boundaries = async () => Number((await version()).split('.')[1]);
    const before = await boundaries();
    const hour = 3_600_000;
    // Unannounced: the write version stays, so only the deal boundaries can move the version.
    await writeUnannounced(database.db, (tx) =>
      tx.insert(lightningDeals).values([
        {
          itemId: 'no-such-item',
          priceCents: 100,
          quantityMax: 1,
          startsAt: new Date(Date.now() - hour),
          endsAt: new Date(Date.now() + 2 * hour),
        },
        {
          itemId: 'no-such-item',
          priceCents: 100,
          quantityMax: 1,
          startsAt: new Date(Date.now() + hour),
          endsAt: new Date(Date.now() + 2 * hour),
        },
      ]),
    );
    expect(await boundaries()).toBe(before + 1);

    const reads = vi.spyOn(connection, 'readUncounted');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + hour - 1_000 });
    await version();
    expect(reads).toHaveBeenCalledTimes(0);
    vi.setSystemTime(Date.now() + 2_000);
    await version();
    expect(reads).toHaveBeenCalledTimes(1);
  });
});

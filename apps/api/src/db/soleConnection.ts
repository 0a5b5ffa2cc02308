// PGlite keeps its database inside this process, and this client is its only connection: every statement,
// and so every write (resolvers, jobs, the seed, the dev parameters page), runs through it. It counts the
// statements it finished, so that a value read from the database can be held in memory until another
// statement may have changed it (heldBetweenStatements; the catalogue version, decision 0030). On
// PostgreSQL other connections and other instances write too, so nothing is held there.
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

export class SoleConnection extends PGlite {
  #finished = 0;

  /** Statements finished through `query`, `exec` and `transaction` (a transaction counts at its end). */
  get statementsFinished(): number {
    return this.#finished;
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    try {
      return await super.query<T>(query, params, options);
    } finally {
      this.#finished += 1;
    }
  }

  override async exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    try {
      return await super.exec(query, options);
    } finally {
      this.#finished += 1;
    }
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await super.transaction(callback);
    } finally {
      this.#finished += 1;
    }
  }

  /** A read that counts as no statement: the read of a held value itself (it waits its turn like any other). */
  readUncounted<T>(query: string, params: unknown[]): Promise<Results<T>> {
    return super.query<T>(query, params);
  }
}

/** The sole connection behind a drizzle database, or undefined on PostgreSQL (and for a transaction's handle). */
export function soleConnectionOf(db: object): SoleConnection | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof SoleConnection ? client : undefined;
}

/**
 * Holds what `read` answered while no other statement finished on the connection and `heldUntil` of the
 * value (milliseconds since the epoch) has not come. A write committed before a call has finished before
 * it, so the call reads again; a statement that finishes while a read runs makes the next call read again
 * (the read may have run before it). Calls that come while a read runs with no statement finished since
 * share it. A failed read is not held.
 */
export function heldBetweenStatements<T>(
  read: () => Promise<T>,
  statementsFinished: () => number,
  heldUntil: (value: T) => number,
  now: () => number = () => Date.now(),
): () => Promise<T> {
  let held: { value: Promise<T>; statements: number; until: number } | undefined;
  return () => {
    const statements = statementsFinished();
    if (held && held.statements === statements && now() < held.until) return held.value;
    const entry = { value: read(), statements, until: Number.POSITIVE_INFINITY };
    held = entry;
    entry.value.then(
      (value) => {
        entry.until = heldUntil(value);
      },
      () => {
        if (held === entry) held = undefined;
      },
    );
    return entry.value;
  };
}

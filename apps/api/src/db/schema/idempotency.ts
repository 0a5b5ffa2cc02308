// Idempotency keys of writes (issue 14 item 9, docs/decisions/0010-idempotent-writes.md): the first attempt
// of a keyed mutation claims its row, runs and stores its answer in one transaction, so a committed row
// always holds the answer a retry gets back.

import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExecutionResult } from 'graphql';

/** What a retry gets back: the first attempt's data (answers with errors are never stored). */
export type IdempotentAnswer = Pick<ExecutionResult, 'data'>;

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The visitor the key belongs to; '' for writes sent without a user id. */
    userId: text('user_id').notNull(),
    key: uuid('key').notNull(),
    /** Hash of store, operation and variables: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The GraphQL answer of the first attempt; null only inside the claiming transaction. */
    response: jsonb('response').$type<IdempotentAnswer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // The periodic sweep deletes by age.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

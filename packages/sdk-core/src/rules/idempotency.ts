// Idempotent writes (DESIGN §7, issue 14 item 9; docs/decisions/0010-idempotent-writes.md): every mutation
// may carry a key in the operation's `extensions`; a retry with the same key is answered from the first
// attempt's stored answer instead of being applied again.

/** The name of the operation extension holding the key: a fresh UUID per write, reused by its retries. */
export const IDEMPOTENCY_KEY_EXTENSION = 'idempotencyKey';

/** The error code (HTTP 422) for a key already used by a different operation or variables. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

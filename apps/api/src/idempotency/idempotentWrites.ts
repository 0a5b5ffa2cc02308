// Idempotent writes (issue 14 item 9; docs/decisions/0010-idempotent-writes.md): a yoga plugin that runs
// every mutation carrying an idempotency key (`extensions.idempotencyKey`, a UUID) exactly once per
// (user id, key). The key is claimed, the mutation executed and its answer stored in ONE transaction, and
// the resolvers write through that transaction (the context's `db` is swapped for it), so either the write
// and its stored answer are both committed or neither is. A retry with the same key gets the stored answer
// back without running again; the same key with another store, operation or variables is refused with 422
// IDEMPOTENCY_KEY_REUSED. An answer with errors is not stored: its transaction is rolled back whole, so a
// retry runs again. Mutations without a key run as before.
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_EXTENSION, IDEMPOTENCY_KEY_REUSED } from '@ranzen/sdk-core/rules';
import { and, eq, lt } from 'drizzle-orm';
import { type ExecutionArgs, type ExecutionResult, GraphQLError, getOperationAST, print } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import { type IdempotentAnswer, idempotencyKeys } from '../db/schema';
import { isUuid } from '../shop/validation';

/** Keys are honoured for at least a day (a retry comes within seconds; a day covers offline clients). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often expired keys are deleted; a key is thus kept between 24 and 25 hours. */
export const IDEMPOTENCY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

type Context = ApiContext & YogaInitialContext;

interface Claim {
  userId: string;
  key: string;
  requestHash: string;
}

/** JSON with object keys sorted, so equal variables hash alike whatever order the client wrote them in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(storeId: string, args: ExecutionArgs): string {
  const request = [storeId, args.operationName ?? null, print(args.document), args.variableValues ?? {}];
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function errorResult(message: string, code: string, status: number): ExecutionResult {
  return { errors: [new GraphQLError(message, { extensions: { code, http: { status } } })] };
}

/** Thrown inside the transaction to roll it back when the mutation answered with errors. */
class AnsweredWithErrors extends Error {
  constructor(readonly result: ExecutionResult) {
    super('The mutation answered with errors; its transaction is rolled back.');
  }
}

function claimed(claim: Claim) {
  return and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
}

async function storedAnswer(tx: Db, claim: Claim): Promise<ExecutionResult> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(claimed(claim));
  // Claim and answer are committed together, so a row another request committed always has its answer.
  if (!row?.response) throw new Error(`Idempotency key ${claim.key} has no stored answer.`);
  if (row.requestHash !== claim.requestHash) {
    return errorResult(
      'This idempotency key was already used for a different request.',
      IDEMPOTENCY_KEY_REUSED,
      422,
    );
  }
  return row.response;
}

/**
 * Claims the key, runs the write and stores its answer in one transaction. A concurrent attempt with the
 * same key waits on the key's row (PostgreSQL) or the single connection (PGlite) and then finds the
 * answer, or claims the key itself when the first attempt rolled back.
 */
export async function executeOnce(
  db: Db,
  claim: Claim,
  run: (tx: Db) => Promise<ExecutionResult>,
): Promise<ExecutionResult> {
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values(claim)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length === 0) return storedAnswer(tx, claim);
      const result = await run(tx);
      if (result.errors?.length) throw new AnsweredWithErrors(result);
      const answer: IdempotentAnswer = { data: result.data ?? null };
      await tx.update(idempotencyKeys).set({ response: answer }).where(claimed(claim));
      return answer;
    });
  } catch (error) {
    if (error instanceof AnsweredWithErrors) return error.result;
    throw error;
  }
}

/** The yoga plugin; keys of queries are ignored (reads are idempotent by nature). */
export function idempotentWrites(): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      const context = args.contextValue;
      const key: unknown = context.params.extensions?.[IDEMPOTENCY_KEY_EXTENSION];
      if (key === undefined) return;
      if (typeof key !== 'string' || !isUuid(key)) {
        setResultAndStopExecution(
          errorResult(`extensions.${IDEMPOTENCY_KEY_EXTENSION} must be a UUID.`, 'BAD_USER_INPUT', 400),
        );
        return;
      }
      const claim: Claim = {
        userId: context.userId ?? '',
        key: key.toLowerCase(),
        requestHash: requestHash(context.store.id, args),
      };
      setExecuteFn((executeArgs) =>
        executeOnce(context.db, claim, async (tx) => {
          // The resolvers see the transaction as their db; the prototype keeps the rest of the context.
          const scoped: Context = Object.create(context);
          scoped.db = tx;
          return executeFn({ ...executeArgs, contextValue: scoped });
        }),
      );
    },
  };
}

/** Deletes keys older than their lifetime; returns how many. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)))
    .returning({ key: idempotencyKeys.key });
  return expired.length;
}

/** Sweeps now and then periodically; the returned function stops it and waits for a running sweep. */
export function startIdempotencySweep(db: Db, everyMs = IDEMPOTENCY_SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepIdempotencyKeys(db).then(
      () => undefined,
      (error: unknown) => console.error('[api] idempotency key sweep failed', error),
    );
  };
  sweep();
  // The timer keeps no process alive.
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}

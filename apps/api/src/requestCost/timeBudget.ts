// Per-request time budget (DESIGN §7 "Every request has a cost and time budget"): a GraphQL request that
// has not answered within REQUEST_TIME_BUDGET_MS is answered 503 REQUEST_TIMEOUT and its abort signal
// fires, which stops the executor from resolving further fields. Queries already sent to the database are
// ended by PostgreSQL's statement_timeout (db/client.ts), which is shorter, so it usually answers first;
// such a statement also answers 503 REQUEST_TIMEOUT (maskStatementTimeouts).
import { createGraphQLError, maskError } from 'graphql-yoga';

export const REQUEST_TIME_BUDGET_MS = 10_000;

export const REQUEST_TIMEOUT = 'REQUEST_TIMEOUT';

export class RequestTimedOut extends Error {
  constructor(budgetMs: number) {
    super(`No answer within ${budgetMs} ms.`);
  }
}

/**
 * Runs `work` with a signal that aborts when the budget is spent (or when `cancelled` aborts, e.g. the
 * client hung up); rejects with RequestTimedOut when the budget is spent, without waiting for `work`.
 */
export async function withinTimeBudget<T>(
  budgetMs: number,
  work: (signal: AbortSignal) => Promise<T>,
  cancelled?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new RequestTimedOut(budgetMs);
      controller.abort(error);
      reject(error);
    }, budgetMs);
  });
  const signal = cancelled ? AbortSignal.any([controller.signal, cancelled]) : controller.signal;
  try {
    return await Promise.race([work(signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** PostgreSQL's `query_canceled`, the error of a statement ended by statement_timeout. */
const QUERY_CANCELED = '57014';

/** Whether the error, or one it wraps (GraphQL's originalError, drizzle's cause), is a statement timeout. */
export function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === QUERY_CANCELED) return true;
    current =
      'originalError' in current && current.originalError ? current.originalError : (current as Error).cause;
  }
  return false;
}

/**
 * yoga's error masking, except that a statement ended by PostgreSQL's statement timeout answers like the
 * request time budget: 503 REQUEST_TIMEOUT instead of a masked internal error.
 */
export const maskStatementTimeouts: typeof maskError = (error, message, isDev) =>
  isStatementTimeout(error)
    ? createGraphQLError('The request took too long.', {
        extensions: { code: REQUEST_TIMEOUT, http: { status: 503 } },
      })
    : maskError(error, message, isDev);

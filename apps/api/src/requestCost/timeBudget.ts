// Per-request time budget (DESIGN §7 "Every request has a cost and time budget"): a GraphQL request that
// has not answered within REQUEST_TIME_BUDGET_MS is answered 503 REQUEST_TIMEOUT and its abort signal
// fires, which stops the executor from resolving further fields. Queries already sent to the database are
// ended by PostgreSQL's statement_timeout (db/client.ts), which is shorter, so it usually answers first.
export const REQUEST_TIME_BUDGET_MS = 10_000;

export const REQUEST_TIMEOUT = 'REQUEST_TIMEOUT';

export class RequestTimedOut extends Error {
  constructor(budgetMs: number) {
    super(`No answer within ${budgetMs} ms.`);
  }
}

/**
 * Runs `work` with a signal that aborts when the budget is spent; rejects with RequestTimedOut then,
 * without waiting for `work` to notice.
 */
export async function withinTimeBudget<T>(
  budgetMs: number,
  work: (signal: AbortSignal) => Promise<T>,
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
  try {
    return await Promise.race([work(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

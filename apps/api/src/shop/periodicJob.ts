// The API's background jobs (payments/paymentExpiry.ts, orders/fulfilment.ts): each runs now and then
// every so often in the API process, and its pace comes from the environment.

/**
 * A number of milliseconds from the environment variable `name`: `fallback` when unset or blank; a value
 * that is not a whole number (positive, or also 0 with `allowZero`) stops the start instead of running a
 * job at a surprising pace.
 */
export function millisecondsFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { allowZero = false }: { allowZero?: boolean } = {},
): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms < 0 || (ms === 0 && !allowZero)) {
    const wanted = allowZero ? 'zero or a positive number' : 'a positive number';
    throw new Error(`${name} must be ${wanted} of milliseconds, not "${value}".`);
  }
  return ms;
}

/**
 * Runs `run` now and then every `everyMs`; the returned function stops it and waits for a running run.
 * A run still going when the timer fires again is left to finish; the next tick takes what is left.
 */
export function startPeriodicJob(
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(() =>
      stopped
        ? undefined
        : run().then(
            () => undefined,
            (error: unknown) => console.error(`[api] ${name} failed`, error),
          ),
    );
  };
  tick();
  // The timer keeps no process alive.
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    return running;
  };
}

// What the shop API and the storefront server agree on for their shared caches (issue 22; decisions 0021
// and 0026): where the API tells its catalogue version, and which answers hold figures that change
// without any write, so that no cache keeps them.

/**
 * `GET` on the API (bearer token): `{"version":"…"}`, the catalogue version every catalogue, price,
 * stock, review or CMS write and every lightning deal start or end changes. A cache keyed by it shows a
 * change on the next request.
 */
export const CATALOGUE_VERSION_PATH = '/catalogue-version';

/**
 * The field of items and cards that holds a running deal's live figures (reserved share, still
 * available): they change when a reservation runs out, which no write marks, so an answer where it is
 * not null is not kept.
 */
export const LIVE_DEAL_FIELD = 'lightningDealInfo';

/**
 * Whether a result holds a running deal anywhere (LIVE_DEAL_FIELD not null).
 *
 * @example
 * ```ts
 * holdsLiveDeal({ product: { items: [{ lightningDealInfo: null }] } }); // false
 * holdsLiveDeal({ product: { items: [{ lightningDealInfo: { lightningReservedPercentageRoundFloor: 40 } }] } }); // true
 * ```
 */
export function holdsLiveDeal(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsLiveDeal);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, field]) => (key === LIVE_DEAL_FIELD && field !== null) || holdsLiveDeal(field),
  );
}

/**
 * Shares one read among concurrent callers without ever answering a caller with a read that started
 * before its call: while a read runs, the callers that arrive meanwhile wait for the next one, which
 * starts when it ends. A cache keyed by the catalogue version so shows a write committed before the
 * request on that request, and under load costs one read per round trip instead of one per request.
 *
 * @example
 * ```ts
 * const currentVersion = freshSharedReads(() => fetch('/catalogue-version').then((response) => response.text()));
 * await Promise.all([currentVersion(), currentVersion()]); // two calls, at most two reads
 * ```
 */
export function freshSharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const current = (): Promise<T> => {
    if (!running) {
      running = read().finally(() => {
        running = undefined;
      });
      return running;
    }
    // The running read may have passed its source before this call came: wait for a fresh one.
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return current();
      });
    return next;
  };
  return current;
}

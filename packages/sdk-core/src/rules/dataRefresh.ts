// Data refresh on navigation (spec storefront §4 "Mobile search and refresh", §9 "Data refresh on
// navigation: after 10 minutes"): a client-side route change refetches the cached data when more
// than ten minutes passed since the last refresh, so a tab left open shows current prices and stock.

export const DATA_REFRESH_AFTER_MS = 10 * 60 * 1000;

/**
 * True when more than ten minutes passed between the last refresh and now (both epoch ms).
 *
 * @example
 * ```ts
 * isDataStale(0, 600_000); // false
 * isDataStale(0, 600_001); // true
 * ```
 */
export function isDataStale(lastRefreshAt: number, now: number): boolean {
  return now - lastRefreshAt > DATA_REFRESH_AFTER_MS;
}

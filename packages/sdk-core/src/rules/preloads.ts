// What a page loads ahead for the pages it links to (spec storefront §4 "The page payload is prefetched
// after 1 s", §7 "Failure to fetch … a payload is only logged", §9 "Route preloads at once: 4"). The
// storefront embeds a page's data in its document, so there is no separate payload file: what it loads
// ahead is the code of the pages the visible links lead to (docs/not-shown.md "Payload prefetch").

/** How long a shown page waits before it loads ahead, so its own work comes first. */
export const PRELOAD_DELAY_MS = 1000;

/** How many preloads run at once; the rest wait for a free slot. */
export const ROUTE_PRELOADS_AT_ONCE = 4;

export interface PreloadQueue {
  /** Queues `load` under `key`; a key queued before (running, done or failed) is not loaded again. */
  add(key: string, load: () => Promise<unknown>): void;
}

/**
 * A queue that runs at most `limit` loads at a time, in the order they were added. A failed load frees
 * its slot and is not retried: the navigation that needs it loads it again and handles the error.
 *
 * @example
 * ```ts
 * const queue = createPreloadQueue();
 * queue.add('product', loadProductPage); // the page's chunk: () => import('./ProductPage')
 * queue.add('product', loadProductPage); // ignored: queued already
 * ```
 */
export function createPreloadQueue(limit = ROUTE_PRELOADS_AT_ONCE): PreloadQueue {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;
  const next = (): void => {
    while (running < limit) {
      const load = waiting.shift();
      if (!load) return;
      running += 1;
      load()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return {
    add(key, load) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(load);
      next();
    },
  };
}

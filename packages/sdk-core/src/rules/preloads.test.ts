// Spec storefront §4 "The page payload is prefetched after 1 s", §9 "Route preloads at once: 4".
import { describe, expect, it } from 'vitest';
import { createPreloadQueue, PRELOAD_DELAY_MS, ROUTE_PRELOADS_AT_ONCE } from './preloads';

/** A load that resolves or rejects when the test says so, and records that it started. */
function controlledLoad(started: string[], key: string) {
  let settle: (ok: boolean) => void = () => undefined;
  const load = () => {
    started.push(key);
    return new Promise<void>((resolve, reject) => {
      settle = (ok) => (ok ? resolve() : reject(new Error(`${key} failed`)));
    });
  };
  return { load, settle: (ok: boolean) => settle(ok) };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloads (storefront §4, §9)', () => {
  it('waits 1 s and runs 4 at once', () => {
    expect(PRELOAD_DELAY_MS).toBe(1000);
    expect(ROUTE_PRELOADS_AT_ONCE).toBe(4);
  });

  it('runs at most four loads at once; a finished or failed one frees its slot for the next in order', async () => {
    const started: string[] = [];
    const queue = createPreloadQueue();
    const loads = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({ key, ...controlledLoad(started, key) }));
    for (const { key, load } of loads) queue.add(key, load);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    loads[1]?.settle(true);
    await turn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    loads[0]?.settle(false);
    await turn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('loads a key once, also after it failed', async () => {
    const started: string[] = [];
    const queue = createPreloadQueue();
    const first = controlledLoad(started, 'product');
    queue.add('product', first.load);
    queue.add('product', controlledLoad(started, 'product again').load);
    first.settle(false);
    await turn();
    queue.add('product', controlledLoad(started, 'product after failure').load);
    expect(started).toEqual(['product']);
  });
});

// @vitest-environment jsdom
// Spec storefront §4 "A build manifest poll detects new builds", §8 "Failure to fetch the manifest ... is
// only logged": the page notices a deploy and says so; a failed read changes nothing.
import { BUILD_POLL_INTERVAL_MS } from '@ranzen/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchBuild } from './buildWatch';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const answer = (id: string) => async () => Response.json({ id });

describe('build watch', () => {
  it('stays unchanged while the server runs the page’s build', async () => {
    const watch = watchBuild({ buildId: 'a1', target: window, fetchLatest: answer('a1') });
    await watch.check();
    expect(watch.changed()).toBe(false);
    watch.stop();
  });

  it('notices another build on the hourly poll', async () => {
    vi.useFakeTimers();
    const fetchLatest = vi.fn(answer('b2'));
    const watch = watchBuild({ buildId: 'a1', target: window, fetchLatest });
    expect(watch.changed()).toBe(false);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(watch.changed()).toBe(true);
    watch.stop();
  });

  it('asks again when the page becomes visible', async () => {
    const fetchLatest = vi.fn(answer('b2'));
    const watch = watchBuild({ buildId: 'a1', target: window, fetchLatest });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(watch.changed()).toBe(true));
    watch.stop();
  });

  it('only logs a manifest it could not read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const watch = watchBuild({
      buildId: 'a1',
      target: window,
      fetchLatest: async () => new Response('', { status: 503 }),
    });
    await watch.check();
    expect(watch.changed()).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    watch.stop();
  });
});

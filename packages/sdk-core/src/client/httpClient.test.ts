// Spec storefront §8 (the generic HTTP client retries GET 0 times and PATCH, POST, PUT and DELETE 1 time, on
// 408, 409, 425, 429, 500, 502, 503 and 504) and shopping §8/§9 (request timeout "Request timed out (5000ms)").
import { describe, expect, it, vi } from 'vitest';
import {
  fetchWithTimeout,
  HTTP_RETRY_STATUSES,
  httpRetriesFor,
  httpRetryDelayMs,
  REQUEST_TIMEOUT_MS,
  RequestTimeoutError,
  shopFetch,
} from './httpClient';

/** A fetch answering the given statuses in turn (a number) or failing on the way ('cut'). */
function scriptedFetch(replies: readonly (number | 'cut')[]) {
  const calls: string[] = [];
  const doFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    const reply = replies[calls.length - 1] ?? 200;
    if (reply === 'cut') throw new TypeError('fetch failed');
    return new Response('{}', { status: reply });
  });
  return { doFetch: doFetch as unknown as typeof fetch, calls };
}

const noPause = async () => undefined;

describe('retry rules (storefront §8, shopping §9)', () => {
  it('retries reads 0 times and writes 1 time', () => {
    expect(httpRetriesFor('GET')).toBe(0);
    expect(httpRetriesFor(undefined)).toBe(0);
    expect(httpRetriesFor('head')).toBe(0);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(httpRetriesFor(method)).toBe(1);
  });

  it('names exactly the spec statuses', () => {
    expect(HTTP_RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it('waits longer before each further retry', () => {
    expect(httpRetryDelayMs(1)).toBe(500);
    expect(httpRetryDelayMs(2)).toBe(1000);
  });

  it.each(HTTP_RETRY_STATUSES)(
    'sends a POST answered %i once more, after the back-off pause',
    async (status) => {
      const { doFetch, calls } = scriptedFetch([status, 200]);
      const sleep = vi.fn(noPause);
      const response = await shopFetch('/api/login-action/', { method: 'POST' }, { fetch: doFetch, sleep });
      expect(response.status).toBe(200);
      expect(calls).toEqual(['POST /api/login-action/', 'POST /api/login-action/']);
      expect(sleep).toHaveBeenCalledWith(500);
    },
  );

  it('gives a write at most one retry and returns the last answer', async () => {
    const { doFetch, calls } = scriptedFetch([503, 503, 200]);
    const response = await shopFetch(
      '/api/submit-cart/',
      { method: 'POST' },
      { fetch: doFetch, sleep: noPause },
    );
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  it('does not retry a GET, even on a retryable status', async () => {
    const { doFetch, calls } = scriptedFetch([503, 200]);
    const response = await shopFetch('/api/cart-id', {}, { fetch: doFetch, sleep: noPause });
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a write answered %i', async (status) => {
    const { doFetch, calls } = scriptedFetch([status, 200]);
    await shopFetch('/api/login-action/', { method: 'POST' }, { fetch: doFetch, sleep: noPause });
    expect(calls).toHaveLength(1);
  });

  it('retries a write that got no answer, and throws when the retry fails too', async () => {
    const once = scriptedFetch(['cut', 200]);
    const response = await shopFetch('/x', { method: 'DELETE' }, { fetch: once.doFetch, sleep: noPause });
    expect(response.status).toBe(200);
    const twice = scriptedFetch(['cut', 'cut']);
    await expect(
      shopFetch('/x', { method: 'PUT' }, { fetch: twice.doFetch, sleep: noPause }),
    ).rejects.toThrow(TypeError);
    expect(twice.calls).toHaveLength(2);
  });
});

describe('request timeout (shopping §8, §9)', () => {
  /** A fetch that never answers, but honours its abort signal as the real one does. */
  const hangingFetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })) as typeof fetch;

  it('gives up after 5000 ms with the spec message', async () => {
    vi.useFakeTimers();
    try {
      const pending = fetchWithTimeout(hangingFetch)('/api/cart-id');
      const settled = expect(pending).rejects.toThrow('Request timed out (5000ms)');
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      await expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the caller’s own abort as it is', async () => {
    const controller = new AbortController();
    const pending = fetchWithTimeout(hangingFetch)('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('lets a timed-out write be retried once', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const slowThenFine = ((input: RequestInfo | URL, init?: RequestInit) => {
        calls += 1;
        return calls === 1 ? hangingFetch(input, init) : Promise.resolve(new Response('{}'));
      }) as typeof fetch;
      const pending = shopFetch(
        '/api/login-action/',
        { method: 'POST' },
        { fetch: slowThenFine, sleep: noPause },
      );
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect((await pending).status).toBe(200);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

// Server-side OAuth token (spec shopping §7: client credentials, 3 s timeout, one retry; §9: valid
// until expires_in minus 60 seconds).
import { describe, expect, it, vi } from 'vitest';
import { createApiTokenSource } from './apiToken';

function tokenResponse(token: string, expiresIn: number): Response {
  return new Response(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: expiresIn }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createApiTokenSource', () => {
  it('asks with client credentials and caches until expires_in - 60 s', async () => {
    let now = 0;
    const fetchMock = vi.fn(async () => tokenResponse(`t${fetchMock.mock.calls.length}`, 120));
    const tokens = createApiTokenSource({
      apiUrl: 'http://api',
      clientId: 'id',
      clientSecret: 'secret',
      fetch: fetchMock,
      now: () => now,
    });
    expect(await tokens.getToken()).toBe('t1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/oauth/token');
    expect(String(init.body)).toBe('grant_type=client_credentials&client_id=id&client_secret=secret');

    now = 59_000;
    expect(await tokens.getToken()).toBe('t1');
    now = 60_000;
    expect(await tokens.getToken()).toBe('t2');
  });

  it('retries once, then gives up', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(async () => new Response('no', { status: 500 }));
    const tokens = createApiTokenSource({
      apiUrl: 'http://api',
      clientId: 'i',
      clientSecret: 's',
      fetch: failing,
    });
    await expect(tokens.getToken()).rejects.toThrow(/HTTP 500/);
    expect(failing).toHaveBeenCalledTimes(2);

    const flaky = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce(tokenResponse('ok', 3600));
    const second = createApiTokenSource({
      apiUrl: 'http://api',
      clientId: 'i',
      clientSecret: 's',
      fetch: flaky,
    });
    expect(await second.getToken()).toBe('ok');
    errorSpy.mockRestore();
  });

  it('shares one request between concurrent callers and refetches after invalidate()', async () => {
    const fetchMock = vi.fn(async () => tokenResponse(`t${fetchMock.mock.calls.length}`, 3600));
    const tokens = createApiTokenSource({
      apiUrl: 'http://api',
      clientId: 'i',
      clientSecret: 's',
      fetch: fetchMock,
    });
    const [a, b] = await Promise.all([tokens.getToken(), tokens.getToken()]);
    expect([a, b]).toEqual(['t1', 't1']);
    tokens.invalidate();
    expect(await tokens.getToken()).toBe('t2');
  });
});

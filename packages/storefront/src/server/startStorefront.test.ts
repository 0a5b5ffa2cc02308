// The storefront server has no default API client secret (issue 14 item 1, DESIGN §7 "No default secret
// outside development"): without RANZEN_API_CLIENT_SECRET it refuses to start, naming the variable.
import { STORES } from '@ranzen/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCredentialsFromEnv, startStorefront } from './startStorefront';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('startStorefront', () => {
  it('refuses to start without RANZEN_API_CLIENT_SECRET', async () => {
    vi.stubEnv('RANZEN_API_CLIENT_SECRET', '');
    vi.stubEnv('PORT', '0');
    await expect(
      startStorefront({
        name: 'test',
        stores: [STORES.de],
        defaultPort: 0,
        clientDir: new URL('./no-client-build/', import.meta.url),
        clientEntry: 'src/entry-client.tsx',
      }),
    ).rejects.toThrow(/RANZEN_API_CLIENT_SECRET is not set/);
  });

  it('takes the client secret and id from the environment', () => {
    expect(apiCredentialsFromEnv({ RANZEN_API_CLIENT_SECRET: 'secret' })).toEqual({
      clientId: 'storefront',
      clientSecret: 'secret',
    });
    expect(
      apiCredentialsFromEnv({ RANZEN_API_CLIENT_SECRET: 'secret', RANZEN_API_CLIENT_ID: 'shop' }),
    ).toEqual({
      clientId: 'shop',
      clientSecret: 'secret',
    });
    expect(() => apiCredentialsFromEnv({ RANZEN_API_CLIENT_SECRET: '  ' })).toThrow(
      /RANZEN_API_CLIENT_SECRET/,
    );
  });
});

// Bearer tokens for the storefront server (shopping §7 "server-side OAuth token request").
import { describe, expect, it } from 'vitest';
import { bearerFrom, checkClient, issueToken, verifyToken } from './token';

const config = { clientId: 'storefront', clientSecret: 's3cret', signingSecret: 'sign', ttlSeconds: 60 };

describe('tokens', () => {
  it('verifies its own tokens until they expire', () => {
    const token = issueToken(config, 1000);
    expect(verifyToken(token, config, 1000)).toBe(true);
    expect(verifyToken(token, config, 1059)).toBe(true);
    expect(verifyToken(token, config, 1060)).toBe(false);
  });

  it('rejects tampered tokens and tokens signed with another secret', () => {
    const token = issueToken(config, 1000);
    const [data, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'storefront', iat: 1000, exp: 99999 })).toString(
      'base64url',
    );
    expect(verifyToken(`${forged}.${signature}`, config, 1000)).toBe(false);
    expect(verifyToken(`${data}.${signature}x`, config, 1000)).toBe(false);
    expect(verifyToken(issueToken({ ...config, signingSecret: 'other' }, 1000), config, 1000)).toBe(false);
    expect(verifyToken('garbage', config, 1000)).toBe(false);
  });

  it('checks client credentials and parses bearer headers', () => {
    expect(checkClient(config, 'storefront', 's3cret')).toBe(true);
    expect(checkClient(config, 'storefront', 'wrong')).toBe(false);
    expect(bearerFrom('Bearer abc.def')).toBe('abc.def');
    expect(bearerFrom('Basic abc')).toBeNull();
  });
});

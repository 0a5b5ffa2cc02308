// Bearer tokens for the storefront server (shopping §7 "server-side OAuth token request"; issue 14 item 1:
// short-lived, rotatable, no public default secret; DESIGN §7).
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from './secrets';
import {
  type AuthConfig,
  bearerFrom,
  checkClient,
  issueToken,
  TOKEN_TTL_SECONDS,
  tokenVerifier,
  verifyToken,
} from './token';

const config: AuthConfig = {
  clientId: 'storefront',
  clientSecret: 's3cret',
  signingSecret: 'sign',
  ttlSeconds: 60,
};
const TEN_YEARS_S = 10 * 365 * 86_400;

/** A token as the API made them before issue 14: HMAC under the raw public development secret. */
function forgeWithOldDefault(payload: object): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', 'ranzen-dev-token-signing-secret').update(data).digest('base64url');
  return `${data}.${signature}`;
}

describe('tokens', () => {
  it('verifies its own tokens until they expire', () => {
    const token = issueToken(config, 1000);
    expect(verifyToken(token, config, 1000)).toBe(true);
    expect(verifyToken(token, config, 1059)).toBe(true);
    expect(verifyToken(token, config, 1060)).toBe(false);
  });

  it('verifies a token once per process and still stops it at its expiry; a failed one fails every time', () => {
    const verify = tokenVerifier(config);
    const token = issueToken(config, 1000);
    expect(verify(token, 1000)).toBe(true);
    expect(verify(token, 1059)).toBe(true);
    expect(verify(token, 1060)).toBe(false);
    const [data, signature] = token.split('.');
    const tampered = `${data}.${signature}x`;
    expect(verify(tampered, 1000)).toBe(false);
    expect(verify(tampered, 1000)).toBe(false);
    expect(verify(issueToken({ ...config, signingSecret: 'other' }, 1000), 1000)).toBe(false);
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

  it('issues 15-minute tokens and refuses a correctly signed token that claims to live 10 years', () => {
    expect(TOKEN_TTL_SECONDS).toBe(900);
    const decadeLong = issueToken({ ...config, ttlSeconds: TEN_YEARS_S }, 1000);
    expect(verifyToken(decadeLong, config, 1000)).toBe(false);
  });

  it('refuses tokens issued in the future beyond 30 s of clock skew', () => {
    expect(verifyToken(issueToken(config, 1030), config, 1000)).toBe(true);
    expect(verifyToken(issueToken(config, 1031), config, 1000)).toBe(false);
    expect(verifyToken(issueToken(config, 1000 + 3600), config, 1000)).toBe(false);
  });

  it('refuses tokens for another or no subject', () => {
    expect(verifyToken(issueToken({ ...config, clientId: 'someone-else' }, 1000), config, 1000)).toBe(false);
    expect(verifyToken(issueToken({ ...config, clientId: '' }, 1000), config, 1000)).toBe(false);
  });

  it('accepts the old key during a rotation ("new,old") and refuses unknown keys', () => {
    const rotating = { ...config, signingSecret: 'new,old' };
    const madeBeforeRotation = issueToken({ ...config, signingSecret: 'old' }, 1000);
    expect(verifyToken(madeBeforeRotation, rotating, 1000)).toBe(true);
    const madeDuringRotation = issueToken(rotating, 1000);
    expect(verifyToken(madeDuringRotation, { ...config, signingSecret: 'new' }, 1000)).toBe(true);
    expect(verifyToken(madeDuringRotation, { ...config, signingSecret: 'old' }, 1000)).toBe(false);
    expect(verifyToken(issueToken({ ...config, signingSecret: 'unknown' }, 1000), rotating, 1000)).toBe(
      false,
    );
  });

  it('refuses a token forged with the old public default secret, also when the API runs without configuration', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ranzen-token-'));
    try {
      const unconfigured = await loadAuthConfig(dataDir, {}, { NODE_ENV: 'development' });
      const now = Math.floor(Date.now() / 1000);
      for (const exp of [now + 600, now + TEN_YEARS_S]) {
        expect(verifyToken(forgeWithOldDefault({ sub: 'storefront', iat: now, exp }), unconfigured)).toBe(
          false,
        );
      }
      const signedWithDefault = issueToken({
        ...unconfigured,
        signingSecret: 'ranzen-dev-token-signing-secret',
      });
      expect(verifyToken(signedWithDefault, unconfigured)).toBe(false);
      expect(verifyToken(issueToken(unconfigured), unconfigured)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('checks client credentials and parses bearer headers', () => {
    expect(checkClient(config, 'storefront', 's3cret')).toBe(true);
    expect(checkClient(config, 'storefront', 'wrong')).toBe(false);
    expect(bearerFrom('Bearer abc.def')).toBe('abc.def');
    expect(bearerFrom('Basic abc')).toBeNull();
  });
});

// The session cookies (spec shopping §4 "Session kind", §7 "Internal endpoints", §9 "token cookie
// lifetime is expires_in minus 60 seconds"; DESIGN §2 "page scripts can read presence, never a token").
import { parse } from 'cookie';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_TOKEN_COOKIE,
  clearTokenCookies,
  logoutCookies,
  readCustomerToken,
  sessionCookies,
  TOKEN_COOKIE_EARLY_EXPIRY_SECONDS,
  tokenCookieMaxAge,
} from './customerSession';

const NOW = new Date('2026-11-26T12:00:00Z');
const IN_30_DAYS = new Date(NOW.getTime() + 30 * 24 * 3600 * 1000);
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

function byName(cookies: readonly string[]): Map<string, string> {
  return new Map(cookies.map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie]));
}

describe('sessionCookies', () => {
  it('keeps the token in an HttpOnly cookie and tells scripts only that a customer session exists', () => {
    const cookies = byName(
      sessionCookies({
        token: TOKEN,
        expires: IN_30_DAYS,
        kind: 'customer',
        stayLogged: false,
        https: false,
        now: NOW,
      }),
    );
    const token = cookies.get(CUSTOMER_TOKEN_COOKIE) ?? '';
    expect(token).toContain(`${CUSTOMER_TOKEN_COOKIE}=${TOKEN}`);
    expect(token).toContain('HttpOnly');
    expect(token).toContain('SameSite=Lax');
    // Without "stay logged in": browser-session cookies (no Max-Age, no Expires).
    expect(token).not.toMatch(/Max-Age|Expires/);
    const presence = cookies.get('X-JWT-exist') ?? '';
    expect(presence).not.toContain('HttpOnly');
    expect(presence).not.toContain(TOKEN);
    expect(presence).not.toMatch(/Max-Age/);
    expect(cookies.get('X-JWT-guest')).toBe('X-JWT-guest=; Max-Age=0; Path=/; SameSite=Lax');
    expect(cookies.get('had-session')).toContain('Max-Age=34560000');
  });

  it('makes the cookies persistent with "stay logged in": the token expiry minus 60 s (§9)', () => {
    const cookies = byName(
      sessionCookies({
        token: TOKEN,
        expires: IN_30_DAYS,
        kind: 'customer',
        stayLogged: true,
        https: false,
        now: NOW,
      }),
    );
    const maxAge = 30 * 24 * 3600 - TOKEN_COOKIE_EARLY_EXPIRY_SECONDS;
    expect(cookies.get(CUSTOMER_TOKEN_COOKIE)).toContain(`Max-Age=${maxAge}`);
    expect(cookies.get('X-JWT-exist')).toContain(`Max-Age=${maxAge}`);
    expect(tokenCookieMaxAge(new Date(NOW.getTime() + 30_000), NOW)).toBe(0);
  });

  it('sets the guest presence cookie for a guest session and no had-session marker', () => {
    const cookies = byName(
      sessionCookies({
        token: TOKEN,
        expires: IN_30_DAYS,
        kind: 'guest',
        stayLogged: false,
        https: false,
        now: NOW,
      }),
    );
    expect(cookies.get('X-JWT-guest')).toMatch(/^X-JWT-guest=1;/);
    expect(cookies.get('X-JWT-exist')).toContain('Max-Age=0');
    expect(cookies.has('had-session')).toBe(false);
  });

  it('uses a __Host- Secure token cookie over HTTPS and removes the plain one', () => {
    const cookies = byName(
      sessionCookies({
        token: TOKEN,
        expires: IN_30_DAYS,
        kind: 'customer',
        stayLogged: false,
        https: true,
        now: NOW,
      }),
    );
    const secure = cookies.get(`__Host-${CUSTOMER_TOKEN_COOKIE}`) ?? '';
    expect(secure).toContain('Secure');
    expect(secure).toContain('HttpOnly');
    expect(secure).toContain('Path=/');
    expect(cookies.get(CUSTOMER_TOKEN_COOKIE)).toContain('Max-Age=0');
    expect(cookies.get('X-JWT-exist')).toContain('Secure');
  });
});

describe('readCustomerToken', () => {
  it('reads the __Host- cookie first and ignores anything that is no token', () => {
    expect(
      readCustomerToken({ [`__Host-${CUSTOMER_TOKEN_COOKIE}`]: TOKEN, [CUSTOMER_TOKEN_COOKIE]: 'old.one.x' }),
    ).toBe(TOKEN);
    expect(readCustomerToken({ [CUSTOMER_TOKEN_COOKIE]: TOKEN })).toBe(TOKEN);
    expect(readCustomerToken({ [CUSTOMER_TOKEN_COOKIE]: 'a b\r\nX-Injected: 1' })).toBeNull();
    expect(readCustomerToken({})).toBeNull();
  });
});

describe('logoutCookies (spec storefront §8 "what a logout deletes")', () => {
  it('deletes the presence cookies, had-session, the security-logout flag, the wish list and the token', () => {
    const names = logoutCookies().map((cookie) => Object.keys(parse(cookie))[0]);
    expect(names).toEqual([
      'X-JWT-exist',
      'X-JWT-guest',
      'had-session',
      'securityLogout',
      'activeWishlistId',
      CUSTOMER_TOKEN_COOKIE,
      `__Host-${CUSTOMER_TOKEN_COOKIE}`,
    ]);
    for (const cookie of [...logoutCookies(), ...clearTokenCookies()]) expect(cookie).toContain('Max-Age=0');
  });
});

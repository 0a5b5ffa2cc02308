import { describe, expect, it } from 'vitest';
import { GUEST_SESSION_COOKIE, SESSION_COOKIE } from '../rules/session';
import { STORES } from '../store/storeConfig';
import {
  catalogueGuard,
  checkNavigationTarget,
  isSameSitePath,
  isSecurityLogoutError,
  routeGuard,
  SECURITY_LOGOUT_COOKIE,
  securityLogoutGuard,
} from './guards';
import { matchRoute, routePath } from './routeTable';

const loggedIn = { [SESSION_COOKIE]: '1' };
const guest = { [SESSION_COOKIE]: '1', [GUEST_SESSION_COOKIE]: '1' };

describe('catalogueGuard (spec storefront §2.4)', () => {
  it('sends a B2B visitor without a login to /login, on either host and either variant', () => {
    for (const store of [STORES['b2b-de'], STORES['b2b-en']]) {
      expect(catalogueGuard('de', store, {})).toEqual({ allow: false, location: '/login/' });
      expect(catalogueGuard('en', store, {})).toEqual({ allow: false, location: '/login/' });
      // A guest session is not a login (spec §4 "Session kind").
      expect(catalogueGuard('de', store, guest)).toEqual({ allow: false, location: '/login/' });
    }
  });

  it('lets a logged-in B2B customer see only the host language catalogue', () => {
    expect(catalogueGuard('de', STORES['b2b-de'], loggedIn)).toEqual({ allow: true });
    expect(catalogueGuard('en', STORES['b2b-de'], loggedIn)).toEqual({
      allow: false,
      location: routePath('catalogue', { variant: 'de' }),
    });
    expect(catalogueGuard('en', STORES['b2b-en'], loggedIn)).toEqual({ allow: true });
    expect(catalogueGuard('de', STORES['b2b-en'], loggedIn)).toEqual({
      allow: false,
      location: '/service/catalogue/',
    });
  });

  it('sends a non-B2B host to /service/katalog, without asking for a login', () => {
    for (const store of [STORES.de, STORES.at, STORES.ch, STORES['en-DE']]) {
      expect(catalogueGuard('de', store, {})).toEqual({ allow: true });
      expect(catalogueGuard('en', store, loggedIn)).toEqual({ allow: false, location: '/service/katalog/' });
    }
  });
});

describe('securityLogoutGuard (spec storefront §2.4, §8; shopping §7)', () => {
  const flagged = { [SECURITY_LOGOUT_COOKIE]: '1' };

  it('forces /logout on every other route while the cookie is set', () => {
    for (const path of ['/', '/cat/1/', '/prod/p-1/', '/login/', '/service/katalog/', '/inspiration/']) {
      expect(securityLogoutGuard(matchRoute(path), flagged)).toEqual({ allow: false, location: '/logout/' });
    }
  });

  it('lets /logout itself through, and does nothing without the cookie', () => {
    expect(securityLogoutGuard(matchRoute('/logout'), flagged)).toEqual({ allow: true });
    expect(securityLogoutGuard(matchRoute('/'), loggedIn)).toEqual({ allow: true });
  });

  it('recognises the auth error keys invalid_token and revoked_token only', () => {
    expect(isSecurityLogoutError('invalid_token')).toBe(true);
    expect(isSecurityLogoutError('revoked_token')).toBe(true);
    expect(isSecurityLogoutError('INVALID_TOKEN')).toBe(false);
    expect(isSecurityLogoutError(undefined)).toBe(false);
  });
});

describe('routeGuard', () => {
  it('puts the security logout before the catalogue login', () => {
    expect(
      routeGuard(matchRoute('/service/katalog/'), STORES['b2b-de'], { [SECURITY_LOGOUT_COOKIE]: '1' }),
    ).toEqual({ allow: false, location: '/logout/' });
    expect(routeGuard(matchRoute('/service/katalog/'), STORES['b2b-de'], {})).toEqual({
      allow: false,
      location: '/login/',
    });
    expect(routeGuard(matchRoute('/prime/'), STORES['b2b-de'], {})).toEqual({ allow: true });
  });
});

describe('checkNavigationTarget (spec storefront §8)', () => {
  const current = new URL('http://localhost:3000/cat/1/');

  it('accepts same-origin paths and URLs', () => {
    const check = checkNavigationTarget('/prod/7/?varid=7-01', current);
    expect(check.ok && check.url.href).toBe('http://localhost:3000/prod/7/?varid=7-01');
    expect(checkNavigationTarget('http://localhost:3000/', current).ok).toBe(true);
    expect(checkNavigationTarget('../2/', current).ok).toBe(true);
  });

  it('refuses external URLs by default, and allows them only when asked', () => {
    expect(checkNavigationTarget('https://evil.example/', current)).toEqual({
      ok: false,
      reason: 'external',
    });
    expect(checkNavigationTarget('//evil.example/x', current)).toEqual({ ok: false, reason: 'external' });
    expect(checkNavigationTarget('http://at.localhost:3000/', current)).toEqual({
      ok: false,
      reason: 'external',
    });
    expect(checkNavigationTarget('https://partner.example/', current, { allowExternal: true }).ok).toBe(true);
  });

  it('always refuses unsafe protocols, even when external URLs are allowed', () => {
    for (const target of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(checkNavigationTarget(target, current, { allowExternal: true })).toEqual({
        ok: false,
        reason: 'unsafeProtocol',
      });
    }
  });

  it('refuses what is not a URL', () => {
    expect(checkNavigationTarget('http://[::1', current)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('isSameSitePath', () => {
  it('accepts paths and refuses absolute, protocol-relative and unsafe targets', () => {
    expect(isSameSitePath('/cat/10/')).toBe(true);
    expect(isSameSitePath('/inspiration/?a=1')).toBe(true);
    expect(isSameSitePath('https://partner.example/')).toBe(false);
    expect(isSameSitePath('//evil.example/')).toBe(false);
    expect(isSameSitePath('/\\evil.example/')).toBe(false);
    expect(isSameSitePath('javascript:alert(1)')).toBe(false);
    expect(isSameSitePath('cat/10/')).toBe(false);
  });
});

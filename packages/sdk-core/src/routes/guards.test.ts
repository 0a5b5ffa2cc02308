import { describe, expect, it } from 'vitest';
import { GUEST_SESSION_COOKIE, SESSION_COOKIE } from '../rules/session';
import { STORES } from '../store/storeConfig';
import {
  ALREADY_LOGGED_IN_MESSAGE,
  accountGuard,
  CUSTOMER_ROUTES,
  catalogueGuard,
  checkNavigationTarget,
  isSameSitePath,
  isSecurityLogoutError,
  loginPathBack,
  newPasswordToken,
  routeGuard,
  SECURITY_LOGOUT_COOKIE,
  securityLogoutGuard,
} from './guards';
import { matchRoute, routePath } from './routeTable';

const loggedIn = { [SESSION_COOKIE]: '1' };
const guest = { [SESSION_COOKIE]: '1', [GUEST_SESSION_COOKIE]: '1' };
const shop = (href: string) => new URL(href, 'http://localhost:3000');

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
  const katalog = shop('/service/katalog/');

  it('puts the security logout before the catalogue login', () => {
    expect(
      routeGuard(
        matchRoute('/service/katalog/'),
        STORES['b2b-de'],
        { [SECURITY_LOGOUT_COOKIE]: '1' },
        katalog,
      ),
    ).toEqual({ allow: false, location: '/logout/' });
    expect(routeGuard(matchRoute('/service/katalog/'), STORES['b2b-de'], {}, katalog)).toEqual({
      allow: false,
      location: '/login/',
    });
    expect(routeGuard(matchRoute('/prime/'), STORES['b2b-de'], {}, shop('/prime/'))).toEqual({ allow: true });
  });

  it('runs the account guard for the routes of the table', () => {
    const search = shop('/search/?q=heft');
    expect(routeGuard(matchRoute(search.pathname), STORES.de, {}, search)).toEqual({ allow: true });
    expect(routeGuard(matchRoute('/login/'), STORES.de, loggedIn, shop('/login/'))).toEqual({ allow: true });
  });
});

describe('accountGuard (spec shopping §2 "Guards and redirects", §6)', () => {
  // The order detail also opens with the order's hash (issue 18): its loader sends a visitor with neither
  // a login nor a hash to /login.
  it('declares which account pages need a login: all below /myaccount/ but register, reset, new password, wish list, returns, order detail', () => {
    for (const name of ['account', 'password', 'contactDetails', 'customerNumber', 'addresses', 'orders'])
      expect(CUSTOMER_ROUTES.has(name), name).toBe(true);
    for (const name of [
      'register',
      'resetPassword',
      'newPassword',
      'wishlist',
      'returns',
      'orderDetail',
      'login',
      'basket',
    ])
      expect(CUSTOMER_ROUTES.has(name), name).toBe(false);
  });

  it('sends a visitor without a login (anonymous or guest) to /login with the way back', () => {
    const url = shop('/myaccount/contact-details/?tab=1');
    for (const cookies of [{}, guest]) {
      expect(accountGuard('contactDetails', url, cookies)).toEqual({
        allow: false,
        location: '/login/?redirect=%2Fmyaccount%2Fcontact-details%2F%3Ftab%3D1',
      });
    }
    expect(loginPathBack(shop('/myaccount/password'))).toBe(
      routePath('login', { redirect: '/myaccount/password' }),
    );
    expect(accountGuard('password', shop('/myaccount/password/'), loggedIn)).toEqual({ allow: true });
    expect(accountGuard('account', shop('/myaccount/'), loggedIn)).toEqual({ allow: true });
  });

  it('leaves pages outside the account alone', () => {
    expect(accountGuard('basket', shop('/checkout/basket/'), {})).toEqual({ allow: true });
    expect(accountGuard('index', shop('/'), {})).toEqual({ allow: true });
  });

  it('register: a logged-in customer goes to the account, or the wish list for origin=wishlist, with the message', () => {
    expect(accountGuard('register', shop('/myaccount/register/'), {})).toEqual({ allow: true });
    expect(accountGuard('register', shop('/myaccount/register/'), guest)).toEqual({ allow: true });
    expect(accountGuard('register', shop('/myaccount/register/?origin=/checkout/basket/'), loggedIn)).toEqual(
      {
        allow: false,
        location: routePath('account'),
        message: ALREADY_LOGGED_IN_MESSAGE,
      },
    );
    expect(accountGuard('register', shop('/myaccount/register/?origin=wishlist'), loggedIn)).toEqual({
      allow: false,
      location: routePath('wishlist'),
      message: ALREADY_LOGGED_IN_MESSAGE,
    });
    // Shopping §8: the already-logged-in message is a success message with the spec's key.
    expect(ALREADY_LOGGED_IN_MESSAGE).toEqual({
      type: 'success',
      key: 'vue.user.registerPage.notification.alreadyLoggedIn',
    });
  });

  it('reset-password layout: a logged-in customer goes to the password page', () => {
    expect(accountGuard('resetPassword', shop('/myaccount/resetpassword/'), loggedIn)).toEqual({
      allow: false,
      location: routePath('password'),
    });
    expect(accountGuard('newPassword', shop('/myaccount/newpassword/?token=abc'), loggedIn)).toEqual({
      allow: false,
      location: routePath('password'),
    });
    expect(accountGuard('resetPassword', shop('/myaccount/resetpassword/'), {})).toEqual({ allow: true });
  });

  it('new password: an empty or missing token goes to the reset page (spec §5: a non-empty string)', () => {
    for (const href of [
      '/myaccount/newpassword/',
      '/myaccount/newpassword/?token=',
      '/myaccount/newpassword/?token=%20',
    ])
      expect(accountGuard('newPassword', shop(href), {}), href).toEqual({
        allow: false,
        location: routePath('resetPassword'),
      });
    expect(accountGuard('newPassword', shop('/myaccount/newpassword/?token=abc'), {})).toEqual({
      allow: true,
    });
    expect(newPasswordToken(shop('/myaccount/newpassword/?token=a%2Bb'))).toBe('a+b');
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

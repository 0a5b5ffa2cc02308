import { describe, expect, it } from 'vitest';
import {
  GUEST_SESSION_COOKIE,
  HAD_SESSION_COOKIE,
  isB2bPublicPath,
  loginFlyoutGuard,
  SESSION_COOKIE,
  sessionKind,
} from './session';

describe('sessionKind (spec storefront §4 "Session kind")', () => {
  it('is logged in with the session cookie and without the guest cookie', () => {
    expect(SESSION_COOKIE).toBe('X-JWT-exist');
    expect(sessionKind({ [SESSION_COOKIE]: '1' })).toBe('logged-in');
  });

  it('is guest whenever the guest cookie is present', () => {
    expect(GUEST_SESSION_COOKIE).toBe('X-JWT-guest');
    expect(sessionKind({ [GUEST_SESSION_COOKIE]: '1' })).toBe('guest');
    expect(sessionKind({ [SESSION_COOKIE]: '1', [GUEST_SESSION_COOKIE]: '1' })).toBe('guest');
  });

  it('is anonymous without either cookie, whatever else is set', () => {
    expect(sessionKind({})).toBe('anonymous');
    expect(sessionKind({ cartId: 'c1', [HAD_SESSION_COOKIE]: '1' })).toBe('anonymous');
  });
});

describe('isB2bPublicPath (spec storefront §2.4, docs/not-shown.md)', () => {
  it('opens home, login, logout, registration, password reset and service pages', () => {
    for (const path of [
      '/',
      '/login',
      '/login/',
      '/logout',
      '/myaccount/register/',
      '/myaccount/resetpassword',
    ]) {
      expect(isB2bPublicPath(path), path).toBe(true);
    }
    expect(isB2bPublicPath('/service/impressum/')).toBe(true);
    expect(isB2bPublicPath('/service/product-safety/')).toBe(true);
  });

  it("opens the order detail and the return pages, whose loaders ask for a login or the order's hash (shopping §6)", () => {
    for (const path of [
      '/myaccount/orders/orderdetail/',
      '/myaccount/returns/',
      '/myaccount/returns/productselection/',
      '/myaccount/returns/confirm/',
    ]) {
      expect(isB2bPublicPath(path), path).toBe(true);
    }
    expect(isB2bPublicPath('/myaccount/orders/')).toBe(false);
  });

  it('keeps the catalogue pages and everything else behind the login', () => {
    for (const path of [
      '/service/katalog',
      '/service/catalogue/',
      '/cat/10/',
      '/prod/100001/',
      '/search/',
      '/checkout/basket/',
      '/myaccount/',
      '/serviceheft/',
      '/inspiration/',
    ]) {
      expect(isB2bPublicPath(path), path).toBe(false);
    }
  });
});

describe('loginFlyoutGuard (spec storefront §2.4, §8 session expired in B2B)', () => {
  it('opens the flyout for a B2B visitor without a session on a non-public path', () => {
    expect(loginFlyoutGuard({ loginRequired: true, pathname: '/cat/10/', cookies: {} })).toEqual({
      open: true,
      sessionExpired: false,
    });
  });

  it('adds the session-expired warning when the visitor had been logged in', () => {
    expect(
      loginFlyoutGuard({ loginRequired: true, pathname: '/cat/10/', cookies: { [HAD_SESSION_COOKIE]: '1' } }),
    ).toEqual({ open: true, sessionExpired: true });
  });

  it('leaves logged-in and guest visitors, public paths and consumer stores alone', () => {
    expect(
      loginFlyoutGuard({ loginRequired: true, pathname: '/cat/10/', cookies: { [SESSION_COOKIE]: '1' } }),
    ).toEqual({
      open: false,
    });
    expect(
      loginFlyoutGuard({
        loginRequired: true,
        pathname: '/cat/10/',
        cookies: { [GUEST_SESSION_COOKIE]: '1' },
      }),
    ).toEqual({ open: false });
    expect(
      loginFlyoutGuard({ loginRequired: true, pathname: '/', cookies: { [HAD_SESSION_COOKIE]: '1' } }),
    ).toEqual({
      open: false,
    });
    expect(loginFlyoutGuard({ loginRequired: false, pathname: '/cat/10/', cookies: {} })).toEqual({
      open: false,
    });
  });
});

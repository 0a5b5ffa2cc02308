// Spec shopping §4 "Login": the redirect after a successful login; DESIGN §7: no open redirect.
import { describe, expect, it } from 'vitest';
import { LOGIN_RETURN_PARAM } from '../routes/routeDefinitions';
import { routePath } from '../routes/routeTable';
import { STORES } from '../store/storeConfig';
import { loginRedirect, loginReturnOf, storedLoginRedirect } from './loginRedirect';

const wishlist = routePath('wishlist');

describe('loginRedirect (spec shopping §4 "Login")', () => {
  it('sends a B2B customer to the stored redirect', () => {
    const storedRedirect = { location: '/cat/12/', shareData: false };
    expect(loginRedirect({ isB2b: true, storedRedirect, pathname: '/' })).toBe('/cat/12/');
  });

  it('follows a share-data redirect in a consumer store too', () => {
    const storedRedirect = { location: `${wishlist}?share=abc`, shareData: true };
    expect(loginRedirect({ isB2b: false, storedRedirect, pathname: routePath('login') })).toBe(
      `${wishlist}?share=abc`,
    );
  });

  it('ignores a plain stored redirect in a consumer store', () => {
    const storedRedirect = { location: '/cat/12/', shareData: false };
    expect(loginRedirect({ isB2b: false, storedRedirect, pathname: '/cat/12/' })).toBeNull();
  });

  it('sends a login from a page whose path contains login to the account', () => {
    expect(loginRedirect({ isB2b: false, storedRedirect: null, pathname: routePath('login') })).toBe(
      routePath('account'),
    );
    expect(loginRedirect({ isB2b: false, storedRedirect: null, pathname: '/login' })).toBe(
      routePath('account'),
    );
    expect(loginRedirect({ isB2b: true, storedRedirect: null, pathname: routePath('checkoutLogin') })).toBe(
      routePath('account'),
    );
  });

  it('keeps the visitor on any other page (the flyout closes in place)', () => {
    expect(loginRedirect({ isB2b: false, storedRedirect: null, pathname: '/prod/7/' })).toBeNull();
    expect(loginRedirect({ isB2b: true, storedRedirect: null, pathname: '/' })).toBeNull();
  });

  it('never follows a stored redirect off the shop or to an unsafe protocol (DESIGN §7)', () => {
    for (const location of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'cat/12']) {
      const storedRedirect = { location, shareData: true };
      expect(loginRedirect({ isB2b: true, storedRedirect, pathname: '/prod/7/' })).toBeNull();
      expect(loginRedirect({ isB2b: true, storedRedirect, pathname: routePath('login') })).toBe(
        routePath('account'),
      );
    }
  });

  it('brings a visitor the account guard sent to /login back to the guarded page, in every store (issue 15)', () => {
    const login = new URL(routePath('login', { redirect: '/myaccount/password/' }), 'http://localhost:3000');
    const storedRedirect = loginReturnOf(login);
    expect(storedRedirect).toEqual({ location: '/myaccount/password/', shareData: false, guardedPage: true });
    for (const isB2b of [false, true])
      expect(loginRedirect({ isB2b, storedRedirect, pathname: login.pathname })).toBe('/myaccount/password/');
  });

  it('reads no way back from a login URL without one or with one off the shop (DESIGN §7)', () => {
    expect(loginReturnOf(new URL('http://localhost:3000/login/'))).toBeNull();
    for (const redirect of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)'])
      expect(loginReturnOf(new URL(routePath('login', { redirect }), 'http://localhost:3000'))).toBeNull();
  });
});

describe('storedLoginRedirect: what a login form keeps for after the login (spec shopping §4 "Login")', () => {
  const b2b = Object.values(STORES).find((store) => store.family === 'b2b');
  const consumer = STORES.de;
  const at = (path: string) => new URL(path, 'https://shop.example/');

  it("keeps the account guard's way back in every store", () => {
    const back = at(`${routePath('login')}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(wishlist)}`);
    expect(storedLoginRedirect(back, consumer)).toEqual(loginReturnOf(back));
    expect(storedLoginRedirect(back, consumer)?.location).toBe(wishlist);
  });

  it('returns a B2B customer to the page that required the login, with its query', () => {
    if (!b2b) throw new Error('no B2B store');
    expect(storedLoginRedirect(at('/cat/12/?p=2'), b2b)).toEqual({
      location: '/cat/12/?p=2',
      shareData: false,
    });
    expect(storedLoginRedirect(at(routePath('login')), b2b)).toBeNull();
  });

  it('keeps nothing in a consumer store without a way back', () => {
    expect(storedLoginRedirect(at('/cat/12/'), consumer)).toBeNull();
  });
});

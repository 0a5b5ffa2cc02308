import { describe, expect, it } from 'vitest';
import { buildRoutePath, defineRoute } from './defineRoute';
import { ROUTE_DEFINITIONS } from './routeDefinitions';
import {
  createRouteTable,
  footerGridFor,
  headerOptionsFor,
  isPagePath,
  layoutFor,
  matchRoute,
  ROUTES,
  requiresDocumentLoad,
  routePath,
} from './routeTable';

describe('matchRoute (spec storefront §2.1)', () => {
  it('matches the home page', () => {
    expect(matchRoute('/')).toEqual({ name: 'index' });
  });

  it('matches category and product routes with or without a trailing slash', () => {
    expect(matchRoute('/cat/123')).toEqual({ name: 'category', id: '123' });
    expect(matchRoute('/cat/123/')).toEqual({ name: 'category', id: '123' });
    expect(matchRoute('/prod/p-9')).toEqual({ name: 'product', id: 'p-9' });
    expect(matchRoute('/prod/p-9/')).toEqual({ name: 'product', id: 'p-9' });
  });

  it('matches the basket page', () => {
    expect(matchRoute('/checkout/basket')).toEqual({ name: 'basket' });
    expect(matchRoute('/checkout/basket/')).toEqual({ name: 'basket' });
  });

  it('sends a wrongly cased prefix and deeper paths to the catch-all (§2.4)', () => {
    expect(matchRoute('/Cat/123')).toEqual({ name: 'catchAll', path: '/Cat/123' });
    expect(matchRoute('/PROD/1/')).toEqual({ name: 'catchAll', path: '/PROD/1/' });
    expect(matchRoute('/cat/1/2')).toEqual({ name: 'catchAll', path: '/cat/1/2' });
    expect(matchRoute('/service/sicher-einkaufen/')).toEqual({
      name: 'catchAll',
      path: '/service/sicher-einkaufen/',
    });
  });

  it('decodes ids and refuses malformed escapes', () => {
    expect(matchRoute('/prod/a%20b')).toEqual({ name: 'product', id: 'a b' });
    expect(matchRoute('/prod/%E0%A4%A')).toEqual({ name: 'catchAll', path: '/prod/%E0%A4%A' });
  });

  it('builds the shop links with a trailing slash and the varid query (§2.3)', () => {
    expect(routePath('category', { id: '12' })).toBe('/cat/12/');
    expect(routePath('product', { id: '7' })).toBe('/prod/7/');
    expect(routePath('product', { id: '7', varid: 'i-1' })).toBe('/prod/7/?varid=i-1');
  });

  it('lists every route the matcher can answer, the catch-all last', () => {
    expect(ROUTES.map((route) => route.name)).toEqual([
      'index',
      'login',
      'logout',
      'category',
      'product',
      'search',
      'prime',
      'rating',
      'cfTest',
      'catalogue',
      'orderForm',
      'service',
      'basket',
      'checkoutLogin',
      'checkoutShipping',
      'checkoutPayment',
      'checkoutSummary',
      'checkoutConfirmation',
      'computopSuccess',
      'primeCheckout',
      'primeConfirmation',
      'account',
      'register',
      'resetPassword',
      'password',
      'newPassword',
      'contactDetails',
      'customerNumber',
      'certificate',
      'addresses',
      'addressBook',
      'orders',
      'orderDetail',
      'wishlist',
      'returns',
      'returnsStep',
      'catchAll',
    ]);
  });

  it.each([
    ['/myaccount/wishlist', { name: 'wishlist' }],
    ['/myaccount/orders', { name: 'orders' }],
    ['/myaccount/orders/orderdetail', { name: 'orderDetail' }],
    ['/login', { name: 'login' }],
    ['/logout', { name: 'logout' }],
    ['/search', { name: 'search' }],
    ['/prime', { name: 'prime' }],
    ['/prime/checkout', { name: 'primeCheckout' }],
    ['/prime/checkout/confirmation', { name: 'primeConfirmation' }],
    ['/rating', { name: 'rating' }],
    ['/cf/test', { name: 'cfTest' }],
    ['/myaccount', { name: 'account' }],
    ['/myaccount/register', { name: 'register' }],
    ['/myaccount/resetpassword', { name: 'resetPassword' }],
    ['/myaccount/newpassword', { name: 'newPassword' }],
    ['/myaccount/password', { name: 'password' }],
    ['/myaccount/contact-details', { name: 'contactDetails' }],
    ['/myaccount/customernumber', { name: 'customerNumber' }],
    ['/myaccount/certificate', { name: 'certificate' }],
    ['/service/katalog', { name: 'catalogue', variant: 'de' }],
    // Shopping §2: the address book per kind, and its entry that redirects to billing.
    ['/myaccount/addresses', { name: 'addresses' }],
    ['/myaccount/addresses/billing', { name: 'addressBook', kind: 'billing' }],
    ['/myaccount/addresses/shipping', { name: 'addressBook', kind: 'shipping' }],
    ['/myaccount/addresses/packing-station', { name: 'addressBook', kind: 'parcelStation' }],
    ['/service/catalogue', { name: 'catalogue', variant: 'en' }],
    // Shopping §2: the returns entry and its steps.
    ['/myaccount/returns', { name: 'returns' }],
    ['/myaccount/returns/carrier', { name: 'returnsStep', step: 'carrier' }],
    ['/service/orderform', { name: 'orderForm' }],
    ['/service/newsletter', { name: 'service', path: '/service/newsletter/' }],
    ['/service/newsletter/success', { name: 'service', path: '/service/newsletter/success/' }],
    [
      '/service/newsletter/newsletter-abmelden',
      { name: 'service', path: '/service/newsletter/newsletter-abmelden/' },
    ],
  ])('matches %s with and without the trailing slash (§2.1)', (path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
    expect(matchRoute(`${path}/`)).toEqual(expected);
  });

  it('leaves other service pages, the advisory page and near misses to the catch-all (§2.1, §2.4)', () => {
    for (const path of [
      '/beratung/',
      '/service/sicher-einkaufen/',
      '/Login',
      '/login//',
      '/prime/x',
      '/cf',
    ]) {
      expect(matchRoute(path)).toEqual({ name: 'catchAll', path });
    }
  });

  it('renders /cf/test in the empty layout and the rest in the default one (§2.1)', () => {
    expect(layoutFor('cfTest')).toBe('empty');
    expect(layoutFor('login')).toBe('default');
    expect(layoutFor('catchAll')).toBe('default');
  });

  it('loads logout, rating, the checkout steps, the prime checkout, register and new password as documents, everything else may navigate client-side', () => {
    // Their server answers write cookies or messages (shopping §2 register guard, new-password token,
    // the checkout guards' messages and the checkout login step's session); the prime checkout's guard
    // reads the membership on the server.
    expect(ROUTES.filter((route) => requiresDocumentLoad(route.name)).map((route) => route.name)).toEqual([
      'logout',
      'rating',
      'checkoutLogin',
      'checkoutShipping',
      'checkoutPayment',
      'checkoutSummary',
      'checkoutConfirmation',
      'computopSuccess',
      'primeCheckout',
      'primeConfirmation',
      'register',
      'newPassword',
    ]);
  });

  it('keeps query strings out of the match (the caller passes a pathname)', () => {
    expect(matchRoute('/cat/5/')).toEqual({ name: 'category', id: '5' });
    expect(matchRoute('/checkout/basket/x')).toEqual({ name: 'catchAll', path: '/checkout/basket/x' });
  });
});

describe('isPagePath (client-side navigation, spec storefront §2.1)', () => {
  it('accepts the table routes and catch-all pages', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/cat/1/')).toBe(true);
    expect(isPagePath('/prod/p-1/')).toBe(true);
    expect(isPagePath('/checkout/basket/')).toBe(true);
    expect(isPagePath('/service/sicher-einkaufen/')).toBe(true);
  });

  it('refuses the server endpoints and files', () => {
    expect(isPagePath('/api/cart-id')).toBe(false);
    expect(isPagePath('/graphql')).toBe(false);
    expect(isPagePath('/images/p/1.webp')).toBe(false);
    expect(isPagePath('/assets/entry.js')).toBe(false);
    expect(isPagePath('/health')).toBe(false);
    expect(isPagePath('/robots.txt')).toBe(false);
    expect(isPagePath('/favicon.ico')).toBe(false);
    expect(isPagePath('relative/path')).toBe(false);
  });
});

describe('route declarations (DESIGN §4: each route declared once)', () => {
  it('leaves planned routes to the catch-all but builds their paths', () => {
    expect(matchRoute('/checkout/')).toEqual({ name: 'catchAll', path: '/checkout/' });
    expect(routePath('checkout')).toBe('/checkout/');
    expect(routePath('catalogue', { variant: 'en' })).toBe('/service/catalogue/');
    expect(routePath('service', { path: '/service/newsletter/' })).toBe('/service/newsletter/');
  });

  it('hides the selling points on the basket and shows the query on the search page (§2.5)', () => {
    expect(headerOptionsFor('basket')).toEqual({ sellingPoints: false, showsSearchQuery: false });
    expect(headerOptionsFor('search')).toEqual({ sellingPoints: true, showsSearchQuery: true });
    expect(headerOptionsFor('index')).toEqual({ sellingPoints: true, showsSearchQuery: false });
  });

  it('shows the checkout footer grid on the checkout steps and the shop one elsewhere (storefront §7)', () => {
    const steps = [
      'checkoutLogin',
      'checkoutShipping',
      'checkoutPayment',
      'checkoutSummary',
      'checkoutConfirmation',
    ];
    for (const step of steps) expect(footerGridFor(step), step).toBe('footer-checkout');
    for (const route of ['index', 'basket', 'product', 'catchAll']) {
      expect(footerGridFor(route), route).toBe('footer-vue');
    }
  });

  it("matches an app's own routes before the catch-all, with typed params", () => {
    const quote = defineRoute({ name: 'quote', path: '/angebot/:id/' });
    const table = createRouteTable([...ROUTE_DEFINITIONS, quote]);
    expect(table.match('/angebot/q-1')).toEqual({ name: 'quote', id: 'q-1' });
    expect(table.match('/cat/2/')).toEqual({ name: 'category', id: '2' });
    expect(table.match('/angebot/')).toEqual({ name: 'catchAll', path: '/angebot/' });
    expect(buildRoutePath(quote, { id: 'a b' })).toBe('/angebot/a%20b/');
  });

  it('refuses a route declared twice', () => {
    expect(() =>
      createRouteTable([...ROUTE_DEFINITIONS, defineRoute({ name: 'basket', path: '/korb/' })]),
    ).toThrow(/declared twice/);
  });
});

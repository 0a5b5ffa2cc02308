import { describe, expect, it } from 'vitest';
import { STORES } from '../store/storeConfig';
import {
  CATEGORY_META_TITLE_LIMIT,
  canonicalUrl,
  categoryMetaTitle,
  HREFLANG_SHOPS,
  hasOpenGraph,
  hreflangAlternates,
  NOINDEX_PATHS,
  noIndexPageFor,
  robotsFor,
  robotsForUrl,
  SHARE_IMAGE,
} from './seoMeta';

describe('categoryMetaTitle (spec storefront §5, §9)', () => {
  it("is 'current / parent'", () => {
    expect(categoryMetaTitle('Füller', 'Schreiben')).toBe('Füller / Schreiben');
  });

  it('uses only the current category when the combination exceeds 50 characters', () => {
    const parent = 'x'.repeat(CATEGORY_META_TITLE_LIMIT);
    expect(categoryMetaTitle('Füller', parent)).toBe('Füller');
    // exactly 50 characters still fits
    expect(categoryMetaTitle('a'.repeat(20), 'b'.repeat(27))).toHaveLength(50);
  });

  it('is the current category alone without a parent', () => {
    expect(categoryMetaTitle('Schule', null)).toBe('Schule');
  });
});

describe('robotsFor (spec storefront §9 "Indexing")', () => {
  it('never indexes the basket and not-found pages', () => {
    expect(robotsFor('basket')).toBe('noindex,follow');
    expect(robotsFor('notFound')).toBe('noindex,follow');
  });

  it('indexes other pages unless the page says otherwise', () => {
    expect(robotsFor('indexable')).toBe('index,follow');
    expect(robotsFor('indexable', 'noindex,nofollow')).toBe('noindex,nofollow');
  });
});

describe('categoryMetaTitle boundaries (spec storefront §5, §9 "Category meta title limit")', () => {
  it('keeps the combination at 50 characters and drops the parent at 51', () => {
    expect(CATEGORY_META_TITLE_LIMIT).toBe(50);
    // 'current / parent' adds 3 characters
    const at50 = categoryMetaTitle('a'.repeat(20), 'b'.repeat(27));
    expect(at50).toBe(`${'a'.repeat(20)} / ${'b'.repeat(27)}`);
    expect(categoryMetaTitle('a'.repeat(20), 'b'.repeat(28))).toBe('a'.repeat(20));
  });
});

describe('robotsForUrl (spec storefront §9 "Indexing", every noindex entry)', () => {
  it.each([
    ['/service/newsletter/newsletter-abmelden/', 'newsletterUnsubscribe'],
    ['/service/newsletter/success', 'newsletterSuccess'],
    ['/checkout/basket/', 'basket'],
    ['/login', 'login'],
    ['/checkout/login/', 'login'],
    ['/logout/', 'logout'],
    ['/myaccount/password/', 'password'],
    ['/myaccount/newpassword/?token=abc', 'password'],
    ['/myaccount/wishlist/', 'wishlist'],
    ['/myaccount/register/?origin=/checkout/basket/', 'register'],
    ['/myaccount/resetpassword/', 'resetPassword'],
    ['/myaccount/returns/', 'returns'],
    ['/myaccount/returns/carrier/', 'returns'],
    ['/rating/?enc=xyz', 'rating'],
    ['/prime/checkout/', 'primeCheckout'],
    ['/search/?q=heft', 'search'],
    ['/search', 'search'],
    ['/checkout/shipping/', 'checkout'],
    ['/checkout/summary/', 'checkout'],
    ['/myaccount/orders/?order=1', 'orderQuery'],
    ['/?order=price', 'orderQuery'],
    // Issue 18 asks for the order history to be noindex beside the spec's list (docs/orders.md).
    ['/myaccount/orders/', 'orders'],
    ['/myaccount/orders/orderdetail/?orderId=1', 'orders'],
  ] as const)('%s is %s and noindex,follow', (url, page) => {
    expect(noIndexPageFor(url)).toBe(page);
    expect(robotsForUrl(url)).toBe('noindex,follow');
    // a page's own robots value never re-enables indexing of these pages
    expect(robotsForUrl(url, { explicit: 'index,follow' })).toBe('noindex,follow');
  });

  it('every configured noindex prefix is covered above', () => {
    for (const [prefix, page] of NOINDEX_PATHS) expect(noIndexPageFor(prefix)).toBe(page);
  });

  it('not-found pages are noindex whatever the path', () => {
    expect(noIndexPageFor('/schulranzen/', true)).toBe('notFound');
    expect(robotsForUrl('/prod/1/', { notFound: true })).toBe('noindex,follow');
  });

  it.each([
    '/',
    '/cat/1/',
    '/prod/1/?varid=2',
    '/prime/',
    '/service/newsletter/',
    '/beratung/',
    '/cat/1/?sort=price&order=asc',
  ])('%s is index,follow', (url) => {
    expect(noIndexPageFor(url)).toBeNull();
    expect(robotsForUrl(url)).toBe('index,follow');
  });

  it('keeps an indexable page its own robots value', () => {
    expect(robotsForUrl('/cat/1/', { explicit: 'noindex,nofollow' })).toBe('noindex,nofollow');
    expect(robotsForUrl('/cat/1/', { explicit: '  ' })).toBe('index,follow');
  });
});

describe('canonicalUrl (spec storefront §9: keeps only q and p, none on product pages)', () => {
  const base = 'https://www.ranzen.example/';

  it('keeps q and p and drops every other parameter', () => {
    expect(canonicalUrl(base, '/search/?q=heft&oq=hefte&sort=price&p=2&filter.color=rot')).toBe(
      'https://www.ranzen.example/search/?q=heft&p=2',
    );
    expect(canonicalUrl(base, '/cat/1/?p=3&sort=si')).toBe('https://www.ranzen.example/cat/1/?p=3');
    expect(canonicalUrl(base, '/cat/1/?sort=si#top')).toBe('https://www.ranzen.example/cat/1/');
  });

  it('has no query on product pages', () => {
    expect(canonicalUrl(base, '/prod/7/?varid=8&p=2&q=x')).toBe('https://www.ranzen.example/prod/7/');
  });

  it('keeps the path as given and the home page as /', () => {
    expect(canonicalUrl('https://de.example', '/cat/1')).toBe('https://de.example/cat/1');
    expect(canonicalUrl('https://de.example', '/?utm_source=x')).toBe('https://de.example/');
  });
});

describe('hasOpenGraph (spec storefront §9: omitted on checkout, login, logout, account, not found)', () => {
  it.each([
    '/checkout/basket/',
    '/checkout/summary/',
    '/login/',
    '/logout',
    '/myaccount/',
    '/myaccount/orders/',
  ])('omits Open Graph on %s', (url) => {
    expect(hasOpenGraph(url)).toBe(false);
  });

  it('keeps it on the wish list and ordinary pages', () => {
    expect(hasOpenGraph('/myaccount/wishlist/')).toBe(true);
    expect(hasOpenGraph('/prod/1/')).toBe(true);
    expect(hasOpenGraph('/')).toBe(true);
  });

  it('omits it on not-found pages', () => {
    expect(hasOpenGraph('/prod/1/', true)).toBe(false);
  });

  it('has a 1200x630 jpeg share image by default (spec §9)', () => {
    expect(SHARE_IMAGE).toEqual({ width: 1200, height: 630, type: 'image/jpeg' });
  });
});

describe('hreflangAlternates (spec storefront §9 "Hreflang mapping")', () => {
  const baseUrls = { de: 'https://de.example', at: 'https://at.example', ch: 'https://ch.example' };

  it('maps de-CH/de-LI to ch, de-DE/x-default to de, de-AT/de-IT to at', () => {
    expect(hreflangAlternates(STORES.de, '/cat/1/?p=2&sort=x', baseUrls)).toEqual([
      { hreflang: 'de-CH', href: 'https://ch.example/cat/1/?p=2' },
      { hreflang: 'de-LI', href: 'https://ch.example/cat/1/?p=2' },
      { hreflang: 'de-DE', href: 'https://de.example/cat/1/?p=2' },
      { hreflang: 'x-default', href: 'https://de.example/cat/1/?p=2' },
      { hreflang: 'de-AT', href: 'https://at.example/cat/1/?p=2' },
      { hreflang: 'de-IT', href: 'https://at.example/cat/1/?p=2' },
    ]);
    expect(Object.keys(HREFLANG_SHOPS)).toHaveLength(6);
  });

  it('is the same from every consumer store', () => {
    expect(hreflangAlternates(STORES.ch, '/', baseUrls)).toEqual(
      hreflangAlternates(STORES.at, '/', baseUrls),
    );
  });

  it('has none for B2B', () => {
    expect(hreflangAlternates(STORES['b2b-de'], '/', baseUrls)).toEqual([]);
    expect(hreflangAlternates(STORES['b2b-en'], '/', baseUrls)).toEqual([]);
  });

  it('leaves out shops without a configured base URL', () => {
    expect(hreflangAlternates(STORES.de, '/', { de: 'https://de.example' }).map((a) => a.hreflang)).toEqual([
      'de-DE',
      'x-default',
    ]);
  });
});

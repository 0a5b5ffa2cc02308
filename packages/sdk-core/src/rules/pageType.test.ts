import { describe, expect, it } from 'vitest';
import { classifyPageType, isLegalPage, LEGAL_PAGE_PATHS, PAGE_AREAS, splitPageUrl } from './pageType';

describe('classifyPageType (spec storefront §2.3, every row of the table)', () => {
  it.each([
    ['/', 'home'],
    ['/cat/123/', 'category listing'],
    ['/cat/123', 'category listing'],
    ['/prod/456/?varid=789', 'product page'],
    ['/myaccount/orders/', 'account'],
    ['/myaccount/', 'account'],
    ['/myaccount', 'account'],
    ['/checkout/basket/', 'checkout'],
    ['/search/?q=heft', 'search'],
    ['/search?q=heft&p=2', 'search'],
    ['/brands/pelikan/', 'brands'],
    ['/campaigns/schulstart/', 'campaigns'],
    ['/gewinnspiele/sommer/', 'sweepstakes'],
    ['/inspiration/basteln/', 'inspiration'],
    ['/beratung/', 'advisory'],
    ['/beratung', 'advisory'],
    ['/service/sicher-einkaufen/', 'others'],
    ['/schulranzen/', 'others'],
  ] as const)('%s is %s', (url, area) => {
    expect(classifyPageType({ url })).toBe(area);
  });

  it('search needs the query q; without it (or blank) the page is others', () => {
    expect(classifyPageType({ url: '/search/' })).toBe('others');
    expect(classifyPageType({ url: '/search/?q=' })).toBe('others');
    expect(classifyPageType({ url: '/search/?q=%20' })).toBe('others');
    expect(classifyPageType({ url: '/search/?oq=heft' })).toBe('others');
  });

  it('matches a fragment anywhere in the path ("contains")', () => {
    expect(classifyPageType({ url: '/en/cat/1/' })).toBe('category listing');
    expect(classifyPageType({ url: '/service/beratung/' })).toBe('advisory');
  });

  it('does not match a fragment that is only part of a segment', () => {
    expect(classifyPageType({ url: '/category/1/' })).toBe('others');
    expect(classifyPageType({ url: '/products/1/' })).toBe('others');
  });

  it('ignores the hash and the query for path matching', () => {
    expect(classifyPageType({ url: '/?q=/cat/' })).toBe('home');
    expect(classifyPageType({ url: '/schulranzen/#/prod/' })).toBe('others');
  });

  it('a product-listing category type is listing', () => {
    expect(classifyPageType({ url: '/schulranzen/', pageType: 'PRODUCT_LISTING' })).toBe('listing');
    expect(classifyPageType({ url: '/schulranzen/', pageType: 'CATEGORY' })).toBe('others');
    expect(classifyPageType({ url: '/schulranzen/', pageType: 'CONTENT' })).toBe('others');
  });

  it('the error page is 404, whatever its path', () => {
    expect(classifyPageType({ url: '/gibt-es-nicht/', isErrorPage: true })).toBe('404');
    expect(classifyPageType({ url: '/prod/unknown/', isErrorPage: true })).toBe('404');
    expect(classifyPageType({ url: '/', isErrorPage: true })).toBe('404');
  });

  it('configured home category ids count as home; none by default', () => {
    const options = { homeCategoryIds: ['10', '20'] };
    expect(classifyPageType({ url: '/cat/10/', categoryId: '10' }, options)).toBe('home');
    expect(classifyPageType({ url: '/schule/', categoryId: '20' }, options)).toBe('home');
    expect(classifyPageType({ url: '/cat/11/', categoryId: '11' }, options)).toBe('category listing');
    expect(classifyPageType({ url: '/cat/10/', categoryId: '10' })).toBe('category listing');
  });

  it('covers every page type of the table', () => {
    const seen = new Set([
      ...[
        '/',
        '/cat/1/',
        '/prod/1/',
        '/myaccount/x/',
        '/checkout/x/',
        '/search/?q=a',
        '/brands/',
        '/campaigns/',
        '/gewinnspiele/',
        '/inspiration/',
        '/beratung/',
        '/x/',
      ].map((url) => classifyPageType({ url })),
      classifyPageType({ url: '/x/', pageType: 'PRODUCT_LISTING' }),
      classifyPageType({ url: '/x/', isErrorPage: true }),
    ]);
    expect([...seen].sort()).toEqual([...PAGE_AREAS].sort());
  });
});

describe('splitPageUrl', () => {
  it('adds the optional trailing slash and reads the query', () => {
    const { path, query } = splitPageUrl('/search?q=a%26b#top');
    expect(path).toBe('/search/');
    expect(query.get('q')).toBe('a&b');
  });
});

describe('isLegalPage (spec storefront §2.3: legal pages are excluded from link-click tracking)', () => {
  it.each(LEGAL_PAGE_PATHS)('%s is a legal page, with or without the trailing slash', (path) => {
    expect(isLegalPage(path)).toBe(true);
    expect(isLegalPage(path.slice(0, -1))).toBe(true);
    expect(isLegalPage(`${path}?ref=footer`)).toBe(true);
  });

  it.each(['/', '/service/', '/service/newsletter/', '/datenschutz/', '/service/impressum/team/'])(
    '%s is not a legal page',
    (path) => {
      expect(isLegalPage(path)).toBe(false);
    },
  );
});

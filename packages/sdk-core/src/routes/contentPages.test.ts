// The content pages the header and footer link to (spec storefront §1 language switcher, §2.1 "other
// service pages", §2.3 legal pages excluded from link-click tracking, §2.8 footer).
import { describe, expect, it } from 'vitest';
import { isLegalPage } from '../rules/pageType';
import { STORE_IDS, STORES } from '../store/storeConfig';
import {
  CONTENT_PAGES,
  type ContentPageId,
  contentPagePath,
  LEGAL_PAGE_PATHS,
  languageCounterpartPath,
} from './contentPages';
import { matchRoute } from './routeTable';

const IDS = Object.keys(CONTENT_PAGES) as ContentPageId[];

describe('contentPagePath', () => {
  it.each([
    ['de', 'imprint', '/service/impressum/'],
    ['at', 'privacy', '/service/datenschutz/'],
    ['en-DE', 'imprint', '/service/imprint/'],
    ['en-DE', 'withdrawal', '/service/right-of-withdrawal/'],
    ['b2b-de', 'terms', '/service/agb/'],
    ['b2b-en', 'terms', '/service/terms/'],
    ['b2b-de', 'catalogue', '/service/katalog/'],
    ['b2b-en', 'catalogue', '/service/catalogue/'],
    ['b2b-en', 'productSafety', '/service/product-safety/'],
  ] as const)('%s links %s at %s', (store, id, path) => {
    expect(contentPagePath(STORES[store], id)).toBe(path);
  });

  it('leaves out pages of the other family (spec §2.1: product safety, advantages and about are B2B)', () => {
    expect(contentPagePath(STORES.de, 'productSafety')).toBeUndefined();
    expect(contentPagePath(STORES['b2b-de'], 'toySafety')).toBeUndefined();
    // B2B buyers are businesses: no consumer right of withdrawal.
    expect(contentPagePath(STORES['b2b-en'], 'withdrawal')).toBeUndefined();
  });

  it.each(IDS)('%s lives under /service/, public in B2B (docs/not-shown.md)', (id) => {
    for (const path of Object.values(CONTENT_PAGES[id].paths)) {
      expect(path.startsWith('/service/') && path.endsWith('/')).toBe(true);
    }
  });

  it('gives every page of a store its own path', () => {
    for (const storeId of STORE_IDS) {
      const paths = IDS.map((id) => contentPagePath(STORES[storeId], id)).filter(Boolean);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('lets the catch-all serve the CMS pages, apart from the catalogue route', () => {
    for (const id of IDS.filter((candidate) => candidate !== 'catalogue')) {
      expect(matchRoute(CONTENT_PAGES[id].paths.de).name).toBe('catchAll');
      expect(matchRoute(CONTENT_PAGES[id].paths.en).name).toBe('catchAll');
    }
  });
});

describe('LEGAL_PAGE_PATHS (spec §2.3: privacy and imprint, German and English paths)', () => {
  it('lists the paths the footer links', () => {
    expect([...LEGAL_PAGE_PATHS].sort()).toEqual(
      ['/service/datenschutz/', '/service/imprint/', '/service/impressum/', '/service/privacy/'].sort(),
    );
    for (const storeId of STORE_IDS) {
      expect(isLegalPage(contentPagePath(STORES[storeId], 'imprint') ?? '')).toBe(true);
      expect(isLegalPage(contentPagePath(STORES[storeId], 'privacy') ?? '')).toBe(true);
      expect(isLegalPage(contentPagePath(STORES[storeId], 'terms') ?? '')).toBe(false);
    }
  });
});

describe('languageCounterpartPath (spec §1: the B2B language switcher keeps the page)', () => {
  const german = STORES['b2b-de'];
  const english = STORES['b2b-en'];

  it.each([
    ['/service/impressum/', '/service/imprint/'],
    ['/service/datenschutz', '/service/privacy/'],
    ['/service/katalog/?ref=nav#top', '/service/catalogue/?ref=nav#top'],
    ['/service/your-advantages/', '/service/your-advantages/'],
    ['/cat/6/?p=2', '/cat/6/?p=2'],
    ['/prod/100001/', '/prod/100001/'],
    ['/', '/'],
  ])('%s in German is %s in English', (from, to) => {
    expect(languageCounterpartPath(from, german, english)).toBe(to);
  });

  it('maps back from English to German', () => {
    expect(languageCounterpartPath('/service/terms/', english, german)).toBe('/service/agb/');
    expect(languageCounterpartPath('/service/catalogue/', english, german)).toBe('/service/katalog/');
  });

  it('maps a store to itself unchanged', () => {
    expect(languageCounterpartPath('/service/impressum/', german, german)).toBe('/service/impressum/');
  });
});

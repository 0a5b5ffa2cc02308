// CMS, navigation, parameters and customer info through GraphQL (storefront §2.4 page resolution,
// §2.6 navigation, §2.8/§3.12 footer, §2.10 elements, §3.2 customer info, §7 global parameters and
// footer grid by pageId).
import { CONTENT_PAGES, type ContentPageId, contentPagePath, FOOTER_GRID_IDS } from '@ranzen/sdk-core/routes';
import { STORE_IDS, STORES } from '@ranzen/sdk-core/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, query, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

interface Page {
  pageType: string;
  categoryId: string | null;
  redirectUrl: string | null;
  redirectTemporary: boolean;
  title: string | null;
  rows: {
    cells: {
      elementType: string;
      html: string | null;
      teasers: {
        template: string | null;
        attributes: { name: string; urlPath: string | null; width: number | null }[];
      }[];
    }[];
  }[];
  activeAbTests: { id: string; trackingCode: string }[];
}

const PAGE = `query($url: String!) { pageDetails(url: $url) { pageType categoryId redirectUrl redirectTemporary title
  activeAbTests { id trackingCode }
  rows { cells { elementType html teasers { template attributes { name urlPath width } } } } } }`;

async function page(url: string, store = 'de'): Promise<Page> {
  return (await query<{ pageDetails: Page }>(harness, PAGE, { url }, { store })).pageDetails;
}

describe('pageDetails (storefront §2.4, §3.14)', () => {
  it('serves the home page with a hero image teaser and sanitised HTML', async () => {
    const home = await page('/');
    expect(home.pageType).toBe('CONTENT');
    const cells = home.rows.flatMap((row) => row.cells);
    const hero = cells.find((cell) => cell.elementType === 'hero-slider');
    const image = hero?.teasers[0]?.attributes.find((attribute) => attribute.name === 'image');
    expect(image?.urlPath).toMatch(/^\/images\/.+\/open_graph\.webp$/);
    const imageResponse = await fetch(`${harness.url}${image?.urlPath}`);
    expect(imageResponse.status).toBe(200);
    const html = cells.find((cell) => cell.elementType === 'html')?.html ?? '';
    expect(html).toContain('Willkommen bei Ranzen');
    expect(html).not.toMatch(/<script|onclick/);
    expect(home.activeAbTests[0]?.trackingCode).toBeTruthy();
  });

  it('gives the B2B store its own home page', async () => {
    const consumer = await page('/', 'de');
    const b2b = await page('/', 'b2b-de');
    expect(b2b.title).not.toBe(consumer.title);
    expect(b2b.rows.flatMap((row) => row.cells).some((cell) => cell.elementType === 'html-box')).toBe(true);
  });

  it('serves a content page, also without the trailing slash or with a query', async () => {
    for (const url of ['/inspiration/', '/inspiration', '/inspiration/?utm=x']) {
      const content = await page(url);
      expect(content.pageType).toBe('CONTENT');
      expect(content.rows.length).toBeGreaterThan(0);
      expect(content.rows[0]?.cells[0]?.html).not.toContain('iframe');
    }
  });

  it('answers redirects as 301 (permanent) and 302 (temporary) flags', async () => {
    expect(await page('/angebote/')).toMatchObject({
      redirectUrl: '/cat/10/',
      redirectTemporary: false,
      rows: [],
    });
    expect(await page('/aktion/schulstart/')).toMatchObject({
      redirectUrl: '/inspiration/',
      redirectTemporary: true,
    });
  });

  it('answers GONE, NOT_FOUND and category pages by URL', async () => {
    expect((await page('/aktion/weihnachten-2023/')).pageType).toBe('GONE');
    expect(await page('/gibt-es-nicht/')).toMatchObject({
      pageType: 'NOT_FOUND',
      redirectUrl: null,
      rows: [],
    });
    expect(await page('/cat/1/')).toMatchObject({ pageType: 'CATEGORY', categoryId: '1' });
    expect((await page('/cat/999999/')).pageType).toBe('NOT_FOUND');
  });
});

describe('content per store language (issue 21 items 1 and 2; storefront §1, §2.1, §2.8)', () => {
  const PAGE_IDS = Object.keys(CONTENT_PAGES) as ContentPageId[];

  it.each(STORE_IDS)('serves every content page the store %s links, in its language', async (storeId) => {
    const store = STORES[storeId];
    for (const id of PAGE_IDS) {
      const path = contentPagePath(store, id);
      if (!path) continue;
      const content = await page(path, storeId);
      expect(content.pageType, `${storeId} ${path}`).toBe('CONTENT');
      expect(content.rows[0]?.cells[0]?.html, `${storeId} ${path}`).toMatch(/<h1>/);
    }
  });

  it('answers the English store in English and the German store in German, at the same path', async () => {
    expect((await page('/', 'en-DE')).title).toBe('Ranzen – everything for school and nursery');
    expect((await page('/', 'b2b-en')).title).toBe('Ranzen Education – equipment for schools and nurseries');
    expect((await page('/inspiration/', 'en-DE')).title).toBe('Inspiration for school and nursery');
    expect((await page('/inspiration/', 'at')).title).toBe('Inspiration für Schule und Kita');
  });

  it('keeps each language to its own paths: the German imprint path is not a page of the English store', async () => {
    expect((await page('/service/impressum/', 'en-DE')).pageType).toBe('NOT_FOUND');
    expect((await page('/service/imprint/', 'de')).pageType).toBe('NOT_FOUND');
    // Redirects are written once for every language.
    expect((await page('/angebote/', 'en-DE')).redirectUrl).toBe('/cat/10/');
  });

  it('gives the withdrawal page the model withdrawal form, in both languages', async () => {
    const german = await page('/service/widerrufsbelehrung/', 'de');
    expect(german.rows[0]?.cells[0]?.html).toContain('Muster-Widerrufsformular');
    const english = await page('/service/right-of-withdrawal/', 'en-DE');
    expect(english.rows[0]?.cells[0]?.html).toContain('Model withdrawal form');
  });

  it('writes the shipping page from the charged shipping rule', async () => {
    const html = (await page('/service/versand/', 'b2b-de')).rows[0]?.cells[0]?.html ?? '';
    expect(html).toContain('6,95');
    expect(html).toContain('100,00');
  });

  interface Footer {
    footerData: {
      usps: { link: string }[];
      links: { type: string; links: { label: string; url: string }[] }[];
    };
  }
  const FOOTER = '{ footerData { usps { link } links { type links { label url } } } }';
  const footerUrls = (footer: Footer) => [
    ...footer.footerData.usps.map((usp) => usp.link),
    ...footer.footerData.links.flatMap((block) => block.links.map((entry) => entry.url)),
  ];

  it('links the B2B footer to its own pages, never to consumer-only ones', async () => {
    const footer = await query<Footer>(harness, FOOTER, {}, { store: 'b2b-de' });
    const urls = footerUrls(footer);
    expect(urls).toEqual(expect.arrayContaining(['/service/product-safety/', '/service/your-advantages/']));
    expect(urls).toContain('/service/ranzen-education/');
    expect(urls).not.toContain('/service/sicher-einkaufen/');
    expect(urls).not.toContain('/service/widerrufsbelehrung/');
  });

  it('labels and links the English footer in English', async () => {
    const footer = await query<Footer>(harness, FOOTER, {}, { store: 'en-DE' });
    const bottom = footer.footerData.links.find((block) => block.type === 'Bottom Links')?.links ?? [];
    expect(bottom).toEqual([
      { label: 'Imprint', url: '/service/imprint/' },
      { label: 'Privacy', url: '/service/privacy/' },
      { label: 'Terms and conditions', url: '/service/terms/' },
    ]);
  });
});

describe('footer grids by page id (storefront §7 "footer grid by pageId")', () => {
  const GRID = 'query($pageId: String!) { footerGrid(pageId: $pageId) { cells { elementType html } } }';
  interface Grid {
    footerGrid: { cells: { elementType: string; html: string | null }[] }[];
  }
  const gridHtml = async (pageId: string, store: string) =>
    (await query<Grid>(harness, GRID, { pageId }, { store })).footerGrid
      .flatMap((row) => row.cells.map((cell) => cell.html ?? ''))
      .join('\n');

  it.each(STORE_IDS)('serves the store %s its shop and checkout grids in its language', async (storeId) => {
    const store = STORES[storeId];
    const shop = await gridHtml(FOOTER_GRID_IDS.shop, storeId);
    const checkout = await gridHtml(FOOTER_GRID_IDS.checkout, storeId);
    expect(shop).not.toBe('');
    expect(checkout).not.toBe(shop);
    // The checkout's grid: payment, delivery and returns, each linking the store's own page.
    for (const id of ['payment', 'shipping', 'returns'] as const) {
      expect(checkout).toContain(`href="${contentPagePath(store, id)}"`);
    }
    expect(checkout).toContain(store.messages === 'en' ? 'Secure payment' : 'Sicher bezahlen');
  });

  it('answers an unknown grid with no rows and a malformed id with a clear input error', async () => {
    expect((await query<Grid>(harness, GRID, { pageId: 'footer-unknown' })).footerGrid).toEqual([]);
    for (const pageId of ['/footer-vue', 'Footer Vue', 'x'.repeat(65)]) {
      const result = await gql<Grid>(harness, GRID, { pageId });
      expect(result.errors?.[0]?.extensions?.code, pageId).toBe('BAD_USER_INPUT');
    }
  });

  it('keeps the grids out of page resolution: no URL reaches them', async () => {
    for (const url of ['/footer-vue', '/footer-vue/', 'footer-vue', 'https://shop.example/footer-checkout']) {
      expect((await page(url)).pageType, url).toBe('NOT_FOUND');
    }
  });
});

describe('footer, navigation, parameters, customer info', () => {
  it('serves footer USPs and link blocks with sanitised HTML (storefront §3.12)', async () => {
    const data = await query<{
      footerData: {
        usps: { headline: string }[];
        links: { type: string; content: string | null; links: { url: string }[] }[];
      };
    }>(harness, '{ footerData { usps { headline } links { type content links { url } } } }');
    expect(data.footerData.usps.length).toBeGreaterThan(0);
    const service = data.footerData.links.find((block) => block.type === 'Service Teaser');
    expect(service?.content).toContain('<strong>');
    expect(service?.content).not.toMatch(/script|alert/);
    expect(data.footerData.links.map((block) => block.type)).toContain('Bottom Links');
  });

  it('returns the navigation tree three levels deep, or less when asked (storefront §2.6)', async () => {
    type Nav = { id: string; hasChildren: boolean; categoryUrl: string; children: Nav[] };
    const full = await query<{ navigation: Nav[] }>(
      harness,
      '{ navigation { id hasChildren categoryUrl children { id hasChildren children { id hasChildren children { id } } } } }',
    );
    const top = full.navigation[0];
    expect(top?.categoryUrl).toBe(`/cat/${top?.id}/`);
    expect(top?.children[0]?.children[0]?.hasChildren).toBe(false);
    const flat = await query<{ navigation: Nav[] }>(
      harness,
      '{ navigation(level: 1) { id children { id } } }',
    );
    expect(flat.navigation[0]?.children).toEqual([]);
    const below = await query<{ navigation: Nav[] }>(harness, '{ navigation(rootId: "1", level: 1) { id } }');
    expect(below.navigation.map((item) => item.id)).toEqual(['101', '102', '103']);
    expect(full.navigation.some((item) => item.id === '10')).toBe(true);
  });

  it('reads feature flags by name and entry (storefront §7)', async () => {
    const one = await query<{ globalParameters: { value: string }[] }>(
      harness,
      '{ globalParameters(name: "featureFlags", entry: "T155 Navigation") { name entry value } }',
    );
    expect(one.globalParameters).toEqual([{ name: 'featureFlags', entry: 'T155 Navigation', value: 'true' }]);
    const all = await query<{ globalParameters: { entry: string }[] }>(
      harness,
      '{ globalParameters(name: "featureFlags") { entry } }',
    );
    expect(all.globalParameters.map((parameter) => parameter.entry)).toContain('T134_Twint-Payment');
    const none = await query<{ globalParameters: unknown[] }>(
      harness,
      '{ globalParameters(name: "nope") { entry } }',
    );
    expect(none.globalParameters).toEqual([]);
  });

  it('describes an anonymous visitor as a new, logged-out customer (storefront §3.2)', async () => {
    const session = (
      await query<{ shopInit: { userId: string } }>(harness, 'mutation { shopInit { userId cartId } }')
    ).shopInit;
    const info = await query<{ customerInfo: Record<string, unknown> }>(
      harness,
      '{ customerInfo(url: "/") { userId isGuest isNewCustomer visitorType visitorLoginState primeInfo { status } } }',
      {},
      { userId: session.userId },
    );
    expect(info.customerInfo).toEqual({
      // The bare uuid (for tracking); the signed id stays in the storefront's cookie.
      userId: testVisitorIds.verifyUser(session.userId),
      isGuest: false,
      isNewCustomer: true,
      visitorType: 'NEW_CUSTOMER',
      visitorLoginState: 'LOGGED_OUT',
      primeInfo: { status: 'NONE' },
    });
  });
});

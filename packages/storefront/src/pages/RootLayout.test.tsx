// @vitest-environment jsdom
// The page frame as the server renders it (spec storefront §2.8 footer per store family and store,
// §3.15 / §4 closed info bar never rendered, §7 infolayer entries and footer grid by pageId): root loader ->
// cache -> server render.
import type { ApolloClient } from '@apollo/client';
import { FOOTER_GRID_IDS, MESSAGES, matchRoute, STORES, type StoreConfig } from '@ranzen/sdk-core';
import { loadedShopClient } from '@ranzen/sdk-react';
import { answerByName, answeringLink, createTestClient, type OperationData } from '@ranzen/sdk-react/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { INFO_BAR_COOKIE_PREFIX, isInfoBarHidden } from '../data/frameCookies';
import { INFO_LAYER_ID, INFO_LAYER_PARAMETER } from '../data/infoLayer';
import { prefetchLayoutData } from '../data/layoutData';
import { loadRoute } from '../router/loadRoute';
import { StorefrontRoutes } from '../router/StorefrontRoutes';
import { FOOTER_TRACKING_EVENT, RootLayout } from './RootLayout';
import { StorefrontProviders } from './StorefrontProviders';

const PARAMETERS = [
  { name: 'featureFlags', entry: 'T134_Twint-Payment', value: 'true' },
  { name: 'shippingCarrier', entry: 'dhl', value: 'true' },
  { name: 'amazonPayV2Activation', entry: 'wallet', value: 'amazonpay.activated' },
  { name: 'paymentTypes', entry: 'xRechnung', value: 'true' },
  { name: INFO_LAYER_PARAMETER, entry: 'text.de', value: 'Heute bestellt, heute verschickt' },
  { name: INFO_LAYER_PARAMETER, entry: 'link', value: 'shipping' },
];
const INFO_LAYER_TEXT = 'Heute bestellt, heute verschickt';

/** Each footer grid's text, as its single HTML cell shows it. */
const GRID_TEXTS: Readonly<Record<string, string>> = {
  [FOOTER_GRID_IDS.shop]: 'Beratung gesucht?',
  [FOOTER_GRID_IDS.checkout]: 'Sicher bezahlen',
};

/** Variables of every AddTrackingEvents call the fixture client saw. */
const sentTracking: unknown[] = [];

const ANSWERS: Record<string, OperationData> = {
  FooterData: () => ({
    footerData: {
      __typename: 'FooterData',
      usps: [],
      links: [
        {
          __typename: 'FooterLinkBlock',
          headline: 'Service',
          type: 'Service Teaser',
          content: null,
          link: null,
          links: [{ __typename: 'FooterLink', label: 'Versand', url: '/service/versand/', external: false }],
        },
        {
          __typename: 'FooterLinkBlock',
          headline: null,
          type: 'Bottom Links',
          content: null,
          link: null,
          links: [
            { __typename: 'FooterLink', label: 'Impressum', url: '/service/impressum/', external: false },
          ],
        },
      ],
    },
  }),
  FooterGrid: ({ pageId }) => ({
    footerGrid: [
      {
        __typename: 'Row',
        id: `row-${String(pageId)}`,
        cells: [
          {
            __typename: 'Cell',
            id: `cell-${String(pageId)}`,
            elementType: 'html',
            width: 12,
            html: `<p>${GRID_TEXTS[String(pageId)]}</p>`,
            competition: null,
            teasers: [],
          },
        ],
      },
    ],
  }),
  CustomerInfo: () => ({
    customerInfo: {
      __typename: 'CustomerInfo',
      userId: null,
      isExistingCustomer: false,
      isNewCustomer: true,
      isGuest: false,
      isInternal: false,
      visitorType: 'NEW_CUSTOMER',
      visitorLoginState: 'LOGGED_OUT',
      primeInfo: { __typename: 'PrimeInfo', status: 'NONE', abo: null, startDate: null, endDate: null },
    },
  }),
  GlobalParameters: ({ name }) => ({
    globalParameters: PARAMETERS.filter((row) => row.name === name).map((row) => ({
      __typename: 'GlobalParameter',
      ...row,
    })),
  }),
  AddTrackingEvents: (variables) => {
    sentTracking.push(variables);
    return { addTrackingEvents: true };
  },
  PageDetails: () => ({
    pageDetails: {
      __typename: 'PageDetails',
      pageType: 'CONTENT',
      categoryId: null,
      redirectUrl: null,
      redirectTemporary: null,
      title: 'Startseite',
      metaDescription: null,
      metaRobots: null,
      activeAbTests: [],
      rows: [
        {
          __typename: 'Row',
          id: 'row-1',
          cells: [
            {
              __typename: 'Cell',
              id: 'cell-info',
              elementType: 'info-bar',
              width: 12,
              html: null,
              competition: null,
              teasers: [
                {
                  __typename: 'Teaser',
                  id: 't-infobar',
                  name: 'Infobar Versand',
                  template: null,
                  attributes: [
                    {
                      __typename: 'TeaserAttribute',
                      name: 'teasercontent',
                      text: 'Versandkostenfrei ab 50 €',
                      value: null,
                      url: null,
                      openLinkInNewWindow: null,
                      urlPath: null,
                      altTag: null,
                      imgTitle: null,
                      width: null,
                      height: null,
                      valueList: null,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  }),
};

function fixtureClient(): ApolloClient {
  return createTestClient({ link: answeringLink(answerByName(ANSWERS)).link });
}

async function homeTree(store: StoreConfig, cookies: Record<string, string> = {}, path = '/') {
  const client = fixtureClient();
  const url = new URL(path, 'http://localhost');
  const match = matchRoute(url.pathname);
  const messages = MESSAGES[store.messages];
  const outcome = await loadRoute(
    match,
    url,
    { client, store, messages, cartId: null, readCookies: () => cookies },
    { withLayout: true },
  );
  if (outcome.kind === 'redirect') throw new Error('unexpected redirect');
  return (
    <StorefrontProviders
      shopClient={loadedShopClient(client)}
      store={store}
      messages={messages}
      cartId={null}
      // As renderDocument decides it from the request's cookies.
      infoLayerHidden={isInfoBarHidden(cookies, INFO_LAYER_ID)}
    >
      <StorefrontRoutes state={{ href: path, match, outcome }} />
    </StorefrontProviders>
  );
}

async function renderHome(store: StoreConfig, cookies: Record<string, string> = {}): Promise<string> {
  return renderToString(await homeTree(store, cookies));
}

/** The page frame alone around a route (the header and footer read only its path and name). */
async function frameAt(path: string): Promise<string> {
  const client = fixtureClient();
  await prefetchLayoutData(client);
  const store = STORES.de;
  return renderToString(
    <StorefrontProviders
      shopClient={loadedShopClient(client)}
      store={store}
      messages={MESSAGES[store.messages]}
      cartId={null}
    >
      <RootLayout
        route={{ href: path, match: matchRoute(path), outcome: { kind: 'error', status: 404, detail: null } }}
      >
        <h1>Seite</h1>
      </RootLayout>
    </StorefrontProviders>,
  );
}

function iconsIn(html: string): string[] {
  return [...html.matchAll(/data-icon="([^"]+)"/g)].map((found) => found[1] ?? '');
}

describe('RootLayout', () => {
  afterEach(cleanup);

  it('renders the CMS footer with the de icons from the prefetched parameters (§2.8)', async () => {
    const html = await renderHome(STORES.de);
    expect(html).toContain('Versand</a>');
    expect(iconsIn(html)).toEqual([
      'wallet',
      'invoice',
      'card',
      'wallet-2',
      'e-invoice',
      'carrier-a',
      'carrier-c',
    ]);
    // Only the site footer: the shell's minimal fallback is replaced.
    expect(html.match(/<footer/g)).toHaveLength(1);
  });

  it('shows TWINT and the national post on ch', async () => {
    expect(iconsIn(await renderHome(STORES.ch))).toEqual([
      'wallet',
      'invoice',
      'card',
      'twint',
      'wallet-2',
      'card-2',
      'national-post',
    ]);
  });

  it('shows the selling points, except on the basket page (§2.5)', async () => {
    const sellingPoints = 'aria-label="Unsere Versprechen"';
    expect(await renderHome(STORES.de)).toContain(sellingPoints);
    const basket = renderToString(await homeTree(STORES.de, {}, '/checkout/basket/'));
    expect(basket).toContain('<h1');
    expect(basket).not.toContain(sellingPoints);
  });

  it('has no payment strip in the B2B shop (§1)', async () => {
    const html = await renderHome(STORES['b2b-de']);
    expect(html).toContain('Versand</a>');
    expect(iconsIn(html)).toEqual([]);
  });

  it('shows the shop footer grid in the shop and the checkout footer on the checkout steps (§7 footer grid by pageId)', async () => {
    const shop = GRID_TEXTS[FOOTER_GRID_IDS.shop] ?? '';
    const checkout = GRID_TEXTS[FOOTER_GRID_IDS.checkout] ?? '';
    for (const html of [await renderHome(STORES.de), await frameAt('/checkout/basket/')]) {
      expect(html).toContain(shop);
      expect(html).not.toContain(checkout);
    }
    for (const path of ['/checkout/login/', '/checkout/payment/', '/checkout/confirmation/']) {
      const html = await frameAt(path);
      expect(html, path).toContain(checkout);
      expect(html, path).not.toContain(shop);
      // The legal links stay; the shop's link sections, social links and payment strip do not.
      expect(html, path).toContain('Impressum</a>');
      expect(html, path).not.toContain('Versand</a>');
      expect(html, path).not.toContain('Folgen Sie uns');
      expect(iconsIn(html), path).toEqual([]);
    }
  });

  it('renders an open info bar, and none at all once its cookie is set (§3.15, no flash)', async () => {
    expect(await renderHome(STORES.de)).toContain('Versandkostenfrei ab 50 €');
    const hidden = await renderHome(STORES.de, { [`${INFO_BAR_COOKIE_PREFIX}t-infobar`]: '1' });
    expect(hidden).not.toContain('Versandkostenfrei ab 50 €');
  });

  it('renders the infolayer notice above the header, linking its content page, none once closed (§7)', async () => {
    const html = await renderHome(STORES.de);
    expect(html).toContain(`<a href="/service/versand/">${INFO_LAYER_TEXT}</a>`);
    expect(html.indexOf(INFO_LAYER_TEXT)).toBeLessThan(html.indexOf('<header'));
    const closed = await renderHome(STORES.de, { [`${INFO_BAR_COOKIE_PREFIX}${INFO_LAYER_ID}`]: '1' });
    expect(closed).not.toContain(INFO_LAYER_TEXT);
    // A store language without a notice shows none.
    expect(await renderHome(STORES['en-DE'])).not.toContain(INFO_LAYER_TEXT);
  });

  it('closing the infolayer notice hides it and sets its never-expiring cookie (§4 "Info bar")', async () => {
    render(await homeTree(STORES.de));
    const notice = screen.getByRole('region', { name: 'Aktueller Hinweis' });
    expect(within(notice).getByRole('link', { name: INFO_LAYER_TEXT }).getAttribute('href')).toBe(
      '/service/versand/',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('region', { name: 'Aktueller Hinweis' })).toBeNull();
    expect(document.cookie).toContain(`${INFO_BAR_COOKIE_PREFIX}${INFO_LAYER_ID}=1`);
  });

  it('pushes the Meta page view into the data layer and sends it to the API (§3.15, §7)', async () => {
    const target = window as Window & { dataLayer?: unknown[] };
    target.dataLayer = [];
    sentTracking.length = 0;
    document.title = 'Startseite | Ranzen';
    render(await homeTree(STORES.de));
    await waitFor(() => expect(sentTracking).toHaveLength(1));
    const meta = target.dataLayer.find(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'Meta',
    );
    expect(meta).toMatchObject({
      page_path: '/',
      page_area: 'home',
      visitor_type: 'new-customer',
      visitor_login_state: 'logged-out',
      page_title: 'Startseite | Ranzen',
    });
    expect(sentTracking[0]).toEqual({ events: [{ name: 'Meta', payload: JSON.stringify(meta) }] });
  });

  describe('footer clicks (§7 footer clicks; §2.3 legal pages are excluded from link tracking)', () => {
    afterEach(() => {
      cleanup();
      window.history.replaceState(null, '', '/');
    });

    /** Clicks the footer's Versand link (jsdom does not navigate) and answers what reached the data layer. */
    async function clickVersand(): Promise<unknown[]> {
      const target = window as Window & { dataLayer?: unknown[] };
      cleanup();
      target.dataLayer = [];
      sentTracking.length = 0;
      render(await homeTree(STORES.de));
      const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Versand' });
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
      return target.dataLayer;
    }

    it('reports a footer link click to the data layer and the shop’s tracking', async () => {
      const footerClick = { event: FOOTER_TRACKING_EVENT, label: 'Versand', url: '/service/versand/' };
      expect(await clickVersand()).toContainEqual(footerClick);
      await waitFor(() =>
        expect(sentTracking).toContainEqual({
          events: [
            {
              name: FOOTER_TRACKING_EVENT,
              payload: JSON.stringify({ label: 'Versand', url: '/service/versand/' }),
            },
          ],
        }),
      );
    });

    it('reports no click made on a legal page', async () => {
      window.history.replaceState(null, '', '/service/impressum/');
      const events = await clickVersand();
      expect(events).not.toContainEqual(expect.objectContaining({ event: FOOTER_TRACKING_EVENT }));
    });
  });
});

// @vitest-environment jsdom
// The wired store header (spec storefront §2.4 B2B guard, §2.5 header and login flyout, §2.6 and §4
// "Navigation", §5 form inputs, §7 global parameters): root-loader prefetch -> cache -> header.
import type { ApolloClient } from '@apollo/client';
import {
  HAD_SESSION_COOKIE,
  MESSAGES,
  matchRoute,
  SESSION_COOKIE,
  STORES,
  type StoreConfig,
  SUBMENU_OPEN_DELAY_MS,
  VISITED_COOKIE,
  WishlistEssentialsDocument,
} from '@ranzen/sdk-core';
import { loadedShopClient } from '@ranzen/sdk-react';
import { answeringLink, createTestClient, merkzettelEssentials } from '@ranzen/sdk-react/testing';
import { ToastRegion } from '@ranzen/ui';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_LIST_VARIABLES, prefetchLayoutData } from '../data/layoutData';
import type { RouterState } from '../data/routerState';
import { StorefrontProviders } from './StorefrontProviders';
import { StoreHeader } from './StoreHeader';

interface Row {
  readonly name: string;
  readonly entry: string;
  readonly value: string;
}

const node = (id: string, name: string, hasChildren: boolean, children: unknown[] = [], isSale = false) => ({
  __typename: 'NavigationItem',
  id,
  name,
  categoryUrl: `/cat/${id}/`,
  hasChildren,
  isSale,
  isExcludedFromNav: false,
  children,
});

/** Two levels as the root loader asks for them; the third arrives by root id. */
const TWO_LEVELS = [
  node('1', 'Schreiben', true, [
    node('11', 'Bleistifte & Buntstifte', true),
    node('12', 'Kugelschreiber', false),
  ]),
  node('9', 'Angebote', true, [node('91', 'Restposten', false)], true),
];
const THIRD_LEVEL: Record<string, unknown[]> = {
  '11': [node('111', 'Bleistifte', false), node('112', 'Buntstifte', false)],
};

/** The fixture API's answer to one operation; undefined for operations the header must not send. */
/** The customer info of a logged-in customer, as the API answers it with the session's token. */
const LOGGED_IN_CUSTOMER = {
  __typename: 'CustomerInfo',
  userId: 'u-1',
  isExistingCustomer: true,
  isNewCustomer: false,
  isGuest: false,
  isInternal: false,
  visitorType: 'EXISTING_CUSTOMER',
  visitorLoginState: 'LOGGED_IN',
  firstName: 'Erika',
  lastName: 'Beispiel',
  primeInfo: { __typename: 'PrimeInfo', status: 'NONE', abo: null, startDate: null, endDate: null },
};

function answer(
  operation: string,
  variables: Record<string, unknown>,
  parameters: readonly Row[],
  customer: unknown,
): Record<string, unknown> | undefined {
  switch (operation) {
    case 'FooterData':
      return { footerData: null };
    case 'CustomerInfo':
      return { customerInfo: customer };
    case 'GlobalParameters':
      return {
        globalParameters: parameters
          .filter((row) => row.name === variables.name)
          .map((row) => ({ __typename: 'GlobalParameter', ...row })),
      };
    case 'Navigation': {
      const rootId = variables.rootId;
      return { navigation: typeof rootId === 'string' ? (THIRD_LEVEL[rootId] ?? []) : TWO_LEVELS };
    }
    default:
      return undefined;
  }
}

function fixtureClient(
  parameters: readonly Row[],
  requests: string[] = [],
  customer: unknown = null,
): ApolloClient {
  const { link } = answeringLink(({ operationName, variables }) => {
    requests.push(`${operationName}:${JSON.stringify(variables)}`);
    const data = answer(operationName, variables, parameters, customer);
    if (data === undefined) throw new Error(`unexpected ${operationName}`);
    return { data };
  });
  return createTestClient({ link });
}

const flags = (newNavigation: string, sale = 'false'): Row[] => [
  { name: 'featureFlags', entry: 'T155 Navigation', value: newNavigation },
  { name: 'featureFlags', entry: 'T216-Sale-Aktion', value: sale },
  { name: 'embeddedTeasers', entry: 'hotline', value: '0800 726 93 61' },
  { name: 'embeddedTeasers', entry: 'email', value: 'schulen@ranzen.de' },
];

/** The header reads only the path and the route name of the routing state. */
function routeFor(path: string): RouterState {
  return { href: path, match: matchRoute(path), outcome: { kind: 'error', status: 404, detail: null } };
}

/** What a test varies around the header: the page, the customer, what the API saw, the wish list. */
interface HeaderSetup {
  readonly path?: string;
  readonly requests?: string[];
  readonly mobileSearchOnArrival?: boolean;
  readonly customer?: unknown;
  /** The current wish list's entry count, as the layout loader leaves it in the cache; none: no list read. */
  readonly wishlistEntries?: number;
}

async function headerTree(
  store: StoreConfig,
  parameters: readonly Row[],
  { path = '/', requests, mobileSearchOnArrival = false, customer = null, wishlistEntries }: HeaderSetup = {},
) {
  const client = fixtureClient(parameters, requests, customer);
  await prefetchLayoutData(client);
  if (wishlistEntries !== undefined) {
    client.writeQuery({
      query: WishlistEssentialsDocument,
      variables: CURRENT_LIST_VARIABLES,
      data: {
        wishlists: {
          __typename: 'Wishlists',
          merkzettel: merkzettelEssentials(
            Array.from({ length: wishlistEntries }, (_, index) => ({
              productId: `p-${index}`,
              itemId: `i-${index}`,
              quantity: 1,
            })),
          ),
          otherLists: [],
        },
      },
    });
  }
  return (
    <StorefrontProviders
      shopClient={loadedShopClient(client)}
      store={store}
      messages={MESSAGES[store.messages]}
      cartId={null}
      mobileSearchOnArrival={mobileSearchOnArrival}
    >
      <StoreHeader route={routeFor(path)} />
      <ToastRegion />
    </StorefrontProviders>
  );
}

function clearCookies(): void {
  for (const name of [HAD_SESSION_COOKIE, SESSION_COOKIE, VISITED_COOKIE]) {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

async function expectNoAxeViolations(container: Element): Promise<void> {
  // As packages/ui/test/axe.ts: no page landmarks around a lone header; contrast needs a real layout (e2e).
  const results = await axe.run(container, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

afterEach(() => {
  cleanup();
  clearCookies();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StoreHeader navigation', () => {
  it('server-renders the newer navigation with two levels when T155 Navigation is the text true (§2.5)', async () => {
    const html = renderToString(await headerTree(STORES.de, flags('true')));
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Schreiben<\/button>/);
    expect(html).not.toContain('href="/cat/1/"');
  });

  it('server-renders the older bar of category links otherwise (§2.5, docs/not-shown.md)', async () => {
    for (const value of ['false', 'TRUE']) {
      const html = renderToString(await headerTree(STORES.de, flags(value)));
      expect(html).toContain('aria-label="Hauptnavigation"');
      expect(html).toContain('href="/cat/1/"');
      expect(html).not.toMatch(/<button[^>]*>Schreiben<\/button>/);
    }
  });

  it('reports a navigation link click to the data layer and the shop’s tracking (§7 navigation clicks)', async () => {
    const requests: string[] = [];
    (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
    render(await headerTree(STORES.de, flags('false'), { requests }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const link = within(nav).getByRole('link', { name: 'Schreiben' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'navigation_click',
      label: 'Schreiben',
      url: '/cat/1/',
    });
    await waitFor(() =>
      expect(requests.some((request) => request.startsWith('AddTrackingEvents:'))).toBe(true),
    );
  });

  it('reports no navigation click made on a legal page (§2.3 legal pages are excluded from link tracking)', async () => {
    const requests: string[] = [];
    (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
    window.history.replaceState(null, '', '/service/datenschutz/');
    try {
      render(await headerTree(STORES.de, flags('false'), { requests }));
      const link = within(screen.getByRole('navigation', { name: 'Hauptnavigation' })).getByRole('link', {
        name: 'Schreiben',
      });
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
      await act(async () => {});
      expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([]);
      expect(requests.filter((request) => request.startsWith('AddTrackingEvents:'))).toEqual([]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('opens a tab after the 250 ms hover delay and loads missing third-level children by id (§4)', async () => {
    const requests: string[] = [];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(await headerTree(STORES.de, flags('true'), { requests }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const tab = within(nav).getByRole('button', { name: 'Schreiben' });
    fireEvent.mouseEnter(tab.closest('li') as HTMLElement);
    act(() => vi.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS - 1));
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(tab).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Alle in Schreiben' })).toHaveAttribute('href', '/cat/1/');
    vi.useRealTimers();

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Bleistifte & Buntstifte' }));
    expect(await within(nav).findByRole('link', { name: 'Buntstifte' })).toHaveAttribute('href', '/cat/112/');
    // The partial navigation by category (spec §7): one level below the opened item.
    expect(requests.filter((sent) => sent.includes('"rootId"'))).toEqual([
      'Navigation:{"level":1,"rootId":"11"}',
    ]);
    expect(within(nav).getByRole('link', { name: 'Alle in Bleistifte & Buntstifte' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('shows the sale panel only when T216-Sale-Aktion is true, linking the sale category (§2.6)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(await headerTree(STORES.de, flags('true', 'true')));
    await user.click(screen.getByRole('button', { name: 'Schreiben' }));
    const sale = screen.getByRole('complementary', { name: 'Sale-Aktion' });
    expect(within(sale).getByRole('link', { name: 'Zu den Angeboten' })).toHaveAttribute('href', '/cat/9/');
    unmount();
    render(await headerTree(STORES.de, flags('true', 'false')));
    await user.click(screen.getByRole('button', { name: 'Schreiben' }));
    expect(screen.queryByRole('complementary', { name: 'Sale-Aktion' })).not.toBeInTheDocument();
  });
});

describe('StoreHeader service block (§2.5)', () => {
  it('shows the B2B hotline and e-mail teasers from the embedded teasers', async () => {
    render(await headerTree(STORES['b2b-de'], flags('true')));
    expect(screen.getByRole('link', { name: /Hotline 0800 726 93 61/ })).toHaveAttribute(
      'href',
      'tel:08007269361',
    );
    expect(screen.getByRole('link', { name: /schulen@ranzen\.de/ })).toHaveAttribute(
      'href',
      'mailto:schulen@ranzen.de',
    );
  });

  it('shows advice and the trust badge in consumer stores', async () => {
    render(await headerTree(STORES.de, flags('true')));
    expect(screen.getByRole('link', { name: 'Beratung' })).toHaveAttribute('href', '/beratung/');
    expect(screen.getByRole('link', { name: 'Geprüfter Shop – Käuferschutz' })).toHaveAttribute(
      'href',
      '/service/sicher-einkaufen/',
    );
  });
});

describe('StoreHeader login flyout', () => {
  it('validates the consumer form with the §5 message keys before anything is sent', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    render(await headerTree(STORES.de, flags('true')));
    await user.click(screen.getByRole('button', { name: 'Mein Konto' }));
    // The form loads on first open (DESIGN §6), then takes the focus as a flyout opened by hand does.
    await waitFor(() => expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@schule');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), '.de');
    await user.type(screen.getByLabelText('Passwort'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Das Passwort muss zwischen 3 und 35 Zeichen lang sein.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts a valid form to the login endpoint; a refusal is a toast and marks both fields invalid (shopping §7, §8)', async () => {
    const refusal = {
      successfull: false,
      errorMessage: 'vue.login.error.failed',
      generalErrorMessage: null,
      fieldErrors: [],
      firstName: null,
      lastName: null,
      cartMerged: false,
      updatedCartId: null,
      cartId: null,
      serverError: false,
      isReset: false,
    };
    const fetchSpy = vi.fn(async () => Response.json(refusal));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    render(await headerTree(STORES.de, flags('true')));
    await user.click(screen.getByRole('button', { name: 'Mein Konto' }));
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'anna@schule.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('checkbox', { name: 'Angemeldet bleiben' }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login-action/');
    expect(String(init.body)).toBe('email=anna%40schule.de&password=geheim&stayLogged=true&mergeCart=true');
  });

  it('greets a logged-in customer in the flyout with the names of the customer info (storefront §2.5)', async () => {
    const user = userEvent.setup();
    render(await headerTree(STORES.de, flags('true'), { customer: LOGGED_IN_CUSTOMER }));
    await user.click(screen.getByRole('button', { name: 'Mein Konto' }));
    expect(await screen.findByRole('heading', { name: 'Hallo Erika Beispiel' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kontaktdaten' })).toHaveAttribute(
      'href',
      '/myaccount/contact-details/',
    );
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });
});

describe('StoreHeader B2B login guard (§2.4, §8)', () => {
  it('opens the flyout for a visitor without a session on a catalogue page', async () => {
    render(await headerTree(STORES['b2b-de'], flags('true'), { path: '/cat/1/' }));
    expect(await screen.findByLabelText('Kundennummer')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText(/Sitzung ist abgelaufen/)).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('leaves the flyout closed where the page itself is the login (server-side guard, §2.4)', async () => {
    const loginInPlace: RouterState = {
      href: '/cat/1/',
      match: matchRoute('/cat/1/'),
      outcome: {
        kind: 'page',
        status: 200,
        page: { route: 'login', data: { meta: { title: 'Anmelden', robots: '' } } },
      },
    };
    render(
      <StorefrontProviders
        shopClient={loadedShopClient(fixtureClient(flags('true')))}
        store={STORES['b2b-de']}
        messages={MESSAGES.de}
        cartId={null}
      >
        <StoreHeader route={loginInPlace} />
      </StorefrontProviders>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds the session-expired warning once when the visitor had been logged in', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `${HAD_SESSION_COOKIE}=1; Path=/`;
    render(await headerTree(STORES['b2b-de'], flags('true'), { path: '/prod/100001/' }));
    expect(
      await screen.findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Kundennummer')).toBeVisible();
    await waitFor(() => expect(document.cookie).not.toContain(HAD_SESSION_COOKIE));
  });

  it('leaves logged-in visitors, public pages and consumer stores alone', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `${SESSION_COOKIE}=1; Path=/`;
    const { unmount } = render(await headerTree(STORES['b2b-de'], flags('true'), { path: '/cat/1/' }));
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    clearCookies();
    const publicPage = render(
      await headerTree(STORES['b2b-de'], flags('true'), { path: '/service/impressum/' }),
    );
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toHaveAttribute('aria-expanded', 'false');
    publicPage.unmount();
    render(await headerTree(STORES.de, flags('true'), { path: '/cat/1/' }));
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('StoreHeader mobile search on arrival (spec storefront §4 "Mobile search and refresh")', () => {
  // Only the mobile query decides; other media queries (hover, motion) answer the same here.
  const phone = (matches: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));

  it('is server-rendered open on a first visit, stays open on a phone without taking focus, and records the visit', async () => {
    const tree = await headerTree(STORES.de, flags('true'), { mobileSearchOnArrival: true });
    const html = renderToString(tree);
    expect(html).toContain('aria-label="Suche (mobil)"');
    expect(html).not.toContain('autofocus');
    phone(true);
    render(tree);
    const search = screen.getByRole('search', { name: 'Suche (mobil)' });
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(search).getByRole('combobox')).not.toHaveFocus();
    await waitFor(() => expect(document.cookie).toContain(`${VISITED_COOKIE}=1`));
    expect(screen.getByRole('search', { name: 'Suche (mobil)' })).toBeVisible();
  });

  it('closes after hydration where there is no mobile bar (wider screens)', async () => {
    phone(false);
    render(await headerTree(STORES.de, flags('true'), { mobileSearchOnArrival: true }));
    await waitFor(() =>
      expect(screen.queryByRole('search', { name: 'Suche (mobil)' })).not.toBeInTheDocument(),
    );
    expect(document.cookie).toContain(`${VISITED_COOKIE}=1`);
  });

  it('stays closed without the server saying so, and a known visitor keeps the cookie', async () => {
    phone(true);
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `${VISITED_COOKIE}=1; Path=/`;
    render(await headerTree(STORES.de, flags('true'), { path: '/' }));
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search', { name: 'Suche (mobil)' })).not.toBeInTheDocument();
  });
});

describe('StoreHeader wish list feature tooltip (spec storefront §4 feature tooltip, §3.15 per-tooltip flag)', () => {
  const sharedLists = MESSAGES.de['vue.featureTooltip.sharedLists'];

  afterEach(() => sessionStorage.clear());

  it('points out shared lists beside the wish list link once the list has entries', async () => {
    render(await headerTree(STORES.de, flags('true'), { wishlistEntries: 2 }));
    expect(await screen.findByText(sharedLists)).toBeInTheDocument();
  });

  it('says nothing while the list is empty or unknown', async () => {
    const { unmount } = render(await headerTree(STORES.de, flags('true'), { wishlistEntries: 0 }));
    await act(async () => {});
    expect(screen.queryByText(sharedLists)).not.toBeInTheDocument();
    unmount();
    render(await headerTree(STORES.de, flags('true')));
    await act(async () => {});
    expect(screen.queryByText(sharedLists)).not.toBeInTheDocument();
  });
});

// @vitest-environment jsdom
// Data refresh on navigation as the client router wires it (spec storefront §4 "Mobile search and
// refresh": data is refetched on a route change when more than 10 minutes passed since the last
// refresh). The router, the category loader and the shop's Apollo client run for real against a
// scripted API; only the page view is a stand-in, and only the clock is fake.
import {
  createShopClient,
  DATA_REFRESH_AFTER_MS,
  MESSAGES,
  matchRoute,
  PRELOAD_DELAY_MS,
  STORES,
} from '@ranzen/sdk-core';
import { loadedShopClient } from '@ranzen/sdk-react';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDeps } from '../data/routeLoaders';
import type { RouterState } from '../data/routerState';
import { loadRoute } from '../router/loadRoute';
import { type BrowserRouteDeps, ClientRouter } from './ClientRouter';
import { preloadVisibleLinks } from './linkPreloads';

vi.mock('../router/StorefrontRoutes', () => ({
  StorefrontRoutes: ({ state }: { state: RouterState }) => <h1>{state.href}</h1>,
}));

// The preloads themselves are linkPreloads.test.ts's; here only when the router starts them.
const stopPreloading = vi.fn();
vi.mock('./linkPreloads', () => ({ preloadVisibleLinks: vi.fn(() => stopPreloading) }));

const START = new Date('2026-09-01T08:00:00Z').getTime();

const ANSWERS: Record<string, Record<string, unknown>> = {
  Category: {
    category: {
      __typename: 'Category',
      id: '5',
      name: 'Buntstifte',
      url: '/cat/5/',
      metaTitle: null,
      metaDescription: null,
      defaultSort: 'si',
      parent: null,
      breadcrumb: [],
    },
  },
  CategoryProducts: {
    categoryProducts: {
      __typename: 'ProductList',
      totalCount: 0,
      offset: 0,
      limit: 60,
      currentPage: 1,
      totalPages: 0,
      sort: 'si',
      defaultSort: 'si',
      availableSorts: ['si'],
      facets: { __typename: 'ListingFacets', enumFacets: [], rangeFacets: [], categories: [] },
      products: [],
    },
  },
};

interface Operation {
  readonly operationName: string;
  readonly variables?: { readonly url?: string };
}

/** The page details of a URL with a redirect kept for it (spec §2.4), as the API answers them. */
function keptRedirect(redirectUrl: string) {
  return {
    pageDetails: {
      __typename: 'PageDetails',
      pageType: 'CONTENT',
      categoryId: null,
      redirectUrl,
      redirectTemporary: false,
      title: null,
      metaDescription: null,
      metaRobots: null,
      activeAbTests: [],
      rows: [],
    },
  };
}

/**
 * The shop's own client (batching, cache-first) over a fetch that answers from ANSWERS, and the page
 * details of `redirects`' URLs with their kept redirects.
 */
function scriptedDeps(redirects: Readonly<Record<string, string>> = {}) {
  const requested: string[] = [];
  const answerOf = ({ operationName, variables }: Operation) => {
    const redirect = operationName === 'PageDetails' ? redirects[variables?.url ?? ''] : undefined;
    return redirect ? keptRedirect(redirect) : (ANSWERS[operationName] ?? null);
  };
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body: unknown = JSON.parse(String(init?.body));
    const operations = (Array.isArray(body) ? body : [body]) as Operation[];
    requested.push(...operations.map((operation) => operation.operationName));
    const results = operations.map((operation) => ({ data: answerOf(operation) }));
    return Response.json(Array.isArray(body) ? results : results[0]);
  };
  const deps: RouteDeps = {
    client: createShopClient({ uri: 'http://localhost:3000/graphql', fetch }),
    store: STORES.de,
    messages: MESSAGES.de,
    cartId: null,
  };
  return { deps, requested };
}

/** The same deps as the browser's: the client behind a (here already settled) promise. */
function browserDeps({ client, ...deps }: RouteDeps): BrowserRouteDeps {
  return { ...deps, shopClient: loadedShopClient(client) };
}

/** What the server rendered for /cat/5/: the same loader, filling the same cache. */
async function serverState(deps: RouteDeps): Promise<RouterState> {
  const href = '/cat/5/';
  const match = matchRoute('/cat/5/');
  const outcome = await loadRoute(match, new URL(href, window.location.href), deps, { withLayout: false });
  if (outcome.kind === 'redirect') throw new Error('unexpected redirect');
  return { href, match, outcome };
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

describe('ClientRouter data refresh (spec storefront §4 "Mobile search and refresh", §9)', () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('serves a route change from the cache for 10 minutes, then refetches from the API', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    vi.stubGlobal('scrollTo', () => undefined);
    const { deps, requested } = scriptedDeps();
    const initial = await serverState(deps);
    // Beside the listing's data, the path-redirect lookup that runs for each navigation (§2.4).
    expect(requested.toSorted()).toEqual(['Category', 'CategoryProducts', 'PageDetails']);
    requested.length = 0;
    render(<ClientRouter initial={initial} deps={browserDeps(deps)} container={document.body} />);
    const user = userEvent.setup();

    // Exactly 10 minutes later: the same data comes from the cache (?p=1 is the same listing); only
    // the path-redirect lookup asks the API (§7: page details are never cached).
    vi.setSystemTime(START + DATA_REFRESH_AFTER_MS);
    await user.click(link('/cat/5/?p=1'));
    expect(await screen.findByRole('heading', { name: '/cat/5/?p=1' })).toBeInTheDocument();
    expect(requested).toEqual(['PageDetails']);
    requested.length = 0;

    // One millisecond more: the route change drops the cache and the loader asks the API again.
    vi.setSystemTime(START + DATA_REFRESH_AFTER_MS + 1);
    await user.click(link('/cat/5/'));
    expect(await screen.findByRole('heading', { name: '/cat/5/' })).toBeInTheDocument();
    expect(requested.toSorted()).toEqual(['Category', 'CategoryProducts', 'PageDetails']);
    expect(window.location.pathname).toBe('/cat/5/');

    // That refresh starts the next 10 minutes.
    requested.length = 0;
    vi.setSystemTime(START + 2 * DATA_REFRESH_AFTER_MS);
    await user.click(link('/cat/5/?p=1'));
    expect(await screen.findByRole('heading', { name: '/cat/5/?p=1' })).toBeInTheDocument();
    expect(requested).toEqual(['PageDetails']);
  });

  it('follows a redirect kept for the URL of an existing category on a client-side navigation (spec §2.4)', async () => {
    vi.stubGlobal('scrollTo', () => undefined);
    // The scripted API knows every category; the shop keeps a redirect for /cat/7/ (merged into /cat/6/).
    const { deps } = scriptedDeps({ '/cat/7/': '/cat/6/' });
    const initial = await serverState(deps);
    render(<ClientRouter initial={initial} deps={browserDeps(deps)} container={document.body} />);
    await userEvent.setup().click(link('/cat/7/'));
    expect(await screen.findByRole('heading', { name: '/cat/6/' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cat/6/');
  });

  it('loads the next page as a document once a new build is deployed (spec §4 build manifest poll)', async () => {
    vi.stubGlobal('scrollTo', () => undefined);
    const { deps, requested } = scriptedDeps();
    const initial = await serverState(deps);
    requested.length = 0;
    let deployed = false;
    render(
      <ClientRouter
        initial={initial}
        deps={browserDeps(deps)}
        container={document.body}
        loadsAsDocument={() => deployed}
      />,
    );
    const user = userEvent.setup();
    await user.click(link('/cat/5/?p=1'));
    expect(await screen.findByRole('heading', { name: '/cat/5/?p=1' })).toBeInTheDocument();

    // After the deploy the click is left to a document load (jsdom does not navigate): no loader, no push.
    requested.length = 0;
    deployed = true;
    const pushState = vi.spyOn(window.history, 'pushState');
    await user.click(link('/cat/5/'));
    expect(screen.getByRole('heading', { name: '/cat/5/?p=1' })).toBeInTheDocument();
    expect(pushState).not.toHaveBeenCalled();
    expect(requested).toEqual([]);
  });

  it('loads ahead what the links lead to a second after a page is shown, anew for the next page (spec §4, §9)', async () => {
    vi.stubGlobal('scrollTo', () => undefined);
    const { deps } = scriptedDeps();
    const initial = await serverState(deps);
    // The earlier tests' pages start their watch too once they have been shown a second (a loaded
    // machine makes them last that long) and stop it as they unmount: count this test's calls only.
    vi.mocked(preloadVisibleLinks).mockClear();
    stopPreloading.mockClear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<ClientRouter initial={initial} deps={browserDeps(deps)} container={document.body} />);
    await vi.advanceTimersByTimeAsync(PRELOAD_DELAY_MS - 1);
    expect(preloadVisibleLinks).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(preloadVisibleLinks).toHaveBeenCalledTimes(1));

    // The next page stops the last page's watch and, a second later, starts its own.
    vi.useRealTimers();
    await userEvent.setup().click(link('/cat/5/?p=1'));
    expect(await screen.findByRole('heading', { name: '/cat/5/?p=1' })).toBeInTheDocument();
    expect(stopPreloading).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(preloadVisibleLinks).toHaveBeenCalledTimes(2), {
      timeout: 3 * PRELOAD_DELAY_MS,
    });
  });
});

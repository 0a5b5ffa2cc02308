// The error outcome's debug details (spec storefront §2.9 debug box; never in production), and the
// document's hydration mark the end-to-end tests wait for (hydrationState.ts), and its scripts loading after
// the first paint (DESIGN §6).
import { DEFAULT_PUBLIC_ORIGINS, STORES } from '@ranzen/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDeps, RouteOutcome } from '../data/routeLoaders';
import { NO_CLIENT_ASSETS } from './clientAssets';

const loadRoute = vi.fn<() => Promise<RouteOutcome>>();
vi.mock('../router/loadRoute', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../router/loadRoute')>()),
  loadRoute: () => loadRoute(),
}));

const { documentHead, resolveRoute, scriptsAfterFirstPaint, visibleOutcome } = await import(
  './renderDocument'
);

const DEPS = {} as RouteDeps;
const URL_OF_PAGE = new URL('http://localhost/prod/1/');

afterEach(() => {
  loadRoute.mockReset();
  vi.restoreAllMocks();
});

describe('resolveRoute', () => {
  it('answers a loader bug with 500 and its message and stack only when details are exposed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRoute.mockRejectedValue(new TypeError('cannot read x of undefined'));
    const exposed = await resolveRoute(URL_OF_PAGE, DEPS, true);
    expect(exposed).toMatchObject({ kind: 'error', status: 500 });
    const detail = exposed.kind === 'error' ? exposed.detail : null;
    expect(detail).toContain('cannot read x of undefined');
    expect(detail).toMatch(/\n\s+at /);

    expect(await resolveRoute(URL_OF_PAGE, DEPS, false)).toEqual({
      kind: 'error',
      status: 500,
      detail: null,
    });
    // The default is the safe one.
    expect(await resolveRoute(URL_OF_PAGE, DEPS)).toEqual({ kind: 'error', status: 500, detail: null });
    expect(console.error).toHaveBeenCalled();
  });

  it('passes the page outcome through', async () => {
    const page: RouteOutcome = {
      kind: 'page',
      status: 200,
      page: {
        route: 'basket',
        data: {
          inStockKey: 'vue.deliveryStatus.inStock',
          meta: { title: 'Warenkorb', robots: 'noindex,follow' },
        },
      },
    };
    loadRoute.mockResolvedValue(page);
    expect(await resolveRoute(new URL('http://localhost/checkout/basket/'), DEPS, true)).toBe(page);
  });
});

describe('visibleOutcome', () => {
  const error: RouteOutcome = { kind: 'error', status: 503, detail: 'Network error' };

  it('drops the detail in production and keeps it in development', () => {
    expect(visibleOutcome(error, false)).toEqual({ kind: 'error', status: 503, detail: null });
    expect(visibleOutcome(error, true)).toBe(error);
  });
});

const head = {
  store: STORES.de,
  href: '/',
  meta: { title: 'Ranzen', description: 'Schulbedarf', robots: 'index,follow' },
  isError: false,
  origins: DEFAULT_PUBLIC_ORIGINS,
};

describe('documentHead', () => {
  it('marks a page that comes with the entry script as pending hydration', () => {
    const html = documentHead(head, { ...NO_CLIENT_ASSETS, entryScript: '/assets/entry-1.js' });
    expect(html).toContain('<html lang="de-DE" data-theme="consumer" data-hydration="pending">');
  });

  it('leaves a page without scripts unmarked: nothing will hydrate it', () => {
    expect(documentHead(head, NO_CLIENT_ASSETS)).toContain('<html lang="de-DE" data-theme="consumer">');
  });
});

describe('scriptsAfterFirstPaint (DESIGN §6 FCP and LCP)', () => {
  const assets = {
    ...NO_CLIENT_ASSETS,
    entryScript: '/assets/entry-1.js',
    preloadScripts: ['/assets/react-2.js'],
  };

  it('keeps every script out of the head and loads them from one nonced script after the first frame', () => {
    expect(documentHead(head, assets)).not.toContain('<script');
    const loader = scriptsAfterFirstPaint(assets, { preloadScripts: ['/assets/product-3.js'] }, 'n0nce');
    expect(loader).toMatch(/^<script nonce="n0nce">[^<]*requestAnimationFrame[^<]*<\/script>$/);
    expect(loader).toContain(
      '"preloads":["/assets/react-2.js","/assets/product-3.js"],"entry":"/assets/entry-1.js"',
    );
  });

  it('writes nothing for a page without an entry', () => {
    expect(scriptsAfterFirstPaint(NO_CLIENT_ASSETS, null, 'n0nce')).toBe('');
  });
});

// The error outcome's debug details (spec storefront §2.9 debug box; never in production).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDeps, RouteOutcome } from '../data/routeLoaders';

const loadRoute = vi.fn<() => Promise<RouteOutcome>>();
vi.mock('../router/loadRoute', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../router/loadRoute')>()),
  loadRoute: () => loadRoute(),
}));

const { resolveRoute, visibleOutcome } = await import('./renderDocument');

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

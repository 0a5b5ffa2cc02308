// An app's own routes (DESIGN §1: apps add routes beside the shop's): matched before the catch-all,
// loaded by their binding, guarded like the shop's pages, rendered with their lazily loaded page.
import {
  createShopClient,
  defineRoute,
  MESSAGES,
  routePath,
  SECURITY_LOGOUT_COOKIE,
  STORES,
} from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import type { RouteDeps } from '../data/routeDeps';
import { loadRoute } from './loadRoute';
import { loadedPageComponent, pageChunkName } from './pageComponents';
import { pageModule } from './RouteBehaviour';
import { createStorefrontRouter, defineAppRoute } from './StorefrontRouter';

function QuotePage() {
  return null;
}

const quote = defineAppRoute(defineRoute({ name: 'test:quote', path: '/angebot/:quoteId/' }), {
  load: async ({ quoteId }, _url, deps) => ({
    meta: { title: `Angebot ${quoteId} (${deps.store.id})`, robots: 'noindex,follow' },
  }),
  page: pageModule('QuotePage', async () => ({ QuotePage })),
});

const deps: RouteDeps = {
  client: createShopClient({ uri: 'http://127.0.0.1:9/graphql' }),
  store: STORES.de,
  messages: MESSAGES.de,
  cartId: null,
};

describe('createStorefrontRouter (an app adds its own routes)', () => {
  const router = createStorefrontRouter([quote]);

  it("matches the app's route beside the shop's, the catch-all last", () => {
    expect(router.table.match('/angebot/q-1')).toEqual({ name: 'test:quote', quoteId: 'q-1' });
    expect(router.table.match('/prod/7/')).toEqual({ name: 'product', id: '7' });
    expect(router.table.match('/angebot/')).toEqual({ name: 'catchAll', path: '/angebot/' });
  });

  it("runs the app route's loader and loads its page", async () => {
    const url = new URL('http://localhost/angebot/q-1/');
    const outcome = await loadRoute(router.table.match(url.pathname), url, deps, {
      withLayout: false,
      router,
    });
    expect(outcome).toEqual({
      kind: 'page',
      status: 200,
      page: { route: 'test:quote', data: { meta: { title: 'Angebot q-1 (de)', robots: 'noindex,follow' } } },
    });
    expect(loadedPageComponent('test:quote')).toBe(QuotePage);
    expect(pageChunkName('test:quote', router)).toBe('QuotePage');
  });

  it('guards the app route like the shop’s pages (spec §2.4 security logout)', async () => {
    const url = new URL('http://localhost/angebot/q-1/');
    const outcome = await loadRoute(
      router.table.match(url.pathname),
      url,
      { ...deps, readCookies: () => ({ [SECURITY_LOGOUT_COOKIE]: '1' }) },
      { withLayout: false, router },
    );
    expect(outcome).toEqual({ kind: 'redirect', status: 302, location: routePath('logout') });
  });

  it("refuses an app route without the app's prefix, so it never shadows a shop route name", () => {
    const unprefixed = { ...quote, definition: defineRoute({ name: 'quote', path: '/angebot/:quoteId/' }) };
    expect(() => createStorefrontRouter([unprefixed])).toThrow(/needs the app's prefix/);
  });
});

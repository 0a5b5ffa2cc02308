// Route match -> loader outcome -> status (spec storefront §2.1, §2.4, §8; decision 0002): the
// statuses the server answers with and the browser renders after a client-side navigation.
import type { ApolloLink } from '@apollo/client';
import { MESSAGES, matchRoute, resolveStore, SESSION_COOKIE, STORES } from '@ranzen/sdk-core';
import { answeringLink, createTestClient } from '@ranzen/sdk-react/testing';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_TEXT } from '../data/loaderErrors';
import type { RouteOutcome } from '../data/routeLoaders';
import { loadRoute, outcomeMeta } from './loadRoute';

type Answer = ApolloLink.Result;

const LAYOUT_OPERATIONS = new Set([
  'FooterData',
  'FooterGrid',
  'CustomerInfo',
  'GlobalParameters',
  'Navigation',
]);

function clientAnswering(answer: (operationName: string) => Answer | Error) {
  const seen: string[] = [];
  const { link } = answeringLink(({ operationName }) => {
    // The frame's prefetch (layoutData.ts) runs with every document load; tests below look at what the
    // page itself asks for, and layoutData.test.ts at the frame.
    if (LAYOUT_OPERATIONS.has(operationName)) throw new Error('not part of these tests');
    seen.push(operationName);
    const result = answer(operationName);
    if (result instanceof Error) throw result;
    return result;
  });
  return { client: createTestClient({ link }), seen };
}

function pageDetails(fields: Record<string, unknown>): Answer {
  return {
    data: {
      pageDetails: {
        __typename: 'PageDetails',
        pageType: 'CONTENT',
        categoryId: null,
        redirectUrl: null,
        redirectTemporary: null,
        title: 'Sicher einkaufen',
        metaDescription: null,
        metaRobots: null,
        activeAbTests: [],
        rows: [],
        ...fields,
      },
    },
  };
}

const store = STORES.de;
const messages = MESSAGES.de;

async function outcomeFor(
  path: string,
  answer: (operationName: string) => Answer | Error,
  cartId: string | null = null,
  cookies: Record<string, string> = {},
): Promise<{ outcome: RouteOutcome; seen: string[] }> {
  const { client, seen } = clientAnswering(answer);
  const url = new URL(path, 'http://localhost');
  const outcome = await loadRoute(
    matchRoute(url.pathname),
    url,
    { client, store: resolveStore(url.host), messages, cartId, readCookies: () => cookies },
    { withLayout: true },
  );
  return { outcome, seen };
}

describe('loadRoute', () => {
  it('renders a content page found by URL with 200 and its meta', async () => {
    const { outcome } = await outcomeFor('/service/sicher-einkaufen/', () => pageDetails({}));
    expect(outcome.kind).toBe('page');
    if (outcome.kind !== 'page') return;
    expect(outcome.status).toBe(200);
    expect(outcome.page.route).toBe('catchAll');
    expect(outcome.page.data.meta.title).toContain('Sicher einkaufen');
  });

  it('answers a redirect URL with 301, or 302 when temporary (§2.4)', async () => {
    expect((await outcomeFor('/alt/', () => pageDetails({ redirectUrl: '/cat/1/' }))).outcome).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/cat/1/',
    });
    const temporary = await outcomeFor('/sale/', () =>
      pageDetails({ pageType: 'UNKNOWN', redirectUrl: '/cat/2/', redirectTemporary: true }),
    );
    expect(temporary.outcome).toEqual({ kind: 'redirect', status: 302, location: '/cat/2/' });
  });

  it('answers GONE with 410 and unknown pages with 404 (§2.4)', async () => {
    const goneAnswer = await outcomeFor('/old/', () => pageDetails({ pageType: 'GONE' }));
    expect(goneAnswer.outcome).toMatchObject({ kind: 'error', status: 410 });
    const unknown = await outcomeFor('/nothing/', () => pageDetails({ pageType: 'NOT_FOUND' }));
    expect(unknown.outcome).toMatchObject({ kind: 'error', status: 404 });
  });

  it('answers rejected catch-all paths with 404 without asking the API (§2.4)', async () => {
    const { outcome, seen } = await outcomeFor('/Service/', () => pageDetails({}));
    expect(outcome).toMatchObject({ kind: 'error', status: 404 });
    expect(seen).toEqual([]);
  });

  it('runs the path-redirect lookup beside the loader of every table route: a kept redirect wins (§2.4)', async () => {
    const product = { data: { product: { __typename: 'Product', id: '7' } } };
    const moved = await outcomeFor('/prod/7/', (name) =>
      name === 'PageDetails' ? pageDetails({ redirectUrl: '/prod/8/' }) : product,
    );
    expect(moved.outcome).toEqual({ kind: 'redirect', status: 301, location: '/prod/8/' });
    const search = await outcomeFor('/search/?q=Ranzen', (name) =>
      name === 'PageDetails'
        ? pageDetails({ redirectUrl: '/cat/1/', redirectTemporary: true })
        : { data: {} },
    );
    expect(search.outcome).toEqual({ kind: 'redirect', status: 302, location: '/cat/1/' });
  });

  it('answers an unknown product with the 410 kept for its URL, else 404 (§2.4)', async () => {
    const retired = await outcomeFor('/prod/404/', (name) =>
      name === 'PageDetails' ? pageDetails({ pageType: 'GONE' }) : { data: { product: null } },
    );
    expect(retired.outcome).toMatchObject({ kind: 'error', status: 410 });
  });

  it('asks the page details of a CMS route once: its loader is the lookup (§2.4)', async () => {
    const { seen } = await outcomeFor('/service/sicher-einkaufen/', () => pageDetails({}));
    expect(seen).toEqual(['PageDetails']);
  });

  it('answers an unknown product with 404', async () => {
    const { outcome } = await outcomeFor('/prod/404/', () => ({ data: { product: null } }));
    expect(outcome).toMatchObject({ kind: 'error', status: 404 });
  });

  it('answers 503 "Network error" when the API is unreachable, 500 for a GraphQL error (§8)', async () => {
    const network = await outcomeFor('/prod/1/', () => new Error('connect ECONNREFUSED'));
    expect(network.outcome).toEqual({ kind: 'error', status: 503, detail: NETWORK_ERROR_TEXT });
    const graphql = await outcomeFor('/prod/1/', () => ({ errors: [{ message: 'boom' }] }));
    expect(graphql.outcome).toMatchObject({ kind: 'error', status: 500 });
  });

  it("loads the header's cart and wish list count with the page, and a failing cart load fails the document (§8)", async () => {
    const { outcome, seen } = await outcomeFor(
      '/checkout/basket/',
      (name) => (name === 'Cart' ? new Error('connect ECONNREFUSED') : { data: {} }),
      'c1',
    );
    expect(seen.toSorted()).toEqual(['Cart', 'PageDetails', 'WishlistEssentials']);
    expect(outcome).toMatchObject({ kind: 'error', status: 503 });
  });

  it('renders the basket with its own meta and no API call but the path-redirect lookup for a visitor without a cart', async () => {
    // The lookup is best effort: its failure leaves the page to its loader (§2.4).
    const { outcome, seen } = await outcomeFor('/checkout/basket', () => new Error('unexpected'));
    expect(seen).toEqual(['PageDetails']);
    expect(outcome.kind).toBe('page');
    if (outcome.kind === 'page') expect(outcome.page.route).toBe('basket');
  });

  it('shows a B2B visitor without a session the login in place of a listing, loading no listing (§2.4)', async () => {
    const { outcome, seen } = await outcomeFor('http://educational.localhost:3001/cat/1/', () => ({
      data: {},
    }));
    expect(outcome).toMatchObject({ kind: 'page', status: 200, page: { route: 'login' } });
    expect(seen.filter((name) => name.startsWith('Category') || name === 'Listing')).toEqual([]);
  });

  it("gives the basket rows the host's in-stock message key (spec storefront §5)", async () => {
    // The B2B basket needs a login (spec §2.4): a customer's session cookie.
    const keyOn = async (origin: string) => {
      const { outcome } = await outcomeFor(`${origin}/checkout/basket`, () => new Error('unexpected'), null, {
        [SESSION_COOKIE]: '1',
      });
      return outcome.kind === 'page' && outcome.page.route === 'basket' ? outcome.page.data.inStockKey : null;
    };
    expect(await keyOn('http://localhost:3000')).toBe('vue.deliveryStatus.inStock');
    expect(await keyOn('http://at.localhost:3000')).toBe('vue.deliveryStatus.inStock.at');
    expect(await keyOn('http://en.educational.localhost:3001')).toBe('vue.deliveryStatus.inStock.b2bEn');
  });
});

describe('outcomeMeta (§2.9)', () => {
  it('gives error pages the not-found or error title and noindex', () => {
    const notFoundMeta = outcomeMeta({ store, messages }, { kind: 'error', status: 404, detail: null });
    const errorMeta = outcomeMeta(
      { store, messages },
      { kind: 'error', status: 503, detail: NETWORK_ERROR_TEXT },
    );
    expect(notFoundMeta.title).not.toBe(errorMeta.title);
    expect(notFoundMeta.robots).toContain('noindex');
    expect(errorMeta.robots).toContain('noindex');
  });
});

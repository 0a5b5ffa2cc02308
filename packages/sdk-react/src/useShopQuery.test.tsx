// useShopQuery and the deferred shop client (decision 0037; DESIGN §6 first-load budget, spec storefront
// §7 "cache-first"): a page hydrates from what its server rendered without loading Apollo, a read the
// server did not render loads the client and asks the API, cache writes and store resets reach every
// reader, and the server records what it rendered with.
import { type ApolloClient, ApolloLink } from '@apollo/client';
import { CartDocument } from '@ranzen/sdk-core';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferredShopClient,
  loadedShopClient,
  type RenderedResults,
  resultKey,
  type ShopClient,
  ShopClientProvider,
} from './shopClient';
import { answerByName, answeringLink, createTestClient, schoolCart } from './testing';
import { useShopQuery } from './useShopQuery';

afterEach(cleanup);

const variables = { cartId: schoolCart.id };
const cartKey = resultKey(CartDocument, variables);

function CartCount({ cacheOnly = false }: { readonly cacheOnly?: boolean }) {
  const { data, loading, error } = useShopQuery(CartDocument, { variables, cacheOnly });
  if (error) return <p>error: {error.message}</p>;
  if (loading) return <p>loading</p>;
  return <p>{data?.cart ? `${data.cart.articleCount} articles` : 'no cart'}</p>;
}

function renderWith(shopClient: ShopClient, children = <CartCount />) {
  return render(<ShopClientProvider shopClient={shopClient}>{children}</ShopClientProvider>);
}

/** A shop API that answers the Cart query with `articleCount()` articles. */
function cartApi(articleCount: () => number) {
  const cartAnswer = () => ({ cart: { ...schoolCart, articleCount: articleCount() } });
  return answeringLink(answerByName({ Cart: cartAnswer }));
}

describe('useShopQuery', () => {
  it('hydrates from the result the server rendered with, without loading the client', () => {
    const create = vi.fn<() => Promise<ApolloClient>>();
    const shopClient = deferredShopClient({ create, rendered: { [cartKey]: { cart: schoolCart } } });
    renderWith(shopClient);
    expect(screen.getByText('19 articles')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('loads the client and asks the API for a query the server did not render', async () => {
    const { link, operations } = cartApi(() => schoolCart.articleCount);
    const create = vi.fn(async () => createTestClient({ link }));
    renderWith(deferredShopClient({ create }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('19 articles')).toBeInTheDocument();
    expect(create).toHaveBeenCalledOnce();
    expect(operations.map(({ operationName }) => operationName)).toEqual(['Cart']);
  });

  it('shows a cache write at once once the client has loaded, and fetches again after a store reset', async () => {
    const api = { articleCount: 19 };
    const { link, operations } = cartApi(() => api.articleCount);
    const client = createTestClient({ link });
    const shopClient = deferredShopClient({
      create: async () => client,
      rendered: { [cartKey]: { cart: schoolCart } },
    });
    client.writeQuery({ query: CartDocument, variables, data: { cart: schoolCart } });
    renderWith(shopClient);
    await act(async () => {
      await shopClient.load();
    });
    // Loading the client asks nothing: the cache holds what the server rendered.
    expect(operations).toEqual([]);
    act(() => {
      client.writeQuery({
        query: CartDocument,
        variables,
        data: { cart: { ...schoolCart, articleCount: 20 } },
      });
    });
    expect(screen.getByText('20 articles')).toBeInTheDocument();
    api.articleCount = 21;
    await act(async () => {
      await client.resetStore();
    });
    expect(await screen.findByText('21 articles')).toBeInTheDocument();
    expect(operations.map(({ operationName }) => operationName)).toEqual(['Cart']);
  });

  it('shows only the latest fetch: a store reset during a request asks again and shows its answer', async () => {
    const answers: Array<(count: number) => void> = [];
    const link = new ApolloLink(
      () =>
        new Observable<ApolloLink.Result>((observer) => {
          answers.push((articleCount) => {
            observer.next({ data: { cart: { ...schoolCart, articleCount } } });
            observer.complete();
          });
        }),
    );
    const client = createTestClient({ link });
    renderWith(loadedShopClient(client));
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => {
      await client.resetStore();
    });
    await waitFor(() => expect(answers).toHaveLength(2));
    // The cancelled first request's failure is not shown: the second one is still on its way.
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => answers[1]?.(7));
    expect(await screen.findByText('7 articles')).toBeInTheDocument();
    expect(screen.queryByText(/^error/)).not.toBeInTheDocument();
  });

  it('a cache-only read shows what the cache holds and never asks the API', async () => {
    const { link, operations } = cartApi(() => schoolCart.articleCount);
    const client = createTestClient({ link });
    renderWith(loadedShopClient(client), <CartCount cacheOnly />);
    expect(screen.getByText('no cart')).toBeInTheDocument();
    act(() => {
      client.writeQuery({ query: CartDocument, variables, data: { cart: schoolCart } });
    });
    expect(await screen.findByText('19 articles')).toBeInTheDocument();
    expect(operations).toEqual([]);
  });

  it('refetchQueries asks again for the shown reads of those documents', async () => {
    const { link, operations } = cartApi(() => 3);
    const client = createTestClient({ link });
    client.writeQuery({ query: CartDocument, variables, data: { cart: schoolCart } });
    const shopClient = loadedShopClient(client);
    renderWith(shopClient);
    expect(screen.getByText('19 articles')).toBeInTheDocument();
    await act(async () => {
      await shopClient.refetchQueries([CartDocument]);
    });
    expect(screen.getByText('3 articles')).toBeInTheDocument();
    expect(operations.map(({ operationName }) => operationName)).toEqual(['Cart']);
  });

  it('a server render records what it rendered with, under the key the browser reads', () => {
    const client = createTestClient();
    client.writeQuery({ query: CartDocument, variables, data: { cart: schoolCart } });
    const results: RenderedResults = {};
    const html = renderToString(
      <ShopClientProvider shopClient={loadedShopClient(client, results)}>
        <CartCount />
      </ShopClientProvider>,
    );
    expect(html).toContain('19 articles');
    expect(results).toEqual({ [cartKey]: client.readQuery({ query: CartDocument, variables }) });
    expect(resultKey(CartDocument, { b: 1, a: 2 })).toBe(resultKey(CartDocument, { a: 2, b: 1 }));
  });
});

describe('deferredShopClient', () => {
  it('lets each caller that waited for the client go on in a task of its own (DESIGN §6 TBT)', async () => {
    const shopClient = deferredShopClient({ create: async () => createTestClient() });
    const steps: string[] = [];
    const tracking = shopClient.load().then(() => {
      steps.push('page view sent');
      // Work the first caller leaves for its own microtasks ends before the next caller starts.
      queueMicrotask(() => steps.push('page view settled'));
    });
    const glance = shopClient.load().then(() => steps.push('glance sent'));
    await Promise.all([tracking, glance]);
    expect(steps).toEqual(['page view sent', 'page view settled', 'glance sent']);

    // Once loaded, the client is answered at once.
    const client = shopClient.current;
    expect(client).not.toBeNull();
    await expect(shopClient.load()).resolves.toBe(client);
  });
});

// The storefront's route tree (spec storefront §2.1) in React Router data mode. Loaders prefetch each
// page's queries into the request's Apollo cache, so the status code (200/301/302/404/410/503) is
// known before the server streams a byte (spec §2.4, §8); the pages then read the same data with
// Apollo hooks, cache-first, and the browser hydrates without refetching.
import type { ApolloClient } from '@apollo/client';
import {
  CartDocument,
  CategoryDocument,
  CategoryProductsDocument,
  categoryMetaTitle,
  isRejectedCatchAllPath,
  MESSAGES,
  PageDetailsDocument,
  type PageDetailsQuery,
  ProductDocument,
  pagingFor,
  parsePageParam,
  resolvePageOutcome,
  robotsFor,
  type StoreConfig,
  translate,
} from '@ranzen/sdk-core';
import { type RouteObject, redirect } from 'react-router';
import { BasketPage } from '../pages/BasketPage';
import { CategoryPage } from '../pages/CategoryPage';
import { ContentPage } from '../pages/ContentPage';
import { HomePage } from '../pages/HomePage';
import { ProductPage } from '../pages/ProductPage';
import { RootLayout } from '../pages/RootLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { gone, loadOrFail, notFound } from './loaderErrors';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';

export interface RouteDeps {
  readonly client: ApolloClient;
  readonly store: StoreConfig;
  /** From the cartId cookie; null for a visitor without a cart. */
  readonly cartId: string | null;
}

export type PageDetails = PageDetailsQuery['pageDetails'];

export interface HomeLoaderData extends WithMeta {
  readonly rows: PageDetails['rows'];
}

export interface CategoryLoaderData extends WithMeta {
  readonly categoryId: string;
  readonly page: number;
}

export interface ProductLoaderData extends WithMeta {
  readonly productId: string;
}

export type CatchAllLoaderData =
  | (WithMeta & { readonly kind: 'content'; readonly rows: PageDetails['rows'] })
  | (CategoryLoaderData & { readonly kind: 'category' });

export const ROUTE_IDS = {
  root: 'root',
  pages: 'pages',
  index: 'index',
  category: 'category',
  product: 'product',
  basket: 'basket',
  catchAll: 'catchAll',
} as const;

/**
 * Page details by URL: spec §7 says errors are ignored and the result is not cached, so it is
 * fetched past the cache and handed to the page as loader data; only a network failure is fatal.
 */
async function loadPageDetails(client: ApolloClient, url: string): Promise<PageDetails | null> {
  return loadOrFail(async () => {
    const { data } = await client.query({
      query: PageDetailsDocument,
      variables: { url },
      fetchPolicy: 'no-cache',
      errorPolicy: 'all',
    });
    return data?.pageDetails ?? null;
  });
}

async function loadCategory(
  { client, store }: RouteDeps,
  categoryId: string,
  request: Request,
): Promise<CategoryLoaderData> {
  const page = parsePageParam(new URL(request.url).searchParams.get('p'));
  const [category] = await loadOrFail(() =>
    Promise.all([
      client.query({ query: CategoryDocument, variables: { coreCategoryId: categoryId } }),
      client.query({
        query: CategoryProductsDocument,
        variables: categoryProductsVariables(categoryId, page),
      }),
    ]),
  );
  const found = category.data?.category;
  if (!found) return notFound();
  return {
    categoryId,
    page,
    meta: {
      title: pageTitle(store, found.metaTitle ?? categoryMetaTitle(found.name, found.parent?.name)),
      description: found.metaDescription,
      robots: robotsFor('indexable'),
    },
  };
}

/** Shared by the loader and the page so the page's cache-first read hits what the loader wrote. */
export function categoryProductsVariables(categoryId: string, page: number) {
  return { coreCategoryId: categoryId, paging: pagingFor(page) };
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  const { client, store, cartId } = deps;
  const messages = MESSAGES[store.messages];
  return [
    {
      id: ROUTE_IDS.root,
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage withShell />,
      // The header's cart count comes from the Cart query with the cartId cookie (0 without one).
      loader: async () => {
        if (cartId) {
          await loadOrFail(() => client.query({ query: CartDocument, variables: { cartId } }));
        }
        return null;
      },
      // Client navigations re-read the cart from the cache; nothing to revalidate.
      shouldRevalidate: () => false,
      children: [
        {
          id: ROUTE_IDS.pages,
          errorElement: <RouteErrorPage />,
          children: [
            {
              id: ROUTE_IDS.index,
              index: true,
              element: <HomePage />,
              loader: async (): Promise<HomeLoaderData> => {
                const details = await loadPageDetails(client, '/');
                return {
                  rows: details?.rows ?? [],
                  meta: {
                    title: pageTitle(store, details?.title ?? translate(messages, 'vue.meta.homeTitle')),
                    description: details?.metaDescription ?? translate(messages, 'vue.meta.homeDescription'),
                    robots: robotsFor('indexable', details?.metaRobots),
                  },
                };
              },
            },
            {
              id: ROUTE_IDS.category,
              path: 'cat/:id',
              // Spec §2.4: a wrongly cased /cat/ or /prod/ prefix is a 404, not this page.
              caseSensitive: true,
              element: <CategoryPage />,
              loader: ({ params, request }) => loadCategory(deps, params.id ?? '', request),
            },
            {
              id: ROUTE_IDS.product,
              path: 'prod/:id',
              caseSensitive: true,
              element: <ProductPage />,
              loader: async ({ params }): Promise<ProductLoaderData> => {
                const productId = params.id ?? '';
                const { data } = await loadOrFail(() =>
                  client.query({ query: ProductDocument, variables: { productId } }),
                );
                const product = data?.product;
                if (!product) return notFound();
                return {
                  productId,
                  meta: {
                    title: pageTitle(store, product.metaTitle ?? product.name),
                    description: product.metaDescription,
                    robots: robotsFor('indexable', product.metaRobots),
                  },
                };
              },
            },
            {
              id: ROUTE_IDS.basket,
              path: 'checkout/basket',
              caseSensitive: true,
              element: <BasketPage />,
              loader: (): WithMeta => ({
                meta: {
                  title: pageTitle(store, translate(messages, 'vue.basket.title')),
                  robots: robotsFor('basket'),
                },
              }),
            },
            {
              id: ROUTE_IDS.catchAll,
              path: '*',
              element: <ContentPage />,
              loader: async ({ request }): Promise<CatchAllLoaderData> => {
                const { pathname } = new URL(request.url);
                if (isRejectedCatchAllPath(pathname)) return notFound();
                const details = await loadPageDetails(client, pathname);
                const outcome = resolvePageOutcome(details);
                switch (outcome.kind) {
                  case 'redirect':
                    throw redirect(outcome.location, outcome.status);
                  case 'gone':
                    return gone();
                  case 'notFound':
                    return notFound();
                  case 'category':
                    return { kind: 'category', ...(await loadCategory(deps, outcome.categoryId, request)) };
                  case 'content':
                    return {
                      kind: 'content',
                      rows: details?.rows ?? [],
                      meta: {
                        title: pageTitle(store, details?.title),
                        description: details?.metaDescription,
                        robots: robotsFor('indexable', details?.metaRobots),
                      },
                    };
                }
              },
            },
          ],
        },
      ],
    },
  ];
}

// Browser entry shared by the apps: restores the server's Apollo cache and router state and hydrates
// the streamed HTML (decision 0002). Components read the restored cache (cache-first), so hydration
// sends no GraphQL request.
import '@ranzen/ui/styles/tokens.css';
import '@ranzen/ui/styles/base.css';
import type { NormalizedCacheObject } from '@apollo/client';
import { createShopClient, type StoreConfig, storeById } from '@ranzen/sdk-core';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { StorefrontProviders } from '../pages/StorefrontProviders';
import { createRoutes } from '../routes/createRoutes';
import { ROOT_ELEMENT_ID, STATE_ELEMENT_ID, type StorefrontState } from '../server/hydrationState';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** The same-origin GraphQL endpoint of the storefront server. */
export const BROWSER_GRAPHQL_PATH = '/graphql';

function readState(): StorefrontState {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('storefront: server state missing');
  return JSON.parse(element.textContent) as StorefrontState;
}

export interface HydrateOptions {
  /** The stores this app serves; the server named one of them. */
  readonly stores: readonly StoreConfig[];
}

export function hydrateStorefront({ stores }: HydrateOptions): void {
  const state = readState();
  const store = stores.find((candidate) => candidate.id === state.storeId) ?? storeById(state.storeId);
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!store || !root) throw new Error('storefront: unknown store or missing root element');
  const client = createShopClient({
    uri: BROWSER_GRAPHQL_PATH,
    initialState: state.apollo as NormalizedCacheObject,
  });
  // React Router revives this (including error responses) when no hydrationData is passed.
  window.__staticRouterHydrationData = state.router;
  const router = createBrowserRouter(createRoutes({ client, store, cartId: state.cartId }));
  hydrateRoot(
    root,
    <StorefrontProviders client={client} store={store} cartId={state.cartId}>
      <RouterProvider router={router} />
    </StorefrontProviders>,
  );
}

// Browser entry shared by the apps: restores the server's Apollo cache and route state and hydrates
// the streamed HTML (decision 0002). Components read the restored cache (cache-first) and the
// serialised loader data, so hydration sends no GraphQL request and runs no loader; only the shown
// page's component chunk is loaded first (pageComponents.ts).
import '@ranzen/ui/styles/tokens.css';
import '@ranzen/ui/styles/base.css';
import type { NormalizedCacheObject } from '@apollo/client';
import {
  acceptsPartialResults,
  createShopClient,
  routePath,
  type StoreConfig,
  storeById,
} from '@ranzen/sdk-core';
import { GRAPHQL_ENDPOINT, parseDocumentCookies } from '@ranzen/sdk-react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { StorefrontProviders } from '../pages/StorefrontProviders';
import { loadPageComponent } from '../router/pageComponents';
import { type AppRoute, createStorefrontRouter } from '../router/StorefrontRouter';
import { ROOT_ELEMENT_ID, STATE_ELEMENT_ID, type StorefrontState } from '../server/hydrationState';
import { ClientRouter } from './ClientRouter';

function readState(): StorefrontState {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('storefront: server state missing');
  return JSON.parse(element.textContent) as StorefrontState;
}

export interface HydrateOptions {
  /** The stores this app serves; the server named one of them. */
  readonly stores: readonly StoreConfig[];
  /** The app's own routes beside the shop's: the same the server was started with. */
  readonly routes?: readonly AppRoute[];
}

export async function hydrateStorefront({ stores, routes }: HydrateOptions): Promise<void> {
  const router = createStorefrontRouter(routes);
  const state = readState();
  const store = stores.find((candidate) => candidate.id === state.storeId) ?? storeById(state.storeId);
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!store || !root) throw new Error('storefront: unknown store or missing root element');
  const { outcome } = state.route;
  if (outcome.kind === 'page') await loadPageComponent(outcome.page.route, router);
  const client = createShopClient({
    uri: GRAPHQL_ENDPOINT,
    initialState: state.apollo as NormalizedCacheObject,
    acceptPartialResults: acceptsPartialResults(parseDocumentCookies(document.cookie)),
    location: {
      pathname: () => window.location.pathname,
      goHome: () => window.location.assign(routePath('index')),
    },
  });
  // Hydrated as a transition, React works through the tree in slices of a few milliseconds and lets
  // the browser run in between; as a default update it hydrates in one task (400 ms and more on a
  // 4x-throttled phone CPU: Lighthouse TBT, DESIGN §6). Input meanwhile hydrates its target first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StorefrontProviders
        client={client}
        store={store}
        messages={state.messages}
        cartId={state.cartId}
        mobileSearchOnArrival={state.mobileSearchOnArrival}
        languageOrigins={state.languageOrigins}
      >
        <ClientRouter
          initial={state.route}
          deps={{
            client,
            store,
            messages: state.messages,
            cartId: state.cartId,
            readCookies: () => parseDocumentCookies(document.cookie),
          }}
          container={root}
          router={router}
        />
      </StorefrontProviders>,
    );
  });
}

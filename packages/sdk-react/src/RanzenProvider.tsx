// The one provider a storefront puts around its pages (issue 17 item 2): Apollo over the shop's cache,
// the store and its messages (ShopProvider), toasts (ToastProvider), the page's cart (CartProvider) and
// the login (LoginProvider), nested in the order the hooks need them. The toasts are shown where the
// page renders `<ToastRegion />` from @ranzen/ui, anywhere inside this provider.
import type { ApolloClient } from '@apollo/client';
import type { MessageCatalogue, StoreConfig } from '@ranzen/sdk-core';
import { type ReactNode, useMemo } from 'react';
import { CartProvider } from './CartProvider';
import { parseDocumentCookies } from './documentCookie';
import { CUSTOMER_INFO_URL, LoginProvider, type LoginProviderProps } from './LoginProvider';
import { type ShopPaths, ShopProvider } from './ShopProvider';
import { deferredShopClient, loadedShopClient, type ShopClient, ShopClientProvider } from './shopClient';
import { ToastProvider } from './ToastProvider';

/** The storefront server's same-origin GraphQL endpoint (the BFF's proxy to the shop API). */
export const GRAPHQL_ENDPOINT = '/graphql';

/** The login's page effects; each has a browser default. */
export type RanzenLoginOptions = Partial<Omit<LoginProviderProps, 'children' | 'openSyncChannel'>>;

/**
 * A client the host made (server-side rendering, tests), a shop client that loads on demand
 * (`deferredShopClient`, a hydrating storefront), or the endpoint to make one for (loaded on first need).
 */
export type RanzenClientSource =
  | { readonly apolloClient: ApolloClient; readonly shopClient?: never; readonly apiUrl?: never }
  | { readonly shopClient: ShopClient; readonly apolloClient?: never; readonly apiUrl?: never }
  | {
      readonly apolloClient?: never;
      readonly shopClient?: never;
      /** The GraphQL endpoint; default `/graphql`, the BFF's same-origin proxy. */
      readonly apiUrl?: string;
    };

export type RanzenProviderProps = RanzenClientSource & {
  readonly store: StoreConfig;
  /** The store's catalogue, `MESSAGES[store.messages]` from @ranzen/sdk-core (only this one ships). */
  readonly messages: MessageCatalogue;
  /** Where the host serves the shop's pages the ui components link to (`{ basket: '/cart/' }`). */
  readonly paths?: ShopPaths;
  /** The visitor's cart id when the server knows it (the `cartId` cookie); null fetches it on first use. */
  readonly cartId?: string | null;
  /** Show the toasts the server left in its cookie (a storefront server's redirects); default false. */
  readonly serverToasts?: boolean;
  readonly login?: RanzenLoginOptions;
  readonly children: ReactNode;
};

function readSessionCookies() {
  return parseDocumentCookies(document.cookie);
}

function loadDocument(location: string) {
  window.location.assign(location);
}

/** The shop client of a client source; Apollo loads with the first need when the host gave an endpoint. */
function useSourceShopClient({ apolloClient, shopClient, apiUrl }: RanzenClientSource): ShopClient {
  return useMemo(
    () =>
      shopClient ??
      (apolloClient
        ? loadedShopClient(apolloClient)
        : deferredShopClient({
            create: () =>
              import('@ranzen/sdk-core/client').then(({ createShopClient }) =>
                createShopClient({ uri: apiUrl ?? GRAPHQL_ENDPOINT }),
              ),
          })),
    [apolloClient, shopClient, apiUrl],
  );
}

/**
 * Everything the SDK's hooks and the ui components need, in one provider.
 *
 * @example
 * ```tsx
 * <RanzenProvider store={STORES.de} messages={MESSAGES[STORES.de.messages]}>
 *   <SiteHeader />
 *   <Routes />
 *   <ToastRegion />
 * </RanzenProvider>
 * ```
 */
export function RanzenProvider({
  store,
  messages,
  paths,
  cartId = null,
  serverToasts = false,
  login = {},
  children,
  ...source
}: RanzenProviderProps) {
  const shopClient = useSourceShopClient(source);
  return (
    <ShopClientProvider shopClient={shopClient}>
      <ShopProvider store={store} messages={messages} {...(paths ? { paths } : {})}>
        <ToastProvider serverToasts={serverToasts}>
          <CartProvider cartId={cartId}>
            <LoginProvider
              readCookies={login.readCookies ?? readSessionCookies}
              customerInfoUrl={login.customerInfoUrl ?? CUSTOMER_INFO_URL}
              onNavigate={login.onNavigate ?? loadDocument}
            >
              {children}
            </LoginProvider>
          </CartProvider>
        </ToastProvider>
      </ShopProvider>
    </ShopClientProvider>
  );
}

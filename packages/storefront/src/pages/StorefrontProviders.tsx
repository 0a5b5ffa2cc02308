// Everything a page needs around the routes, identical on the server and in the browser so the
// hydrated tree matches the streamed HTML.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { MessageCatalogue, StoreConfig } from '@ranzen/sdk-core';
import { CartProvider, LoginProvider, ShopProvider, ToastProvider } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import { parseDocumentCookies } from '../client/browserCookies';
import { CUSTOMER_INFO_URL, LayoutDataProvider } from '../data/layoutData';
import { MobileSearchOnArrivalProvider } from './mobileSearchOnArrival';

export interface StorefrontProvidersProps {
  readonly client: ApolloClient;
  readonly store: StoreConfig;
  /** The store's message catalogue (the server's MESSAGES entry; the browser's from the state). */
  readonly messages: MessageCatalogue;
  readonly cartId: string | null;
  /** The server renders the mobile search open on a first visit; false when absent. */
  readonly mobileSearchOnArrival?: boolean;
  readonly children: ReactNode;
}

/** The session cookies page scripts can read; called in the browser only (when the login machine starts). */
function readSessionCookies() {
  return parseDocumentCookies(document.cookie);
}

/** After a login the session changed: the target loads as a document, rendered for the customer. */
function loadDocument(location: string) {
  window.location.assign(location);
}

export function StorefrontProviders({
  client,
  store,
  messages,
  cartId,
  mobileSearchOnArrival = false,
  children,
}: StorefrontProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <ShopProvider store={store} messages={messages}>
        {/* Spec §4 "Other": the server's toasts (cookie) are shown once after the page mounts. */}
        <ToastProvider serverToasts>
          <CartProvider cartId={cartId}>
            <LoginProvider
              readCookies={readSessionCookies}
              customerInfoUrl={CUSTOMER_INFO_URL}
              onNavigate={loadDocument}
            >
              <MobileSearchOnArrivalProvider value={mobileSearchOnArrival}>
                <LayoutDataProvider>{children}</LayoutDataProvider>
              </MobileSearchOnArrivalProvider>
            </LoginProvider>
          </CartProvider>
        </ToastProvider>
      </ShopProvider>
    </ApolloProvider>
  );
}

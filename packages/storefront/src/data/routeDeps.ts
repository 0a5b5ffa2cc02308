// What every loader gets: the request's (or the browser's) Apollo client, the store and its
// messages, and the visitor's cookies.
import type { ApolloClient } from '@apollo/client';
import type { MessageCatalogue, StoreConfig } from '@ranzen/sdk-core';
import type { CookieJar } from './frameCookies';

export interface RouteDeps {
  readonly client: ApolloClient;
  readonly store: StoreConfig;
  /** The store's message catalogue, for titles and messages loaders put into their data. */
  readonly messages: MessageCatalogue;
  /** From the cartId cookie; null for a visitor without a cart. */
  readonly cartId: string | null;
  /**
   * The visitor's cookies now: the request's on the server, `document.cookie` in the browser. Read
   * by loaders whose output depends on them (closed info bars, consent). Absent in
   * tests: no cookies.
   */
  readonly readCookies?: () => CookieJar;
  /**
   * Server only: a Set-Cookie value for the document response (logout, server toasts). Absent in the
   * browser, where the routes that need it are never loaded (sdk-core requiresDocumentLoad).
   */
  readonly setCookie?: (cookie: string) => void;
  /**
   * Server only: ends the customer's session at the API and deletes the session cookies, token cookie
   * included (server/customerSession.ts). Used by /logout.
   */
  readonly endSession?: () => Promise<void>;
}

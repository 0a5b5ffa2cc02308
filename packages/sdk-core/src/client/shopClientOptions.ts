// The options of a shop client (createShopClient.ts), beside it so the request links it loads later
// (shopLinks.ts) read the same declaration.
import type { NormalizedCacheObject } from '@apollo/client';
import type { PageLocation } from './sessionAnswerLink';

export type HeaderSource = () => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>;

export interface ShopClientOptions {
  /** The GraphQL endpoint: the API itself on the server, the same-origin `/graphql` proxy in the browser. */
  readonly uri: string;
  /** Extra headers per request (bearer token, store, user id on the server). */
  readonly headers?: HeaderSource;
  /** True for the per-request client during server-side rendering. */
  readonly ssrMode?: boolean;
  /** Cache state serialised by the server, restored in the browser. */
  readonly initialState?: NormalizedCacheObject;
  /** Custom fetch (tests, or Node without global fetch). */
  readonly fetch?: typeof fetch;
  /**
   * The silent-error cookie (rules/sessionAnswers.ts acceptsPartialResults) — an answer
   * with data is taken as it is, its errors dropped, instead of failing the query or mutation.
   */
  readonly acceptPartialResults?: boolean;
  /** In the browser: where the visitor is, for the logout-page rule. */
  readonly location?: PageLocation;
}

// What the storefront binds to a route of sdk-core's declarations (DESIGN §4): its loader, its lazily
// imported page component and its head tags beyond the page's meta. The facts (path, layout,
// robots, guards...) stay in sdk-core; routeBehaviours.ts holds one binding per route name.
import type { ApolloClient } from '@apollo/client';
import type { RouteMatch, RouteName } from '@ranzen/sdk-core';
import type { ComponentType } from 'react';
import type { RouteData, RouteDeps } from '../data/routeLoaders';
import type { HeadInput } from '../server/headTags';

export type PageComponent = ComponentType;

/** A page component, loaded on demand: its own chunk. */
export interface PageModule {
  /** The module's name, which is its chunk's name in the client build (the server links its styles). */
  readonly chunk: string;
  readonly load: () => Promise<PageComponent>;
}

/** A page module whose file, chunk and exported component share one name ('HomePage'). */
export function pageModule<Name extends string>(
  chunk: Name,
  load: () => Promise<{ readonly [Export in Name]: PageComponent }>,
): PageModule {
  return { chunk, load: () => load().then((module) => module[chunk]) };
}

/** The head tags a route adds to its page's meta (the product's share image and structured data). */
export type RouteHead = Pick<HeadInput, 'image' | 'ogType' | 'structuredData'>;

export interface RouteHeadInput<Data> {
  /** The request's client: its cache holds what the loader fetched. */
  readonly client: ApolloClient;
  readonly data: Data;
  /** The store's public origin, for absolute URLs. */
  readonly origin: string;
  /** Path and query of the page. */
  readonly href: string;
}

export interface RouteBehaviour<Route extends RouteName> {
  /**
   * The route's loader: its page's data, or a route answer (redirect, 404...) thrown. Bindings import
   * the loaders lazily, so the browser fetches them with the first client-side navigation.
   */
  readonly load: (
    match: Extract<RouteMatch, { readonly name: Route }>,
    url: URL,
    deps: RouteDeps,
  ) => Promise<RouteData[Route]>;
  /**
   * The loader resolves its page by the URL's page details itself (the CMS routes, the catch-all, the
   * home page), so it is the navigation's path-redirect lookup and none runs beside it.
   */
  readonly resolvesOwnPath?: true;
  /**
   * Every component of the page reads through sdk-react's `useShopQuery` and `useShopClient`, so the
   * page hydrates before Apollo Client has loaded (decision 0037: the first-load budget of the home,
   * category and product pages). Any other page loads the client before it hydrates.
   */
  readonly hydratesWithoutClient?: true;
  /** The page component; null for a route that never renders a page (its data is `never`). */
  readonly page: [RouteData[Route]] extends [never] ? null : PageModule;
  /** Server only: head tags beyond the meta (absent: a website page without an image). */
  readonly head?: (input: RouteHeadInput<RouteData[Route]>) => Promise<RouteHead>;
}

/** One binding per route of sdk-core's declarations: a route without one is a type error. */
export type RouteBehaviours = { readonly [Route in RouteName]: RouteBehaviour<Route> };

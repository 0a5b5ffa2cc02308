// The routes a storefront serves: the shop's (sdk-core's declarations, bound in routeBehaviours.ts) and
// an app's own (DESIGN §1: "B2B-only routes" belong to their app). An app declares its routes with
// sdk-core's defineRoute under its prefix ('b2b:quote'), binds each to a loader and a page with
// defineAppRoute, and hands them to startStorefront and hydrateStorefront (`routes`).
import {
  type AnyRouteDefinition,
  type AppRouteMatch,
  type AppRouteName,
  CORE_ROUTE_TABLE,
  createRouteTable,
  ROUTE_DEFINITIONS,
  type RouteDefinition,
  type RouteMatch,
  type RouteMatchOf,
  type RouteTable,
} from '@ranzen/sdk-core';
import type { WithMeta } from '../data/pageMeta';
import type { RouteDeps } from '../data/routeDeps';
import type { PageModule, RouteHead, RouteHeadInput } from './RouteBehaviour';

/** What an app binds to its own route: like the shop's bindings, with loader data that has a meta. */
export interface AppRouteBehaviour<Match extends AppRouteMatch = AppRouteMatch> {
  readonly load: (match: Match, url: URL, deps: RouteDeps) => Promise<WithMeta>;
  readonly page: PageModule;
  readonly head?: (input: RouteHeadInput<WithMeta>) => Promise<RouteHead>;
}

export interface AppRoute {
  readonly definition: AnyRouteDefinition;
  readonly behaviour: AppRouteBehaviour;
}

/**
 * Binds an app's route declaration to its behaviour; the loader gets the route's typed match.
 *
 * @example
 * ```ts
 * const quote = defineAppRoute(defineRoute({ name: 'shop:quote', path: '/angebot/:quoteId/' }), {
 *   load: async ({ quoteId }) => ({ meta: { title: `Angebot ${quoteId}`, robots: 'noindex,follow' } }),
 *   page: { chunk: 'QuotePage', load: loadQuotePage }, // () => import('./QuotePage').then((module) => module.QuotePage)
 * });
 * ```
 */
export function defineAppRoute<const Definition extends RouteDefinition<AppRouteName, object, string>>(
  definition: Definition,
  behaviour: AppRouteBehaviour<RouteMatchOf<Definition> & AppRouteMatch>,
): AppRoute {
  // The table answers this route's name only with a match of this route's pattern.
  return { definition, behaviour: behaviour as unknown as AppRouteBehaviour };
}

export interface StorefrontRouter {
  readonly table: RouteTable<RouteMatch | AppRouteMatch>;
  /** The app routes' behaviour, by route name. */
  readonly appRoutes: ReadonlyMap<string, AppRouteBehaviour>;
}

export function isAppRouteName(name: string): name is AppRouteName {
  return name.includes(':');
}

/**
 * A router over the shop's routes and an app's own; an app route's name must carry the app's prefix.
 *
 * @example
 * ```ts
 * const router = createStorefrontRouter([quote]); // the shop's routes and the app's quote page
 * ```
 */
export function createStorefrontRouter(appRoutes: readonly AppRoute[] = []): StorefrontRouter {
  for (const { definition } of appRoutes) {
    if (!isAppRouteName(definition.name))
      throw new Error(
        `storefront: app route "${definition.name}" needs the app's prefix ('b2b:${definition.name}')`,
      );
  }
  if (appRoutes.length === 0) return { table: CORE_ROUTE_TABLE, appRoutes: new Map() };
  return {
    table: createRouteTable([...ROUTE_DEFINITIONS, ...appRoutes.map((route) => route.definition)]),
    appRoutes: new Map(appRoutes.map((route) => [route.definition.name, route.behaviour])),
  };
}

/** The shop's routes alone. */
export const CORE_ROUTER = createStorefrontRouter();

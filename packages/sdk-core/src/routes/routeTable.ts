// The route table the server and the browser share (spec storefront §2.1): the matcher, the typed path
// builders and the per-route facts, all derived from the route declarations (routeDefinitions.ts).
// An app adds its own routes with createRouteTable (they are matched before the catch-all).
import {
  type AnyRouteDefinition,
  buildRoutePath,
  matchPathEntry,
  type RouteMatchOf,
  type RoutePathParams,
  staticPrefix,
} from './defineRoute';
import { ROUTE_DEFINITIONS } from './routeDefinitions';
import {
  DEFAULT_HEADER,
  FOOTER_GRID_IDS,
  type FooterGridId,
  type HeaderOptions,
  type LayoutName,
} from './routeFacts';

type CoreDefinition = (typeof ROUTE_DEFINITIONS)[number];
type PageDefinition = Exclude<CoreDefinition, { readonly planned: true }>;

/** The routes with a page of their own (the storefront binds one behaviour to each). */
export type RouteName = PageDefinition['name'];
/** Every declared path, the planned ones included: what the path builder accepts. */
export type PathName = CoreDefinition['name'];
export type RouteMatch = RouteMatchOf<PageDefinition>;
/** The params of a path name's builder. */
export type PathParamsOf<Name extends PathName> = RoutePathParams<
  Extract<CoreDefinition, { readonly name: Name }>
>;

/** A match of any table, an app's routes included: the name and the captured params. */
export interface AnyRouteMatch {
  readonly name: string;
}

/**
 * An app's own route is named with the app's prefix ('b2b:quote'), so its name never meets one of the
 * shop's and a check such as `match.name === 'product'` still narrows the shop's matches.
 */
export type AppRouteName = `${string}:${string}`;

/** The match of an app's own route: its name and its params (strings, as captured from the path). */
export interface AppRouteMatch {
  readonly name: AppRouteName;
  readonly [param: string]: string;
}

export interface RouteTable<Match extends AnyRouteMatch> {
  /** The routes the matcher answers, in match order, the catch-all last. */
  readonly routes: readonly AnyRouteDefinition[];
  /** Matches a pathname; everything unknown goes to the catch-all. */
  match(pathname: string): Match;
  /** The declaration of a route of this table. */
  definition(name: string): AnyRouteDefinition;
}

function isCatchAll(route: AnyRouteDefinition): boolean {
  return route.paths.some((entry) => entry.path === '*');
}

/**
 * A route table over declarations: planned routes are left out (the catch-all serves them), an
 * app's extra routes go before the catch-all. Throws on a duplicate name.
 *
 * @example
 * ```ts
 * const quote = defineRoute({ name: 'quote', path: '/angebot/:id/' });
 * const table = createRouteTable([...ROUTE_DEFINITIONS, quote]);
 * table.match('/angebot/q-1'); // { id: 'q-1', name: 'quote' }
 * table.match('/cat/2/'); // { id: '2', name: 'category' }
 * ```
 */
export function createRouteTable<Match extends AnyRouteMatch = AnyRouteMatch>(
  definitions: readonly AnyRouteDefinition[],
): RouteTable<Match> {
  const pages = definitions.filter((route) => !route.planned);
  const routes = [...pages.filter((route) => !isCatchAll(route)), ...pages.filter(isCatchAll)];
  const byName = new Map<string, AnyRouteDefinition>();
  for (const route of definitions) {
    if (byName.has(route.name)) throw new Error(`routes: "${route.name}" is declared twice`);
    byName.set(route.name, route);
  }
  return {
    routes,
    match(pathname) {
      for (const route of routes) {
        for (const entry of route.paths) {
          const params = matchPathEntry(entry, pathname);
          // The params come from the route's own pattern, so they are that route's match.
          if (params) return { ...params, name: route.name } as unknown as Match;
        }
      }
      throw new Error('routes: the table has no catch-all route');
    },
    definition(name) {
      const route = byName.get(name);
      if (!route) throw new Error(`routes: unknown route "${name}"`);
      return route;
    },
  };
}

/** The shop's own route table. */
export const CORE_ROUTE_TABLE = createRouteTable<RouteMatch>(ROUTE_DEFINITIONS);

/** A trailing slash is optional for the known routes. */
export const ROUTES: readonly AnyRouteDefinition[] = CORE_ROUTE_TABLE.routes;

/**
 * Matches a pathname against the shop's route table; everything unknown goes to the catch-all.
 *
 * @example
 * ```ts
 * matchRoute('/cat/100/'); // { name: 'category', id: '100' }
 * ```
 */
export function matchRoute(pathname: string): RouteMatch {
  return CORE_ROUTE_TABLE.match(pathname);
}

type OptionalArgs<Params> = object extends Params ? [params?: Params] : [params: Params];

/**
 * The canonical path of a declared route, with the trailing slash the shop's own links use:
 * `routePath('product', { id: '7', varid: 'i-1' })` is '/prod/7/?varid=i-1'.
 *
 * @example
 * ```ts
 * routePath('product', { id: '7', varid: 'i-1' }); // '/prod/7/?varid=i-1'
 * routePath('category', { id: '100' }); // '/cat/100/'
 * ```
 */
export function routePath<Name extends PathName>(
  name: Name,
  ...[params]: OptionalArgs<PathParamsOf<Name>>
): string {
  return buildRoutePath(CORE_ROUTE_TABLE.definition(name), params ?? {});
}

/** The static start of a declared path, up to its first param: '/prod/' for the product route. */
export function routePrefix(name: PathName): string {
  const entry = CORE_ROUTE_TABLE.definition(name).paths[0];
  const prefix = entry && staticPrefix(entry);
  if (!prefix) throw new Error(`routes: "${name}" has no static path`);
  return prefix;
}

/**
 * The layout a route renders in; 'default' unless the route says otherwise.
 *
 * @example
 * ```ts
 * layoutFor('login'); // 'default'
 * layoutFor('cfTest'); // 'empty'
 * ```
 */
export function layoutFor(route: string, table: RouteTable<AnyRouteMatch> = CORE_ROUTE_TABLE): LayoutName {
  return table.definition(route).layout ?? 'default';
}

/**
 * Whether the browser loads a route as a document, never by client-side navigation (routeFacts.ts).
 *
 * @example
 * ```ts
 * requiresDocumentLoad('logout'); // true
 * requiresDocumentLoad('product'); // false
 * ```
 */
export function requiresDocumentLoad(
  route: string,
  table: RouteTable<AnyRouteMatch> = CORE_ROUTE_TABLE,
): boolean {
  return table.definition(route).requiresDocumentLoad === true;
}

/**
 * How the shared header looks on a route.
 *
 * @example
 * ```ts
 * headerOptionsFor('basket'); // { sellingPoints: false, showsSearchQuery: false }
 * headerOptionsFor('search'); // { sellingPoints: true, showsSearchQuery: true }
 * ```
 */
export function headerOptionsFor(
  route: string,
  table: RouteTable<AnyRouteMatch> = CORE_ROUTE_TABLE,
): HeaderOptions {
  return { ...DEFAULT_HEADER, ...table.definition(route).header };
}

/**
 * The footer grid a route shows (its CMS page id for the footerGrid query).
 *
 * @example
 * ```ts
 * footerGridFor('checkoutPayment'); // 'footer-checkout'
 * footerGridFor('product'); // 'footer-vue'
 * ```
 */
export function footerGridFor(
  route: string,
  table: RouteTable<AnyRouteMatch> = CORE_ROUTE_TABLE,
): FooterGridId {
  return table.definition(route).footerGrid ?? FOOTER_GRID_IDS.shop;
}

/**
 * Paths the storefront server answers itself (assets, image and GraphQL proxy, internal endpoints);
 * they never reach the catch-all page route, so a link to them is not a page navigation.
 */
export const SERVER_PATH_PREFIXES: readonly string[] = ['/api/', '/assets/', '/images/', '/builds/'];
export const SERVER_PATHS: readonly string[] = ['/graphql', '/health'];

/** The service worker, served at /sw.js for the whole origin. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The page the service worker shows for a navigation while the visitor is offline. */
export const OFFLINE_PAGE_PATH = '/offline.html';
/** Names the build the server runs now; an open page polls it to notice a deploy. */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/**
 * A build's manifest (`/builds/meta/{buildId}.json`).
 *
 * @example
 * ```ts
 * buildMetaPath('2026-11-27'); // '/builds/meta/2026-11-27.json'
 * ```
 */
export function buildMetaPath(buildId: string): string {
  return `/builds/meta/${encodeURIComponent(buildId)}.json`;
}

/**
 * Whether a same-origin path is a page of this route table, i.e. something the browser may render
 * by client-side navigation instead of a document load. Server endpoints and files (a last segment
 * with an extension, e.g. /robots.txt, /sitemap.xml, /favicon.ico) are not pages.
 *
 * @example
 * ```ts
 * isPagePath('/prod/p-1/'); // true
 * isPagePath('/api/cart-id'); // false
 * ```
 */
export function isPagePath(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  if (SERVER_PATHS.includes(pathname)) return false;
  if (SERVER_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

// How a route is declared (DESIGN §4 "each route is declared once"): its name, its path pattern and its
// pure facts (routeFacts.ts) in one value, from which the matcher, the typed path builder and the rules'
// path tables are derived. A pattern is written as the shop links it, with the trailing slash;
// `:name` is one path segment, `*` is the catch-all.
import type { NoIndexPage, RouteFacts } from './routeFacts';

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The params a path pattern captures: one string per `:name`; the catch-all captures its path. */
export type PathParams<Path extends string> = Path extends '*'
  ? { readonly path: string }
  : { readonly [Name in ParamNames<Path>]: string };

/** One URL form of a route: its pattern, the params it fixes (a catalogue's language) and its own noindex page. */
export interface RoutePathEntry {
  readonly path: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly noindex?: NoIndexPage;
}

declare const PARAMS: unique symbol;

export interface RouteDefinition<
  Name extends string = string,
  Params extends object = object,
  Query extends string = string,
> extends RouteFacts {
  readonly name: Name;
  /** The URL forms the route answers, in match order. */
  readonly paths: readonly RoutePathEntry[];
  /** Query parameters the path builder appends (the product's varid). */
  readonly query: readonly Query[];
  /** Type only: the params of a match and of the path builder. */
  readonly [PARAMS]?: Params;
}

export type AnyRouteDefinition = RouteDefinition<string, object, string>;

/** What the matcher answers for a route: its name and its params. */
export type RouteMatchOf<Route> =
  Route extends RouteDefinition<infer Name, infer Params, string>
    ? Params extends unknown
      ? { readonly name: Name } & Params
      : never
    : never;

/** The params the path builder of a route takes: the path's, and the optional query parameters. */
export type RoutePathParams<Route> =
  Route extends RouteDefinition<string, infer Params, infer Query>
    ? Params & { readonly [Name in Query]?: string | null }
    : never;

interface SinglePathRoute<
  Name extends string,
  Path extends string,
  Query extends string,
  Planned extends boolean,
> extends RouteFacts {
  readonly name: Name;
  readonly path: Path;
  readonly query?: readonly Query[];
  readonly planned?: Planned;
}

/** A planned route keeps its flag in its type, so the page routes' names leave it out. */
export type PlannedFlag<Planned extends boolean> = Planned extends true
  ? { readonly planned: true }
  : unknown;

interface MultiPathRoute<Name extends string, Entries extends readonly RoutePathEntry[], Query extends string>
  extends RouteFacts {
  readonly name: Name;
  readonly paths: Entries;
  readonly query?: readonly Query[];
}

type EntryParams<Entry> = Entry extends { readonly params: infer Params extends object } ? Params : object;

/**
 * A route with one path pattern.
 *
 * @example
 * ```ts
 * const quote = defineRoute({ name: 'quote', path: '/angebot/:id/' });
 * createRouteTable([...ROUTE_DEFINITIONS, quote]).match('/angebot/q-1'); // { id: 'q-1', name: 'quote' }
 * ```
 */
export function defineRoute<
  const Name extends string,
  const Path extends string,
  const Query extends string = never,
  const Planned extends boolean = false,
>(
  route: SinglePathRoute<Name, Path, Query, Planned>,
): RouteDefinition<Name, PathParams<Path>, Query> & PlannedFlag<Planned>;
/** A route answering several fixed paths, each fixing the route's params (the catalogue's two languages). */
export function defineRoute<
  const Name extends string,
  const Entries extends readonly (RoutePathEntry & { readonly params: Readonly<Record<string, string>> })[],
  const Query extends string = never,
>(route: MultiPathRoute<Name, Entries, Query>): RouteDefinition<Name, EntryParams<Entries[number]>, Query>;
export function defineRoute(
  route:
    | SinglePathRoute<string, string, string, boolean>
    | MultiPathRoute<string, readonly RoutePathEntry[], string>,
): AnyRouteDefinition {
  if ('paths' in route) {
    const { query = [], ...facts } = route;
    return { ...facts, query };
  }
  const { path, query = [], ...facts } = route;
  return { ...facts, paths: [{ path }], query };
}

const CATCH_ALL = '*';

function segmentsOf(path: string): readonly string[] {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A pathname without its one optional trailing slash; '/' stays.
 *
 * @example
 * ```ts
 * withoutTrailingSlash('/cat/100/'); // '/cat/100'
 * ```
 */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The params of `pathname` under one URL form, or null when it does not match. A
 * trailing slash is optional, static segments are case-sensitive (a wrongly cased /cat/ prefix is
 * not a category), params are single non-empty segments, decoded (a malformed escape matches nothing).
 */
export function matchPathEntry(entry: RoutePathEntry, pathname: string): Record<string, string> | null {
  if (entry.path === CATCH_ALL) return { path: pathname };
  const pattern = segmentsOf(entry.path);
  // The home page is '/' itself, not '//' (which is no path of the shop).
  if (pattern.length === 0) return pathname === '/' || pathname === '' ? { ...entry.params } : null;
  const path = withoutTrailingSlash(pathname);
  if (!path.startsWith('/')) return null;
  const parts = path.slice(1).split('/');
  if (parts.length !== pattern.length) return null;
  const params: Record<string, string> = { ...entry.params };
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index] ?? '';
    if (!segment.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    const value = part === '' ? null : decodeSegment(part);
    if (!value) return null;
    params[segment.slice(1)] = value;
  }
  return params;
}

/** Whether an entry answers for exactly these fixed params (the builder's choice among a route's paths). */
function fixesParams(entry: RoutePathEntry, params: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(entry.params ?? {}).every(([name, value]) => params[name] === value);
}

/** The canonical path of a route (with the trailing slash the shop's own links use). */
export function buildRoutePath(
  route: AnyRouteDefinition,
  params: Readonly<Record<string, unknown>> = {},
): string {
  const entry = route.paths.find((candidate) => fixesParams(candidate, params));
  if (!entry) throw new Error(`routes: no path of "${route.name}" fixes ${JSON.stringify(params)}`);
  if (entry.path === CATCH_ALL) return String(params.path);
  const path = entry.path.replace(/:([^/]+)/g, (_segment, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const query = route.query
    .filter((name) => typeof params[name] === 'string' && params[name] !== '')
    .map((name) => `${name}=${encodeURIComponent(String(params[name]))}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** The static start of an entry's pattern, up to its first param ('/cat/:id/' -> '/cat/'); null for the catch-all. */
export function staticPrefix(entry: RoutePathEntry): string | null {
  if (entry.path === CATCH_ALL) return null;
  const param = entry.path.indexOf(':');
  return param === -1 ? entry.path : entry.path.slice(0, param);
}

/** Whether the entry is a fixed path (no params), e.g. '/login/'. */
export function isFixedPath(entry: RoutePathEntry): boolean {
  return entry.path !== CATCH_ALL && !entry.path.includes(':');
}

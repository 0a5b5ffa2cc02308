// When a click becomes a client-side navigation (decision 0002: one route table, shared with the
// server). Pure functions over plain values so the rules are unit-tested without a DOM; anything
// that is not clearly an in-app page link is left to the browser.
import {
  type AnyRouteMatch,
  CORE_ROUTE_TABLE,
  checkNavigationTarget,
  isPagePath,
  type RouteTable,
  requiresDocumentLoad,
} from '@ranzen/sdk-core';

/** The routes served (the shop's, and an app's own); the shop's alone by default. */
type Routes = RouteTable<AnyRouteMatch>;

export interface ClickInfo {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

export interface AnchorInfo {
  /** The anchor's href attribute as written (resolved against the current URL here). */
  readonly href: string | null;
  readonly target: string | null;
  readonly hasDownload: boolean;
}

/** A page of the route table the app may render itself (not /api/, a file, /logout...). */
function isClientPage(url: URL, routes: Routes): boolean {
  return isPagePath(url.pathname) && !requiresDocumentLoad(routes.match(url.pathname).name, routes);
}

/**
 * The URL to navigate to in the app, or null to let the browser handle the click: a plain primary
 * click (no modifier keys: those open new tabs or windows), no target other than _self, no download,
 * same origin, and a path that is a page of the route table (not /api/, /images/, a file...) that
 * is not loaded as a document (logout, rating).
 */
export function clientNavigationTarget(
  click: ClickInfo,
  anchor: AnchorInfo,
  current: URL,
  routes: Routes = CORE_ROUTE_TABLE,
): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.href === null || anchor.hasDownload) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  // A jump within the page (#section) is the browser's job.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return isClientPage(url, routes) ? url : null;
}

/** Back/forward to an entry that differs from the shown page only by its hash is not a navigation. */
export function isSameDocumentEntry(next: URL, shownHref: string): boolean {
  const shown = new URL(shownHref, next);
  return shown.pathname === next.pathname && shown.search === next.search;
}

export type NavigationTarget =
  | { readonly kind: 'client'; readonly url: URL }
  | { readonly kind: 'document'; readonly url: URL }
  | { readonly kind: 'refused' };

/**
 * Where a navigation that is not a click goes (a loader's redirect; code: a filter, the sort, the search
 * box, the checkout machine): a page the app renders itself, a document load (a server path, a route
 * that requires one: logout, rating, the checkout steps, whose server render reads a session just
 * started), or nowhere: the shop refuses navigation to an external URL and to unsafe protocols, so the
 * app never follows such a target.
 */
export function navigationTargetOf(
  location: string,
  current: URL,
  routes: Routes = CORE_ROUTE_TABLE,
): NavigationTarget {
  const check = checkNavigationTarget(location, current);
  if (!check.ok) return { kind: 'refused' };
  return { kind: isClientPage(check.url, routes) ? 'client' : 'document', url: check.url };
}

/** How many redirects in a row a client navigation follows before handing over to the browser. */
export const MAX_CLIENT_REDIRECTS = 5;

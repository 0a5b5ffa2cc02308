// The storefront route table for the browsing slice (spec storefront §2.1) as pure data, and the
// matcher the server and the browser share. Checkout routes are in spec shopping §2; only the
// basket is part of this slice.

export type RouteName = 'index' | 'category' | 'product' | 'basket' | 'catchAll';

export interface RouteDefinition {
  readonly name: RouteName;
  /** Documentation of the pattern (`:id` is one path segment, `*` anything else); matchRoute is the matcher. */
  readonly path: string;
}

/** Spec storefront §2.1. A trailing slash is optional for the known routes. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'index', path: '/' },
  { name: 'category', path: '/cat/:id' },
  { name: 'product', path: '/prod/:id' },
  { name: 'basket', path: '/checkout/basket' },
  { name: 'catchAll', path: '*' },
];

export type RouteMatch =
  | { readonly name: 'index' }
  | { readonly name: 'category'; readonly id: string }
  | { readonly name: 'product'; readonly id: string }
  | { readonly name: 'basket' }
  | { readonly name: 'catchAll'; readonly path: string };

// Ids are single path segments; the prefixes are case-sensitive (spec §2.4: a wrongly cased /cat/ or
// /prod/ prefix is not a category or product route, and falls through to 404).
const CATEGORY = /^\/cat\/([^/]+)\/?$/;
const PRODUCT = /^\/prod\/([^/]+)\/?$/;
const BASKET = /^\/checkout\/basket\/?$/;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches a pathname against the route table; everything unknown goes to the catch-all. */
export function matchRoute(pathname: string): RouteMatch {
  if (pathname === '/' || pathname === '') return { name: 'index' };
  const category = CATEGORY.exec(pathname);
  if (category?.[1]) {
    const id = decodeSegment(category[1]);
    if (id) return { name: 'category', id };
  }
  const product = PRODUCT.exec(pathname);
  if (product?.[1]) {
    const id = decodeSegment(product[1]);
    if (id) return { name: 'product', id };
  }
  if (BASKET.test(pathname)) return { name: 'basket' };
  return { name: 'catchAll', path: pathname };
}

/** Canonical path of a category (with the trailing slash the shop's own links use). */
export function categoryPath(id: string): string {
  return `/cat/${encodeURIComponent(id)}/`;
}

/** Canonical path of a product; `itemId` preselects a variant (spec §2.1 query varid, §2.3). */
export function productPath(id: string, itemId?: string): string {
  const base = `/prod/${encodeURIComponent(id)}/`;
  return itemId ? `${base}?varid=${encodeURIComponent(itemId)}` : base;
}

export const BASKET_PATH = '/checkout/basket/';

/**
 * Paths the storefront server answers itself (assets, image and GraphQL proxy, internal endpoints);
 * they never reach the catch-all page route, so a link to them is not a page navigation.
 */
export const SERVER_PATH_PREFIXES: readonly string[] = ['/api/', '/assets/', '/images/'];
export const SERVER_PATHS: readonly string[] = ['/graphql', '/health'];

/**
 * Whether a same-origin path is a page of this route table, i.e. something the browser may render
 * by client-side navigation instead of a document load. Server endpoints and files (a last segment
 * with an extension, e.g. /robots.txt, /sitemap.xml, /favicon.ico) are not pages.
 */
export function isPagePath(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  if (SERVER_PATHS.includes(pathname)) return false;
  if (SERVER_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

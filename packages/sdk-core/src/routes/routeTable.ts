// The storefront route table for the browsing slice (spec storefront §2.1) as pure data, and the
// matcher the server and the browser share. Checkout routes are in spec shopping §2; only the
// basket is part of this slice.

export type RouteName =
  | 'index'
  | 'login'
  | 'logout'
  | 'category'
  | 'product'
  | 'search'
  | 'prime'
  | 'rating'
  | 'cfTest'
  | 'catalogue'
  | 'service'
  | 'basket'
  | 'catchAll';

/** Spec §2.1: the two B2B catalogue sites, German and English. */
export type CatalogueVariant = 'de' | 'en';

/** Spec §2.1 service pages with a route of their own (the catalogue pages aside). */
export const SERVICE_PAGE_PATHS = [
  '/service/orderform/',
  '/service/newsletter/',
  '/service/newsletter/success/',
  '/service/newsletter/newsletter-abmelden/',
] as const;

export type ServicePagePath = (typeof SERVICE_PAGE_PATHS)[number];

/** Spec §2.1 "Layouts"; the browsing routes use two of them. */
export type LayoutName = 'default' | 'empty';

export interface RouteDefinition {
  readonly name: RouteName;
  /** Documentation of the pattern (`:id` is one path segment, `*` anything else); matchRoute is the matcher. */
  readonly path: string;
}

/** Spec storefront §2.1. A trailing slash is optional for the known routes. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'index', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'logout', path: '/logout' },
  { name: 'category', path: '/cat/:id' },
  { name: 'product', path: '/prod/:id' },
  { name: 'search', path: '/search' },
  { name: 'prime', path: '/prime' },
  { name: 'rating', path: '/rating' },
  { name: 'cfTest', path: '/cf/test' },
  { name: 'catalogue', path: '/service/katalog | /service/catalogue' },
  { name: 'service', path: SERVICE_PAGE_PATHS.map((path) => path.slice(0, -1)).join(' | ') },
  { name: 'basket', path: '/checkout/basket' },
  { name: 'catchAll', path: '*' },
];

export type RouteMatch =
  | { readonly name: 'index' }
  | { readonly name: 'login' }
  | { readonly name: 'logout' }
  | { readonly name: 'prime' }
  | { readonly name: 'rating' }
  | { readonly name: 'cfTest' }
  | { readonly name: 'catalogue'; readonly variant: CatalogueVariant }
  | { readonly name: 'service'; readonly path: ServicePagePath }
  | { readonly name: 'category'; readonly id: string }
  | { readonly name: 'product'; readonly id: string }
  | { readonly name: 'search' }
  | { readonly name: 'basket' }
  | { readonly name: 'catchAll'; readonly path: string };

// Ids are single path segments; the prefixes are case-sensitive (spec §2.4: a wrongly cased /cat/ or
// /prod/ prefix is not a category or product route, and falls through to 404).
const CATEGORY = /^\/cat\/([^/]+)\/?$/;
const PRODUCT = /^\/prod\/([^/]+)\/?$/;

/** Fixed paths of the table (without the optional trailing slash). */
const FIXED_ROUTES: Readonly<Record<string, RouteMatch>> = {
  '/login': { name: 'login' },
  '/logout': { name: 'logout' },
  '/search': { name: 'search' },
  '/prime': { name: 'prime' },
  '/rating': { name: 'rating' },
  '/cf/test': { name: 'cfTest' },
  '/service/katalog': { name: 'catalogue', variant: 'de' },
  '/service/catalogue': { name: 'catalogue', variant: 'en' },
  '/checkout/basket': { name: 'basket' },
  ...Object.fromEntries(
    SERVICE_PAGE_PATHS.map((path) => [path.slice(0, -1), { name: 'service', path } satisfies RouteMatch]),
  ),
};

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

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
  const path = withoutTrailingSlash(pathname);
  const fixed = Object.hasOwn(FIXED_ROUTES, path) ? FIXED_ROUTES[path] : undefined;
  return fixed ?? { name: 'catchAll', path: pathname };
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
export const LOGIN_PATH = '/login/';
export const LOGOUT_PATH = '/logout/';

/** Spec §2.1: /cf/test uses the empty layout; every other browsing page the default one. */
export function layoutFor(route: RouteName): LayoutName {
  return route === 'cfTest' ? 'empty' : 'default';
}

/**
 * Routes the browser always loads as a document, never by client-side navigation: their server
 * answer writes cookies page scripts cannot (logout clears the HttpOnly session token; the rating
 * link leaves its toast for the product page), and both are reached from outside the shop.
 */
export function requiresDocumentLoad(route: RouteName): boolean {
  return route === 'logout' || route === 'rating';
}

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

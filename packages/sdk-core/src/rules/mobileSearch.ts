// Mobile search on arrival (spec storefront §4 "Mobile search and refresh": the mobile search is shown
// on first visit except on product pages). "First visit" is the browser's first page view of the shop,
// remembered in a cookie (docs/not-shown.md) so the server renders the bar open and nothing moves when
// the page hydrates (DESIGN §6 CLS); a product page keeps its own content in view.
import type { AppRouteName, RouteName } from '../routes/routeTable';

/** Cookie that marks a browser as having visited the shop; the browser sets it on its first page view. */
export const VISITED_COOKIE = 'ranzen-visited';
/** Lifetime of VISITED_COOKIE: the longest browsers keep (400 days). */
export const VISITED_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * A first visit: the browser sent no visited cookie (the request's cookies, or `document.cookie`'s).
 *
 * @example
 * ```ts
 * isFirstVisit({}); // true
 * ```
 */
export function isFirstVisit(cookies: Readonly<Record<string, string | undefined>>): boolean {
  return cookies[VISITED_COOKIE] === undefined;
}

/**
 * The `document.cookie` assignment that records the visit.
 *
 * @example
 * ```ts
 * document.cookie = visitedCookie();
 * ```
 */
export function visitedCookie(): string {
  return `${VISITED_COOKIE}=1; Max-Age=${VISITED_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * Whether the mobile search opens on arrival: on a first visit to any page but a product page.
 *
 * @example
 * ```ts
 * opensMobileSearchOnArrival(true, 'index'); // true
 * opensMobileSearchOnArrival(true, 'product'); // false
 * ```
 */
export function opensMobileSearchOnArrival(firstVisit: boolean, route: RouteName | AppRouteName): boolean {
  return firstVisit && route !== 'product';
}

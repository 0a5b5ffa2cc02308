// Page metadata rules (spec storefront §5 "Search and metadata", §9 "Indexing", "Hreflang mapping").

import { staticPrefix } from '../routes/defineRoute';
import { ROUTE_DEFINITIONS } from '../routes/routeDefinitions';
import type { NoIndexPage } from '../routes/routeFacts';
import { routePrefix } from '../routes/routeTable';
import type { StoreConfig, StoreId } from '../store/storeConfig';
import { splitPageUrl } from './pageType';

export type { NoIndexPage } from '../routes/routeFacts';

/** Category meta title limit. */
export const CATEGORY_META_TITLE_LIMIT = 50;

export const ROBOTS_INDEX = 'index,follow';
export const ROBOTS_NOINDEX = 'noindex,follow';

/**
 * The category meta title is 'current / parent'; when that is longer than 50 characters,
 * only the current category is used.
 *
 * @example
 * ```ts
 * categoryMetaTitle('Füller', 'Schreiben'); // 'Füller / Schreiben'
 * categoryMetaTitle('Schule', null); // 'Schule'
 * ```
 */
export function categoryMetaTitle(current: string, parent?: string | null): string {
  if (!parent) return current;
  const combined = `${current} / ${parent}`;
  return combined.length > CATEGORY_META_TITLE_LIMIT ? current : combined;
}

/**
 * The robots meta value of a page: `noindex,follow` for the pages that must not be indexed.
 *
 * @example
 * ```ts
 * robotsFor('indexable'); // 'index,follow'
 * ```
 */
export function robotsFor(page: NoIndexPage | 'indexable', explicit?: string | null): string {
  if (page !== 'indexable') return ROBOTS_NOINDEX;
  return explicit?.trim() ? explicit : ROBOTS_INDEX;
}

/** Longest first, so a page below a prefix (the basket under /checkout/) wins over the prefix. */
function longestFirst<Entry extends readonly [prefix: string, ...rest: unknown[]]>(
  entries: Entry[],
): Entry[] {
  return entries.sort(([a], [b]) => b.length - a.length);
}

/**
 * Path prefixes of the noindex pages, from the route declarations, in match order: the specific checkout
 * pages come before the
 * checkout prefix. A prefix matches the page and everything below it (`/myaccount/returns/carrier/`
 * is returns).
 */
export const NOINDEX_PATHS: readonly (readonly [prefix: string, page: NoIndexPage])[] = longestFirst(
  ROUTE_DEFINITIONS.flatMap((route) =>
    route.paths.flatMap((entry): [string, NoIndexPage][] => {
      const page = ('noindex' in entry ? entry.noindex : undefined) ?? route.noindex;
      const prefix = staticPrefix(entry);
      return page && prefix ? [[prefix, page]] : [];
    }),
  ),
);

/** URLs containing '/?order='" are not indexed. */
export const NOINDEX_URL_MARKER = '/?order=';

/**
 * The noindex page a URL (path with optional query) belongs to, or null when it is indexable.
 *
 * @example
 * ```ts
 * noIndexPageFor('/schulranzen/', true); // 'notFound'
 * noIndexPageFor('/prod/1/'); // null
 * ```
 */
export function noIndexPageFor(url: string, notFound = false): NoIndexPage | null {
  if (notFound) return 'notFound';
  if (url.includes(NOINDEX_URL_MARKER)) return 'orderQuery';
  const { path } = splitPageUrl(url);
  return NOINDEX_PATHS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}

/**
 * Robots value for a URL: 'noindex,follow' for the spec's noindex pages, else the page's own
 * robots value from the CMS or catalogue, else 'index,follow'.
 *
 * @example
 * ```ts
 * robotsForUrl('/prod/1/'); // 'index,follow'
 * robotsForUrl('/prod/1/', { notFound: true }); // 'noindex,follow'
 * ```
 */
export function robotsForUrl(
  url: string,
  options: { notFound?: boolean; explicit?: string | null } = {},
): string {
  return robotsFor(noIndexPageFor(url, options.notFound) ?? 'indexable', options.explicit);
}

/** Product pages keep no query in their canonical URL: every variant link points to one product URL. */
const PRODUCT_PATH_PREFIX = routePrefix('product');

/** The only query parameters a canonical URL keeps, in this order. */
export const CANONICAL_QUERY_PARAMS = ['q', 'p'] as const;

/**
 * Canonical URL of a page: the base URL plus the path, keeping only q and p (and no query at all
 * on product pages, so every variant link `?varid=` points to one product URL).
 *
 * @example
 * ```ts
 * canonicalUrl('https://www.ranzen.de', '/cat/100/?p=2&utm_source=x'); //
 * 'https://www.ranzen.de/cat/100/?p=2'
 * ```
 */
export function canonicalUrl(baseUrl: string, url: string): string {
  const { path, query } = splitPageUrl(url);
  const rawPath = (url.split(/[?#]/)[0] ?? '') || '/';
  const kept = new URLSearchParams();
  if (!path.includes(PRODUCT_PATH_PREFIX)) {
    for (const name of CANONICAL_QUERY_PARAMS) {
      const value = query.get(name);
      if (value !== null && value !== '') kept.set(name, value);
    }
  }
  const search = kept.toString();
  return `${baseUrl.replace(/\/+$/, '')}${rawPath}${search ? `?${search}` : ''}`;
}

/**
 * Open Graph tags are omitted on checkout, login, logout, account (except the wish list)
 * and not-found pages: the routes' `openGraph` facts, each for its path and below, longest first.
 */
export const OPEN_GRAPH_PATHS: readonly (readonly [prefix: string, shown: boolean])[] = longestFirst(
  ROUTE_DEFINITIONS.flatMap((route): [string, boolean][] => {
    const prefix = route.paths[0] && staticPrefix(route.paths[0]);
    return prefix && route.openGraph !== undefined ? [[prefix, route.openGraph]] : [];
  }),
);

/**
 * Whether a page's head carries Open Graph tags (pages a visitor shares; never a not-found answer).
 *
 * @example
 * ```ts
 * hasOpenGraph('/prod/1/'); // true
 * hasOpenGraph('/checkout/shipping/'); // false
 * ```
 */
export function hasOpenGraph(url: string, notFound = false): boolean {
  if (notFound) return false;
  const { path } = splitPageUrl(url);
  return OPEN_GRAPH_PATHS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? true;
}

/** The default share (Open Graph) image. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** Hreflang value -> consumer shop serving it. */
export const HREFLANG_SHOPS = {
  'de-CH': 'ch',
  'de-LI': 'ch',
  'de-DE': 'de',
  'x-default': 'de',
  'de-AT': 'at',
  'de-IT': 'at',
} as const satisfies Record<string, StoreId>;

export type HreflangShop = (typeof HREFLANG_SHOPS)[keyof typeof HREFLANG_SHOPS];

export interface HreflangAlternate {
  readonly hreflang: keyof typeof HREFLANG_SHOPS;
  readonly href: string;
}

/**
 * `<link rel="alternate" hreflang>` entries for a page: the same path on each mapped shop's base
 * URL (real domains are configuration). B2B storefronts get none; a shop without a configured base
 * URL is left out rather than pointing somewhere wrong.
 *
 * @example
 * ```ts
 * hreflangAlternates(STORES.de, '/cat/1/', { de: 'https://ranzen.de', at: 'https://ranzen.at' })
 *   .map((alternate) => alternate.hreflang); // [ 'de-DE', 'x-default', 'de-AT', 'de-IT' ]
 * ```
 */
export function hreflangAlternates(
  store: Pick<StoreConfig, 'family'>,
  url: string,
  baseUrls: Partial<Record<HreflangShop, string>>,
): HreflangAlternate[] {
  if (store.family === 'b2b') return [];
  const alternates: HreflangAlternate[] = [];
  for (const [hreflang, shop] of Object.entries(HREFLANG_SHOPS) as [
    keyof typeof HREFLANG_SHOPS,
    HreflangShop,
  ][]) {
    const baseUrl = baseUrls[shop];
    if (baseUrl) alternates.push({ hreflang, href: canonicalUrl(baseUrl, url) });
  }
  return alternates;
}

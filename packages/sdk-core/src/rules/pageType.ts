// Page-type classification for tracking (spec storefront §2.3).
import type { PageType } from '../graphql/generated';
import { LEGAL_PAGE_PATHS } from '../routes/contentPages';
import { staticPrefix } from '../routes/defineRoute';
import { ROUTE_DEFINITIONS } from '../routes/routeDefinitions';
import { PAGE_AREAS, type PageArea } from '../routes/routeFacts';

export { LEGAL_PAGE_PATHS } from '../routes/contentPages';
export { PAGE_AREAS, type PageArea } from '../routes/routeFacts';

export interface PageAreaPathRule {
  readonly fragment: string;
  readonly area: PageArea;
  readonly needsQuery?: string;
}

/** CMS sections: content paths served by the catch-all, not routes of the shop. */
const CMS_SECTION_RULES: readonly PageAreaPathRule[] = [
  { fragment: '/brands/', area: 'brands' },
  { fragment: '/campaigns/', area: 'campaigns' },
  { fragment: '/gewinnspiele/', area: 'sweepstakes' },
  { fragment: '/inspiration/', area: 'inspiration' },
  { fragment: '/beratung/', area: 'advisory' },
];

/**
 * The path rows in table order (PAGE_AREAS); the first matching row wins. The routes'
 * rows come from their declarations (the static start of the path, e.g. '/cat/'); search also
 * needs the query q (a non-blank value: an empty search is never run).
 */
export const PAGE_AREA_PATH_RULES: readonly PageAreaPathRule[] = [
  ...ROUTE_DEFINITIONS.flatMap((route): PageAreaPathRule[] => {
    const fragment = route.paths[0] && staticPrefix(route.paths[0]);
    if (!route.pageArea || !fragment) return [];
    const needsQuery = route.pageAreaNeedsQuery;
    return [{ fragment, area: route.pageArea, ...(needsQuery ? { needsQuery } : {}) }];
  }),
  ...CMS_SECTION_RULES,
].sort((a, b) => PAGE_AREAS.indexOf(a.area) - PAGE_AREAS.indexOf(b.area));

/** The page-details type that marks a product-listing category. */
export const PRODUCT_LISTING_PAGE_TYPE: PageType = 'PRODUCT_LISTING';

export interface PageTypeInput {
  /** Path, optionally with query string and hash (`/search/?q=heft`). */
  readonly url: string;
  /** Page type from the page-details lookup, when the page was resolved through it. */
  readonly pageType?: PageType | null;
  /** Category id of the page (route id of /cat/{id} or the page-details category id). */
  readonly categoryId?: string | null;
  /** True when the error page is rendered (unknown page, 404, 410, 5xx). */
  readonly isErrorPage?: boolean;
}

export interface PageTypeOptions {
  /**
   * Two category ids also count as home (ids not shown)". The ids are store data, so
   * they are configuration; empty by default.
   */
  readonly homeCategoryIds?: readonly string[];
}

/** Splits a URL or path into a path with a trailing slash and its query parameters. */
export function splitPageUrl(url: string): { path: string; query: URLSearchParams } {
  const withoutHash = url.split('#')[0] ?? '';
  const questionMark = withoutHash.indexOf('?');
  const rawPath = questionMark === -1 ? withoutHash : withoutHash.slice(0, questionMark);
  const search = questionMark === -1 ? '' : withoutHash.slice(questionMark + 1);
  // A trailing slash is optional on known routes (spec §2.1), so '/search' contains '/search/'.
  const path = rawPath.endsWith('/') ? rawPath : `${rawPath}/`;
  return { path: path.startsWith('/') ? path : `/${path}`, query: new URLSearchParams(search) };
}

/**
 * Classifies a page for tracking. Precedence: the error page wins over its path (a missing
 * product is a 404, not a product page); then home ('/' and the configured home categories); then
 * the path fragments in the table's order; then the product-listing category type; else others.
 */
export function classifyPageType(input: PageTypeInput, options: PageTypeOptions = {}): PageArea {
  if (input.isErrorPage) return '404';
  const { path, query } = splitPageUrl(input.url);
  if (path === '/') return 'home';
  if (input.categoryId && options.homeCategoryIds?.includes(input.categoryId)) return 'home';
  for (const rule of PAGE_AREA_PATH_RULES) {
    if (!path.includes(rule.fragment)) continue;
    if (rule.needsQuery && !query.get(rule.needsQuery)?.trim()) continue;
    return rule.area;
  }
  if (input.pageType === PRODUCT_LISTING_PAGE_TYPE) return 'listing';
  return 'others';
}

/**
 * Whether a URL is a legal page, excluded from link-click tracking (LEGAL_PAGE_PATHS).
 *
 * @example
 * ```ts
 * isLegalPage('/service/impressum/'); // true
 * isLegalPage('/cat/1/'); // false
 * ```
 */
export function isLegalPage(url: string): boolean {
  const { path } = splitPageUrl(url);
  return LEGAL_PAGE_PATHS.includes(path.toLowerCase());
}

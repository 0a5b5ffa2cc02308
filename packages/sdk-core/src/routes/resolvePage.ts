// Page resolution outcomes for paths outside the route table (spec storefront §2.4, §8).
import type { PageType } from '../graphql/generated';
import { isSameSitePath } from './guards';

export type PageOutcome =
  | { readonly kind: 'content' }
  | { readonly kind: 'category'; readonly categoryId: string }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 301 | 302 }
  | { readonly kind: 'gone'; readonly status: 410 }
  | { readonly kind: 'notFound'; readonly status: 404 };

export interface PageDetailsLike {
  readonly pageType: PageType;
  readonly categoryId?: string | null;
  readonly redirectUrl?: string | null;
  readonly redirectTemporary?: boolean | null;
}

const NOT_FOUND = { kind: 'notFound', status: 404 } as const;

/**
 * Upper-case letters or a dollar sign in the path of a page that is not a /cat/ or
 * /prod/ page give 404 without asking the API; a wrongly cased /cat/ or /prod/ prefix gives 404.
 *
 * @example
 * ```ts
 * isRejectedCatchAllPath('/Service/'); // true
 * isRejectedCatchAllPath('/service/sicher-einkaufen/'); // false
 * ```
 */
export function isRejectedCatchAllPath(pathname: string): boolean {
  if (/[A-Z$]/.test(pathname)) return true;
  return /^\/(cat|prod)\//i.test(pathname);
}

/**
 * Maps the page-details lookup to what the server answers.
 *
 * @example
 * ```ts
 * resolvePageOutcome({ pageType: 'GONE' }); // { kind: 'gone', status: 410 }
 * resolvePageOutcome(null); // { kind: 'notFound', status: 404 }
 * ```
 */
export function resolvePageOutcome(details: PageDetailsLike | null | undefined): PageOutcome {
  if (!details) return NOT_FOUND;
  if (details.redirectUrl) {
    // Spec §8: only same-site paths; an external URL or an unsafe protocol is refused as not found.
    if (!isSameSitePath(details.redirectUrl)) return NOT_FOUND;
    return { kind: 'redirect', location: details.redirectUrl, status: details.redirectTemporary ? 302 : 301 };
  }
  switch (details.pageType) {
    case 'CONTENT':
      return { kind: 'content' };
    case 'CATEGORY':
    case 'PRODUCT_LISTING':
      return details.categoryId ? { kind: 'category', categoryId: details.categoryId } : NOT_FOUND;
    case 'GONE':
      return { kind: 'gone', status: 410 };
    default:
      return NOT_FOUND;
  }
}

// HTTP caching of server-rendered pages (issue 22 item 3). A page for a visitor the shop knows nothing of
// (no customer token, no cart or user id cookie, no cookie set by the answer) is the same for everyone on
// the host: it may be kept by a CDN and the browser, revalidated on every use through its ETag (a catalogue
// change shows at once). Every other page shows this visitor's header (cart count, name): kept by the
// browser alone, and not at all once a customer is logged in.
import { createHash } from 'node:crypto';
import { readCustomerToken } from './customerSession';
import { readVisitorIds } from './idCookies';

/** Who an HTML answer may be kept for. */
export type HtmlAudience = 'everyone' | 'visitor' | 'customer';

export const HTML_CACHE_CONTROL: Readonly<Record<HtmlAudience, string>> = {
  everyone: 'public, no-cache',
  visitor: 'private, no-cache',
  customer: 'private, no-store',
};

/**
 * What an HTML answer varies with beyond its URL (the host picks the store and its language): the
 * encoding, and the cookies that make a visitor known.
 */
export const HTML_VARY = 'accept-encoding, cookie';

/** Statuses a shared cache may keep (RFC 9110 heuristically cacheable ones the storefront answers). */
const SHAREABLE_STATUSES: ReadonlySet<number> = new Set([200, 404, 410]);

/** Who a page may be kept for by the request's cookies alone: a logged-in customer, a known visitor, or anyone. */
export function cookieAudience(cookies: Readonly<Record<string, string | undefined>>): HtmlAudience {
  if (readCustomerToken(cookies)) return 'customer';
  const { cartId, userId } = readVisitorIds(cookies);
  return cartId || userId ? 'visitor' : 'everyone';
}

export function htmlAudience(
  cookies: Readonly<Record<string, string | undefined>>,
  answer: { readonly status: number; readonly setsCookies: boolean },
): HtmlAudience {
  const audience = cookieAudience(cookies);
  if (audience !== 'everyone') return audience;
  return answer.setsCookies || !SHAREABLE_STATUSES.has(answer.status) ? 'visitor' : 'everyone';
}

/**
 * A weak validator of the document without its CSP nonce (fresh on every answer, so it must not count):
 * equal for the same page in any encoding.
 */
export function documentEtag(document: string, nonce: string): string {
  const digest = createHash('sha256').update(document.replaceAll(nonce, '')).digest('base64url');
  return `W/"${digest.slice(0, 32)}"`;
}

/** If-None-Match against an ETag, by weak comparison (RFC 9110, weak comparison): a list of tags or `*`. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  const value = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  return value.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

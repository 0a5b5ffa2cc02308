// Headers the storefront server adds to every call to the shop API (spec shopping §7: bearer token,
// user id header, the customer token in the JWT header (X-JWT, from its HttpOnly cookie:
// customerSession.ts), forwarded user agent, referer, client address and A/B cookies; the store goes in
// X-Shop-Store / X-Shop-Language as the API contract says, schema/store.graphql).
import type { IncomingHttpHeaders } from 'node:http';
import type { StoreConfig } from '@ranzen/sdk-core';
import { parse as parseCookies } from 'cookie';
import { CUSTOMER_TOKEN_HEADER, readCustomerToken } from './customerSession';
import { readVisitorIds } from './idCookies';

/** A/B cookies are those whose names start with BZ_AB_ or _ga. */
export function isAbCookieName(name: string): boolean {
  return name.startsWith('BZ_AB_') || name.startsWith('_ga');
}

export interface ApiHeaderInput {
  readonly token: string;
  readonly store: StoreConfig;
  /** Request headers of the browser's request (cookies, user agent, referer). */
  readonly requestHeaders: IncomingHttpHeaders;
  /** The browser's address as the socket saw it. */
  readonly clientAddress: string | undefined;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A request's cookies by name (an empty object without a Cookie header).
 *
 * @example
 * ```ts
 * readCookies({ cookie: 'cartId=c-1; userId=u-1' }); // { cartId: 'c-1', userId: 'u-1' }
 * readCookies(req.headers).customerToken; // the HttpOnly customer token, when logged in
 * ```
 */
export function readCookies(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  const header = single(headers.cookie);
  return header ? parseCookies(header) : {};
}

export function buildApiHeaders({
  token,
  store,
  requestHeaders,
  clientAddress,
}: ApiHeaderInput): Record<string, string> {
  const cookies = readCookies(requestHeaders);
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'x-shop-store': store.id,
    'x-shop-language': store.language,
  };
  const { userId } = readVisitorIds(cookies);
  if (userId) headers['x-user-id'] = userId;
  const customerToken = readCustomerToken(cookies);
  if (customerToken) headers[CUSTOMER_TOKEN_HEADER] = customerToken;
  const userAgent = single(requestHeaders['user-agent']);
  if (userAgent) headers['user-agent'] = userAgent;
  const referer = single(requestHeaders.referer);
  if (referer) headers.referer = referer;
  // Only the address this server saw: an X-Forwarded-For sent by the browser is not trusted.
  if (clientAddress) headers['x-forwarded-for'] = clientAddress;
  const abCookies = Object.entries(cookies)
    .filter((entry): entry is [string, string] => isAbCookieName(entry[0]) && typeof entry[1] === 'string')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  if (abCookies.length > 0) headers.cookie = abCookies.join('; ');
  return headers;
}

/**
 * State-changing requests need a same-origin check. Browsers send Sec-Fetch-Site (and
 * Origin on every POST, Referer on most GETs); without Sec-Fetch-Site the Origin, else the Referer, must
 * name this host. A request that carries none of them comes from a non-browser client, which cannot
 * ride on a visitor's cookies, so it is let through.
 */
export function isSameOriginRequest(headers: IncomingHttpHeaders): boolean {
  const fetchSite = single(headers['sec-fetch-site']);
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const claimedOrigin = single(headers.origin) ?? single(headers.referer);
  if (claimedOrigin === undefined) return true;
  const host = single(headers.host);
  if (!host) return false;
  try {
    return new URL(claimedOrigin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

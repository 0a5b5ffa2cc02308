// The customer's session in the browser (spec shopping §4 "Session kind", §7 "Internal endpoints" and
// "JWT header", §9 "token cookie lifetime is expires_in minus 60 seconds"; DESIGN §2, §7). The one
// module that writes and clears the session cookies; endpoints and the proxy call it.
//
// - The token itself lives only in an HttpOnly, SameSite=Lax cookie (Secure and `__Host-` over HTTPS,
//   like the id cookies), so no page script can read or send it elsewhere; the storefront server
//   forwards it to the API in the X-JWT header (apiHeaders.ts).
// - Page scripts learn only that a session exists: `X-JWT-exist` for a customer, `X-JWT-guest` for a
//   guest session (sdk-core rules/session.ts), plus `had-session` for the B2B session-expired warning.
// - "Stay logged in" makes the token and presence cookies persistent until the token's expiry minus
//   60 s; otherwise they are browser-session cookies.
import {
  GUEST_SESSION_COOKIE,
  HAD_SESSION_COOKIE,
  HAD_SESSION_COOKIE_MAX_AGE_SECONDS,
  LOGOUT_SESSION_COOKIES,
  SESSION_COOKIE,
} from '@ranzen/sdk-core';
import { type SerializeOptions, serialize } from 'cookie';
import { HOST_COOKIE_PREFIX } from './idCookies';

/** The HttpOnly cookie with the customer token (ours: the spec names only the presence cookies). */
export const CUSTOMER_TOKEN_COOKIE = 'customerToken';
/** The API's request header for the customer token (docs/not-shown.md). */
export const CUSTOMER_TOKEN_HEADER = 'x-jwt';
/** The token cookie ends this long before the token does. */
export const TOKEN_COOKIE_EARLY_EXPIRY_SECONDS = 60;

/** Which presence cookie a session sets. */
export type CustomerSessionKind = 'customer' | 'guest';

/**
 * The presence cookie's value: whether the session was started with "stay logged in", so a token the
 * API issues anew (a password change) keeps the cookie's lifetime. Page scripts read presence only.
 */
export const PRESENCE_VALUE_STAY_LOGGED = 'stay';
export const PRESENCE_VALUE_BROWSER_SESSION = '1';

export const PRESENCE_COOKIE_BY_KIND: Readonly<Record<CustomerSessionKind, string>> = {
  customer: SESSION_COOKIE,
  guest: GUEST_SESSION_COOKIE,
};

export interface CustomerSessionInput {
  /** The API's customer token and its expiry (AuthResult.token). */
  readonly token: string;
  readonly expires: string | Date;
  readonly kind: CustomerSessionKind;
  /** "Stay logged in": persistent cookies; otherwise they end with the browser session. */
  readonly stayLogged: boolean;
  /** Over HTTPS the token cookie is `__Host-` and Secure. */
  readonly https: boolean;
  /** Now, for the remaining lifetime (tests). */
  readonly now?: Date;
}

/** A token made of JWT characters only; anything else in the cookie is ignored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_.-]{1,4096}$/;

/** The customer token of the request's cookies, by its `__Host-` name first; null when absent or malformed. */
export function readCustomerToken(cookies: Readonly<Record<string, string | undefined>>): string | null {
  for (const name of [`${HOST_COOKIE_PREFIX}${CUSTOMER_TOKEN_COOKIE}`, CUSTOMER_TOKEN_COOKIE]) {
    const value = cookies[name];
    if (value && TOKEN_PATTERN.test(value)) return value;
  }
  return null;
}

function tokenCookieName(https: boolean): string {
  return https ? `${HOST_COOKIE_PREFIX}${CUSTOMER_TOKEN_COOKIE}` : CUSTOMER_TOKEN_COOKIE;
}

/** Seconds the cookie may live, the token's remaining lifetime minus 60 s (never below 0). */
export function tokenCookieMaxAge(expires: string | Date, now: Date = new Date()): number {
  const remaining = Math.floor((new Date(expires).getTime() - now.getTime()) / 1000);
  return Math.max(0, remaining - TOKEN_COOKIE_EARLY_EXPIRY_SECONDS);
}

function expired(name: string, options: SerializeOptions): string {
  return serialize(name, '', { ...options, maxAge: 0 });
}

/**
 * Set-Cookie values that start (or renew) a session: the HttpOnly token cookie, the presence cookie of
 * the kind (the other kind's is removed: a guest who logs in becomes a customer) and, for a customer,
 * the had-session marker. Never the token anywhere but the HttpOnly cookie.
 */
export function sessionCookies({
  token,
  expires,
  kind,
  stayLogged,
  https,
  now,
}: CustomerSessionInput): string[] {
  const lifetime: SerializeOptions = stayLogged ? { maxAge: tokenCookieMaxAge(expires, now) } : {};
  const base: SerializeOptions = { path: '/', sameSite: 'lax', secure: https };
  const otherKind: CustomerSessionKind = kind === 'customer' ? 'guest' : 'customer';
  const cookies = [
    serialize(tokenCookieName(https), token, { ...base, ...lifetime, httpOnly: true }),
    // Readable by page scripts: presence only, never the token.
    serialize(
      PRESENCE_COOKIE_BY_KIND[kind],
      stayLogged ? PRESENCE_VALUE_STAY_LOGGED : PRESENCE_VALUE_BROWSER_SESSION,
      { ...base, ...lifetime },
    ),
    expired(PRESENCE_COOKIE_BY_KIND[otherKind], base),
  ];
  if (kind === 'customer')
    cookies.push(serialize(HAD_SESSION_COOKIE, '1', { ...base, maxAge: HAD_SESSION_COOKIE_MAX_AGE_SECONDS }));
  // Over HTTPS an older plain-HTTP token cookie is removed, so the browser holds one token.
  if (https) cookies.push(expired(CUSTOMER_TOKEN_COOKIE, { ...base, secure: false }));
  return cookies;
}

/** Removes the token cookie (both names) and nothing else: what a refused token needs at once. */
export function clearTokenCookies(): string[] {
  const base: SerializeOptions = { path: '/', sameSite: 'lax' };
  return [
    expired(CUSTOMER_TOKEN_COOKIE, base),
    expired(`${HOST_COOKIE_PREFIX}${CUSTOMER_TOKEN_COOKIE}`, { ...base, secure: true }),
  ];
}

/**
 * Set-Cookie values of a logout (sdk-core
 * LOGOUT_SESSION_COOKIES) plus the token cookie. The cart and user id cookies stay with the device.
 */
export function logoutCookies(): string[] {
  return [
    ...LOGOUT_SESSION_COOKIES.map((name) => expired(name, { path: '/', sameSite: 'lax' })),
    ...clearTokenCookies(),
  ];
}

// The anonymous visitor's ids (spec shopping §4 "Session kind": a cart id cookie and a user id
// cookie issued by the shop-init call; §9: user id cookie lifetime 30 days). The two ids are the whole
// cart credential, so the cookies are HttpOnly (no page script reads them: the browser learns the ids
// from the hydration state or GET /api/cart-id), SameSite=Lax, and over HTTPS Secure with the `__Host-`
// prefix, which binds them to this host and path / (issue 14 item 8, DESIGN §7, shopping §7).
import { serialize } from 'cookie';

/** Names over plain HTTP (local runs), and those a browser may still hold from before the prefix. */
export const CART_ID_COOKIE = 'cartId';
export const USER_ID_COOKIE = 'userId';
/** A `__Host-` cookie must be Secure, have Path=/ and no Domain; browsers refuse it otherwise. */
export const HOST_COOKIE_PREFIX = '__Host-';
/** 30 days. The cart id lives as long as the user id it belongs to. */
export const ID_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Ids are opaque tokens from the API; anything else in the cookie is ignored. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function validId(value: string | undefined): string | null {
  return value && ID_PATTERN.test(value) ? value : null;
}

export interface VisitorIds {
  readonly cartId: string | null;
  readonly userId: string | null;
}

/** An id cookie by its `__Host-` name, else by its old name (cookies set before the prefix still count). */
function readIdCookie(cookies: Record<string, string | undefined>, name: string): string | null {
  return validId(cookies[`${HOST_COOKIE_PREFIX}${name}`]) ?? validId(cookies[name]);
}

/**
 * The visitor's cart and user ids from their cookies (the `__Host-` names first); a value that does not
 * have an id's form reads as null, so a forged cookie never reaches a header or a page.
 *
 * @example
 * ```ts
 * const { cartId } = readVisitorIds(readCookies(req.headers)); // null for a new visitor
 * readVisitorIds({ cartId: '<script>', userId: undefined }); // { cartId: null, userId: null }
 * ```
 */
export function readVisitorIds(cookies: Record<string, string | undefined>): VisitorIds {
  return { cartId: readIdCookie(cookies, CART_ID_COOKIE), userId: readIdCookie(cookies, USER_ID_COOKIE) };
}

/**
 * Set-Cookie values for both ids. Over HTTPS they are `__Host-` and Secure, and the old unprefixed
 * cookies are removed, so a browser holds one copy of its credential.
 */
export function visitorIdCookies(ids: { cartId: string; userId: string }, https: boolean): string[] {
  const options = {
    path: '/',
    maxAge: ID_COOKIE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure: https,
  } as const;
  const values: ReadonlyArray<readonly [string, string]> = [
    [CART_ID_COOKIE, ids.cartId],
    [USER_ID_COOKIE, ids.userId],
  ];
  if (!https) return values.map(([name, value]) => serialize(name, value, options));
  return [
    ...values.map(([name, value]) => serialize(`${HOST_COOKIE_PREFIX}${name}`, value, options)),
    ...values.map(([name]) => serialize(name, '', { ...options, maxAge: 0 })),
  ];
}

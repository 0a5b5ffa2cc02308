// The anonymous visitor's ids (spec shopping §4 "Session kind": a cart id cookie and a user id
// cookie issued by the shop-init call; §9: user id cookie lifetime 30 days).
import { serialize } from 'cookie';

export const CART_ID_COOKIE = 'cartId';
export const USER_ID_COOKIE = 'userId';
/** Spec shopping §9: 30 days. The cart id lives as long as the user id it belongs to. */
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

export function readVisitorIds(cookies: Record<string, string | undefined>): VisitorIds {
  return { cartId: validId(cookies[CART_ID_COOKIE]), userId: validId(cookies[USER_ID_COOKIE]) };
}

/**
 * Set-Cookie values for both ids. Page scripts may read them (they are ids, not secrets: every API
 * call is checked against the user id, DESIGN §7), so they are not HttpOnly.
 */
export function visitorIdCookies(ids: { cartId: string; userId: string }, secure: boolean): string[] {
  const options = { path: '/', maxAge: ID_COOKIE_MAX_AGE_S, sameSite: 'lax', secure } as const;
  return [serialize(CART_ID_COOKIE, ids.cartId, options), serialize(USER_ID_COOKIE, ids.userId, options)];
}

// Visitor id cookies (spec shopping §4 "Session kind", §7, §9 "User id cookie lifetime 30 days"; issue
// 14 item 8: HttpOnly, SameSite=Lax, `__Host-` and Secure over HTTPS).
import { describe, expect, it } from 'vitest';
import { ID_COOKIE_MAX_AGE_S, readVisitorIds, visitorIdCookies } from './idCookies';

describe('visitor id cookies', () => {
  it('sets both ids for 30 days on the whole site, HttpOnly and SameSite=Lax over HTTP', () => {
    const cookies = visitorIdCookies({ cartId: 'c-1', userId: 'u-1' }, false);
    expect(ID_COOKIE_MAX_AGE_S).toBe(30 * 24 * 3600);
    expect(cookies).toEqual([
      `cartId=c-1; Max-Age=${ID_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`,
      `userId=u-1; Max-Age=${ID_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('uses __Host- names and Secure over HTTPS, and removes the unprefixed cookies', () => {
    const cookies = visitorIdCookies({ cartId: 'c-1', userId: 'u-1' }, true);
    expect(cookies).toEqual([
      `__Host-cartId=c-1; Max-Age=${ID_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; Secure; SameSite=Lax`,
      `__Host-userId=u-1; Max-Age=${ID_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; Secure; SameSite=Lax`,
      'cartId=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      'userId=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
  });

  it('reads ids and ignores values that cannot be ids', () => {
    expect(readVisitorIds({ cartId: 'abc-123', userId: 'u_1' })).toEqual({
      cartId: 'abc-123',
      userId: 'u_1',
    });
    expect(readVisitorIds({ cartId: '<script>', userId: undefined })).toEqual({ cartId: null, userId: null });
  });

  it('prefers the __Host- cookies and still reads the old names during the transition', () => {
    expect(readVisitorIds({ '__Host-cartId': 'new-cart', cartId: 'old-cart', userId: 'old-user' })).toEqual({
      cartId: 'new-cart',
      userId: 'old-user',
    });
  });
});

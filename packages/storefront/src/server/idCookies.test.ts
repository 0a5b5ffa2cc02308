// Visitor id cookies (spec shopping §4 "Session kind", §9 "User id cookie lifetime 30 days").
import { describe, expect, it } from 'vitest';
import { ID_COOKIE_MAX_AGE_S, readVisitorIds, visitorIdCookies } from './idCookies';

describe('visitor id cookies', () => {
  it('sets both ids for 30 days on the whole site, SameSite=Lax', () => {
    const [cart, user] = visitorIdCookies({ cartId: 'c-1', userId: 'u-1' }, false);
    expect(ID_COOKIE_MAX_AGE_S).toBe(30 * 24 * 3600);
    expect(cart).toBe(`cartId=c-1; Max-Age=${ID_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`);
    expect(user).toBe(`userId=u-1; Max-Age=${ID_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`);
  });

  it('marks the cookies Secure behind TLS', () => {
    expect(visitorIdCookies({ cartId: 'c', userId: 'u' }, true)[0]).toContain('; Secure');
  });

  it('reads ids and ignores values that cannot be ids', () => {
    expect(readVisitorIds({ cartId: 'abc-123', userId: 'u_1' })).toEqual({
      cartId: 'abc-123',
      userId: 'u_1',
    });
    expect(readVisitorIds({ cartId: '<script>', userId: undefined })).toEqual({ cartId: null, userId: null });
  });
});

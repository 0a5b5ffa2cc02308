// Spec shopping §7 "Auth error keys invalid_token or revoked_token: set the securityLogout cookie;
// errors are dropped except for account-changing operations (change password, address, e-mail, phone,
// account data)".
import { describe, expect, it } from 'vitest';
import { handleSecurityLogout, isAccountChanging, securityLogoutCookies } from './securityLogout';

const REVOKED = { message: 'The customer session has ended', extensions: { code: 'revoked_token' } };

describe('handleSecurityLogout', () => {
  it('drops the auth error from a read and reports the security logout', () => {
    const answer = handleSecurityLogout(
      JSON.stringify({ query: 'query Shop { shop { storeCode } }' }),
      JSON.stringify({ data: { shop: { storeCode: 'de' } }, errors: [REVOKED] }),
    );
    expect(answer.securityLogout).toBe(true);
    expect(JSON.parse(answer.body)).toEqual({ data: { shop: { storeCode: 'de' } } });
  });

  it('keeps it for account-changing mutations, by field whatever the document is called', () => {
    const request = [
      { query: 'query A { shop { storeCode } }' },
      { query: 'mutation Harmless { changePassword(oldPassword: "a", newPassword: "b") { successfull } }' },
      { query: 'mutation { renamed: updateEmail(email: "x@y.de") { successfull } }' },
    ];
    const result = { data: {}, errors: [REVOKED] };
    const answer = handleSecurityLogout(JSON.stringify(request), JSON.stringify([result, result, result]));
    expect(answer.securityLogout).toBe(true);
    expect(JSON.parse(answer.body)).toEqual([{ data: {} }, result, result]);
  });

  it('keeps other errors and leaves answers without an auth error untouched', () => {
    const other = { message: 'Bad', extensions: { code: 'BAD_USER_INPUT' } };
    const answer = handleSecurityLogout(
      '{"query":"{ shop { storeCode } }"}',
      JSON.stringify({ data: null, errors: [other, REVOKED] }),
    );
    expect(JSON.parse(answer.body)).toEqual({ data: null, errors: [other] });
    const plain = '{"data":{"shop":{"storeCode":"de"}}}';
    expect(handleSecurityLogout('{}', plain)).toEqual({ body: plain, securityLogout: false });
  });

  it('counts an unreadable request as account-changing (the error stays)', () => {
    expect(isAccountChanging({ query: 'mutation {' })).toBe(true);
    expect(isAccountChanging(undefined)).toBe(true);
    expect(
      isAccountChanging({ query: 'mutation Login { login(email: "a", password: "b") { successfull } }' }),
    ).toBe(false);
  });

  it('sets the flag and deletes the token cookie', () => {
    const cookies = securityLogoutCookies();
    expect(cookies[0]).toBe('securityLogout=1; Path=/; SameSite=Lax');
    expect(cookies.slice(1).every((cookie) => cookie.includes('customerToken=; Max-Age=0'))).toBe(true);
  });
});

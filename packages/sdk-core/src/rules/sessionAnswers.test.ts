// Spec shopping §7 "How answers and errors are handled": the silent-error cookie and the logout-page rule.
import { describe, expect, it } from 'vitest';
import { acceptsPartialResults, LOGIN_REQUIRED_MESSAGE, leavesLogoutPage } from './sessionAnswers';

const loginRequired = { accountData: { successfull: false, errorMessage: LOGIN_REQUIRED_MESSAGE } };

describe('silent-error cookie (shopping §7)', () => {
  it('accepts partial results only when the cookie says true', () => {
    expect(acceptsPartialResults({ silentError: 'true' })).toBe(true);
    expect(acceptsPartialResults({ silentError: 'false' })).toBe(false);
    expect(acceptsPartialResults({ silentError: '1' })).toBe(false);
    expect(acceptsPartialResults({})).toBe(false);
  });
});

describe('logout-page rule (shopping §7)', () => {
  it('sends home from a page whose address contains logout when an answer needs a valid token', () => {
    expect(
      leavesLogoutPage({ operationName: 'AccountData', data: loginRequired, pathname: '/logout/' }),
    ).toBe(true);
  });

  it('leaves the page alone for the logout operation itself', () => {
    const data = { logout: { successfull: false, errorMessage: LOGIN_REQUIRED_MESSAGE } };
    expect(leavesLogoutPage({ operationName: 'Logout', data, pathname: '/logout/' })).toBe(false);
  });

  it('leaves other pages and other answers alone', () => {
    expect(
      leavesLogoutPage({ operationName: 'AccountData', data: loginRequired, pathname: '/myaccount/' }),
    ).toBe(false);
    const other = { accountData: { successfull: false, errorMessage: 'vue.form.error.requiredField' } };
    expect(leavesLogoutPage({ operationName: 'AccountData', data: other, pathname: '/logout/' })).toBe(false);
    expect(leavesLogoutPage({ operationName: 'AccountData', data: null, pathname: '/logout/' })).toBe(false);
  });
});

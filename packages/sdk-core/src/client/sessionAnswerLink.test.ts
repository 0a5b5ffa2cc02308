// The shop client's session answers (spec shopping §7 "How answers and errors are handled"): the
// logout-page rule and the silent-error cookie's partial results, through a real client and a fake fetch.
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from '../rules/sessionAnswers';
import { createShopClient } from './createShopClient';

const ACCOUNT_DATA = parse('query AccountData { accountData { errorMessage } }');
const LOGOUT = parse('mutation Logout { logout { errorMessage } }');
const PARTIAL = parse('query Partial { ping other }');

/** A GraphQL endpoint answering each operation of a batch with `answer(operationName)`. */
function fakeFetch(answer: (operationName: string) => unknown): typeof fetch {
  return async (_input, init) => {
    const body: unknown = JSON.parse(String(init?.body));
    const operations = (Array.isArray(body) ? body : [body]) as { operationName: string }[];
    const payload = operations.map((operation) => answer(operation.operationName));
    return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
  };
}

const loginRequired = fakeFetch((operationName) => ({
  data: {
    [operationName === 'Logout' ? 'logout' : 'accountData']: {
      __typename: 'AuthResult',
      errorMessage: LOGIN_REQUIRED_MESSAGE,
    },
  },
}));

function clientOn(pathname: string, doFetch: typeof fetch, acceptPartialResults = false) {
  const goHome = vi.fn();
  const client = createShopClient({
    uri: 'http://shop.test/graphql',
    fetch: doFetch,
    acceptPartialResults,
    location: { pathname: () => pathname, goHome },
  });
  return { client, goHome };
}

describe('logout-page rule (shopping §7)', () => {
  it('sends home when an answer needs a valid token on the logout page', async () => {
    const { client, goHome } = clientOn('/logout/', loginRequired);
    await client.query({ query: ACCOUNT_DATA, fetchPolicy: 'network-only' });
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('stays for the logout operation itself and on other pages', async () => {
    const onLogout = clientOn('/logout/', loginRequired);
    await onLogout.client.mutate({ mutation: LOGOUT });
    expect(onLogout.goHome).not.toHaveBeenCalled();
    const elsewhere = clientOn('/myaccount/contact-details/', loginRequired);
    await elsewhere.client.query({ query: ACCOUNT_DATA, fetchPolicy: 'network-only' });
    expect(elsewhere.goHome).not.toHaveBeenCalled();
  });
});

describe('silent-error cookie (shopping §7)', () => {
  const partial = fakeFetch(() => ({
    data: { ping: 'pong', other: null },
    errors: [{ message: 'other failed', path: ['other'] }],
  }));

  it('answers the partial data, its errors silenced, when partial results are accepted', async () => {
    const { client } = clientOn('/', partial, true);
    const result = await client.query({ query: PARTIAL, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ ping: 'pong', other: null });
    expect(result.error).toBeUndefined();
  });

  it('fails the query without it', async () => {
    const { client } = clientOn('/', partial);
    await expect(client.query({ query: PARTIAL, fetchPolicy: 'network-only' })).rejects.toThrow(
      'other failed',
    );
  });
});

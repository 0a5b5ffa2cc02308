// The login machine wired to the storefront server's account endpoints and the Apollo client (spec
// shopping §4 "Login", §7 "Internal endpoints"). Reached only through the dynamic import() in
// LoginProvider's useLazyMachine, so XState and the machine load when the visitor first logs in or out
// (DESIGN §6 first-load budget).
import type { ApolloClient } from '@apollo/client';
import { type AuthResult, CustomerInfoDocument, type LoginActorInput, loginMachine } from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';
import { type AccountActionResult, postAccountAction } from './accountActions';

export interface LoginMachineDependencies {
  readonly client: ApolloClient;
  /** The customer info's `url` argument the page frame reads (one shared cache entry). */
  readonly customerInfoUrl: string;
  /** Overrides the POST to the account endpoints (tests). */
  readonly post?: typeof postAccountAction;
}

/** The login form as the endpoint reads it. */
export function loginFormData({ email, password, stayLogged, mergeCart }: LoginActorInput): URLSearchParams {
  return new URLSearchParams({
    email,
    password,
    stayLogged: String(stayLogged),
    mergeCart: String(mergeCart),
  });
}

/** The endpoint's answer as the machine's auth result: the browser never holds the token or the user id. */
export function authResultOf(result: AccountActionResult): AuthResult {
  return {
    ...result,
    userId: null,
    token: null,
  };
}

export function provideLoginMachine({
  client,
  customerInfoUrl,
  post = postAccountAction,
}: LoginMachineDependencies) {
  // The page frame's customer info (greeting, Meta event) read anew with the session's cookies.
  const refetchCustomer = async () => {
    await client.query({
      query: CustomerInfoDocument,
      variables: { url: customerInfoUrl },
      fetchPolicy: 'network-only',
    });
  };
  return loginMachine.provide({
    actors: {
      login: fromPromise<AuthResult, LoginActorInput>(async ({ input }) =>
        authResultOf(await post('login', loginFormData(input))),
      ),
      refetchCustomer: fromPromise<void, void>(refetchCustomer),
      logout: fromPromise<void, void>(async () => {
        await post('logout', new URLSearchParams());
        await refetchCustomer();
      }),
    },
  });
}

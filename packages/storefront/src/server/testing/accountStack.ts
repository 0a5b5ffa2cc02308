// The stack of the account integration tests (accountEndpoints, accountPages): the real API with the demo
// accounts, the consumer storefront and the B2B storefront, and a login as the login form sends it.
import type { Server } from 'node:http';
import { STORES } from '@ranzen/sdk-core';
import { createStorefrontServer } from '../createStorefrontServer';
import type { CookieJar } from './cookieJar';
import { closeServers, type HostAnswer, listenOnLoopback, requestWithHost } from './hostRequest';
import { API_CREDENTIALS, startSeededApi } from './seededApi';

/** A storefront as a browser reaches it: where it listens and the Host header that picks its store. */
export interface Storefront {
  readonly base: string;
  readonly host: string;
}

export const CONSUMER_HOST = 'localhost:3000';
export const B2B_HOST = 'educational.localhost:3001';

export interface AccountStack {
  /** The German consumer store (localhost:3000). */
  readonly consumer: Storefront;
  /** The B2B stores (educational.localhost:3001, German by default). */
  readonly b2b: Storefront;
  stop(): Promise<void>;
}

export async function startAccountStack(): Promise<AccountStack> {
  const seeded = await startSeededApi(60);
  const apiUrl = seeded.api.url;
  const servers: Server[] = [
    createStorefrontServer({ stores: [STORES.de], apiUrl, ...API_CREDENTIALS }),
    createStorefrontServer({
      stores: [STORES['b2b-de'], STORES['b2b-en']],
      fallbackStoreId: 'b2b-de',
      apiUrl,
      ...API_CREDENTIALS,
    }),
  ];
  const [consumerBase = '', b2bBase = ''] = await Promise.all(servers.map(listenOnLoopback));
  return {
    consumer: { base: consumerBase, host: CONSUMER_HOST },
    b2b: { base: b2bBase, host: B2B_HOST },
    async stop() {
      await closeServers(servers);
      await seeded.stop();
    },
  };
}

/** A form POST as a page of `storefront` sends it: its own Origin unless `origin` says otherwise. */
export function postForm(
  storefront: Storefront,
  path: string,
  form: Record<string, string>,
  jar: CookieJar,
  origin = `http://${storefront.host}`,
): Promise<HostAnswer> {
  return requestWithHost(storefront.base, path, storefront.host, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: jar.header() },
    body: new URLSearchParams(form).toString(),
  });
}

/**
 * Logs in through the storefront's login endpoint as the login form does; the jar takes
 * the answer's cookies, so it holds the session afterwards.
 */
export async function logIn(
  storefront: Storefront,
  form: { email: string; password: string } & Record<string, string>,
  jar: CookieJar,
): Promise<HostAnswer> {
  const answer = await postForm(storefront, '/api/login-action/', form, jar);
  jar.take(answer.setCookies());
  return answer;
}

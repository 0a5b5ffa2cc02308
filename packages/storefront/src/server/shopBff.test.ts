// The BFF a host mounts in its own Node server (issue 17 item 2: "a BFF that a host mounts in its own
// server ... or the individual handlers"; spec shopping §7 "Internal endpoints"; the contract in
// packages/storefront/README.md). The shop API is faked: what matters is which requests reach it, with
// which headers, and which ones the host's own handler gets.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { STORES } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopBff, type NodeHandler } from './shopBff';
import { closeServers, listenOnLoopback, requestWithHost } from './testing/hostRequest';

const HOST = 'localhost:3000';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const VISITOR = { cartId: 'cart-1_signature', userId: 'user-1_signature' };
const FRESH = { cartId: 'fresh-cart_signature', userId: 'fresh-user_signature' };

interface ApiCall {
  readonly url: string;
  readonly headers: Headers;
  readonly body: string;
}

const apiCalls: ApiCall[] = [];
const apiFetch = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  apiCalls.push({ url, headers: new Headers(init?.headers), body: String(init?.body ?? '') });
  if (url.endsWith('/oauth/token')) {
    return Response.json({ access_token: 'server-token', expires_in: 900 });
  }
  if (url.endsWith('/images/p/1.webp')) {
    return new Response('image-bytes', { headers: { 'content-type': 'image/webp' } });
  }
  if (String(init?.body).includes('ShopInit')) return Response.json({ data: { shopInit: FRESH } });
  return Response.json({ data: { shop: { storeCode: 'de' } } });
});

const bff = createShopBff({
  apiUrl: 'http://api.invalid/',
  clientId: 'host-client',
  clientSecret: 'host-secret',
  stores: [STORES.de],
  fetch: apiFetch,
});

function hostPage(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/plain' }).end('host page');
}

/** A server in the shape of Connect's chain: the handler, then the host's own routes as `next`. */
function hostServer(handler: NodeHandler, mount?: (req: IncomingMessage) => void): Server {
  return createServer((req, res) => {
    mount?.(req);
    handler(req, res, (error) => {
      if (error) res.writeHead(500).end(String(error));
      else hostPage(res);
    });
  });
}

let whole: string;
let cartIdOnly: string;
let mountedGraphql: string;
let alone: string;
const servers: Server[] = [];

async function start(server: Server): Promise<string> {
  servers.push(server);
  return listenOnLoopback(server);
}

beforeAll(async () => {
  whole = await start(hostServer(bff));
  cartIdOnly = await start(hostServer(bff.cartId));
  // Express and Connect strip the mount path from req.url and keep the whole target in originalUrl.
  mountedGraphql = await start(
    hostServer(bff.graphql, (req) => Object.assign(req, { originalUrl: req.url, url: '/' })),
  );
  alone = await start(createServer(bff));
});

afterAll(() => closeServers(servers));

function graphqlQuery(base: string) {
  return requestWithHost(base, '/graphql', HOST, {
    method: 'POST',
    headers: {
      ...SAME_ORIGIN,
      'content-type': 'application/json',
      cookie: `cartId=${VISITOR.cartId}; userId=${VISITOR.userId}`,
    },
    body: JSON.stringify({ query: '{ shop { storeCode } }' }),
  });
}

describe('createShopBff', () => {
  it('forwards /graphql with the client-credentials token, the store and the visitor’s user id', async () => {
    apiCalls.length = 0;
    const answer = await graphqlQuery(whole);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ data: { shop: { storeCode: 'de' } } });
    const token = apiCalls.find((call) => call.url === 'http://api.invalid/oauth/token');
    expect(token?.body).toContain('host-client');
    const forwarded = apiCalls.find((call) => call.url === 'http://api.invalid/graphql');
    expect(forwarded?.headers.get('authorization')).toBe('Bearer server-token');
    expect(forwarded?.headers.get('x-shop-store')).toBe('de');
    expect(forwarded?.headers.get('x-shop-language')).toBe(STORES.de.language);
    expect(forwarded?.headers.get('x-user-id')).toBe(VISITOR.userId);
  });

  it('passes the host’s own paths to next and answers its own', async () => {
    expect((await requestWithHost(whole, '/my/own/page', HOST)).body).toBe('host page');
    const ids = await requestWithHost(whole, '/api/cart-id', HOST);
    expect(ids.json()).toEqual(FRESH);
    expect(ids.setCookies().join('\n')).toContain(`cartId=${FRESH.cartId}`);
    const image = await requestWithHost(whole, '/images/p/1.webp', HOST);
    expect(image.body).toBe('image-bytes');
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('answers 421 on its paths for a host none of its stores has', async () => {
    const answer = await requestWithHost(whole, '/api/cart-id', 'educational.localhost:3000');
    expect(answer.status).toBe(421);
  });

  it('answers 404 for other paths when it is the whole server', async () => {
    expect((await requestWithHost(alone, '/my/own/page', HOST)).status).toBe(404);
    expect((await requestWithHost(alone, '/api/cart-id', HOST)).status).toBe(200);
  });
});

describe('the BFF’s pieces', () => {
  it('each answers only its own paths', async () => {
    expect((await requestWithHost(cartIdOnly, '/api/cart-id', HOST)).json()).toEqual(FRESH);
    expect((await graphqlQuery(cartIdOnly)).body).toBe('host page');
    const login = await requestWithHost(cartIdOnly, '/api/login-action/', HOST, {
      method: 'POST',
      headers: SAME_ORIGIN,
    });
    expect(login.body).toBe('host page');
  });

  it('works mounted under a path (Express app.use("/graphql", bff.graphql))', async () => {
    const answer = await graphqlQuery(mountedGraphql);
    expect(answer.json()).toEqual({ data: { shop: { storeCode: 'de' } } });
  });
});

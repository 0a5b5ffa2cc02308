// The time budget of one GraphQL request (DESIGN §7 "Every request has a cost and time budget"): a
// request yoga has not answered in time gets 503 REQUEST_TIMEOUT and its abort signal fires. The stand-in
// for yoga answers only when aborted, so the test waits for the budget, not for a fixed sleep.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type GraphqlHandler, serveGraphql } from './graphqlHttp';
import { REQUEST_TIMEOUT } from './timeBudget';

/** The handlers below ignore the API context. */
const context = {};

let server: Server | null = null;

afterEach(async () => {
  const running = server;
  server = null;
  running?.closeAllConnections();
  if (running) await new Promise((resolve) => running.close(resolve));
});

async function serve(handler: GraphqlHandler<object>, budgetMs: number): Promise<string> {
  server = createServer((req, res) => {
    serveGraphql(req, res, handler, context, budgetMs).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

const PING = JSON.stringify({ query: '{ ping }' });

describe('request time budget (DESIGN §7)', () => {
  it('answers 503 REQUEST_TIMEOUT when the request outlasts its budget, and aborts the work', async () => {
    let aborted = false;
    const stalled: GraphqlHandler<object> = {
      handleRequest: (request) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            resolve(Response.json({ data: { ping: 'too late' } }));
          });
        }),
    };
    const url = await serve(stalled, 20);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: PING,
    });
    expect(response.status).toBe(503);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe(REQUEST_TIMEOUT);
    expect(aborted).toBe(true);
  });

  it('aborts the work when the client hangs up before the answer', async () => {
    let started: () => void = () => {};
    const working = new Promise<void>((resolve) => {
      started = resolve;
    });
    let abortSeen: () => void = () => {};
    const aborted = new Promise<void>((resolve) => {
      abortSeen = resolve;
    });
    const stalled: GraphqlHandler<object> = {
      handleRequest: (request) =>
        new Promise<Response>((resolve) => {
          started();
          request.signal.addEventListener('abort', () => {
            abortSeen();
            resolve(Response.json({ data: null }));
          });
        }),
    };
    const url = await serve(stalled, 60_000);
    const client = new AbortController();
    const pending = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: PING,
      signal: client.signal,
    }).catch(() => null);
    await working;
    client.abort();
    await aborted;
    expect(await pending).toBeNull();
  });

  it('passes an answer within the budget through with its status, headers and cookies', async () => {
    const prompt: GraphqlHandler<object> = {
      handleRequest: async (request) => {
        const headers = new Headers({
          'content-type': 'application/json',
          'x-seen-body': await request.text(),
        });
        headers.append('set-cookie', 'a=1');
        headers.append('set-cookie', 'b=2');
        return new Response('{"data":{"ping":"pong"}}', { status: 200, headers });
      },
    };
    const url = await serve(prompt, 60_000);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: PING,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-seen-body')).toBe(PING);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ data: { ping: 'pong' } });
  });
});

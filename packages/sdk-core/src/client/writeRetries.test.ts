// The shop client's idempotency keys and retries (issue 14 item 9 "a retried write after a timeout or 503 is
// applied once"; docs/decisions/0010-idempotent-writes.md), against a local HTTP server that fails on purpose.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopInitDocument } from '../graphql/generated';
import { IDEMPOTENCY_KEY_EXTENSION } from '../rules/idempotency';
import { createShopClient } from './createShopClient';
import { MAX_ATTEMPTS } from './writeRetries';

interface SentOperation {
  operationName?: string;
  extensions?: Record<string, unknown>;
}

/** How the server treats the next request: an HTTP status, or cutting the connection. */
type Reply = number | 'cut';

let server: Server;
let uri: string;
let received: SentOperation[][];
let replies: Reply[];

const VOTE = parse('mutation Vote($id: ID!) { rateReviewHelpful(ratingId: $id) { successful } }');
const PING = parse('query Ping { ping }');

function answerFor(operation: SentOperation): unknown {
  if (operation.operationName === 'Vote') {
    return { data: { rateReviewHelpful: { __typename: 'RateReviewHelpfulResult', successful: true } } };
  }
  if (operation.operationName === 'ShopInit') {
    return { data: { shopInit: { __typename: 'ShopInitResult', userId: 'u', cartId: 'c' } } };
  }
  return { data: { ping: 'pong' } };
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  const body: unknown = JSON.parse(text);
  const operations = (Array.isArray(body) ? body : [body]) as SentOperation[];
  received.push(operations);
  const reply = replies.shift() ?? 200;
  if (reply === 'cut') {
    res.socket?.destroy();
    return;
  }
  const payload =
    reply === 200
      ? operations.map(answerFor)
      : { errors: [{ message: 'failed on purpose', extensions: { code: 'TEST' } }] };
  res.writeHead(reply, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

beforeEach(async () => {
  received = [];
  replies = [];
  server = createServer((req, res) => {
    void handle(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterEach(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

const keysSent = () => received.flat().map((operation) => operation.extensions?.[IDEMPOTENCY_KEY_EXTENSION]);

const vote = () => createShopClient({ uri }).mutate({ mutation: VOTE, variables: { id: 'r1' } });

describe('shop client writes (issue 14 item 9)', () => {
  it('sends a mutation that met a 503 again with the same key and resolves with the answer', async () => {
    replies = [503];
    const result = await vote();
    expect(result.data).toEqual({
      rateReviewHelpful: { __typename: 'RateReviewHelpfulResult', successful: true },
    });
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('retries a cut connection, a 502 and a 504 with the same key', async () => {
    replies = ['cut', 502];
    await vote();
    replies = [504];
    await vote();
    const keys = keysSent();
    expect(keys).toHaveLength(5);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).toBe(keys[4]);
  });

  it('gives each mutation its own key', async () => {
    await vote();
    await vote();
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    replies = [503, 503, 503, 503];
    await expect(vote()).rejects.toThrow(/503/);
    expect(received).toHaveLength(MAX_ATTEMPTS);
  });

  it('does not retry answers that are final (500, 400)', async () => {
    replies = [500];
    await expect(vote()).rejects.toThrow(/500/);
    replies = [400];
    await expect(vote()).rejects.toThrow(/400/);
    expect(received).toHaveLength(2);
  });

  it('sends queries and shopInit without a key', async () => {
    const client = createShopClient({ uri });
    await client.query({ query: PING });
    await client.mutate({ mutation: ShopInitDocument });
    expect(keysSent()).toEqual([undefined, undefined]);
  });
});

// Shutdown and crash of the API process (issue 14 item 9 and its probe "on SIGTERM the API exits without
// finishing in-flight requests; after a SIGKILL one write answered 503 had been committed, so a client
// retry would apply it twice"; docs/decisions/0010-idempotent-writes.md). The API runs as a child process
// (testing/apiProcess.ts) on a copy of the run's seed (testing/seedTemplates.ts); afterwards the test reads
// its database to see which writes were committed.
//
// A write is held "in flight" deterministically with `Expect: 100-continue`: the server admits the request
// (and answers 100) before the client sends the body, and the body is sent when the test decides.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, type ClientRequest, createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { IDEMPOTENCY_KEY_EXTENSION } from '@ranzen/sdk-core/rules';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, resultRows } from './db/client';
import { createDrainer, SHUTTING_DOWN } from './gracefulShutdown';
import { type SeededData, seededData } from './testing/seedTemplates';
import { fetchToken, TEST_SEED_PRODUCTS } from './testing/testApi';

const ENTRY = fileURLToPath(new URL('./testing/apiProcess.ts', import.meta.url));
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADD = `mutation($cartId: ID!, $ops: [CartOpInput!]!) { updateCart(cartId: $cartId, ops: $ops) {
  successful cart { articleCount } } }`;

interface ApiProcess {
  url: string;
  token: string;
  child: ChildProcess;
  /** Resolves when the process printed a line matching `pattern`. */
  printed(pattern: RegExp): Promise<void>;
  exited: Promise<number | null>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The test's data: a copy of the run's seed, on PostgreSQL when the run has it (DATABASE_URL). */
let data: SeededData;
const children: ChildProcess[] = [];

beforeEach(async () => {
  data = await seededData(TEST_SEED_PRODUCTS, process.env.DATABASE_URL);
});

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await data.remove();
});

/** Each test starts the API process once or twice on a shared machine. */
const PROCESS_TEST_TIMEOUT_MS = 150_000;

async function startApiProcess(): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      RANZEN_DATA_DIR: data.dataDir,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  const waiting: { pattern: RegExp; resolve: () => void }[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const entry of waiting.filter(({ pattern }) => pattern.test(output))) {
      waiting.splice(waiting.indexOf(entry), 1);
      entry.resolve();
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(output)) resolve();
      else waiting.push({ pattern, resolve });
      exited.then(() => reject(new Error(`API process exited before printing ${pattern}:\n${output}`)));
    });
  await printed(/listening on http:\/\/\S+/);
  const url = /listening on (http:\/\/\S+)/.exec(output)?.[1] ?? '';
  return { url, token: await fetchToken(url), child, printed, exited };
}

interface Call {
  agent: Agent;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

function answerOf(req: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
  });
}

function call(api: ApiProcess, { agent, path = '/graphql', headers = {}, body }: Call): Promise<Answer> {
  const req = request(`${api.url}${path}`, { agent, method: body === undefined ? 'GET' : 'POST', headers });
  const answer = answerOf(req);
  req.end(body);
  return answer;
}

function graphqlHeaders(api: ApiProcess, body: string, userId?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    authorization: `Bearer ${api.token}`,
    ...(userId ? { 'x-user-id': userId } : {}),
  };
}

async function graphql<T>(api: ApiProcess, agent: Agent, query: string, userId?: string): Promise<T> {
  const body = JSON.stringify({ query });
  const answer = await call(api, { agent, headers: graphqlHeaders(api, body, userId), body });
  return (JSON.parse(answer.body) as { data: T }).data;
}

interface Session {
  userId: string;
  cartId: string;
}

async function newSessions(api: ApiProcess, agent: Agent, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let index = 0; index < count; index += 1) {
    const data = await graphql<{ shopInit: Session }>(api, agent, 'mutation { shopInit { userId cartId } }');
    sessions.push(data.shopInit);
  }
  return sessions;
}

async function stockedItem(api: ApiProcess, agent: Agent): Promise<string> {
  const data = await graphql<{ product: { items: { itemId: string; deliveryStatus: { color: string } }[] } }>(
    api,
    agent,
    '{ product(productId: "100001") { items { itemId deliveryStatus { color } } } }',
  );
  const item = data.product.items.find((entry) => entry.deliveryStatus.color === 'green');
  if (!item) throw new Error('no item in stock');
  return item.itemId;
}

function addBody(session: Session, itemId: string, key?: string): string {
  return JSON.stringify({
    query: ADD,
    variables: { cartId: session.cartId, ops: [{ positionOp: { addPosition: { itemId, quantity: 1 } } }] },
    ...(key ? { extensions: { [IDEMPOTENCY_KEY_EXTENSION]: key } } : {}),
  });
}

interface HeldWrite {
  /** Resolves once the server admitted the request (it answered 100 Continue). */
  admitted: Promise<void>;
  /** Sends the body; resolves with the answer. */
  release(): Promise<Answer>;
}

function holdWrite(api: ApiProcess, agent: Agent, session: Session, body: string): HeldWrite {
  const req = request(`${api.url}/graphql`, {
    agent,
    method: 'POST',
    headers: { ...graphqlHeaders(api, body, session.userId), expect: '100-continue' },
  });
  const admitted = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  const answer = answerOf(req);
  // A write cut off by a crash never gets its answer; that rejection is expected, not unhandled.
  answer.catch(() => undefined);
  req.flushHeaders();
  return {
    admitted,
    release() {
      req.end(body);
      return answer;
    },
  };
}

/** The stored uuid of a signed wire id (`<uuid>_<signature>`, customer/visitorIds.ts). */
const storedUuid = (wireId: string) => wireId.split('_')[0] ?? wireId;

/** Articles in each session's cart, read from the database the stopped API left behind. */
async function articlesInCarts(sessions: readonly Session[]): Promise<number[]> {
  const database = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  try {
    const rows = resultRows(
      await database.db.execute(
        sql`select cart_id::text as cart, sum(quantity)::int as articles from cart_positions
            where cart_id::text = any(${sql.param(sessions.map((session) => storedUuid(session.cartId)))}::text[])
            group by cart_id`,
      ),
    );
    const byCart = new Map(rows.map((row) => [String(row.cart), Number(row.articles)]));
    return sessions.map((session) => byCart.get(storedUuid(session.cartId)) ?? 0);
  } finally {
    await database.close();
  }
}

describe('API shutdown (issue 14 item 9)', () => {
  it(
    'on SIGTERM finishes the writes in flight, refuses new ones with 503 and commits exactly the acknowledged ones',
    async () => {
      const api = await startApiProcess();
      const setup = new Agent({ keepAlive: true, maxSockets: 1 });
      const itemId = await stockedItem(api, setup);
      const sessions = await newSessions(api, setup, 30);
      const [inFlight, late] = [sessions.slice(0, 15), sessions.slice(15)];

      // 15 writes in flight: admitted, their bodies not yet sent.
      const held = inFlight.map((session) =>
        holdWrite(api, new Agent({ keepAlive: true }), session, addBody(session, itemId)),
      );
      await Promise.all(held.map((write) => write.admitted));
      // 16 idle kept-alive connections for the 15 late writes and a health check.
      const lateAgent = new Agent({ keepAlive: true, maxSockets: 16 });
      await Promise.all(Array.from({ length: 16 }, () => call(api, { agent: lateAgent, path: '/health' })));

      api.child.kill('SIGTERM');
      await api.printed(/SIGTERM received/);

      const health = await call(api, { agent: lateAgent, path: '/health' });
      const lateAnswers = await Promise.all(
        late.map((session) => {
          const body = addBody(session, itemId);
          return call(api, { agent: lateAgent, headers: graphqlHeaders(api, body, session.userId), body });
        }),
      );
      const heldAnswers = await Promise.all(held.map((write) => write.release()));

      expect(health.status).toBe(503);
      for (const answer of lateAnswers) {
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.headers.connection).toBe('close');
        expect(JSON.parse(answer.body).errors[0].extensions.code).toBe(SHUTTING_DOWN);
      }
      for (const answer of heldAnswers) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body).data.updateCart.successful).toBe(true);
      }
      expect(await api.exited).toBe(0);
      // Every acknowledged write is committed, none of the refused ones.
      expect(await articlesInCarts(inFlight)).toEqual(inFlight.map(() => 1));
      expect(await articlesInCarts(late)).toEqual(late.map(() => 0));
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'after a SIGKILL mid-write, a retry with the same key is applied exactly once',
    async () => {
      const api = await startApiProcess();
      const setup = new Agent({ keepAlive: true, maxSockets: 1 });
      const itemId = await stockedItem(api, setup);
      const [answered, cutOff] = (await newSessions(api, setup, 2)) as [Session, Session];
      const [answeredKey, cutOffKey] = [randomUUID(), randomUUID()];

      // One write committed whose answer the client never saw (the probe's "answered 503 but committed"),
      // one cut off while its request was being received.
      const committed = await call(api, {
        agent: setup,
        headers: graphqlHeaders(api, addBody(answered, itemId, answeredKey), answered.userId),
        body: addBody(answered, itemId, answeredKey),
      });
      expect(committed.status).toBe(200);
      const held = holdWrite(api, new Agent(), cutOff, addBody(cutOff, itemId, cutOffKey));
      await held.admitted;
      api.child.kill('SIGKILL');
      await api.exited;

      const restarted = await startApiProcess();
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const retry = (session: Session, key: string) => {
        const body = addBody(session, itemId, key);
        return call(restarted, { agent, headers: graphqlHeaders(restarted, body, session.userId), body });
      };
      const answeredRetry = await retry(answered, answeredKey);
      const cutOffRetry = await retry(cutOff, cutOffKey);
      expect(answeredRetry.status).toBe(200);
      expect(JSON.parse(answeredRetry.body)).toEqual(JSON.parse(committed.body));
      expect(cutOffRetry.status).toBe(200);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
      expect(await articlesInCarts([answered, cutOff])).toEqual([1, 1]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('cuts off requests still running when the drain time is up', async () => {
    const server = createServer((req, res) => {
      // Admitted and never answered.
      drainer.admit(req, res);
    });
    const drainer = createDrainer(server, 50);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const received = new Promise<void>((resolve) => server.once('request', () => resolve()));
    const hanging = answerOf(request(url, { agent: new Agent() }).end());
    await received;
    await drainer.drain();
    await expect(hanging).rejects.toThrow(/socket hang up/);
  });
});

// Hostile values at every argument (DESIGN §7 "Inputs are validated at runtime at the API boundary";
// issue 14 item 6 "a fuzz test sends a corpus of hostile values … to every GraphQL argument and asserts no
// 500 and no internal error"). The schema is walked: each root query and mutation field gets, one argument
// (or input field) at a time, every value of the corpus while its other required arguments hold plain
// values. Any answer must be a client error with a known code: never HTTP 500, never INTERNAL_SERVER_ERROR.
import { Agent, request } from 'node:http';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../schema';
import { query, startTestApi, type TestApi } from '../testing/testApi';

let harness: TestApi;
/** A visitor id the API issued (shopInit), so user-bound code paths run too. */
let userId: string;

beforeAll(async () => {
  harness = await startTestApi();
  const init = await query<{ shopInit: { userId: string } }>(
    harness,
    'mutation { shopInit { userId cartId } }',
  );
  userId = init.shopInit.userId;
});

afterAll(async () => {
  agent.destroy();
  await harness?.stop();
});

const schema = buildSchema();

const HOSTILE_TEXT: readonly unknown[] = [
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'x'.repeat(100_000),
  "1' OR '1'='1",
  "'; DROP TABLE products; --",
  '"\\',
  '../../../etc/passwd',
  '/images/../health',
  '%00',
  '%2e%2e%2f',
  '',
  '   ',
  '-1',
  '99999999999999999999',
  '1e309',
  '😀',
];
const HOSTILE_NUMBERS: readonly unknown[] = [
  2_147_483_647,
  -2_147_483_648,
  -1,
  0,
  2_147_483_648,
  1.5,
  1e308,
  -1e308,
  '1',
];
const WRONG_TYPES: readonly unknown[] = [null, true, { nested: 'object' }, [1, 2]];

function corpusFor(type: GraphQLInputType): readonly unknown[] {
  const named = getNamedType(type);
  if (isScalarType(named) && (named.name === 'Int' || named.name === 'Float')) {
    return [...HOSTILE_NUMBERS, ...WRONG_TYPES, 'a\u0000b'];
  }
  if (isEnumType(named)) return ['NOPE', 'a\u0000b', 1, ...WRONG_TYPES];
  if (isScalarType(named) && named.name === 'Boolean') return ['true', 1, ...WRONG_TYPES];
  return [...HOSTILE_TEXT, ...HOSTILE_NUMBERS.slice(0, 3), ...WRONG_TYPES];
}

/** A plain value of the type, for the arguments not under attack. */
function plainValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plainValue(type.ofType);
  if (isListType(type)) return [plainValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, plainValue(field.type)]));
  }
  if (type.name === 'Int' || type.name === 'Float') return 1;
  if (type.name === 'Boolean') return true;
  return '1';
}

interface Probe {
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || isUnionType(named) || isInterfaceType(named) ? '{ __typename }' : '';
}

/** Variants of one argument: the corpus at the argument itself and at each field of its input object. */
function attacks(arg: GraphQLArgument): { path: string; value: unknown }[] {
  const whole = corpusFor(arg.type).map((value) => ({ path: arg.name, value }));
  const named = getNamedType(arg.type);
  if (!isInputObjectType(named)) return whole;
  const base = plainValue(named) as Record<string, unknown>;
  const wrap = (inner: Record<string, unknown>) =>
    isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type) ? [inner] : inner;
  const perField = Object.values(named.getFields()).flatMap((field) =>
    corpusFor(field.type).map((value) => ({
      path: `${arg.name}.${field.name}`,
      value: wrap({ ...base, [field.name]: value }),
    })),
  );
  return [...whole, ...perField];
}

function probesFor(kind: 'query' | 'mutation'): Probe[] {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  if (!root) return [];
  return Object.values(root.getFields()).flatMap((field) => {
    const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const passing = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const document = field.args.length
      ? `${kind}(${definitions}) { ${field.name}(${passing}) ${selectionFor(field)} }`
      : `${kind} { ${field.name} ${selectionFor(field)} }`;
    const plain = Object.fromEntries(field.args.map((arg) => [arg.name, plainValue(arg.type)]));
    return field.args.flatMap((arg) =>
      attacks(arg).map(({ path, value }) => ({
        label: `${field.name}(${path}: ${JSON.stringify(value)?.slice(0, 40)})`,
        query: document,
        variables: { ...plain, [arg.name]: value },
      })),
    );
  });
}

interface Answer {
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The codes a refusal may carry: the caller's fault or a domain answer, never the server's. */
const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_TOO_COMPLEX',
  'PAYLOAD_TOO_LARGE',
]);

/** Probes in flight at once (one API instance, 2 cores shared). */
const IN_FLIGHT = 4;
/**
 * The probes go over node:http on kept-alive connections: fetch's streams cost the test process about as
 * much CPU as the API's answers (docs/decisions/0032-test-command-within-budget.md).
 */
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** Posts a GraphQL operation; resolves with the HTTP status and the parsed answer. */
function post(body: string): Promise<{ status: number; answer: Answer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${harness.url}/graphql`, {
      agent,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${harness.token}`,
        'x-user-id': userId,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            answer: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer,
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.end(body);
  });
}

async function send(probe: Probe): Promise<string | null> {
  const { status, answer } = await post(JSON.stringify({ query: probe.query, variables: probe.variables }));
  if (status >= 500) return `${probe.label} → HTTP ${status}`;
  const internal = (answer.errors ?? []).find((error) => !CLIENT_CODES.has(error.extensions?.code ?? ''));
  return internal
    ? `${probe.label} → ${internal.extensions?.code ?? 'no code'}: ${internal.message.slice(0, 120)}`
    : null;
}

/** Sends the probes, IN_FLIGHT at a time, and collects the failures. */
async function run(probes: readonly Probe[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++] as Probe;
      const failure = await send(probe);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return failures;
}

describe('fuzzing every GraphQL argument (DESIGN §7, issue 14 item 6)', () => {
  it.each(['query', 'mutation'] as const)(
    'answers hostile %s arguments with client errors only',
    async (kind) => {
      const probes = probesFor(kind);
      expect(probes.length).toBeGreaterThan(kind === 'query' ? 100 : 30);
      expect(await run(probes)).toEqual([]);
    },
    180_000,
  );
});

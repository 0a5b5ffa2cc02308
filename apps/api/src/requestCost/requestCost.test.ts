// One request's cost against the real API over HTTP (DESIGN §7 "GraphQL: depth, alias and cost limits";
// "Every request has a cost and time budget"; issue 14 probe "One request's cost": a batch of 10 × 30
// aliased categoryProducts ran 14 s and blocked /health, the API took 8 MB bodies).
import { GRAPHQL_BODY_LIMIT_BYTES } from '@ranzen/sdk-core/rules';
import { count } from 'drizzle-orm';
import { type DocumentNode, type FieldNode, Kind, type NameNode, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../db/schema';
import { storefrontOperation } from '../testing/storefrontOperations';
import { gql, startTestApi, type TestApi } from '../testing/testApi';
import { REQUEST_TOO_COMPLEX } from './batchBudget';
import { OPERATION_LIMITS, OPERATION_TOO_COMPLEX } from './operationLimits';

const CategoryProductsDocument = storefrontOperation('CategoryProducts');
const ProductDocument = storefrontOperation('Product');

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

type GraphqlAnswer = { errors?: GraphqlError[]; data?: unknown };

/** POSTs a raw body to /graphql like the storefront server (bearer token, JSON). */
async function post(body: string): Promise<{ status: number; json: GraphqlAnswer | GraphqlAnswer[] }> {
  const response = await fetch(`${harness.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${harness.token}` },
    body,
  });
  return { status: response.status, json: (await response.json()) as GraphqlAnswer | GraphqlAnswer[] };
}

/** The document with its operation's first root field repeated `copies` times under aliases. */
function aliasedCopies(document: DocumentNode, copies: number): string {
  const definitions = document.definitions.map((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return definition;
    const field = definition.selectionSet.selections[0] as FieldNode;
    const selections = Array.from({ length: copies }, (_, index): FieldNode => {
      const alias: NameNode = { kind: Kind.NAME, value: `copy${index}` };
      return { ...field, alias };
    });
    return { ...definition, selectionSet: { ...definition.selectionSet, selections } };
  });
  return print({ ...document, definitions });
}

const LISTING_VARIABLES = { coreCategoryId: '1', paging: { offset: 0, limit: 60 } };
const ADD_TRACKING = `mutation($events: [TrackingEventInput!]!) { addTrackingEvents(events: $events) }`;
const TRACKING_EVENT = { name: 'Meta', payload: JSON.stringify({ event: 'Meta', page_path: '/' }) };

async function storedTrackingEvents(): Promise<number> {
  const [row] = await harness.api.db.select({ n: count() }).from(trackingEvents);
  return row?.n ?? 0;
}

function codes(answer: GraphqlAnswer | GraphqlAnswer[]): (string | undefined)[] {
  const answers = Array.isArray(answer) ? answer : [answer];
  return answers.flatMap((single) => (single.errors ?? []).map((error) => error.extensions?.code));
}

describe('batch budget (issue 14 "One request\'s cost")', () => {
  it('refuses the probe batch (10 × 30 aliased categoryProducts) before running any of it, /health answering', async () => {
    const expensive = { query: aliasedCopies(CategoryProductsDocument, 30), variables: LISTING_VARIABLES };
    // A write first in the batch: the refusal must come before anything runs, so it stays unstored.
    const batch = [
      { query: ADD_TRACKING, variables: { events: [TRACKING_EVENT] } },
      ...Array(9).fill(expensive),
    ];
    const before = await storedTrackingEvents();
    const [refused, health] = await Promise.all([
      post(JSON.stringify(batch)),
      fetch(`${harness.url}/health`),
    ]);
    expect(refused.status).toBe(400);
    expect(codes(refused.json)).toEqual([REQUEST_TOO_COMPLEX]);
    expect(health.status).toBe(200);
    expect(await storedTrackingEvents()).toBe(before);
  });

  it('refuses a batch whose operations each pass their own limits but together exceed the budget', async () => {
    const withinLimits = aliasedCopies(CategoryProductsDocument, OPERATION_LIMITS.maxAliases);
    const single = await gql(harness, withinLimits, LISTING_VARIABLES);
    expect(single.errors).toBeUndefined();
    const batch = Array(10).fill({ query: withinLimits, variables: LISTING_VARIABLES });
    const refused = await post(JSON.stringify(batch));
    expect(refused.status).toBe(400);
    expect(codes(refused.json)).toEqual([REQUEST_TOO_COMPLEX]);
  });

  it('runs a batch of ordinary storefront operations', async () => {
    const batch = [
      { query: print(CategoryProductsDocument), variables: LISTING_VARIABLES },
      { query: print(ProductDocument), variables: { productId: '1' } },
      { query: '{ ping }' },
    ];
    const answered = await post(JSON.stringify(batch));
    expect(answered.status).toBe(200);
    expect(codes(answered.json)).toEqual([]);
  });
});

describe('operation limits (DESIGN §7)', () => {
  const tooComplex = {
    depth: `{ navigation { children { children { children { children { children { children { children { children { children { children { id } } } } } } } } } } } }`,
    aliases: `{ ${Array.from({ length: OPERATION_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: ping`).join(' ')} }`,
    directives: `{ ping ${'@include(if: true) '.repeat(OPERATION_LIMITS.maxDirectives + 1)}}`,
    tokens: `{ ${'ping '.repeat(OPERATION_LIMITS.maxTokens)}}`,
    cost: aliasedCopies(ProductDocument, 3),
  };

  it.each(Object.entries(tooComplex))(
    'refuses too much %s with OPERATION_TOO_COMPLEX and no schema detail',
    async (_limit, document) => {
      const answer = await gql(harness, document, { productId: '1' });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.map((error) => error.extensions?.code)).toContain(OPERATION_TOO_COMPLEX);
      for (const error of answer.errors ?? [])
        expect(error.message).not.toMatch(/navigation|children|ping|product/);
    },
  );
});

describe('body limit (DESIGN §7 "body limits")', () => {
  it('answers 413 PAYLOAD_TOO_LARGE above the limit the storefront proxy also enforces', async () => {
    const padding = 'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES);
    const refused = await post(JSON.stringify({ query: '{ ping }', variables: { padding } }));
    expect(refused.status).toBe(413);
    expect(codes(refused.json)).toEqual(['PAYLOAD_TOO_LARGE']);
  });

  it('still answers a body just under the limit', async () => {
    const envelope = JSON.stringify({ query: '{ ping }', variables: { padding: '' } });
    const padding = 'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES - envelope.length);
    const answered = await post(JSON.stringify({ query: '{ ping }', variables: { padding } }));
    expect(answered.status).toBe(200);
  });

  it('refuses compressed bodies, which could unpack beyond the limit', async () => {
    const response = await fetch(`${harness.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        authorization: `Bearer ${harness.token}`,
      },
      body: 'not really gzip',
    });
    expect(response.status).toBe(415);
  });
});

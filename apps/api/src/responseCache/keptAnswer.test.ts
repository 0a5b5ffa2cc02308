// Kept answers sent before yoga (issue 22 target "GraphQL category listing at least 35 % of plain JSON";
// storefront §7 "kept as cached results"; decision 0021): a request for an answer the response cache
// keeps is answered with the very bytes and headers yoga sent for it, without parsing, validating or
// serialising anything, and only where the plugin itself would answer it from the cache: same store and
// catalogue version, same operation and variables, never a personal field, never a mutation.
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { type CacheScope, createSharedResponseCache } from './sharedResponseCache';

const schema = createSchema<CacheScope>({
  typeDefs: /* GraphQL */ `
    type Query {
      shop(name: String): String
      customerInfo: String
    }
    type Mutation {
      touch: String
    }
  `,
  resolvers: {
    Query: {
      shop: (_parent, args: { name?: string }) => `Laden ${args.name ?? ''}`,
      customerInfo: () => 'Eva',
    },
    Mutation: { touch: () => 'touched' },
  },
});

function cacheAndYoga() {
  const cache = createSharedResponseCache();
  const yoga = createYoga<CacheScope>({ schema, plugins: [cache.plugin(schema)], logging: false });
  return { cache, yoga };
}

const scopeOf = (scope: string) => async () => scope;

interface Sent {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

async function askYoga(
  yoga: ReturnType<typeof cacheAndYoga>['yoga'],
  body: string,
  scope: string,
  accept?: string,
): Promise<Sent> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accept !== undefined) headers.accept = accept;
  const response = await yoga.handleRequest(
    new Request('http://api.test/graphql', { method: 'POST', headers, body }),
    { sharedCacheScope: scopeOf(scope) },
  );
  return {
    body: await response.text(),
    headers: {
      'Content-Type': response.headers.get('content-type') ?? '',
      ETag: response.headers.get('etag') ?? '',
      'Last-Modified': response.headers.get('last-modified') ?? '',
    },
  };
}

async function kept(
  cache: ReturnType<typeof cacheAndYoga>['cache'],
  body: string,
  scope: string,
  accept?: string,
) {
  const answer = await cache.keptAnswer(
    Buffer.from(body),
    { 'content-type': 'application/json', ...(accept === undefined ? {} : { accept }) },
    scopeOf(scope),
  );
  return answer && { body: answer.body.toString('utf8'), headers: answer.headers };
}

const SHOP = JSON.stringify({
  query: 'query Shop($name: String) { shop(name: $name) }',
  variables: { name: 'A' },
});

describe('kept answers before yoga (decision 0021)', () => {
  it('answers a kept operation with the bytes and headers yoga sent, for each Accept yoga answers JSON to', async () => {
    const { cache, yoga } = cacheAndYoga();
    for (const accept of [
      undefined,
      '*/*',
      'application/json',
      'application/graphql-response+json, application/json;q=0.9',
      'application/json, application/graphql-response+json',
    ]) {
      const sent = await askYoga(yoga, SHOP, 'de:1', accept);
      expect(sent.headers.ETag).not.toBe('');
      expect(await kept(cache, SHOP, 'de:1', accept)).toEqual(sent);
    }
  });

  it('leaves to yoga what it answers otherwise: another media type, a batch, CORS headers for an Origin', async () => {
    const { cache, yoga } = cacheAndYoga();
    await askYoga(yoga, SHOP, 'de:1');
    expect(await kept(cache, SHOP, 'de:1', 'text/event-stream')).toBeNull();
    expect(await kept(cache, `[${SHOP}]`, 'de:1')).toBeNull();
    const fromAnOrigin = await cache.keptAnswer(
      Buffer.from(SHOP),
      { 'content-type': 'application/json', origin: 'https://shop.test' },
      scopeOf('de:1'),
    );
    expect(fromAnOrigin).toBeNull();
  });

  it('never answers another store, catalogue version, operation or variables', async () => {
    const { cache, yoga } = cacheAndYoga();
    await askYoga(yoga, SHOP, 'de:1');
    expect(await kept(cache, SHOP, 'de:1')).not.toBeNull();
    expect(await kept(cache, SHOP, 'en-DE:1')).toBeNull();
    expect(await kept(cache, SHOP, 'de:2')).toBeNull();
    const otherName = JSON.stringify({
      query: 'query Shop($name: String) { shop(name: $name) }',
      variables: { name: 'B' },
    });
    expect(await kept(cache, otherName, 'de:1')).toBeNull();
  });

  it('keeps no personal field and no mutation', async () => {
    const { cache, yoga } = cacheAndYoga();
    for (const query of ['{ customerInfo }', '{ shop customerInfo }', 'mutation { touch }']) {
      const body = JSON.stringify({ query });
      await askYoga(yoga, body, 'de:1');
      expect(await kept(cache, body, 'de:1')).toBeNull();
    }
  });
});

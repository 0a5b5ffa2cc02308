// NUL and lone surrogates are refused at the boundary (DESIGN §7 "Inputs are validated at runtime at the
// API boundary"; issue 14 "Bad input": NUL bytes in search, parameters and tracking reached PostgreSQL and
// came back as internal errors). The yoga here has no database behind it: an operation that got past the
// check would fail inside its resolver with INTERNAL_SERVER_ERROR, so BAD_USER_INPUT shows it never ran.
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../context';
import { graphqlHardening } from '../graphqlHardening';
import { buildSchema } from '../schema';
import { hasMalformedText, isWellFormedText } from './wellFormedStrings';

const schema = buildSchema();
const yoga = createYoga<ApiContext>({ schema, plugins: graphqlHardening(schema, { introspection: false }) });

async function codes(body: object): Promise<(string | undefined)[]> {
  const response = await yoga.fetch('http://api.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return (answer.errors ?? []).map((error) => error.extensions?.code);
}

const SUGGESTIONS = 'query($q: String!) { searchSuggestions(userQuery: $q) { __typename } }';

describe('well-formed text at the API boundary (DESIGN §7)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00b'],
  ])('refuses %s in a variable with BAD_USER_INPUT before the resolver runs', async (_name, value) => {
    expect(await codes({ query: SUGGESTIONS, variables: { q: value } })).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses NUL in a literal written into the document', async () => {
    expect(await codes({ query: '{ searchSuggestions(userQuery: "a\\u0000b") { __typename } }' })).toEqual([
      'BAD_USER_INPUT',
    ]);
  });

  it('refuses NUL deep inside input objects and in object keys', async () => {
    const ADD = 'mutation($events: [TrackingEventInput!]!) { addTrackingEvents(events: $events) }';
    const nested = [{ name: 'Meta', payload: '{"page_path":"/\u0000"}' }];
    expect(await codes({ query: ADD, variables: { events: nested } })).toEqual(['BAD_USER_INPUT']);
    expect(hasMalformedText(JSON.parse('{"k\\u0000": "v"}'))).toBe(true);
  });

  it('walks deeply nested values without running out of stack', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(hasMalformedText(deep)).toBe(true);
  });

  it('accepts ordinary text, including characters outside the basic plane', () => {
    for (const text of ['Füller', 'größe 42', '😀 pen', '', '日本語'])
      expect(isWellFormedText(text)).toBe(true);
    expect(hasMalformedText({ q: ['Füller', { nested: '😀' }], n: 3, flag: null })).toBe(false);
  });
});

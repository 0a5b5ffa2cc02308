// Schema exposure (DESIGN §7 "introspection off in production"; issue 14 "Introspection": it was served
// through the proxy, and "Did you mean …" suggestions came even in production): both are off unless
// RANZEN_GRAPHQL_INTROSPECTION=1. The storefront proxy forwards to this API, so one check covers both ways.
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../context';
import { graphqlHardening } from '../graphqlHardening';
import { buildSchema } from '../schema';
import { INTROSPECTION_ENV, introspectionFromEnv, withoutSuggestions } from './introspection';

const schema = buildSchema();

interface Answer {
  data?: { __schema?: { queryType: { name: string } } } | null;
  errors?: { message: string }[];
}

async function ask(introspection: boolean, body: object): Promise<Answer> {
  const yoga = createYoga<ApiContext>({ schema, plugins: graphqlHardening(schema, { introspection }) });
  const response = await yoga.fetch('http://api.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

const INTROSPECTION = { query: '{ __schema { queryType { name } } }' };
const TYPO = { query: '{ pin }' };
describe('introspection and suggestions (DESIGN §7)', () => {
  it('refuses introspection and hides suggestions by default', async () => {
    const introspection = await ask(false, INTROSPECTION);
    expect(introspection.data?.__schema).toBeUndefined();
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await ask(false, TYPO);
    expect(typo.errors?.[0]?.message).toMatch(/Cannot query field "pin"/);
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean|ping/);
  });

  it('serves both with the flag', async () => {
    const introspection = await ask(true, INTROSPECTION);
    expect(introspection.data?.__schema?.queryType.name).toBe('Query');
    const typo = await ask(true, TYPO);
    expect(typo.errors?.[0]?.message).toMatch(/Did you mean "ping"\?/);
  });

  it('reads the flag from RANZEN_GRAPHQL_INTROSPECTION=1 only', () => {
    expect(introspectionFromEnv({})).toBe(false);
    expect(introspectionFromEnv({ [INTROSPECTION_ENV]: 'true' })).toBe(false);
    expect(introspectionFromEnv({ [INTROSPECTION_ENV]: '1' })).toBe(true);
  });

  it('strips every suggestion form graphql-js writes', () => {
    expect(withoutSuggestions('Cannot query field "pin" on type "Query". Did you mean "ping"?')).toBe(
      'Cannot query field "pin" on type "Query".',
    );
    expect(
      withoutSuggestions('Value "X" does not exist in "Sort" enum. Did you mean the enum value "A" or "B"?'),
    ).toBe('Value "X" does not exist in "Sort" enum.');
  });
});

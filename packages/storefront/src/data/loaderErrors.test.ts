// How a loader's failed API call becomes the page's status (spec storefront §8; issue 14 item 6: no
// malformed parameter and no refused call ends in a 500).
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isRouteAnswer, toRouteError } from './loaderErrors';

function statusOf(error: unknown): number | null {
  try {
    toRouteError(error);
  } catch (answer) {
    if (isRouteAnswer(answer) && answer.outcome.kind === 'error') return answer.outcome.status;
  }
  return null;
}

function graphqlErrors(code: string) {
  return new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });
}

describe('toRouteError', () => {
  it('answers arguments the API refuses (BAD_USER_INPUT) with 404', () => {
    expect(statusOf(graphqlErrors('BAD_USER_INPUT'))).toBe(404);
  });

  it('answers a rate-limited call with 429, as a GraphQL error or as HTTP 429', () => {
    expect(statusOf(graphqlErrors('RATE_LIMITED'))).toBe(429);
    const response = new Response('{}', { status: 429 });
    expect(statusOf(new ServerError('Received status code 429', { response, bodyText: '{}' }))).toBe(429);
  });

  it('keeps 500 for other GraphQL errors and 503 for a network failure', () => {
    expect(statusOf(graphqlErrors('INTERNAL_SERVER_ERROR'))).toBe(500);
    expect(statusOf(new TypeError('fetch failed'))).toBe(503);
  });
});

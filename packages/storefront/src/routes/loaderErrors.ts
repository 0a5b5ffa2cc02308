// Turns API failures during loading into HTTP answers (spec storefront §8): a network failure while
// loading on the server is a fatal 503 "Network error"; a GraphQL error is a 500.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { data } from 'react-router';

export const NETWORK_ERROR_TEXT = 'Network error';

export function toRouteError(error: unknown): never {
  if (CombinedGraphQLErrors.is(error)) {
    throw data('Internal error', { status: 500 });
  }
  throw data(NETWORK_ERROR_TEXT, { status: 503 });
}

/** Runs a loader's queries and maps their failures to status codes. */
export async function loadOrFail<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // React Router's own data()/redirect() results are answers, not failures.
    if (isRouterAnswer(error)) throw error;
    return toRouteError(error);
  }
}

function isRouterAnswer(error: unknown): boolean {
  if (error instanceof Response) return true;
  return (
    typeof error === 'object' && error !== null && 'type' in error && error.type === 'DataWithResponseInit'
  );
}

export function notFound(): never {
  throw data('Not found', { status: 404 });
}

export function gone(): never {
  throw data('Gone', { status: 410 });
}

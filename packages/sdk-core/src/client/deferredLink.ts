// A link whose real chain is loaded by the first operation that goes through it, so code that only the
// requests need (batching, HTTP, retries) is not part of a page's first load (decision 0031).
import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

/**
 * Forwards every operation to the link `load` resolves to. `load` runs once, on the first operation;
 * if it fails (a chunk that could not be fetched), that operation fails with its error and the next
 * one loads again.
 */
export function deferredLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return new ApolloLink((operation, forward) =>
    from(loaded()).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}

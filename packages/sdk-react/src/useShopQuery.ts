// Reads a query for a component (decision 0037): at hydration from the result the server rendered with,
// without Apollo; once the client has loaded, from Apollo's cache, watched so that every write (a cart
// update, a store reset after a login) shows at once, and fetched (cache-first) when the cache lacks it.
//
// A watch is a cache watch, not an ObservableQuery: registering one reads nothing, so the client's
// arrival after hydration costs no render and no cache read; the cache compares a watch only when a
// write touches it. `client.refetchQueries` does not see these reads: refetchShopQueries asks them too.
import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMemo, useSyncExternalStore } from 'react';
import { resultKey, type ShopClient, trackShownQuery, useShopClient } from './shopClient';

export interface ShopQueryOptions<TVariables extends OperationVariables> {
  readonly variables?: TVariables;
  /** Reads nothing while true: no data, not loading. */
  readonly skip?: boolean;
  /** Shows what the cache holds (or the server rendered) and never asks the API: Apollo's `cache-only`. */
  readonly cacheOnly?: boolean;
}

export interface ShopQueryResult<TData> {
  /** The complete result; undefined while loading, after an error and when skipped. */
  readonly data: TData | undefined;
  readonly loading: boolean;
  readonly error: Error | undefined;
  /** Fetches the query again from the network; the cache's update reaches this and every other reader. */
  readonly refetch: () => Promise<void>;
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** One query read by one component: its current result and who listens to it. */
class QueryRead<TData, TVariables extends OperationVariables> {
  private result: ShopQueryResult<TData>;
  private readonly listeners = new Set<() => void>();
  private stopWatch: (() => void) | null = null;
  private stopTracking: (() => void) | null = null;
  private stopWaiting: (() => void) | null = null;
  /** Counts the fetches started: only the latest one's answer or failure is shown. */
  private latestFetch = 0;

  constructor(
    private readonly shopClient: ShopClient,
    private readonly document: TypedDocumentNode<TData, TVariables>,
    private readonly variables: TVariables | undefined,
    private readonly skip: boolean,
    private readonly cacheOnly: boolean,
  ) {
    const refetch = () => this.refetch();
    if (skip) {
      this.result = { data: undefined, loading: false, error: undefined, refetch };
      return;
    }
    const key = resultKey(document, variables);
    const client = shopClient.current;
    const data = (client ? this.readCache(client) : shopClient.renderedResult(key)) as TData | undefined;
    // A server render remembers what it rendered with: the browser hydrates with the same data.
    if (client && data !== undefined) shopClient.recordResult(key, data);
    this.result = { data, loading: data === undefined && !cacheOnly, error: undefined, refetch };
  }

  readonly snapshot = (): ShopQueryResult<TData> => this.result;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  private start(): void {
    if (this.skip) return;
    if (this.shopClient.current) this.watch(this.shopClient.current);
    else {
      this.stopWaiting = this.shopClient.whenLoaded((client) => this.watch(client));
      // Nothing rendered to show: the client must come now.
      if (this.result.data === undefined && !this.cacheOnly)
        this.shopClient.load().catch((error) => this.fail(error));
    }
  }

  private stop(): void {
    this.stopTracking?.();
    this.stopWaiting?.();
    this.stopWatch?.();
    this.stopTracking = null;
    this.stopWaiting = null;
    this.stopWatch = null;
  }

  /** The query as Apollo's untyped calls take it (their variable types cannot follow a generic). */
  private get request(): { readonly query: DocumentNode; readonly variables?: OperationVariables } {
    return this.variables === undefined
      ? { query: this.document }
      : { query: this.document, variables: this.variables };
  }

  private readCache(client: ApolloClient): TData | undefined {
    return client.readQuery<TData>(this.request) ?? undefined;
  }

  private watch(client: ApolloClient): void {
    const { data } = this.result;
    this.stopTracking = trackShownQuery(client, { document: this.document, refetch: () => this.refetch() });
    this.stopWatch = client.cache.watch<TData>({
      ...this.request,
      query: client.cache.transformDocument(this.document),
      optimistic: true,
      // The data shown so far: a write that leaves this query's result as it is calls nothing.
      ...(data === undefined ? {} : { lastDiff: { result: data, complete: true } }),
      callback: (diff) => {
        if (diff.complete) this.update({ data: diff.result as TData, loading: false, error: undefined });
        else if (this.cacheOnly) this.update({ data: undefined });
        // Evicted or reset (a login resets the store): fetched again, after the broadcast (an answer at
        // once would be written while the cache still compares this watch).
        else queueMicrotask(() => void this.fetch(client));
      },
    });
    if (data === undefined && !this.cacheOnly) this.fetch(client);
  }

  /**
   * Asks the API (Apollo deduplicates the same query in flight). Only the latest fetch decides what is
   * shown: a store reset cancels the fetches in flight and the cache's broadcast starts new ones.
   */
  private fetch(
    client: ApolloClient,
    fetchPolicy: 'cache-first' | 'network-only' = 'cache-first',
  ): Promise<void> {
    const fetch = ++this.latestFetch;
    if (this.result.data === undefined && !this.result.loading)
      this.update({ loading: true, error: undefined });
    return client.query<TData>({ ...this.request, fetchPolicy }).then(
      ({ data }) => {
        // The cache watch has shown the answer; a result the cache cannot hold (no-cache) is shown here.
        if (fetch === this.latestFetch && data !== undefined)
          this.update({ data, loading: false, error: undefined });
      },
      (error: unknown) => {
        if (fetch === this.latestFetch) this.fail(error);
      },
    );
  }

  private fail(error: unknown): void {
    this.update({ data: undefined, loading: false, error: toError(error) });
  }

  private async refetch(): Promise<void> {
    const client = await this.shopClient.load();
    await this.fetch(client, 'network-only');
  }

  private update(change: Partial<Omit<ShopQueryResult<TData>, 'refetch'>>): void {
    const next = { ...this.result, ...change };
    if (
      next.data === this.result.data &&
      next.loading === this.result.loading &&
      next.error === this.result.error
    )
      return;
    this.result = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** Variables as a dependency: the same values give the same read, whatever object holds them. */
function variablesKey(variables: OperationVariables | undefined): string {
  return JSON.stringify(variables ?? {});
}

/**
 * Reads a query cache-first, as Apollo's `useQuery` does, but without Apollo until something needs it:
 * a hydrating page shows the server's result.
 *
 * @example
 * ```tsx
 * const { data, loading, error } = useShopQuery(ProductDocument, { variables: { productId } });
 * ```
 */
export function useShopQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: ShopQueryOptions<TVariables> = {},
): ShopQueryResult<TData> {
  const shopClient = useShopClient();
  const { variables, skip = false, cacheOnly = false } = options;
  const key = variablesKey(variables);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the variables' values (key), not their object
  const read = useMemo(
    () => new QueryRead(shopClient, document, variables, skip, cacheOnly),
    [shopClient, document, key, skip, cacheOnly],
  );
  return useSyncExternalStore(read.subscribe, read.snapshot, read.snapshot);
}

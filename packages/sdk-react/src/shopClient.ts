// The shop's Apollo client behind a promise (decision 0037, DESIGN §6 first-load budget): a storefront page
// hydrates from the results its server rendered with, and Apollo Client (47 kB gzip with its helpers) loads
// when something needs it — a request, a write, a client-side navigation or the visitor's first
// interaction. Reads go through `useShopQuery` (useShopQuery.ts), writes through `useShopClient().load()`.
//
// Apollo's own hooks (`useQuery`, `useApolloClient`) keep working below RanzenProvider once the client has
// loaded: RanzenProvider puts the client into Apollo's context as well (apolloContext below).
import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import * as React from 'react';
import {
  type Context,
  createContext,
  createElement,
  type ReactNode,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';

/** What one server render read, by `resultKey`: the data the browser hydrates with. */
export type RenderedResults = Record<string, unknown>;

/**
 * The shop's Apollo client, loaded on demand.
 *
 * @example
 * ```ts
 * const shopClient = useShopClient();
 * const onSubmit = async () => {
 *   const client = await shopClient.load();
 *   await client.mutate({ mutation: AddTrackingEventsDocument, variables });
 * };
 * ```
 */
export interface ShopClient {
  /** The client once it has loaded; null before. */
  readonly current: ApolloClient | null;
  /** Loads the client once and answers it; a caller that waited for it goes on in a task of its own. */
  load(): Promise<ApolloClient>;
  /** Calls `listener` once the client has loaded (at once when it has); answers the function that stops it. */
  whenLoaded(listener: (client: ApolloClient) => void): () => void;
  /** The data the server rendered `key` with (hydration); undefined when it rendered none. */
  renderedResult(key: string): unknown;
  /** Server render: remembers the data a component rendered with, for the browser's hydration. */
  recordResult(key: string, data: unknown): void;
  /** Loads the client and fetches the shown queries of these documents again (refetchShopQueries). */
  refetchQueries(documents: readonly DocumentNode[]): Promise<void>;
}

/** A query a component shows (useShopQuery): what `refetchShopQueries` asks again. */
export interface ShownQuery {
  readonly document: DocumentNode;
  refetch(): Promise<void>;
}

/** The queries shown through useShopQuery, per Apollo client. */
const SHOWN_QUERIES = new WeakMap<ApolloClient, Set<ShownQuery>>();

/** Counts `read` among the shown queries of `client` until the answered function is called. */
export function trackShownQuery(client: ApolloClient, read: ShownQuery): () => void {
  let shown = SHOWN_QUERIES.get(client);
  if (!shown) {
    shown = new Set();
    SHOWN_QUERIES.set(client, shown);
  }
  shown.add(read);
  return () => {
    shown.delete(read);
  };
}

/**
 * Fetches every shown query of these documents again from the network: those read through
 * `useShopQuery` and those Apollo's own hooks watch. `client.refetchQueries` alone reaches only
 * the latter, so the shop refetches through this.
 *
 * @example
 * ```ts
 * await refetchShopQueries(client, [CustomerInfoDocument]); // the header's greeting, the login flyout
 * ```
 */
export async function refetchShopQueries(
  client: ApolloClient,
  documents: readonly DocumentNode[],
): Promise<void> {
  // Only documents Apollo watches (by operation name, as Apollo matches them): it warns about the others.
  const watched = new Set(
    [...client.getObservableQueries()].map((query) => operationName(query.options.query)),
  );
  const include = documents.filter((document) => watched.has(operationName(document)));
  const shown = [...(SHOWN_QUERIES.get(client) ?? [])].filter((read) => documents.includes(read.document));
  await Promise.all([
    include.length > 0 ? client.refetchQueries({ include }) : undefined,
    ...shown.map((read) => read.refetch()),
  ]);
}

/**
 * Resolves in a later task of the event loop, after what the browser has waiting (input, paint).
 *
 * @example
 * ```ts
 * const { createShopClient } = await import('@ranzen/sdk-core/client');
 * await nextTask(); // the client's creation in a task of its own: no long task on a phone's main thread
 * const client = createShopClient({ uri: '/graphql', initialState: serverState.apollo });
 * ```
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function inTaskOfItsOwn<T>(value: T): Promise<T> {
  return nextTask().then(() => value);
}

/** Answers the same promise to every caller: a failed load (a chunk gone after a deploy) is tried again. */
function onceAtATime(load: () => Promise<ApolloClient>): () => Promise<ApolloClient> {
  let pending: Promise<ApolloClient> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * A shop client that loads on the first `load()`: the browser's, with the results the server rendered.
 *
 * @example
 * ```ts
 * const shopClient = deferredShopClient({
 *   create: () => import('@ranzen/sdk-core/client').then(({ createShopClient }) => createShopClient({ uri: '/graphql' })),
 *   rendered: serverState.results, // the page state's results (StorefrontState.results)
 * });
 * ```
 */
export function deferredShopClient({
  create,
  rendered = {},
}: {
  readonly create: () => Promise<ApolloClient>;
  readonly rendered?: RenderedResults;
}): ShopClient {
  let current: ApolloClient | null = null;
  const listeners = new Set<(client: ApolloClient) => void>();
  const loadOnce = onceAtATime(async () => {
    const client = await create();
    // The readers start watching in a task of their own: the phone's main thread is not blocked for
    // the client's creation and their start at once (Lighthouse TBT, DESIGN §6).
    await nextTask();
    current = client;
    for (const listener of [...listeners]) listener(client);
    listeners.clear();
    return client;
  });
  return {
    get current() {
      return current;
    },
    // Whoever waited for the client goes on in a task of its own (a page view's tracking, a glance, the
    // analytics' start), not all of them in one long task once it arrives.
    load: () => (current ? Promise.resolve(current) : loadOnce().then(inTaskOfItsOwn)),
    whenLoaded(listener) {
      if (current) {
        listener(current);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    renderedResult: (key) => rendered[key],
    recordResult: () => {},
    refetchQueries: async (documents) => refetchShopQueries(await loadOnce(), documents),
  };
}

/**
 * A shop client that is there from the start: the server's per request (which records what the page
 * rendered with into `record`), a host's own client, a test's.
 *
 * @example
 * ```ts
 * const results: RenderedResults = {};
 * const shopClient = loadedShopClient(client, results); // results go into the page's state
 * ```
 */
export function loadedShopClient(client: ApolloClient, record?: RenderedResults): ShopClient {
  const loaded = Promise.resolve(client);
  return {
    current: client,
    load: () => loaded,
    whenLoaded(listener) {
      listener(client);
      return () => {};
    },
    renderedResult: (key) => record?.[key],
    recordResult(key, data) {
      if (record) record[key] = data;
    },
    refetchQueries: (documents) => refetchShopQueries(client, documents),
  };
}

/** JSON with object keys in sorted order: the same variables give the same key whatever their order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The key of one query's rendered result: its operation name and its variables.
 *
 * @example
 * ```ts
 * resultKey(ProductDocument, { productId: '100008' }); // 'Product{"productId":"100008"}'
 * ```
 */
export function resultKey(document: DocumentNode, variables: OperationVariables | undefined): string {
  return `${operationName(document)}${canonicalJson(variables ?? {})}`;
}

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation && 'name' in operation ? (operation.name?.value ?? '') : '';
}

/** Apollo's context value: what its hooks read the client from. */
interface ApolloContextValue {
  readonly client?: ApolloClient;
}

/**
 * Apollo's own React context, without importing Apollo: Apollo keeps its one context on
 * `React.createContext` under this global symbol (`getApolloContext` in @apollo/client/react), so the
 * context made here first is the one Apollo's hooks find when they load later, and the other way round.
 */
const APOLLO_CONTEXT_KEY = Symbol.for('__APOLLO_CONTEXT__');

function apolloContext(): Context<ApolloContextValue> {
  const holder = React.createContext as unknown as Record<symbol, Context<ApolloContextValue> | undefined>;
  const existing = holder[APOLLO_CONTEXT_KEY];
  if (existing) return existing;
  const context = createContext<ApolloContextValue>({});
  context.displayName = 'ApolloContext';
  Object.defineProperty(React.createContext, APOLLO_CONTEXT_KEY, {
    value: context,
    enumerable: false,
    writable: false,
    configurable: true,
  });
  return context;
}

const ShopClientContext = createContext<ShopClient | null>(null);

/** Loaded shop clients for Apollo clients provided by Apollo's own provider (tests, stories, hosts). */
const LOADED_FOR_APOLLO = new WeakMap<ApolloClient, ShopClient>();

/**
 * The shop client of the RanzenProvider above, or the client of an Apollo provider above (`MockedProvider`
 * in a test).
 *
 * @example
 * ```ts
 * const shopClient = useShopClient();
 * ```
 */
export function useShopClient(): ShopClient {
  const shopClient = useOptionalShopClient();
  if (!shopClient) throw new Error('useShopClient: no RanzenProvider (or Apollo provider) above');
  return shopClient;
}

/** useShopClient, or null without a provider above (a component story without the shop). */
export function useOptionalShopClient(): ShopClient | null {
  const provided = useContext(ShopClientContext);
  if (provided) return provided;
  // Read only without a shop client: its readers must not re-render when Apollo's context gets the client.
  const { client } = use(apolloContext());
  if (!client) return null;
  let loaded = LOADED_FOR_APOLLO.get(client);
  if (!loaded) {
    loaded = loadedShopClient(client);
    LOADED_FOR_APOLLO.set(client, loaded);
  }
  return loaded;
}

/** The Apollo client once `shopClient` has loaded it. */
function useLoadedClient(shopClient: ShopClient): ApolloClient | null {
  return useSyncExternalStore(
    (onLoaded) => shopClient.whenLoaded(onLoaded),
    () => shopClient.current,
    () => shopClient.current,
  );
}

/**
 * Provides `shopClient` to `useShopClient` and `useShopQuery` and, once it has loaded, its Apollo client
 * to Apollo's hooks. Only this provider re-renders when the client arrives: its children are the same
 * elements, so nothing below updates but the readers of Apollo's context.
 */
export function ShopClientProvider({
  shopClient,
  children,
}: {
  readonly shopClient: ShopClient;
  readonly children: ReactNode;
}) {
  const client = useLoadedClient(shopClient);
  const apollo = useMemo<ApolloContextValue>(() => (client ? { client } : {}), [client]);
  return createElement(
    ShopClientContext.Provider,
    { value: shopClient },
    createElement(apolloContext().Provider, { value: apollo }, children),
  );
}

// Data of the page frame (spec storefront §2.8 footer, §3.12, §7 "Global parameters" and "footer grid by
// pageId", §3.2 customer info for the Meta event): prefetched by the root loader on a document request and read by the
// layout cache-first, so client-side navigations reuse it without a request. One provider watches the
// queries for the whole page; the frame, the header and the pages read it from there (each reader
// watching all ten queries itself cost about 50 ms of a 4x-throttled phone CPU per reader at hydration,
// Lighthouse TBT, DESIGN §6).
import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import {
  CustomerInfoDocument,
  type CustomerInfoQuery,
  FOOTER_GRID_IDS,
  FooterDataDocument,
  type FooterDataQuery,
  FooterGridDocument,
  type FooterGridId,
  type FooterGridQuery,
  GlobalParametersDocument,
  type GlobalParametersQuery,
  NavigationDocument,
  type NavigationQuery,
} from '@ranzen/sdk-core';
import { CUSTOMER_INFO_URL, useShopQuery } from '@ranzen/sdk-react';
import { createContext, createElement, type ReactNode, useContext } from 'react';

/**
 * Parameter names the frame reads, each fetched whole (no entry) so one query per name serves
 * several flags: feature flags (T155 Navigation, T216-Sale-Aktion, T134_Twint-Payment), the footer
 * icon parameters (sdk-core FOOTER_ICON_PARAMETERS), the info layer and the embedded teasers.
 */
export const LAYOUT_PARAMETER_NAMES = [
  'featureFlags',
  'shippingCarrier',
  'amazonPayV2Activation',
  'paymentTypes',
  'infolayer',
  'embeddedTeasers',
] as const;

/**
 * Levels of the category navigation rendered on the server: the top categories and
 * their children; the third level is loaded when a second-level item opens.
 */
export const NAVIGATION_PREFETCH_LEVEL = 2;

/**
 * Both footer grids, the shop's and the checkout's, so a client-side navigation into or out of the
 * checkout finds the other one in the cache.
 */
const FOOTER_GRIDS: readonly FooterGridId[] = Object.values(FOOTER_GRID_IDS);

/**
 * The WishlistEssentials variables of the page frame (header count, hearts): no activeWishlistId, so the
 * list answered `active` is the visitor's standard list, the one a heart adds to without asking.
 */
export const CURRENT_LIST_VARIABLES = { activeWishlistId: null } as const;

/** One empty tree for every render without navigation data (a stable value for memoised consumers). */
const NO_NAVIGATION: NavigationQuery['navigation'] = [];
/** One empty grid for every render without its rows. */
const NO_ROWS: FooterGridQuery['footerGrid'] = [];
const EMPTY_GRIDS: Readonly<Record<FooterGridId, FooterGridQuery['footerGrid']>> = {
  [FOOTER_GRID_IDS.shop]: NO_ROWS,
  [FOOTER_GRID_IDS.checkout]: NO_ROWS,
};

export type ParameterRow = GlobalParametersQuery['globalParameters'][number];

/** One query of the frame with its variables, as ApolloClient.query and readQuery take it. */
export interface LayoutQuery {
  readonly query: DocumentNode;
  readonly variables?: OperationVariables;
}

/**
 * The frame's queries whose answers are the same for every visitor of a store (the API keeps them in
 * its shared cache, decision 0021): the storefront server keeps them per store and catalogue version
 * (server/layoutCache.ts). The customer info is the visitor's own and not among them.
 */
export const SHARED_LAYOUT_QUERIES: readonly LayoutQuery[] = [
  { query: FooterDataDocument },
  ...FOOTER_GRIDS.map((pageId) => ({ query: FooterGridDocument, variables: { pageId } })),
  { query: NavigationDocument, variables: { level: NAVIGATION_PREFETCH_LEVEL } },
  ...LAYOUT_PARAMETER_NAMES.map((name) => ({ query: GlobalParametersDocument, variables: { name } })),
];

/**
 * Fills the cache with the frame's data, all queries at once (cache-first: what the server restored
 * from its layout cache is not asked again). Best effort: the footer and the flags decorate the page,
 * so a GraphQL error here must not turn the page into an error page; an unreachable API already
 * fails the page's own loader with 503.
 */
export async function prefetchLayoutData(client: ApolloClient): Promise<void> {
  await Promise.allSettled([
    client.query({ query: CustomerInfoDocument, variables: { url: CUSTOMER_INFO_URL } }),
    ...SHARED_LAYOUT_QUERIES.map((layoutQuery) => client.query(layoutQuery)),
  ]);
}

export type FooterGridRows = FooterGridQuery['footerGrid'];

export interface LayoutData {
  readonly footer: FooterDataQuery['footerData'] | undefined;
  /** Each footer grid's rows; none when its query failed. */
  readonly footerGrids: Readonly<Record<FooterGridId, FooterGridRows>>;
  readonly customer: CustomerInfoQuery['customerInfo'] | undefined;
  /** The server-rendered levels of the category navigation; empty when the query failed. */
  readonly navigation: NavigationQuery['navigation'];
  /** Every prefetched parameter row; a missing row reads as off. */
  readonly parameters: readonly ParameterRow[];
}

type LayoutParameterName = (typeof LAYOUT_PARAMETER_NAMES)[number];

// The frame's data from the cache (cache-first: no request after the root loader's prefetch), each
// query watched by a component of its own that hands its result on to the next: hydrating as a
// transition, React yields to the browser between components but never inside one, and setting up all
// ten watches (the first cache reads) in one component was one task of about 100 ms of a 4x-throttled
// phone CPU (Lighthouse TBT, DESIGN §6).
interface QueryStepProps<T> {
  /** Renders the rest of the frame with the query's result. */
  readonly render: (value: T) => ReactNode;
}

function FooterStep({ render }: QueryStepProps<LayoutData['footer']>) {
  return render(useShopQuery(FooterDataDocument).data?.footerData);
}

function CustomerStep({ render }: QueryStepProps<LayoutData['customer']>) {
  return render(
    useShopQuery(CustomerInfoDocument, { variables: { url: CUSTOMER_INFO_URL } }).data?.customerInfo,
  );
}

function NavigationStep({ render }: QueryStepProps<LayoutData['navigation']>) {
  const { data } = useShopQuery(NavigationDocument, { variables: { level: NAVIGATION_PREFETCH_LEVEL } });
  return render(data?.navigation ?? NO_NAVIGATION);
}

function ParameterStep({
  name,
  render,
}: QueryStepProps<readonly ParameterRow[]> & { readonly name: LayoutParameterName }) {
  const { data } = useShopQuery(GlobalParametersDocument, { variables: { name } });
  return render(data?.globalParameters ?? []);
}

function FooterGridStep({
  pageId,
  render,
}: QueryStepProps<FooterGridRows> & { readonly pageId: FooterGridId }) {
  return render(useShopQuery(FooterGridDocument, { variables: { pageId } }).data?.footerGrid ?? NO_ROWS);
}

/** Every footer grid's rows, one FooterGridStep per grid. */
function withFooterGrids(
  ids: readonly FooterGridId[],
  collected: Partial<Record<FooterGridId, FooterGridRows>>,
  render: (grids: Readonly<Record<FooterGridId, FooterGridRows>>) => ReactNode,
): ReactNode {
  const [pageId, ...rest] = ids;
  if (pageId === undefined) return render({ ...EMPTY_GRIDS, ...collected });
  return createElement(FooterGridStep, {
    pageId,
    render: (rows) => withFooterGrids(rest, { ...collected, [pageId]: rows }, render),
  });
}

/** The rows of every named parameter after those collected so far, one ParameterStep per name. */
function withParameters(
  names: readonly LayoutParameterName[],
  collected: readonly ParameterRow[],
  render: (parameters: readonly ParameterRow[]) => ReactNode,
): ReactNode {
  const [name, ...rest] = names;
  if (name === undefined) return render(collected);
  return createElement(ParameterStep, {
    name,
    render: (rows) => withParameters(rest, [...collected, ...rows], render),
  });
}

const LayoutDataContext = createContext<LayoutData | null>(null);

/** Watches the frame's queries once for everything below it (StorefrontProviders renders it). */
export function LayoutDataProvider({ children }: { readonly children: ReactNode }) {
  return createElement(FooterStep, {
    render: (footer) =>
      withFooterGrids(FOOTER_GRIDS, {}, (footerGrids) =>
        createElement(CustomerStep, {
          render: (customer) =>
            createElement(NavigationStep, {
              render: (navigation) =>
                withParameters(LAYOUT_PARAMETER_NAMES, [], (parameters) =>
                  createElement(
                    LayoutDataContext.Provider,
                    { value: { footer, footerGrids, customer, navigation, parameters } },
                    children,
                  ),
                ),
            }),
        }),
      ),
  });
}

/** The frame's data, from the LayoutDataProvider above. */
export function useLayoutData(): LayoutData {
  const data = useContext(LayoutDataContext);
  if (!data) throw new Error('useLayoutData: no LayoutDataProvider above (StorefrontProviders renders it)');
  return data;
}

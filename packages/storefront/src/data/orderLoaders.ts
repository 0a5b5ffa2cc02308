// Loaders of the order history (shopping §2 /myaccount/orders with p, q and filter, /myaccount/orders/
// orderdetail with orderId; §9 "5 per page, page index sent zero-based, shown one-based, default date filter
// last3months"; issue 18 item 4). The overview needs a login (the account guard ran before); the detail
// opens with a login or with the order's hash from the confirmation mail, and answers 404 for an order the
// visitor may not see, exactly as for an unknown one (the API answers null for both).
import {
  loginPathBack,
  ORDER_DETAIL_ORDER_PARAM,
  ORDER_HASH_PARAM,
  OrderDetailDocument,
  type OrderDetailQuery,
  type OrderOverviewState,
  OrdersV2Document,
  type OrdersV2Query,
  OrderYearsDocument,
  orderOverviewPath,
  ordersV2Variables,
  parseOrderOverview,
  robotsFor,
  routePath,
  sessionKind,
  translate,
} from '@ranzen/sdk-core';
import { isBadUserInput, loadOrFail, notFound, redirectTo } from './loaderErrors';
import type { PageMeta, WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import type { RouteDeps } from './routeDeps';

export interface OrdersLoaderData extends WithMeta {
  readonly state: OrderOverviewState;
  readonly page: NonNullable<OrdersV2Query['ordersV2']>;
  readonly years: readonly number[];
}

export interface OrderDetailLoaderData extends WithMeta {
  readonly order: NonNullable<OrderDetailQuery['order']>;
  /** Opened by a logged-in customer (the account frame), not by a guest with the order's hash. */
  readonly customer: boolean;
}

function ordersMeta({ store }: RouteDeps, title: string): PageMeta {
  return { title: pageTitle(store, title), robots: robotsFor('orders') };
}

/**
 * The overview's page of orders and the customer's order years, fresh from the API (no-cache: a personal
 * page). A filter or search the API refuses (a hand-edited URL) goes to the plain overview; a page past the
 * last goes to the first page of the same search.
 */
export async function loadOrders(deps: RouteDeps, url: URL): Promise<OrdersLoaderData> {
  const state = parseOrderOverview(url.searchParams);
  const [orders, years] = await loadOrFail(async () => {
    try {
      return await Promise.all([
        deps.client.query({
          query: OrdersV2Document,
          variables: ordersV2Variables(state),
          fetchPolicy: 'no-cache',
        }),
        deps.client.query({ query: OrderYearsDocument, fetchPolicy: 'no-cache' }),
      ]);
    } catch (error) {
      if (isBadUserInput(error)) return redirectTo(routePath('orders'), 302);
      throw error;
    }
  });
  const page = orders.data?.ordersV2;
  // The guard let a session cookie through that the API no longer knows (the session ended meanwhile).
  if (!page) return redirectTo(loginPathBack(url), 302);
  if (page.orders.length === 0 && state.page > 1)
    return redirectTo(orderOverviewPath({ ...state, page: 1 }), 302);
  return {
    state,
    page,
    years: years.data?.orderYears ?? [],
    meta: ordersMeta(deps, translate(deps.messages, 'vue.orders.headline')),
  };
}

/**
 * One order: with a login, or with the order's hash (a guest's link). A visitor with neither goes to /login
 * and back; a foreign, unknown or malformed order number and a wrong hash are all the same 404.
 */
export async function loadOrderDetail(deps: RouteDeps, url: URL): Promise<OrderDetailLoaderData> {
  const orderId = url.searchParams.get(ORDER_DETAIL_ORDER_PARAM)?.trim() ?? '';
  const hash = url.searchParams.get(ORDER_HASH_PARAM) || null;
  const customer = sessionKind(deps.readCookies?.() ?? {}) === 'logged-in';
  if (!customer && !hash) return redirectTo(loginPathBack(url), 302);
  if (!orderId) return notFound();
  const { data } = await loadOrFail(() =>
    deps.client.query({ query: OrderDetailDocument, variables: { orderId, hash }, fetchPolicy: 'no-cache' }),
  );
  const order = data?.order ?? notFound();
  return {
    order,
    customer,
    meta: ordersMeta(deps, translate(deps.messages, 'vue.orders.order', { orderId: order.orderId })),
  };
}

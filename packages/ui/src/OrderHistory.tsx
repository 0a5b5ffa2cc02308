// The order overview /myaccount/orders (shopping §2 p, q and filter, §3 "Order overview page info", §4
// "Orders: overview with search text and date filter, paged; shipment status is shown", §9 "5 per page ...
// default date filter last3months"): a search over order numbers and product names, the period (the last
// three months or a year the customer ordered in), each order with its number, date, total and where its
// parcels are, and paging. The state lives in the URL (decision 0007): the form works as a plain GET
// without scripts, and with them hands the new state to the host, which navigates.
import {
  DEFAULT_ORDER_DATE_FILTER,
  ORDER_SEARCH_MAX_LENGTH,
  ORDERS_FILTER_PARAM,
  ORDERS_SEARCH_PARAM,
  type OrderOverviewState,
  type OrdersV2Query,
} from '@ranzen/sdk-core';
import { type Translate, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from './Button';
import styles from './OrderHistory.module.css';
import { Pagination } from './Pagination';
import { useShopDateFormat } from './shopText';

type OrderSummary = NonNullable<OrdersV2Query['ordersV2']>['orders'][number];

export interface OrderHistoryProps {
  /** The shown page's orders (at most 5). */
  readonly orders: readonly OrderSummary[];
  readonly state: OrderOverviewState;
  readonly totalPages: number;
  /** The years the customer ordered in, newest first (order years). */
  readonly years: readonly number[];
  /** The overview's URL of a state: the page links, and the form's target without scripts. */
  readonly hrefFor: (state: OrderOverviewState) => string;
  readonly detailHref: (orderId: string) => string;
  /** A search or another period: the host shows the state's URL. */
  readonly onStateChange: (state: OrderOverviewState) => void;
}

/** Where an order is: its parcels' statuses with their count, or the order's own before it has parcels. */
function statusSummary(t: Translate, order: OrderSummary): string {
  if (order.shipmentStatuses.length === 0) return t(`vue.orders.status.${order.status}`);
  const counts = new Map<OrderSummary['shipmentStatuses'][number], number>();
  for (const status of order.shipmentStatuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .map(([status, count]) => {
      const text = t(`vue.orders.shipmentStatus.${status}`);
      return count > 1 ? t('vue.orders.statusCount', { status: text, count }) : text;
    })
    .join(', ');
}

/**
 * The order overview: search, period, the page's orders and paging.
 *
 * @example
 * ```tsx
 * <OrderHistory
 *   orders={page.orders}
 *   state={{ page: 1, searchText: '', dateFilter: 'last3months' }}
 *   totalPages={page.pageInfo.totalPages}
 *   years={[2026, 2025]}
 *   hrefFor={orderOverviewPath}
 *   detailHref={(orderId) => routePath('orderDetail', { orderId })}
 *   onStateChange={(next) => navigateTo(orderOverviewPath(next))}
 * />
 * ```
 */
export function OrderHistory({
  orders,
  state,
  totalPages,
  years,
  hrefFor,
  detailHref,
  onStateChange,
}: OrderHistoryProps) {
  const t = useTranslate();
  const dateFormat = useShopDateFormat();
  const id = useId();
  const [searchText, setSearchText] = useState(state.searchText);
  // Back/forward or a link shows another state: the field shows its search.
  useEffect(() => setSearchText(state.searchText), [state.searchText]);
  // A year from the URL the customer has no orders in stays choosable, so the select shows what is filtered.
  const periods = [DEFAULT_ORDER_DATE_FILTER, ...years.map(String)];
  if (!periods.includes(state.dateFilter)) periods.push(state.dateFilter);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onStateChange({ ...state, page: 1, searchText: searchText.trim() });
  };

  return (
    <div className={styles.history}>
      {/* biome-ignore lint/a11y/useSemanticElements: as HeaderSearch, the landmark every screen reader knows. */}
      <form
        className={styles.filters}
        role="search"
        aria-label={t('vue.orders.filters')}
        action={hrefFor({ page: 1, searchText: '', dateFilter: DEFAULT_ORDER_DATE_FILTER })}
        method="get"
        onSubmit={search}
      >
        <label className={styles.field}>
          <span>{t('vue.orders.search')}</span>
          <input
            type="search"
            name={ORDERS_SEARCH_PARAM}
            value={searchText}
            maxLength={ORDER_SEARCH_MAX_LENGTH}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('vue.orders.period')}</span>
          <select
            name={ORDERS_FILTER_PARAM}
            value={state.dateFilter}
            onChange={(event) =>
              onStateChange({
                ...state,
                page: 1,
                searchText: searchText.trim(),
                dateFilter: event.target.value,
              })
            }
          >
            {periods.map((period) => (
              <option key={period} value={period}>
                {period === DEFAULT_ORDER_DATE_FILTER ? t('vue.orders.period.last3months') : period}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t('vue.orders.searchSubmit')}</Button>
      </form>
      {orders.length === 0 ? (
        <p className={styles.empty}>
          {state.searchText ? t('vue.orders.noResults', { query: state.searchText }) : t('vue.orders.empty')}
        </p>
      ) : (
        <ol className={styles.orders}>
          {orders.map((order) => (
            <li key={order.orderId}>
              <article className={styles.order} aria-labelledby={`${id}-${order.orderId}`}>
                <h2 id={`${id}-${order.orderId}`} className={styles.heading}>
                  {t('vue.orders.order', { orderId: order.orderId })}
                </h2>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('vue.orders.orderedAt')}</dt>
                    <dd>
                      <time dateTime={order.orderedAt}>{dateFormat.format(new Date(order.orderedAt))}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('vue.orders.total')}</dt>
                    <dd>{order.totalAmount.stringValue}</dd>
                  </div>
                  <div>
                    <dt>{t('vue.orders.status')}</dt>
                    <dd>{statusSummary(t, order)}</dd>
                  </div>
                </dl>
                <p className={styles.items}>
                  {order.items
                    .map(
                      (item) =>
                        `${t('vue.checkout.summary.quantity', { quantity: item.quantity })} ${item.name}`,
                    )
                    .join(', ')}
                </p>
                <a className={styles.detail} href={detailHref(order.orderId)}>
                  {t('vue.orders.showDetail', { orderId: order.orderId })}
                </a>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        currentPage={state.page}
        totalPages={totalPages}
        hrefFor={(page) => hrefFor({ ...state, page })}
      />
    </div>
  );
}

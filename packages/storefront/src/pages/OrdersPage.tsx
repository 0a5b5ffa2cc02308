// /myaccount/orders (shopping §2 p, q and filter; §4 "Orders"; issue 18 item 4): the customer's order
// history in the account frame. The loader read the URL's state and the page of orders
// (data/orderLoaders.ts); a search or another period is a navigation to its URL (decision 0007), so
// reload and back/forward show the same orders.
import { orderOverviewPath, routePath } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { OrderHistory } from '@ranzen/ui';
import { useNavigateTo } from '../data/navigateTo';
import { usePageData } from '../data/pageData';
import { AccountLayout } from './AccountLayout';

const IN_PAGE = { inPage: true } as const;

export function OrdersPage() {
  const t = useTranslate();
  const { state, page, years } = usePageData('orders');
  const navigateTo = useNavigateTo();
  return (
    <div data-page="orders">
      <AccountLayout current="orders" title={t('vue.orders.headline')}>
        <OrderHistory
          orders={page.orders}
          state={state}
          totalPages={page.pageInfo.totalPages}
          years={years}
          hrefFor={orderOverviewPath}
          detailHref={(orderId) => routePath('orderDetail', { orderId })}
          onStateChange={(next) => navigateTo(orderOverviewPath(next), IN_PAGE)}
        />
      </AccountLayout>
    </div>
  );
}

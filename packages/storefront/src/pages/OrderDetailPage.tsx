// /myaccount/orders/orderdetail?orderId= (shopping §2, §3 "Order"; issue 18 item 4): one order. A logged-in
// customer sees it in the account frame with the way back to the overview; a guest who came with the order's
// hash (the confirmation mail's link) sees the order alone. The returns flow is linked with the order's hash.
import { routePath } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { OrderDetail } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import { AccountLayout } from './AccountLayout';
import styles from './pages.module.css';

export function OrderDetailPage() {
  const t = useTranslate();
  const { order, customer } = usePageData('orderDetail');
  const title = t('vue.orders.order', { orderId: order.orderId });
  const detail = <OrderDetail order={order} returnHref={routePath('returns', { order: order.hash })} />;
  return (
    <div data-page="order-detail">
      {customer ? (
        <AccountLayout current="orders" title={title}>
          <a href={routePath('orders')}>{t('vue.orders.detail.back')}</a>
          {detail}
        </AccountLayout>
      ) : (
        <div className={styles.page}>
          <h1 className={styles.title}>{title}</h1>
          {detail}
        </div>
      )}
    </div>
  );
}

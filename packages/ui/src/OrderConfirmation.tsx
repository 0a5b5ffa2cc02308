// The thank-you page (spec shopping §2 /checkout/confirmation, §7 "thank-you page data"; issue 16 items 6
// and 8): the order number, where the confirmation mail went, the payment method and whether it is paid,
// the addresses, the items and the order's totals with VAT, the order reference and the B2B customer
// number. Everything comes from the order as the API keeps it. The page's layout carries the title
// (vue.checkout.confirmation.title).
import type { MessageKey, OrderPaymentStatus, OrderQuery, ThankYouPageDataQuery } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import { SummaryItemList } from './CheckoutSummary';
import styles from './OrderConfirmation.module.css';
import { OrderAddresses, OrderTotals } from './OrderFacts';
import { PAYMENT_METHOD_TEXT, useCodeText } from './shopText';

export interface OrderConfirmationProps {
  readonly thankYou: NonNullable<ThankYouPageDataQuery['thankYouPageData']>;
  /** The order itself; null while it is not readable (the thank-you data alone is shown then). */
  readonly order: NonNullable<OrderQuery['order']> | null;
  /** Where "continue shopping" goes. */
  readonly continueHref: string;
}

/** What the page says about the money. */
const PAYMENT_STATUS_MESSAGES: Readonly<Partial<Record<OrderPaymentStatus, MessageKey>>> = {
  PAID: 'vue.checkout.confirmation.paid',
  PENDING: 'vue.checkout.confirmation.paymentPending',
};

/**
 * The thank-you page.
 *
 * @example
 * ```tsx
 * <OrderConfirmation thankYou={data.thankYouPageData} order={order} continueHref="/" />
 * ```
 */
export function OrderConfirmation({ thankYou, order, continueHref }: OrderConfirmationProps) {
  const t = useTranslate();
  const codeText = useCodeText();
  const id = useId();
  const statusKey = PAYMENT_STATUS_MESSAGES[thankYou.paymentStatus];
  return (
    <div className={styles.confirmation} data-state={thankYou.paymentStatus}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('vue.checkout.confirmation.orderNumber')}</dt>
          <dd>{thankYou.orderId}</dd>
        </div>
        <div>
          <dt>{t('vue.checkout.confirmation.payment')}</dt>
          <dd>{codeText(PAYMENT_METHOD_TEXT, thankYou.paymentMethod)}</dd>
        </div>
        <div>
          <dt>{t('vue.checkout.confirmation.total')}</dt>
          <dd>{thankYou.totalAmount.stringValue}</dd>
        </div>
        {order?.customerNumber ? (
          <div>
            <dt>{t('vue.checkout.summary.customerNumber')}</dt>
            <dd>{order.customerNumber}</dd>
          </div>
        ) : null}
        {order?.orderReference ? (
          <div>
            <dt>{t('vue.checkout.summary.orderReference')}</dt>
            <dd>{order.orderReference}</dd>
          </div>
        ) : null}
      </dl>
      <p>{t('vue.checkout.confirmation.mail', { email: thankYou.email })}</p>
      {statusKey ? <p className={styles.status}>{t(statusKey)}</p> : null}
      {order ? (
        <>
          <OrderAddresses order={order} />
          <section aria-labelledby={`${id}-items`}>
            <h2 id={`${id}-items`} className={styles.heading}>
              {t('vue.checkout.summary.items')}
            </h2>
            <SummaryItemList
              items={order.items.map((item) => ({
                id: item.itemId,
                name: item.name,
                quantity: item.quantity,
                orderNumber: item.orderNumber,
                totalPrice: item.totalPrice,
              }))}
            />
            <OrderTotals order={order} />
          </section>
        </>
      ) : null}
      <a className={styles.continue} href={continueHref}>
        {t('vue.checkout.confirmation.continue')}
      </a>
    </div>
  );
}

// The order detail /myaccount/orders/orderdetail (shopping §2, §3 "Order": payment method, totals, delivery
// and billing address, e-mail, phone, order reference, comment; shipments with status, carrier, dispatch
// date, invoice link, tracking link and code, cancel reason, items with returnable and already-returned
// flags and a review link; issue 18 item 4). Every fact comes from the API; the invoice link is the
// storefront's own download. When anything can still be returned, the returns flow is linked.
import { hasReturnableItems, type OrderDetailQuery } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useId } from 'react';
import styles from './OrderDetail.module.css';
import { OrderAddresses, OrderTotals } from './OrderFacts';
import { PAYMENT_METHOD_TEXT, useCodeText, useShopDateFormat } from './shopText';

type Order = NonNullable<OrderDetailQuery['order']>;
type Shipment = Order['shipments'][number];
/** What a line shows, in a parcel and in an order not yet split into parcels. */
type Line = Pick<
  Order['items'][number],
  'name' | 'orderNumber' | 'quantity' | 'unitPrice' | 'variantAttributes'
>;

export interface OrderDetailProps {
  readonly order: Order;
  /** The returns flow for this order (its hash); linked only while something can be returned. */
  readonly returnHref: string;
}

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface OrderLineProps {
  readonly item: Line;
  /** Shown under the name (a parcel's returnable and returned flags). */
  readonly flags?: ReactNode;
  /** Shown after the price (a parcel's review link). */
  readonly action?: ReactNode;
}

/** One order line: quantity, name with article number and variant, unit price. */
function OrderLine({ item, flags, action }: OrderLineProps) {
  const t = useTranslate();
  return (
    <li className={styles.item}>
      <span className={styles.quantity}>
        {t('vue.checkout.summary.quantity', { quantity: item.quantity })}
      </span>
      <span className={styles.name}>
        {item.name}
        <small>
          {[
            t('vue.pdp.orderNumber', { orderNumber: item.orderNumber }),
            ...item.variantAttributes.map((attribute) => `${attribute.displayName}: ${attribute.value}`),
          ].join(' · ')}
        </small>
        {flags}
      </span>
      <span className={styles.price}>{item.unitPrice.stringValue}</span>
      {action}
    </li>
  );
}

function Parcel({ shipment }: { readonly shipment: Shipment }) {
  const t = useTranslate();
  const codeText = useCodeText();
  const dateFormat = useShopDateFormat();
  const id = useId();
  const { number } = shipment;
  const cancelled = shipment.status === 'CANCELLED';
  return (
    <section className={styles.parcel} aria-labelledby={id} data-state={shipment.status}>
      <h3 id={id} className={styles.parcelHeading}>
        {t('vue.orders.detail.parcel', { number })}
        <span className={styles.status}>{t(`vue.orders.shipmentStatus.${shipment.status}`)}</span>
      </h3>
      <dl className={styles.facts}>
        <Fact term={t('vue.orders.detail.carrier')}>{codeText('vue.orders.carrier.', shipment.carrier)}</Fact>
        {shipment.dispatchDate ? (
          <Fact term={t('vue.orders.detail.dispatchDate')}>
            <time dateTime={shipment.dispatchDate}>{dateFormat.format(new Date(shipment.dispatchDate))}</time>
          </Fact>
        ) : null}
        {shipment.trackingCode ? (
          <Fact term={t('vue.orders.detail.trackingCode')}>{shipment.trackingCode}</Fact>
        ) : null}
        {shipment.cancelReason ? (
          <Fact term={t('vue.orders.detail.cancelReason')}>
            {codeText('vue.orders.cancelReason.', shipment.cancelReason)}
          </Fact>
        ) : null}
      </dl>
      {shipment.trackingLink || shipment.invoiceLink ? (
        <p className={styles.links}>
          {shipment.trackingLink ? (
            <a href={shipment.trackingLink} target="_blank" rel="noopener noreferrer">
              {t('vue.orders.detail.track', { number })}
            </a>
          ) : null}
          {shipment.invoiceLink ? (
            <a href={shipment.invoiceLink} download>
              {t('vue.orders.detail.invoice', { number })}
            </a>
          ) : null}
        </p>
      ) : null}
      <ul className={styles.items}>
        {shipment.items.map((item) => (
          <OrderLine
            key={`${item.lineNo}-${item.itemId}`}
            item={item}
            flags={
              item.returnable || item.alreadyReturned ? (
                <span className={styles.flags}>
                  {item.returnable ? (
                    <span className={styles.flag}>{t('vue.orders.detail.returnable')}</span>
                  ) : null}
                  {item.alreadyReturned ? (
                    <span className={styles.flag}>
                      {t('vue.orders.detail.returned', { quantity: item.returnedQuantity })}
                    </span>
                  ) : null}
                </span>
              ) : null
            }
            action={
              cancelled ? null : (
                <a className={styles.review} href={item.reviewUrl}>
                  {t('vue.orders.detail.review', { name: item.name })}
                </a>
              )
            }
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The order detail: the order's facts, addresses, parcels and totals.
 *
 * @example
 * ```tsx
 * <OrderDetail order={data.order} returnHref={routePath('returns', { order: data.order.hash })} />
 * ```
 */
export function OrderDetail({ order, returnHref }: OrderDetailProps) {
  const t = useTranslate();
  const codeText = useCodeText();
  const dateFormat = useShopDateFormat();
  const id = useId();
  return (
    <div className={styles.detail} data-state={order.status}>
      <dl className={styles.facts}>
        <Fact term={t('vue.checkout.confirmation.orderNumber')}>{order.orderId}</Fact>
        <Fact term={t('vue.orders.orderedAt')}>
          <time dateTime={order.orderedAt}>{dateFormat.format(new Date(order.orderedAt))}</time>
        </Fact>
        <Fact term={t('vue.orders.status')}>{t(`vue.orders.status.${order.status}`)}</Fact>
        <Fact term={t('vue.checkout.confirmation.payment')}>
          {codeText(PAYMENT_METHOD_TEXT, order.paymentMethod)}
        </Fact>
        <Fact term={t('vue.orders.detail.email')}>{order.email}</Fact>
        {order.phone ? <Fact term={t('vue.orders.detail.phone')}>{order.phone}</Fact> : null}
        {order.customerNumber ? (
          <Fact term={t('vue.checkout.summary.customerNumber')}>{order.customerNumber}</Fact>
        ) : null}
        {order.orderReference ? (
          <Fact term={t('vue.checkout.summary.orderReference')}>{order.orderReference}</Fact>
        ) : null}
        {order.comment ? <Fact term={t('vue.orders.detail.comment')}>{order.comment}</Fact> : null}
      </dl>
      {hasReturnableItems(order) ? (
        <a className={styles.returns} href={returnHref}>
          {t('vue.orders.detail.returnItems')}
        </a>
      ) : null}
      <OrderAddresses order={order} />
      <section aria-labelledby={`${id}-parcels`} className={styles.parcels}>
        <h2 id={`${id}-parcels`} className={styles.heading}>
          {t('vue.orders.detail.parcels')}
        </h2>
        {order.shipments.length === 0 ? (
          <>
            <p>{t('vue.orders.detail.noParcels')}</p>
            <ul className={styles.items}>
              {order.items.map((item) => (
                <OrderLine key={item.itemId} item={item} />
              ))}
            </ul>
          </>
        ) : null}
        {order.shipments.map((shipment) => (
          <Parcel key={shipment.number} shipment={shipment} />
        ))}
      </section>
      <section aria-labelledby={`${id}-totals`}>
        <h2 id={`${id}-totals`} className={styles.heading}>
          {t('vue.orders.detail.totals')}
        </h2>
        <OrderTotals order={order} />
      </section>
    </div>
  );
}

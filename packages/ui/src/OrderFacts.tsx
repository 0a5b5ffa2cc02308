// What the thank-you page and the order detail both show of an order (shopping §3 "Order": delivery and
// billing address, totals), from the OrderFactsFields the two queries share.
import type { OrderFactsFieldsFragment } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import { CartTotals } from './CartTotals';
import { AddressLines } from './CheckoutSummary';
import styles from './OrderConfirmation.module.css';
import { postalAddressLines } from './postalAddress';

type OrderFacts = Pick<OrderFactsFieldsFragment, 'billingAddress' | 'deliveryAddress'>;

/** The billing and the delivery address, side by side, each a region named by its heading. */
export function OrderAddresses({ order }: { readonly order: OrderFacts }) {
  const t = useTranslate();
  const id = useId();
  return (
    <div className={styles.addresses}>
      <section aria-labelledby={`${id}-billing`}>
        <h2 id={`${id}-billing`} className={styles.heading}>
          {t('vue.checkout.summary.billingAddress')}
        </h2>
        <AddressLines lines={postalAddressLines(t, order.billingAddress)} />
      </section>
      <section aria-labelledby={`${id}-delivery`}>
        <h2 id={`${id}-delivery`} className={styles.heading}>
          {t('vue.checkout.summary.deliveryAddress')}
        </h2>
        <AddressLines lines={postalAddressLines(t, order.deliveryAddress)} />
      </section>
    </div>
  );
}

/** The order's totals as the server computed them (an order has no savings line). */
export function OrderTotals({
  order,
}: {
  readonly order: Pick<
    OrderFactsFieldsFragment,
    'subtotal' | 'voucherDiscount' | 'shippingCost' | 'totalAmount' | 'tax'
  >;
}) {
  return (
    <CartTotals
      totals={{
        subtotal: order.subtotal,
        voucherDiscount: order.voucherDiscount,
        shippingCost: order.shippingCost,
        total: order.totalAmount,
        tax: order.tax,
      }}
    />
  );
}

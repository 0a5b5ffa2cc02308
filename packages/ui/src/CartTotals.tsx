// Cart totals (spec shopping §3 "Price/totals", §9 "Shipping costs are shown only when greater than
// 0"). Every amount comes computed from the server; nothing is added up here.
import type { CartFieldsFragment } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import styles from './CartTotals.module.css';

type Totals = CartFieldsFragment['totals'];

/** The cart's totals, or an order's (which has no savings line). */
export interface CartTotalsProps {
  readonly totals: Pick<Totals, 'subtotal' | 'voucherDiscount' | 'shippingCost' | 'total' | 'tax'> &
    Partial<Pick<Totals, 'savings'>>;
}

/**
 * Cart totals.
 *
 * @example
 * ```tsx
 * <CartTotals totals={cart.totals} />
 * ```
 */
export function CartTotals({ totals }: CartTotalsProps) {
  const t = useTranslate();
  return (
    <dl className={styles.totals}>
      <div className={styles.line}>
        <dt>{t('vue.basket.subtotal')}</dt>
        <dd>{totals.subtotal.stringValue}</dd>
      </div>
      {totals.voucherDiscount.amount > 0 ? (
        <div className={styles.line}>
          <dt>{t('vue.cart.voucherDiscount')}</dt>
          <dd>−{totals.voucherDiscount.stringValue}</dd>
        </div>
      ) : null}
      {totals.shippingCost.amount > 0 ? (
        <div className={styles.line}>
          <dt>{t('vue.basket.shipping')}</dt>
          <dd>{totals.shippingCost.stringValue}</dd>
        </div>
      ) : null}
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{t('vue.basket.total')}</dt>
        <dd>{totals.total.stringValue}</dd>
      </div>
      <div className={`${styles.line} ${styles.small}`}>
        <dt>{t('vue.cart.tax')}</dt>
        <dd>{totals.tax.stringValue}</dd>
      </div>
      {totals.savings && totals.savings.amount > 0 ? (
        <div className={`${styles.line} ${styles.savings}`}>
          <dt>{t('vue.cart.savings')}</dt>
          <dd>{totals.savings.stringValue}</dd>
        </div>
      ) : null}
    </dl>
  );
}

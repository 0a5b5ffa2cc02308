// Price display (spec storefront §3.3, §3.7, §5: "A price with raw value 0 is shown as free",
// "Base price is shown per 1,0 unit"). Amounts are printed as the API formats them (stringValue); the
// base price is converted from the API's reference quantity to one unit by sdk-core's basePriceDisplay.
import { basePriceDisplay, type MoneyFieldsFragment } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import styles from './Price.module.css';

export interface PriceProps {
  readonly current: MoneyFieldsFragment;
  /** The struck-through old price ("statt …"), when the product is reduced. */
  readonly old?: MoneyFieldsFragment | null;
  /** Base price per reference quantity ('100 g'), shown per 1,0 unit: 12,68 € / 1,0 kg. Shown only when both are present. */
  readonly basePrice?: MoneyFieldsFragment | null;
  readonly basePriceUnit?: string | null;
  /** Prefix "ab" when variants have different prices (startFromFlag). */
  readonly startFrom?: boolean;
  readonly size?: 'md' | 'lg';
}

/**
 * Price display.
 *
 * @example
 * ```tsx
 * <Price current={item.prices.price} size="lg" />
 * ```
 */
export function Price({
  current,
  old,
  basePrice,
  basePriceUnit,
  startFrom = false,
  size = 'md',
}: PriceProps) {
  const t = useTranslate();
  const { store } = useShop();
  const currentText = current.amount === 0 ? t('vue.price.free') : current.stringValue;
  const reduced = old != null && old.amount > current.amount;
  const base =
    basePrice && basePriceUnit
      ? basePriceDisplay(basePrice.amount, basePriceUnit, store.language, t('vue.price.free'))
      : null;
  return (
    <div className={styles.price} data-size={size}>
      <p className={styles.line}>
        <span className={reduced ? `${styles.current} ${styles.reduced}` : styles.current}>
          {startFrom && current.amount !== 0 ? t('vue.price.from', { price: currentText }) : currentText}
        </span>
        {reduced ? <s className={styles.old}>{t('vue.price.instead', { price: old.stringValue })}</s> : null}
      </p>
      {base ? (
        <p className={styles.base}>{t('vue.price.basePrice', { price: base.price, unit: base.unit })}</p>
      ) : null}
    </div>
  );
}

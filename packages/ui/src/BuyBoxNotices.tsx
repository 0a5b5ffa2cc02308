// The legal and safety notes under the buy box (spec storefront §3.4 "energy efficiency label",
// "right-of-withdrawal info, old electrical device info"; §3.5 "warnings, dangerWarnings", "power
// plug scope and charge", "matrixCodeMessages"; shopping §9 matrix code message names). The API sends
// the matrix code message of the current store only.
import type { ItemDetailFieldsFragment, ProductQuery } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import styles from './BuyBox.module.css';
import { EnergyLabel } from './EnergyLabel';

type Product = NonNullable<ProductQuery['product']>;

export interface BuyBoxNoticesProps {
  readonly product: Pick<
    Product,
    'energyEfficiency' | 'rightOfWithdrawalInfo' | 'oldElectricalDeviceInfo' | 'deliveryInfo'
  >;
  readonly item: Pick<
    ItemDetailFieldsFragment,
    'warnings' | 'dangerWarnings' | 'powerPlugScope' | 'matrixCodeMessages'
  >;
}

/**
 * The legal and safety notes under the buy box.
 *
 * @example
 * ```tsx
 * <BuyBoxNotices product={product} item={item} />
 * ```
 */
export function BuyBoxNotices({ product, item }: BuyBoxNoticesProps) {
  const t = useTranslate();
  const warningsId = useId();
  const dangerId = useId();
  const { energyEfficiency, rightOfWithdrawalInfo, oldElectricalDeviceInfo, deliveryInfo } = product;
  const { warnings, dangerWarnings, powerPlugScope, matrixCodeMessages } = item;

  return (
    <>
      {deliveryInfo ? <p className={styles.note}>{deliveryInfo}</p> : null}
      {matrixCodeMessages.map((message) => (
        <p key={message.key} className={styles.note} data-matrix-code={message.key}>
          {message.message}
        </p>
      ))}
      {energyEfficiency ? <EnergyLabel energyEfficiency={energyEfficiency} /> : null}
      {powerPlugScope ? (
        <div className={styles.powerPlug} data-charger={powerPlugScope.chargerIncluded}>
          <p>
            {t(powerPlugScope.chargerIncluded ? 'vue.pdp.charger.included' : 'vue.pdp.charger.notIncluded')}
          </p>
          {powerPlugScope.minPowerWatts !== null && powerPlugScope.maxPowerWatts !== null ? (
            <p>
              {t('vue.pdp.charger.power', {
                min: powerPlugScope.minPowerWatts,
                max: powerPlugScope.maxPowerWatts,
              })}
              {powerPlugScope.usbPowerDelivery ? ` · ${t('vue.pdp.charger.usbPd')}` : null}
            </p>
          ) : null}
        </div>
      ) : null}
      {dangerWarnings.length > 0 ? (
        <section className={styles.danger} aria-labelledby={dangerId}>
          <h2 id={dangerId} className={styles.noticeHeading}>
            {t('vue.pdp.dangerWarnings')}
          </h2>
          <ul>
            {dangerWarnings.map((warning) => (
              <li key={warning.text} data-code={warning.code ?? undefined}>
                {warning.code ? <strong>{warning.code}: </strong> : null}
                {warning.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {warnings.length > 0 ? (
        <section className={styles.warnings} aria-labelledby={warningsId}>
          <h2 id={warningsId} className={styles.noticeHeading}>
            {t('vue.pdp.warnings')}
          </h2>
          <ul>
            {warnings.map((warning) => (
              <li key={warning.text}>{warning.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {rightOfWithdrawalInfo ? <p className={styles.note}>{rightOfWithdrawalInfo}</p> : null}
      {oldElectricalDeviceInfo ? <p className={styles.note}>{oldElectricalDeviceInfo}</p> : null}
    </>
  );
}

// Where the order goes (spec shopping §3 shippingStep.deliveryType; §4 "Shipper rules": the delivery type
// decides which shippers can deliver): to the billing address, to another address, or to a parcel
// station. Controlled: the host holds the value and applies the rules.
import { DELIVERY_TYPES, type DeliveryType, type MessageKey } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import styles from './checkoutChoice.module.css';

export interface DeliveryTypeChoiceProps {
  readonly value: DeliveryType;
  readonly onChange: (value: DeliveryType) => void;
  readonly disabled?: boolean;
}

const LABELS: Readonly<Record<DeliveryType, MessageKey>> = {
  sameAsBilling: 'vue.checkout.deliveryType.sameAsBilling',
  shippingAddress: 'vue.checkout.deliveryType.shippingAddress',
  packstation: 'vue.checkout.deliveryType.packstation',
};

/**
 * Where the order goes.
 *
 * @example
 * ```tsx
 * <DeliveryTypeChoice value={deliveryType} onChange={setDeliveryType} />
 * ```
 */
export function DeliveryTypeChoice({ value, onChange, disabled = false }: DeliveryTypeChoiceProps) {
  const t = useTranslate();
  const id = useId();
  return (
    <fieldset className={styles.options} data-state={value} disabled={disabled}>
      <legend className={styles.legend}>{t('vue.checkout.deliveryType.legend')}</legend>
      {DELIVERY_TYPES.map((type) => (
        <div key={type} className={styles.option}>
          <input
            id={`${id}-${type}`}
            type="radio"
            name="deliveryType"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <label htmlFor={`${id}-${type}`} className={styles.label}>
            {t(LABELS[type])}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

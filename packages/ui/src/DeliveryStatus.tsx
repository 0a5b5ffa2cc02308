// Delivery status of the shown item (spec storefront §3.5 "delivery status text and colour", §5 "A
// delivery status text meaning 'in stock' gets a green traffic light and the rest of the message is
// shown as a second line. Other texts get a tooltip. The message key is picked by shop host": the
// store profile's inStockMessageKey, the store being the one the host resolved to).
import { deliveryStatusDisplay, type ItemDetailFieldsFragment, type MessageKey } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { useId, useState } from 'react';
import styles from './DeliveryStatus.module.css';

export type TrafficLight = 'green' | 'yellow' | 'red' | 'unknown';

const TRAFFIC_LIGHTS: readonly TrafficLight[] = ['green', 'yellow', 'red'];

export function trafficLight(color: string): TrafficLight {
  const normalised = color.trim().toLowerCase();
  return TRAFFIC_LIGHTS.find((light) => light === normalised) ?? 'unknown';
}

export interface DeliveryStatusProps {
  readonly status: Pick<ItemDetailFieldsFragment['deliveryStatus'], 'text' | 'color'>;
  /** The in-stock message; the store's (its profile's inStockMessageKey) by default. */
  readonly inStockKey?: MessageKey;
}

/**
 * Delivery status of the shown item.
 *
 * @example
 * ```tsx
 * <DeliveryStatus status={item.deliveryStatus} />
 * ```
 */
export function DeliveryStatus({ status, inStockKey }: DeliveryStatusProps) {
  const { store } = useShop();
  const t = useTranslate();
  const tipId = useId();
  const [tipOpen, setTipOpen] = useState(false);
  const display = deliveryStatusDisplay(status.text, t(inStockKey ?? store.inStockMessageKey));
  // An in-stock text is green whatever the colour field says; other texts keep their colour.
  const light: TrafficLight = display.inStock ? 'green' : trafficLight(status.color);
  return (
    <div className={styles.delivery} data-light={light} data-in-stock={display.inStock}>
      <span className={styles.dot} aria-hidden="true" />
      <p className={styles.text}>
        <span className={styles.first}>{display.inStock ? display.headline : display.text}</span>
        {display.inStock && display.secondLine ? (
          <span className={styles.second}>{display.secondLine}</span>
        ) : null}
      </p>
      {display.inStock ? null : (
        <span className={styles.tip}>
          <button
            type="button"
            className={styles.tipButton}
            aria-label={t('vue.deliveryStatus.info')}
            aria-describedby={tipId}
            aria-expanded={tipOpen}
            onClick={() => setTipOpen(true)}
            onFocus={() => setTipOpen(true)}
            onMouseEnter={() => setTipOpen(true)}
            onMouseLeave={() => setTipOpen(false)}
            onBlur={() => setTipOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setTipOpen(false);
            }}
          >
            <span aria-hidden="true">i</span>
          </button>
          {/* In the DOM while closed too, so the button's description is always there. */}
          <span id={tipId} role="tooltip" className={styles.tooltip} data-open={tipOpen}>
            {t('vue.deliveryStatus.tooltip')}
          </span>
        </span>
      )}
    </div>
  );
}

// Delivery status of the shown item (spec storefront §3.5 "delivery status text and colour", §5 "A
// delivery status text meaning 'in stock' gets a green traffic light and the rest of the message is
// shown as a second line. Other texts get a tooltip.").
import type { DeliveryStatus as DeliveryStatusFields } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId, useState } from 'react';
import styles from './DeliveryStatus.module.css';

export type TrafficLight = 'green' | 'yellow' | 'red' | 'unknown';

const TRAFFIC_LIGHTS: readonly TrafficLight[] = ['green', 'yellow', 'red'];

export function trafficLight(color: string): TrafficLight {
  const normalised = color.trim().toLowerCase();
  return TRAFFIC_LIGHTS.find((light) => light === normalised) ?? 'unknown';
}

/**
 * Spec storefront §5: an 'in stock' text gets a green light and the rest of the message is shown
 * as a second line ("Sofort lieferbar, in 1-3 Werktagen bei Ihnen").
 */
export function deliveryLines(text: string, light: TrafficLight): readonly [string, string | null] {
  const comma = text.indexOf(',');
  if (light !== 'green' || comma === -1) return [text, null];
  return [text.slice(0, comma).trim(), text.slice(comma + 1).trim() || null];
}

export interface DeliveryStatusProps {
  readonly status: Pick<DeliveryStatusFields, 'text' | 'color'>;
}

export function DeliveryStatus({ status }: DeliveryStatusProps) {
  const t = useTranslate();
  const tipId = useId();
  const [tipOpen, setTipOpen] = useState(false);
  const light = trafficLight(status.color);
  const [first, second] = deliveryLines(status.text, light);
  return (
    <div className={styles.delivery} data-light={light}>
      <span className={styles.dot} aria-hidden="true" />
      <p className={styles.text}>
        <span className={styles.first}>{first}</span>
        {second ? <span className={styles.second}>{second}</span> : null}
      </p>
      {light === 'green' ? null : (
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

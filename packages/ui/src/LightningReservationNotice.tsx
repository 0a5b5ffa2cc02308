// How long the cart's lightning deals stay reserved (spec shopping §3 "Lightning reservation", §4
// "Lightning deals": countdown, refresh at expiry; §9 display bands via sdk-core countdownDisplay).
import { countdownDisplay } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { countdownText } from './LightningCountdown';
import styles from './LightningReservationNotice.module.css';

export interface LightningReservationNoticeProps {
  /** The lightning-reservation machine's state (counting, refreshing, ...). */
  readonly state: string;
  readonly remainingMs: number;
}

/**
 * How long the cart's lightning deals stay reserved.
 *
 * @example
 * ```tsx
 * const { state, remainingMs } = useLightningReservation(cartId, reservation);
 * <LightningReservationNotice state={state} remainingMs={remainingMs} />
 * ```
 */
export function LightningReservationNotice({ state, remainingMs }: LightningReservationNoticeProps) {
  const t = useTranslate();
  if (state !== 'counting' && state !== 'extending' && state !== 'refreshing') return null;
  const time = countdownText(countdownDisplay(remainingMs, 0), t);
  return (
    <p className={styles.notice} data-state={state}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
      </svg>
      {/* Not a live region: it changes every second. */}
      <span>{t('vue.lightning.reservation.timeLeft', { time })}</span>
    </p>
  );
}

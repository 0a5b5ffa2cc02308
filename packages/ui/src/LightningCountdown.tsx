// Lightning deal countdown (spec shopping §4 "The countdown ticks every second and is over at zero or
// less, after which lightning data is refetched", §9 display bands; the format is sdk-core's
// countdownDisplay). The server cannot know the visitor's clock, so the time is shown after mounting.
import {
  COUNTDOWN_TICK_MS,
  type CountdownDisplay,
  countdownDisplay,
  isCountdownOver,
} from '@ranzen/sdk-core';
import { type Translate, useTranslate } from '@ranzen/sdk-react';
import { useEffect, useRef, useState } from 'react';
import styles from './LightningDeal.module.css';

export interface LightningCountdownProps {
  /** End of the deal, epoch milliseconds. */
  readonly untilMs: number;
  /** Called once when the countdown is over (the host refetches the lightning data). */
  readonly onEnd?: () => void;
  /** The clock; Date.now by default (stories and tests pass their own). */
  readonly now?: () => number;
}

export function countdownText(display: CountdownDisplay, t: Translate): string {
  switch (display.kind) {
    case 'days':
      return t('vue.lightning.countdown.days', { days: display.days });
    case 'minutes':
      return t('vue.lightning.countdown.minutes', { time: display.text });
    case 'hours':
    case 'over':
      return display.text;
  }
}

/**
 * Lightning deal countdown.
 *
 * @example
 * ```tsx
 * <LightningCountdown untilMs={Date.parse(deal.endDate)} />
 * ```
 */
export function LightningCountdown({ untilMs, onEnd, now = Date.now }: LightningCountdownProps) {
  const t = useTranslate();
  const [nowMs, setNowMs] = useState<number | null>(null);
  const ended = useRef(false);
  const callbacks = useRef({ onEnd, now });
  callbacks.current = { onEnd, now };

  useEffect(() => {
    ended.current = false;
    const tick = () => {
      const current = callbacks.current.now();
      setNowMs(current);
      if (!ended.current && isCountdownOver(untilMs, current)) {
        ended.current = true;
        clearInterval(timer);
        callbacks.current.onEnd?.();
      }
    };
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    tick();
    return () => clearInterval(timer);
  }, [untilMs]);

  const display = nowMs === null ? null : countdownDisplay(untilMs, nowMs);
  return (
    <span className={styles.countdown} data-kind={display?.kind}>
      <span className={styles.countdownLabel}>{t('vue.lightning.endsIn')}</span>{' '}
      {/* The ticking value is not a live region: a screen reader would hear it every second. */}
      <time className={styles.countdownValue} dateTime={new Date(untilMs).toISOString()}>
        {display ? countdownText(display, t) : '\u00a0'}
      </time>
    </span>
  );
}

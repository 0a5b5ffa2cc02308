// What a flyout shows while its chunk loads on first open (DESIGN §6: flyouts are not first-load
// code): a polite status, so a screen reader hears that something is coming. The text appears only
// when the wait lasts longer than the async loading delay (spec storefront §9, 200 ms), so a chunk
// from the cache never flashes a loading line.
import { ASYNC_LOADING_DELAY_MS } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useEffect, useState } from 'react';
import styles from './FlyoutPending.module.css';

export interface FlyoutPendingProps {
  /** Floats at the flyout's place (top right) instead of filling a panel that is already there. */
  readonly floating?: boolean;
}

export function FlyoutPending({ floating = false }: FlyoutPendingProps) {
  const t = useTranslate();
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDelayPassed(true), ASYNC_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p role="status" className={floating ? `${styles.pending} ${styles.floating}` : styles.pending}>
      {delayPassed ? t('vue.loading') : null}
    </p>
  );
}

// What a flyout shows while its chunk loads on first open (DESIGN §6: flyouts are not first-load
// code): a polite status, so a screen reader hears that something is coming.
import { useTranslate } from '@ranzen/sdk-react';
import styles from './FlyoutPending.module.css';

export interface FlyoutPendingProps {
  /** Floats at the flyout's place (top right) instead of filling a panel that is already there. */
  readonly floating?: boolean;
}

export function FlyoutPending({ floating = false }: FlyoutPendingProps) {
  const t = useTranslate();
  return (
    <p role="status" className={floating ? `${styles.pending} ${styles.floating}` : styles.pending}>
      {t('vue.loading')}
    </p>
  );
}

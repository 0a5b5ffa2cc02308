// The prime member marker of the header and the account flyout (spec shopping §6 "prime member (status
// not NONE, shown with a marker)"). A module of its own: the header is in every page's first load, the
// offer and waiting list forms of Prime.tsx are not (DESIGN §6, decision 0008).
import { type PrimeStatus, primeMarker } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import styles from './Prime.module.css';

export interface PrimeMarkerProps {
  readonly status: PrimeStatus;
}

/**
 * The prime marker: shown for every status but NONE.
 *
 * @example
 * ```tsx
 * <PrimeMarker status={customer.primeInfo.status} />
 * ```
 */
export function PrimeMarker({ status }: PrimeMarkerProps) {
  const t = useTranslate();
  const key = primeMarker(status);
  if (!key) return null;
  return (
    <span className={styles.marker} data-prime-status={status}>
      {t(key)}
    </span>
  );
}

// The primecheckout layout (spec shopping §2 "Layouts: ... primecheckout"): the prime checkout and its
// confirmation in one narrow column under the page frame, without the shop checkout's steps (a
// membership has no cart, shipping or summary step).
import type { ReactNode } from 'react';
import styles from './PrimeCheckoutLayout.module.css';

export function PrimeCheckoutLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.column} data-layout="primecheckout">
      {children}
    </div>
  );
}

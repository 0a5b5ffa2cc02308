// The resetpassword layout (spec shopping §2 "Layouts: ... resetpassword"): the reset and new-password
// pages in one narrow column under the page frame, without the account navigation (their visitors
// are not logged in).
import type { ReactNode } from 'react';
import styles from './ResetPasswordLayout.module.css';

export function ResetPasswordLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.column} data-layout="resetpassword">
      {children}
    </div>
  );
}

// The empty layout (spec storefront §2.1 "Layouts"; /cf/test): the page alone, without header,
// navigation or footer, still with a main landmark and the toast region.
import { MAIN_CONTENT_ID, ToastRegion } from '@ranzen/ui';
import type { ReactNode } from 'react';
import styles from './pages.module.css';

export interface EmptyLayoutProps {
  readonly children: ReactNode;
}

export function EmptyLayout({ children }: EmptyLayoutProps) {
  return (
    <main id={MAIN_CONTENT_ID} className={styles.emptyLayout} tabIndex={-1}>
      {children}
      <ToastRegion />
    </main>
  );
}

import { useShop, useTranslate } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import styles from './PageShell.module.css';

export interface PageShellProps {
  /** Usually `<Header cartCount={…} />`. */
  readonly header: ReactNode;
  readonly children: ReactNode;
  /**
   * The full site footer, usually `<Footer … />`; it renders its own
   * contentinfo landmark. Without it the shell shows a minimal copyright footer (stories, tests).
   */
  readonly footer?: ReactNode;
  /** Year in the copyright line; the current year by default (fixed in stories and tests). */
  readonly year?: number;
}

export const MAIN_CONTENT_ID = 'main';

/**
 * Page frame: skip link, header, main landmark and the footer (a minimal one when none is given).
 *
 * @example
 * ```tsx
 * <PageShell header={<Header cartCount={count} />} footer={<Footer data={footer} paymentIcons={[]} deliveryIcons={[]} />}>
 *   <ProductGrid products={products} />
 * </PageShell>
 * ```
 */
export function PageShell({ header, footer, children, year = new Date().getFullYear() }: PageShellProps) {
  const { store } = useShop();
  const t = useTranslate();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('vue.skipToContent')}
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer ?? (
        <footer className={styles.footer}>
          <div className={styles.footerInner}>
            <p>{t('vue.footer.copyright', { year, brand: store.brand.name })}</p>
          </div>
        </footer>
      )}
    </div>
  );
}

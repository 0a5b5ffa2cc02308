// The checkout layout of the basket (spec shopping §2 "Layouts: ... checkout"; storefront §2.5: the
// header stays, its selling points are hidden on the basket page). It names the checkout steps
// (§4 "Checkout steps") with the current one marked, and puts the summary beside the main column.
// The steps after the basket are not built yet; they are shown, not linked (docs/not-shown.md).
import { useTranslate } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import styles from './CheckoutLayout.module.css';

export const CHECKOUT_STEPS = ['basket', 'login', 'shipping', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const STEP_LABELS = {
  basket: 'vue.checkout.step.basket',
  login: 'vue.checkout.step.login',
  shipping: 'vue.checkout.step.shipping',
  payment: 'vue.checkout.step.payment',
  summary: 'vue.checkout.step.summary',
} as const;

export interface CheckoutLayoutProps {
  readonly step: CheckoutStep;
  readonly title: string;
  /** The main column (positions). */
  readonly children: ReactNode;
  /** The side column (vouchers, totals); omitted for an empty cart. */
  readonly summary?: ReactNode;
}

export function CheckoutLayout({ step, title, children, summary }: CheckoutLayoutProps) {
  const t = useTranslate();
  return (
    <div className={styles.checkout} data-layout="checkout">
      <nav aria-label={t('vue.checkout.steps')}>
        <ol className={styles.steps}>
          {CHECKOUT_STEPS.map((name, index) => (
            <li key={name} className={styles.step} aria-current={name === step ? 'step' : undefined}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {t(STEP_LABELS[name])}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      <div className={summary ? styles.columns : undefined}>
        <div className={styles.main}>{children}</div>
        {summary ? (
          <aside className={styles.summary} aria-label={t(STEP_LABELS.summary)}>
            {summary}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

// The checkout layout of the basket and the checkout steps (spec shopping §2 "Layouts: ... checkout";
// storefront §2.5: the header stays, its selling points are hidden on the basket page). It names the
// steps (§4 "Checkout steps": sdk-core's CHECKOUT_LAYOUT_STEPS, the one list) with the current one
// marked, leaves out the payment step where the store has none (§6 B2B), and puts the summary beside
// the main column. The steps are shown, not linked: each step's guard decides where a visitor may go.
import {
  CHECKOUT_LAYOUT_STEPS,
  type CheckoutLayoutStep,
  type CheckoutStep,
  type MessageKey,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import styles from './CheckoutLayout.module.css';

const STEP_LABELS: Readonly<Record<CheckoutLayoutStep, MessageKey>> = {
  basket: 'vue.checkout.step.basket',
  login: 'vue.checkout.step.login',
  shipping: 'vue.checkout.step.shipping',
  payment: 'vue.checkout.step.payment',
  summary: 'vue.checkout.step.summary',
};

export interface CheckoutLayoutProps {
  /** The page's step; the confirmation marks none. */
  readonly step: CheckoutLayoutStep | CheckoutStep;
  readonly title: string;
  /** The main column (positions). */
  readonly children: ReactNode;
  /** The side column (vouchers, totals); omitted for an empty cart. */
  readonly summary?: ReactNode;
}

export function CheckoutLayout({ step, title, children, summary }: CheckoutLayoutProps) {
  const t = useTranslate();
  const { store } = useShop();
  const steps = CHECKOUT_LAYOUT_STEPS.filter((name) => name !== 'payment' || store.features.paymentStep);
  return (
    <div className={styles.checkout} data-layout="checkout">
      <nav aria-label={t('vue.checkout.steps')}>
        <ol className={styles.steps}>
          {steps.map((name, index) => (
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

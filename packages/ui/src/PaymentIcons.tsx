// The footer's payment and delivery methods strip (spec storefront §2.8). Which icons show is decided
// by the sdk-core rules footerPaymentIcons / footerDeliveryIcons; this only draws them.
import type { FooterDeliveryIcon, FooterPaymentIcon } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type ReactElement, useId } from 'react';
import styles from './PaymentIcons.module.css';

export interface PaymentIconsProps {
  readonly paymentIcons: readonly FooterPaymentIcon[];
  readonly deliveryIcons: readonly FooterDeliveryIcon[];
}

/**
 * Two labelled lists of text badges with a neutral glyph each (no third-party logos).
 *
 * @example
 * ```tsx
 * <PaymentIcons paymentIcons={footerPaymentIcons(parameters)} deliveryIcons={footerDeliveryIcons(parameters)} />
 * ```
 */
export function PaymentIcons({ paymentIcons, deliveryIcons }: PaymentIconsProps) {
  const t = useTranslate();
  const paymentId = useId();
  const deliveryId = useId();
  return (
    <div className={styles.strip}>
      {paymentIcons.length > 0 ? (
        <div className={styles.group}>
          <h2 id={paymentId} className={styles.heading}>
            {t('vue.footer.payment')}
          </h2>
          <ul className={styles.list} aria-labelledby={paymentId}>
            {paymentIcons.map((icon) => (
              <li key={icon} className={styles.badge} data-icon={icon}>
                <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  {PAYMENT_GLYPHS[icon]}
                </svg>
                <span>{t(`vue.footer.payment.${icon}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {deliveryIcons.length > 0 ? (
        <div className={styles.group}>
          <h2 id={deliveryId} className={styles.heading}>
            {t('vue.footer.delivery')}
          </h2>
          <ul className={styles.list} aria-labelledby={deliveryId}>
            {deliveryIcons.map((icon) => (
              <li key={icon} className={styles.badge} data-icon={icon}>
                <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  {DELIVERY_GLYPHS[icon]}
                </svg>
                <span>{t(`vue.footer.delivery.${icon}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const wallet = (
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2.5" />
    <circle cx="16" cy="13.5" r="1.2" />
  </>
);

const card = (
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2.5" />
    <path d="M2.5 10h19M6 15h4" />
  </>
);

const PAYMENT_GLYPHS: Readonly<Record<FooterPaymentIcon, ReactElement>> = {
  wallet,
  'wallet-2': wallet,
  invoice: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 11h7M9 14.5h7M9 18h4" />
    </>
  ),
  'e-invoice': (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9.5 12.5l-2 2 2 2M15.5 12.5l2 2-2 2M13.2 11.5l-1.4 6" />
    </>
  ),
  card,
  'card-2': card,
  twint: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3M9.5 9.5h5M12 9.5v5" />
    </>
  ),
};

const truck = (
  <>
    <path d="M2.5 6h11v10h-11zM13.5 9.5h4l3 3.5V16h-7z" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="16.5" cy="17.5" r="1.8" />
  </>
);

const DELIVERY_GLYPHS: Readonly<Record<FooterDeliveryIcon, ReactElement>> = {
  'carrier-a': truck,
  'carrier-b': truck,
  'carrier-c': (
    <>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </>
  ),
  'national-post': (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
};

// Selling-point sliders (spec storefront §2.5 "Selling-point sliders"): toy safety, advantages and
// hotline, each with an info panel that opens on hover or focus (and on click, for touch). On phones
// the three scroll sideways as a slider.
import {
  type ContentPageId,
  centsToAmount,
  contentPagePath,
  formatPrice,
  type MessageKey,
  type StoreFamily,
} from '@ranzen/sdk-core';
import { useRenderedText, useShop, useTranslate } from '@ranzen/sdk-react';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import styles from './SellingPoints.module.css';

type SellingPointId = 'toySafety' | 'advantages' | 'hotline';

interface SellingPoint {
  readonly id: SellingPointId;
  readonly title: MessageKey;
  readonly info: MessageKey;
}

const SELLING_POINTS: readonly SellingPoint[] = [
  { id: 'toySafety', title: 'vue.sellingPoints.toySafety', info: 'vue.sellingPoints.toySafetyInfo' },
  { id: 'advantages', title: 'vue.sellingPoints.advantages', info: 'vue.sellingPoints.advantagesInfo' },
  { id: 'hotline', title: 'vue.sellingPoints.hotline', info: 'vue.sellingPoints.hotlineInfo' },
];

interface SellingPointLink {
  readonly page: ContentPageId;
  readonly label: MessageKey;
}

/**
 * The page each family's selling points link (the other service pages): the consumer shop its
 * toy safety page, the B2B shop its own product safety and advantages pages. A point without a page
 * shows its info alone.
 */
export const SELLING_POINT_LINKS: Readonly<
  Record<StoreFamily, Partial<Record<SellingPointId, SellingPointLink>>>
> = {
  consumer: { toySafety: { page: 'toySafety', label: 'vue.sellingPoints.toySafetyLink' } },
  b2b: {
    toySafety: { page: 'productSafety', label: 'vue.sellingPoints.productSafetyLink' },
    advantages: { page: 'advantages', label: 'vue.sellingPoints.advantagesLink' },
  },
};

export interface SellingPointsProps {
  /** The hotline number in the hotline's info; the store's (its profile's contact) when absent. */
  readonly hotline?: string;
}

/**
 * Selling-point sliders.
 *
 * @example
 * ```tsx
 * <SellingPoints />
 * ```
 */
export function SellingPoints({ hotline }: SellingPointsProps) {
  const { store } = useShop();
  const t = useTranslate();
  const phone = hotline ?? store.contact.hotline;
  // The free-shipping threshold is the rule the API charges by, so the promise and the cart agree. The
  // browser hydrates with the server's text: formatting it would start Intl on every page (DESIGN §6).
  const freeShippingFrom = useRenderedText('text:freeShippingFrom', () =>
    formatPrice(centsToAmount(store.shipping.rule.freeFromCents), store.language, t('vue.price.free')),
  );
  return (
    <section className={styles.sellingPoints} aria-label={t('vue.sellingPoints.label')}>
      <ul className={styles.slider}>
        {SELLING_POINTS.map((point) => (
          <SellingPointItem key={point.id} point={point} phone={phone} amount={freeShippingFrom} />
        ))}
      </ul>
    </section>
  );
}

interface SellingPointItemProps {
  readonly point: SellingPoint;
  readonly phone: string;
  /** The free-shipping threshold, formatted for the store. */
  readonly amount: string;
}

function SellingPointItem({ point, phone, amount }: SellingPointItemProps) {
  const { store } = useShop();
  const t = useTranslate();
  const link = SELLING_POINT_LINKS[store.family][point.id];
  const href = link ? contentPagePath(store, link.page) : undefined;
  const infoId = useId();
  const [open, setOpen] = useState(false);
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      event.currentTarget.querySelector('button')?.focus();
    }
  };
  return (
    <li
      className={styles.point}
      data-point={point.id}
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={(event) => {
        // Only focus arriving from outside opens it; Escape moves focus back inside, closed.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={infoId}
        onClick={() => setOpen((value) => !value)}
      >
        <CheckIcon />
        {t(point.title, { amount })}
      </button>
      <div id={infoId} className={styles.info} hidden={!open}>
        <p>{t(point.info, { phone })}</p>
        {point.id === 'hotline' ? (
          <a className={styles.link} href={`tel:${phone.replace(/\s/g, '')}`}>
            {phone}
          </a>
        ) : null}
        {link && href ? (
          <a className={styles.link} href={href}>
            {t(link.label)}
          </a>
        ) : null}
      </div>
    </li>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

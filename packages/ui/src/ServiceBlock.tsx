// Header service and trust block (spec storefront §2.5, §1): consumer stores link to advice and show
// the trusted-shop badge; the B2B store shows the hotline and e-mail teasers from the embedded
// teasers data. One renderer per store family, chosen from a table.
import type { StoreFamily } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import type { ComponentType } from 'react';
import styles from './ServiceBlock.module.css';

export const ADVICE_URL = '/beratung/';

/** A B2B service teaser (from the page's embedded teasers): hotline or e-mail. */
export interface ServiceTeaser {
  readonly kind: 'hotline' | 'email';
  readonly headline: string;
  readonly text: string;
  /** `tel:` or `mailto:` link. */
  readonly href: string;
}

export interface ServiceBlockProps {
  /** B2B: the hotline and e-mail teasers. Ignored by consumer stores. */
  readonly teasers?: readonly ServiceTeaser[];
  /** Consumer: where the trusted-shop badge links (the certificate page). */
  readonly trustBadgeUrl?: string;
}

const SERVICE_BLOCK_BY_FAMILY: Readonly<Record<StoreFamily, ComponentType<ServiceBlockProps>>> = {
  consumer: ConsumerServiceBlock,
  b2b: B2bServiceBlock,
};

/**
 * Header service and trust block.
 *
 * @example
 * ```tsx
 * <ServiceBlock />
 * ```
 */
export function ServiceBlock(props: ServiceBlockProps) {
  const { store } = useShop();
  const Block = SERVICE_BLOCK_BY_FAMILY[store.family];
  return <Block {...props} />;
}

function ConsumerServiceBlock({ trustBadgeUrl }: ServiceBlockProps) {
  const t = useTranslate();
  const badge = (
    <>
      <svg className={styles.seal} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14" />
        <path d="M10 16.5l4 4 8-9" />
      </svg>
      <span className={styles.badgeText}>{t('vue.header.trustBadge')}</span>
    </>
  );
  return (
    <ul className={styles.block} aria-label={t('vue.header.service')}>
      <li>
        <a className={styles.item} href={ADVICE_URL}>
          {t('vue.header.advice')}
        </a>
      </li>
      <li>
        {trustBadgeUrl ? (
          <a className={styles.badge} href={trustBadgeUrl}>
            {badge}
          </a>
        ) : (
          <span className={styles.badge}>{badge}</span>
        )}
      </li>
    </ul>
  );
}

function B2bServiceBlock({ teasers = [] }: ServiceBlockProps) {
  const t = useTranslate();
  if (teasers.length === 0) return null;
  return (
    <ul className={styles.block} aria-label={t('vue.header.service')}>
      {teasers.map((teaser) => (
        <li key={teaser.kind + teaser.href}>
          <a className={styles.teaser} href={teaser.href} data-kind={teaser.kind}>
            <span className={styles.teaserHeadline}>{teaser.headline}</span>
            <span className={styles.teaserText}>{teaser.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

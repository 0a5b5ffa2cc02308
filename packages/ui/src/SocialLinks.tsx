// Footer social links (spec storefront §2.8 "Social links"; §1 "social links differ" for B2B).
// Which networks a shop links to is store-family configuration, like the brand (the store profile's `brand`).
import type { StoreConfig, StoreFamily } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import type { ReactElement } from 'react';
import a11y from './a11y.module.css';
import styles from './SocialLinks.module.css';

export type SocialNetwork =
  | 'network'
  | 'photos'
  | 'pinboard'
  | 'video'
  | 'blog'
  | 'proNetwork'
  | 'businessNetwork';

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly url: string;
}

/** Consumer: a social network, photo sharing, a pinboard, a video network and a blog; B2B: two professional networks. */
export const SOCIAL_LINKS_BY_FAMILY: Readonly<Record<StoreFamily, readonly SocialLink[]>> = {
  consumer: [
    { network: 'network', url: 'https://social.example/ranzen' },
    { network: 'photos', url: 'https://photos.example/ranzen' },
    { network: 'pinboard', url: 'https://pinboard.example/ranzen' },
    { network: 'video', url: 'https://video.example/@ranzen' },
    { network: 'blog', url: 'https://blog.ranzen.example/' },
  ],
  b2b: [
    { network: 'proNetwork', url: 'https://career-network.example/company/ranzen-education' },
    { network: 'businessNetwork', url: 'https://business-network.example/companies/ranzen-education' },
  ],
};

export function socialLinksFor(store: StoreConfig): readonly SocialLink[] {
  return SOCIAL_LINKS_BY_FAMILY[store.family];
}

export interface SocialLinksProps {
  readonly links: readonly SocialLink[];
  /** Id of the visible heading that names the list. */
  readonly labelledBy?: string;
  /** Called with the link's name and URL before the browser follows it. */
  readonly onLinkClick?: (label: string, url: string) => void;
}

/**
 * Icon-only links to the shop's social profiles; each opens in a new window.
 *
 * @example
 * ```tsx
 * <SocialLinks links={brand.socialLinks} />
 * ```
 */
export function SocialLinks({ links, labelledBy, onLinkClick }: SocialLinksProps) {
  const { store } = useShop();
  const t = useTranslate();
  const brand = store.brand.name;
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {links.map(({ network, url }) => {
        const label = t(`vue.footer.social.${network}`, { brand });
        return (
          <li key={network}>
            <a
              className={styles.link}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-network={network}
              onClick={() => onLinkClick?.(label, url)}
            >
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {ICONS[network]}
              </svg>
              <span className={a11y.visuallyHidden}>{t('vue.footer.newWindow', { label })}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Neutral glyphs (no third-party logos), drawn on a 24x24 grid with strokes. */
const ICONS: Readonly<Record<SocialNetwork, ReactElement>> = {
  network: (
    <>
      <circle cx="8" cy="9" r="3" />
      <circle cx="16.5" cy="9.5" r="2.5" />
      <path d="M2.5 19c.8-3.2 3-5 5.5-5s4.7 1.8 5.5 5M13.5 14.6c.9-.7 1.9-1.1 3-1.1 2.2 0 4 1.5 4.7 4.5" />
    </>
  ),
  photos: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="3" />
      <circle cx="12" cy="13" r="3.5" />
      <path d="M8 6l1.5-2.5h5L16 6" />
    </>
  ),
  pinboard: (
    <>
      <path d="M9 3h6l-1 5 3 4H7l3-4z" />
      <path d="M12 12v9" />
    </>
  ),
  video: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" />
    </>
  ),
  blog: (
    <>
      <path d="M5 4h10l4 4v12H5z" />
      <path d="M8 11h8M8 14.5h8M8 18h5" />
    </>
  ),
  proNetwork: (
    <>
      <rect x="3" y="8" width="18" height="12" rx="2.5" />
      <path d="M9 8V6a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 6v2M3 13h18" />
    </>
  ),
  businessNetwork: (
    <>
      <circle cx="6" cy="6" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="12" cy="18" r="2.5" />
      <path d="M8.3 7.2l2.6 8.4M15.7 7.2l-2.6 8.4M8.5 6h7" />
    </>
  ),
};

// Footer (spec storefront §2.8; data §3.12; the footer grid's CMS rows from §7 "footer grid by pageId";
// selling-point image 94x96 from §9; consumer/B2B differences from §1). Which payment and delivery icons show is decided by the caller with the
// sdk-core rules footerPaymentIcons / footerDeliveryIcons; the component holds no business rules.
import {
  CONTACT_FORM_PATH,
  contentPagePath,
  type FooterDataQuery,
  type FooterDeliveryIcon,
  type FooterPaymentIcon,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import a11y from './a11y.module.css';
import { type CmsRow, CmsRows } from './CmsRows';
import { safeHref, safeImageSrc } from './cmsTeaser';
import styles from './Footer.module.css';
import { Logo } from './Logo';
import { PaymentIcons } from './PaymentIcons';
import { RichText } from './RichText';
import { SocialLinks, socialLinksFor } from './SocialLinks';

export type FooterData = FooterDataQuery['footerData'];
type FooterBlock = FooterData['links'][number];
type FooterUsp = FooterData['usps'][number];

/** Tracking payload for a footer or social link click. */
export interface FooterTrackEvent {
  readonly area: 'footer';
  readonly label: string;
  readonly url: string;
}

export interface FooterProps {
  readonly data: FooterData;
  /** Output of `footerPaymentIcons(...)`. */
  readonly paymentIcons: readonly FooterPaymentIcon[];
  /** Output of `footerDeliveryIcons(...)`. */
  readonly deliveryIcons: readonly FooterDeliveryIcon[];
  /** Called for every link click in the footer, social links included. */
  readonly onTrack?: (event: FooterTrackEvent) => void;
  /** Year in the copyright line; the current year by default (fixed in stories and tests). */
  readonly year?: number;
  /**
   * Reopens the cookie-consent banner ("Cookie-Einstellungen" beside the legal links); the button is
   * passed so focus can return to it.
   */
  readonly onConsentSettings?: (opener: HTMLButtonElement) => void;
  /** The footer grid's CMS rows (the FooterGrid query), shown above the legal links. */
  readonly grid?: readonly CmsRow[];
  /**
   * `checkout`: the checkout's footer, with the grid, the legal links and the copyright only (no selling
   * points, link sections, social links, quality badge or payment strip). `shop` by default.
   */
  readonly variant?: 'shop' | 'checkout';
}

/** The contact form's path (sdk-core's CONTACT_FORM_PATH, where the route is declared). */
export const CONTACT_FORM_URL = CONTACT_FORM_PATH;
/** Link blocks of this type are the footer's bottom links; all others are collapsible sections. */
export const BOTTOM_LINKS_TYPE = 'Bottom Links';
/** Footer selling-point image 94x96. */
export const FOOTER_USP_IMAGE_WIDTH = 94;
export const FOOTER_USP_IMAGE_HEIGHT = 96;

/**
 * The page footer: service links, selling points, payment and delivery icons, social links, the footer
 * grid's CMS rows; in the checkout (`variant="checkout"`) the grid and the legal links alone.
 *
 * @example
 * ```tsx
 * <Footer data={footer} paymentIcons={footerPaymentIcons(parameters)} deliveryIcons={footerDeliveryIcons(parameters)} />
 * ```
 */
export function Footer({
  data,
  paymentIcons,
  deliveryIcons,
  onTrack,
  year = new Date().getFullYear(),
  onConsentSettings,
  grid = [],
  variant = 'shop',
}: FooterProps) {
  const { store } = useShop();
  const t = useTranslate();
  const { brand } = store;
  // Spec storefront §1: "the quality badge and the payment strip are not shown" in the B2B shop.
  const { features } = store;
  // The quality badge links the "shop safely" page in the store's language.
  const qualityPromiseUrl = contentPagePath(store, 'safeShopping');
  const headingIds = { usps: useId(), social: useId(), quality: useId() };
  const track = (label: string, url: string) => onTrack?.({ area: 'footer', label, url });

  const sections = data.links.filter((block) => block.type !== BOTTOM_LINKS_TYPE);
  const bottomLinks = data.links
    .filter((block) => block.type === BOTTOM_LINKS_TYPE)
    .flatMap((block) => block.links);

  const gridRows =
    grid.length > 0 ? (
      <div className={styles.grid}>
        <CmsRows rows={grid} />
      </div>
    ) : null;
  const bottom = (
    <div className={styles.bottom}>
      <div className={`${styles.container} ${styles.bottomInner}`}>
        {bottomLinks.length > 0 || onConsentSettings ? (
          <nav aria-label={t('vue.footer.legal')}>
            <ul className={styles.bottomList}>
              {bottomLinks.map((link) => (
                <li key={link.url}>
                  <FooterLink label={link.label} url={link.url} external={link.external} onTrack={track} />
                </li>
              ))}
              {onConsentSettings ? (
                <li>
                  <button
                    type="button"
                    className={styles.consentSettings}
                    onClick={(event) => onConsentSettings(event.currentTarget)}
                  >
                    {t('vue.consent.settings')}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        <p className={styles.copyright}>{t('vue.footer.copyright', { year, brand: brand.name })}</p>
      </div>
    </div>
  );
  if (variant === 'checkout') {
    return (
      <footer className={styles.footer}>
        {gridRows}
        {bottom}
      </footer>
    );
  }

  return (
    <footer className={styles.footer}>
      {data.usps.length > 0 ? (
        <section className={styles.usps} aria-labelledby={headingIds.usps}>
          <h2 id={headingIds.usps} className={a11y.visuallyHidden}>
            {t('vue.footer.usps')}
          </h2>
          <ul className={styles.uspList}>
            {data.usps.map((usp, index) => (
              <Usp key={usp.headline ?? index} usp={usp} onTrack={track} />
            ))}
          </ul>
        </section>
      ) : null}

      <div className={styles.main}>
        <div className={styles.brandColumn}>
          <a
            className={styles.logoLink}
            href="/"
            aria-label={t('vue.footer.logo', { brand: brand.name })}
            onClick={() => track(brand.name, '/')}
          >
            <Logo />
          </a>
          <div className={styles.block}>
            <h2 id={headingIds.social} className={styles.heading}>
              {t('vue.footer.social')}
            </h2>
            <SocialLinks links={socialLinksFor(store)} labelledBy={headingIds.social} onLinkClick={track} />
          </div>
          <div className={styles.block}>
            <p className={styles.muted}>{t('vue.footer.contactText')}</p>
            <a
              className={styles.contactLink}
              href={CONTACT_FORM_URL}
              onClick={() => track(t('vue.footer.contact'), CONTACT_FORM_URL)}
            >
              <svg className={styles.contactIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <rect x="3" y="5.5" width="18" height="13" rx="2" />
                <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
              </svg>
              {t('vue.footer.contact')}
            </a>
          </div>
        </div>

        {sections.length > 0 ? (
          <nav className={styles.sections} aria-label={t('vue.footer.links')}>
            {sections.map((block, index) => (
              <LinkSection key={block.headline ?? index} block={block} onTrack={track} />
            ))}
          </nav>
        ) : null}

        {features.qualityPromise && qualityPromiseUrl ? (
          <section className={styles.quality} aria-labelledby={headingIds.quality}>
            <h2 id={headingIds.quality} className={styles.heading}>
              {t('vue.footer.quality.headline')}
            </h2>
            <p className={styles.muted}>{t('vue.footer.quality.text')}</p>
            <a
              className={styles.qualityBadge}
              href={qualityPromiseUrl}
              onClick={() => track(t('vue.footer.quality.badge'), qualityPromiseUrl)}
            >
              <TrustSeal />
              <span>{t('vue.footer.quality.badge')}</span>
            </a>
          </section>
        ) : null}
      </div>

      {features.paymentStrip ? (
        <div className={styles.methods}>
          <div className={styles.container}>
            <PaymentIcons paymentIcons={paymentIcons} deliveryIcons={deliveryIcons} />
          </div>
        </div>
      ) : null}

      {gridRows}
      {bottom}
    </footer>
  );
}

type Track = (label: string, url: string) => void;

interface FooterLinkProps {
  readonly label: string;
  readonly url: string;
  readonly external: boolean;
  readonly onTrack: Track;
  readonly className?: string;
}

/** A CMS link; unsafe URLs render as plain text. External links open a new window. */
function FooterLink({ label, url, external, onTrack, className }: FooterLinkProps) {
  const t = useTranslate();
  const href = safeHref(url);
  if (!href) return <span className={className}>{label}</span>;
  return external ? (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('vue.footer.newWindow', { label })}
      onClick={() => onTrack(label, href)}
    >
      {label}
    </a>
  ) : (
    <a className={className} href={href} onClick={() => onTrack(label, href)}>
      {label}
    </a>
  );
}

/** Collapsible on phones and tablets, always open from laptop width (CSS only, Footer.module.css). */
function LinkSection({ block, onTrack }: { readonly block: FooterBlock; readonly onTrack: Track }) {
  const t = useTranslate();
  const more = safeHref(block.link ?? undefined);
  const showMore = more !== undefined && block.headline && !block.links.some((link) => link.url === more);
  const body = (
    <div className={styles.sectionBody}>
      {block.content ? <RichText className={styles.sectionContent} html={block.content} /> : null}
      {block.links.length > 0 ? (
        <ul className={styles.linkList}>
          {block.links.map((link) => (
            <li key={link.url}>
              <FooterLink
                className={styles.link}
                label={link.label}
                url={link.url}
                external={link.external}
                onTrack={onTrack}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {showMore && block.headline ? (
        <FooterLink
          className={styles.link}
          label={t('vue.footer.more', { headline: block.headline })}
          url={more}
          external={false}
          onTrack={onTrack}
        />
      ) : null}
    </div>
  );
  if (!block.headline) return <div className={styles.section}>{body}</div>;
  return (
    <details className={styles.section} data-type={block.type}>
      <summary className={styles.summary}>
        <span>{block.headline}</span>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      {body}
    </details>
  );
}

function Usp({ usp, onTrack }: { readonly usp: FooterUsp; readonly onTrack: Track }) {
  const src = safeImageSrc(usp.image ?? undefined);
  const href = safeHref(usp.link ?? undefined);
  const content = (
    <>
      {src ? (
        <img
          className={styles.uspImage}
          src={src}
          alt=""
          width={FOOTER_USP_IMAGE_WIDTH}
          height={FOOTER_USP_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <svg
          className={styles.uspFallback}
          viewBox="0 0 24 24"
          width={FOOTER_USP_IMAGE_WIDTH}
          height={FOOTER_USP_IMAGE_HEIGHT}
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="8.5" />
          <path d="M8.5 12.2l2.3 2.3 4.7-4.8" />
        </svg>
      )}
      <span className={styles.uspText}>
        {usp.headline ? <strong className={styles.uspHeadline}>{usp.headline}</strong> : null}
        {usp.subheadline ? <span className={styles.uspSubheadline}>{usp.subheadline}</span> : null}
        {usp.text ? <span className={styles.uspNote}>{usp.text}</span> : null}
      </span>
    </>
  );
  return (
    <li>
      {href ? (
        <a className={styles.usp} href={href} onClick={() => onTrack(usp.headline ?? href, href)}>
          {content}
        </a>
      ) : (
        <div className={styles.usp}>{content}</div>
      )}
    </li>
  );
}

/** A neutral trust seal (no third-party logo): a rosette with a check mark. */
function TrustSeal() {
  return (
    <svg className={styles.seal} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        className={styles.sealRosette}
        d="M24 3l4.6 3.4 5.7-.4 2 5.3 5 2.7-1 5.6 2.7 5-3.6 4.4.3 5.7-5.4 1.7-2.9 4.9-5.6-1-4.8 3.2-4.8-3.2-5.6 1-2.9-4.9-5.4-1.7.3-5.7L4 25l2.7-5-1-5.6 5-2.7 2-5.3 5.7.4z"
      />
      <circle className={styles.sealFace} cx="24" cy="24" r="12.5" />
      <path className={styles.sealCheck} d="M18.5 24.5l4 4 7.5-8" />
    </svg>
  );
}

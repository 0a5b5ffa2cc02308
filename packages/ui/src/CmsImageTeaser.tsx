// 'picture-teaser' and 'image-link' elements (spec storefront §2.10, §3.13 image teaser attributes).
import styles from './CmsImageTeaser.module.css';
import { CmsTeaserButton } from './CmsTeaserButton';
import type { CmsElementProps } from './cmsTeaser';
import {
  type CmsTeaser,
  safeHref,
  safeImageSrc,
  teaserAttribute,
  teaserButtonStyle,
  teaserText,
  teaserUrl,
} from './cmsTeaser';
import { ImageZoom } from './ImageZoom';

/**
 * 'picture-teaser' and 'image-link' elements.
 *
 * @example
 * ```tsx
 * <CmsImageTeaser cell={cell} />
 * ```
 */
export function CmsImageTeaser({ cell, eager = false }: CmsElementProps) {
  if (cell.teasers.length === 0) return null;
  return (
    <div className={styles.teasers} data-element-type={cell.elementType}>
      {cell.teasers.map((teaser) => (
        <ImageTeaser key={teaser.id} teaser={teaser} eager={eager} />
      ))}
    </div>
  );
}

function ImageTeaser({ teaser, eager }: { readonly teaser: CmsTeaser; readonly eager: boolean }) {
  const image = teaserAttribute(teaser, 'image');
  const src = safeImageSrc(teaserUrl(teaser, 'image'));
  const alt = image?.altTag ?? teaserText(teaser, 'alternativText') ?? '';
  const headline = teaserText(teaser, 'headline') ?? teaserText(teaser, 'bildunterschrift');
  const text = teaserText(teaser, 'text');
  const href = safeHref(teaserUrl(teaser, 'teaserLink'));
  const buttonText = teaserText(teaser, 'teaserButtonText');
  const newWindow = teaserAttribute(teaser, 'teaserLink')?.openLinkInNewWindow === true;
  const loadEager = eager || teaserText(teaser, 'loading.eager') === 'true';
  const button = teaserButtonStyle(teaserText(teaser, 'buttonType'));
  const hasCopy = Boolean(headline || text || (href && buttonText));

  // A zoom flag opens the picture in the image zoom overlay (spec §4); a linked picture stays a link.
  const zoomable = teaserText(teaser, 'zoom') === 'true' && !(href && !buttonText);

  const picture = !src ? null : zoomable ? (
    <ImageZoom
      className={styles.image}
      src={src}
      alt={alt}
      width={image?.width ?? undefined}
      height={image?.height ?? undefined}
      loading={loadEager ? 'eager' : 'lazy'}
    />
  ) : (
    <img
      className={styles.image}
      src={src}
      alt={alt}
      title={image?.imgTitle ?? undefined}
      width={image?.width ?? undefined}
      height={image?.height ?? undefined}
      loading={loadEager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );

  const linkProps = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  // An image link without a button: the picture itself is the link, named by its alt text.
  if (href && !buttonText) {
    return (
      <div className={styles.teaser}>
        <a className={styles.imageLink} href={href} aria-label={alt ? undefined : teaser.name} {...linkProps}>
          {picture}
          {headline ? <span className={styles.caption}>{headline}</span> : null}
        </a>
      </div>
    );
  }

  return (
    <div className={styles.teaser} data-has-copy={hasCopy || undefined}>
      {picture}
      {hasCopy ? (
        <div className={styles.copy}>
          {headline ? <h2 className={styles.headline}>{headline}</h2> : null}
          {text ? <p className={styles.text}>{text}</p> : null}
          {href && buttonText ? (
            <CmsTeaserButton buttonStyle={button} href={href} {...linkProps}>
              {buttonText}
            </CmsTeaserButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

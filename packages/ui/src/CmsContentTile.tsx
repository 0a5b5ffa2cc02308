// 'content-tile' element (spec storefront §2.10): editorial tiles — picture, headline (bildunterschrift
// or headline), text and a link (teaserLink). The whole tile is one link, named by its headline.
import { useRef } from 'react';
import styles from './CmsContentTile.module.css';
import type { CmsElementProps } from './cmsTeaser';
import { type CmsTeaser, safeHref, safeImageSrc, teaserAttribute, teaserText, teaserUrl } from './cmsTeaser';
import { useTeaserTracking } from './useTeaserTracking';

/**
 * 'content-tile' element.
 *
 * @example
 * ```tsx
 * <CmsContentTile cell={cell} />
 * ```
 */
export function CmsContentTile({ cell, eager = false }: CmsElementProps) {
  if (cell.teasers.length === 0) return null;
  return (
    <div className={styles.tiles} data-element-type={cell.elementType}>
      {cell.teasers.map((teaser, index) => (
        <ContentTile key={teaser.id} teaser={teaser} number={index + 1} eager={eager} />
      ))}
    </div>
  );
}

interface ContentTileProps {
  readonly teaser: CmsTeaser;
  /** The tile's number in its cell, from 1. */
  readonly number: number;
  readonly eager: boolean;
}

function ContentTile({ teaser, number, eager }: ContentTileProps) {
  const ref = useRef<HTMLElement>(null);
  const onClick = useTeaserTracking(ref, teaser.id, number);
  const image = teaserAttribute(teaser, 'image');
  const src = safeImageSrc(teaserUrl(teaser, 'image'));
  const headline = teaserText(teaser, 'headline') ?? teaserText(teaser, 'bildunterschrift') ?? teaser.name;
  const text = teaserText(teaser, 'text');
  const href = safeHref(teaserUrl(teaser, 'teaserLink') ?? teaserUrl(teaser, 'link'));
  const linkText = teaserText(teaser, 'teaserButtonText');
  return (
    <article ref={ref} className={styles.tile}>
      {src ? (
        <img
          className={styles.image}
          src={src}
          // The headline names the tile; the picture is decoration unless the editor described it.
          alt={
            teaserText(teaser, 'alternativText') === headline
              ? ''
              : (teaserText(teaser, 'alternativText') ?? '')
          }
          width={image?.width ?? undefined}
          height={image?.height ?? undefined}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.headline}>
          {href ? (
            <a className={styles.link} href={href} onClick={onClick}>
              {headline}
            </a>
          ) : (
            headline
          )}
        </h2>
        {text ? <p className={styles.text}>{text}</p> : null}
        {href && linkText ? (
          <span className={styles.more} aria-hidden="true">
            {linkText} ›
          </span>
        ) : null}
      </div>
    </article>
  );
}

// Product page images (spec storefront §9 "Image formats": ADS_MAIN_MOBILE / ADS_MAIN_DESKTOP).
import type { ImageFieldsFragment } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useState } from 'react';
import { galleryPictures } from './galleryPictures';
import styles from './ProductGallery.module.css';

export interface ProductGalleryProps {
  readonly images: readonly ImageFieldsFragment[];
  /** Used as the alt text when an image has none. */
  readonly productName: string;
}

/** Matches the tablet breakpoint (spec storefront §9): desktop images from 768 px. */
const DESKTOP_MEDIA = '(min-width: 768px)';

export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const t = useTranslate();
  const pictures = galleryPictures(images);
  const [selected, setSelected] = useState(0);
  const current = pictures[Math.min(selected, pictures.length - 1)];
  if (!current) return null;

  return (
    <section className={styles.gallery} aria-label={t('vue.gallery.label')}>
      <div className={styles.stage}>
        <picture>
          <source
            media={DESKTOP_MEDIA}
            srcSet={current.desktop.src}
            width={current.desktop.width}
            height={current.desktop.height}
          />
          {/* The main image is the product page's largest paint: never lazy. */}
          <img
            className={styles.main}
            src={current.mobile.src}
            alt={current.mobile.alt || productName}
            width={current.mobile.width}
            height={current.mobile.height}
            fetchPriority={selected === 0 ? 'high' : 'auto'}
          />
        </picture>
      </div>
      {pictures.length > 1 ? (
        <ul className={styles.thumbnails}>
          {pictures.map((picture, index) => (
            <li key={picture.thumbnail.src}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === selected}
                aria-label={t('vue.gallery.showImage', { index: index + 1, count: pictures.length })}
                onClick={() => setSelected(index)}
              >
                <img
                  src={picture.thumbnail.src}
                  alt=""
                  width={picture.thumbnail.width}
                  height={picture.thumbnail.height}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

// Image zoom overlay (spec storefront §4 "An image zoom overlay opens on click and locks scroll"): the
// picture is a button; the modal shows the large image, Escape closes and focus returns to the picture.
// The dialog and its large image exist only while open: the dialog's code loads on the first click
// (DESIGN §6 first-load budget) and the large image is not fetched for a closed overlay.
import { useTranslate } from '@ranzen/sdk-react';
import { lazy, Suspense, useState } from 'react';
import styles from './ImageZoom.module.css';

const CmsDialog = lazy(() => import('./CmsDialog').then((module) => ({ default: module.CmsDialog })));

export interface ImageZoomProps {
  readonly src: string;
  readonly alt: string;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  /** A larger source for the overlay; the same picture by default. */
  readonly zoomSrc?: string | undefined;
  readonly loading?: 'eager' | 'lazy';
  readonly className?: string | undefined;
}

/**
 * Image zoom overlay.
 *
 * @example
 * ```tsx
 * <ImageZoom src={product.image.src} alt={product.name} />
 * ```
 */
export function ImageZoom({ src, alt, width, height, zoomSrc, loading = 'lazy', className }: ImageZoomProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const label = t('vue.cms.zoom.open', { alt });
  return (
    <>
      <button type="button" className={styles.trigger} aria-label={label} onClick={() => setOpen(true)}>
        <img
          className={className ? `${styles.image} ${className}` : styles.image}
          src={src}
          alt=""
          width={width}
          height={height}
          loading={loading}
          decoding="async"
        />
        <span className={styles.hint} aria-hidden="true">
          ⤢
        </span>
      </button>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className={styles.pending}>
              {t('vue.loading')}
            </p>
          }
        >
          <CmsDialog open onClose={() => setOpen(false)} label={alt} className={styles.dialog}>
            <img className={styles.zoomed} src={zoomSrc ?? src} alt={alt} width={width} height={height} />
          </CmsDialog>
        </Suspense>
      ) : null}
    </>
  );
}

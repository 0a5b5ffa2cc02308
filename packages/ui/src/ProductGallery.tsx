// Product page gallery (spec storefront §3.4 "images by format, videos", §4 "Changing a variant ...
// resets the gallery to the first slide" (the page remounts it with the item as key), §4 zoom overlay
// with scroll lock, §5 "A horizontal drag of 10 px or more triggers a slide", §4 "Slider arrows hide at
// the ends with a 15 px tolerance", §9 image formats ADS_MAIN_* / ADS_ZOOM_*).
import { dragDirection, type ImageFieldsFragment, type ProductQuery } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { DESKTOP_MEDIA, type GalleryPicture, galleryPictures } from './galleryPictures';
import styles from './ProductGallery.module.css';
import { useSliderArrows } from './useSliderArrows';

export type GalleryVideo = NonNullable<ProductQuery['product']>['videos'][number];

export interface ProductGalleryProps {
  readonly images: readonly ImageFieldsFragment[];
  readonly videos?: readonly GalleryVideo[];
  /** Used as the alt text when an image has none. */
  readonly productName: string;
}

// Only a shopper who zooms needs the overlay: it is not part of the page's first-load script.
const GalleryZoom = lazy(() => import('./GalleryZoom').then((module) => ({ default: module.GalleryZoom })));

type Slide =
  | { readonly kind: 'picture'; readonly key: string; readonly picture: GalleryPicture }
  | { readonly kind: 'video'; readonly key: string; readonly video: GalleryVideo };

/**
 * Product page gallery.
 *
 * @example
 * ```tsx
 * <ProductGallery key={item.itemId} images={item.images} productName={product.name} />
 * ```
 */
export function ProductGallery({ images, videos = [], productName }: ProductGalleryProps) {
  const t = useTranslate();
  const slides: Slide[] = [
    ...galleryPictures(images).map(
      (picture): Slide => ({ kind: 'picture', key: picture.desktop.src, picture }),
    ),
    ...videos.map((video): Slide => ({ kind: 'video', key: video.id, video })),
  ];
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const dragStart = useRef<number | null>(null);
  const dragged = useRef(false);
  const thumbnails = useSliderArrows<HTMLUListElement>(slides.length);
  const index = Math.min(selected, slides.length - 1);
  const current = slides[index];
  if (!current) return null;
  const last = slides.length - 1;

  const show = (next: number) => setSelected(Math.max(0, Math.min(last, next)));

  return (
    <section className={styles.gallery} aria-label={t('vue.gallery.label')} data-slide={index}>
      {/* Pointer events give the swipe; keyboard and screen-reader users have the buttons. */}
      <div
        className={styles.stage}
        onPointerDown={(event) => {
          dragStart.current = event.clientX;
          dragged.current = false;
        }}
        onPointerUp={(event) => {
          if (dragStart.current === null) return;
          const direction = dragDirection(event.clientX - dragStart.current);
          dragStart.current = null;
          if (direction === 0) return;
          dragged.current = true;
          show(index + direction);
        }}
        onPointerCancel={() => {
          dragStart.current = null;
        }}
      >
        {current.kind === 'picture' ? (
          <button
            type="button"
            className={styles.zoomTrigger}
            aria-label={t('vue.gallery.zoom')}
            aria-haspopup="dialog"
            onClick={() => {
              // The click that ends a swipe is not a zoom.
              if (dragged.current) {
                dragged.current = false;
                return;
              }
              setZoomed(true);
            }}
          >
            <picture>
              <source
                media={DESKTOP_MEDIA}
                srcSet={current.picture.desktop.src}
                width={current.picture.desktop.width}
                height={current.picture.desktop.height}
              />
              {/* The first image is the product page's largest paint: never lazy. */}
              <img
                className={styles.main}
                src={current.picture.mobile.src}
                alt={current.picture.mobile.alt || productName}
                width={current.picture.mobile.width}
                height={current.picture.mobile.height}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                draggable={false}
              />
            </picture>
          </button>
        ) : (
          <iframe
            className={styles.video}
            src={current.video.url}
            title={t('vue.gallery.video', { title: current.video.title })}
            loading="lazy"
            allow="fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        {slides.length > 1 ? (
          <>
            {/* Arrows are hidden, not disabled, at the ends (spec §4). */}
            <button
              type="button"
              className={styles.stageArrow}
              data-direction="previous"
              aria-label={t('vue.gallery.previous')}
              hidden={index === 0}
              onClick={() => show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={styles.stageArrow}
              data-direction="next"
              aria-label={t('vue.gallery.next')}
              hidden={index === last}
              onClick={() => show(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {slides.length > 1 ? (
        <div className={styles.strip}>
          <button
            type="button"
            className={styles.stripArrow}
            data-direction="previous"
            aria-label={t('vue.gallery.thumbnailsPrevious')}
            hidden={!thumbnails.arrows.previous}
            onClick={() => thumbnails.page(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ul ref={thumbnails.track} className={styles.thumbnails} onScroll={thumbnails.onScroll}>
            {slides.map((slide, position) => (
              <li key={slide.key}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  data-kind={slide.kind}
                  aria-pressed={position === index}
                  aria-label={
                    slide.kind === 'picture'
                      ? t('vue.gallery.showImage', { index: position + 1, count: slides.length })
                      : t('vue.gallery.showVideo', { title: slide.video.title })
                  }
                  onClick={() => show(position)}
                >
                  <img
                    src={slide.kind === 'picture' ? slide.picture.thumbnail.src : slide.video.thumbnail.src}
                    alt=""
                    width={
                      slide.kind === 'picture' ? slide.picture.thumbnail.width : slide.video.thumbnail.width
                    }
                    height={
                      slide.kind === 'picture' ? slide.picture.thumbnail.height : slide.video.thumbnail.height
                    }
                    loading="lazy"
                    decoding="async"
                  />
                  {slide.kind === 'video' ? (
                    <span className={styles.play} aria-hidden="true">
                      ▶
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.stripArrow}
            data-direction="next"
            aria-label={t('vue.gallery.thumbnailsNext')}
            hidden={!thumbnails.arrows.next}
            onClick={() => thumbnails.page(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      {zoomed && current.kind === 'picture' ? (
        <Suspense fallback={null}>
          <GalleryZoom
            picture={current.picture}
            alt={current.picture.desktop.alt || productName}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

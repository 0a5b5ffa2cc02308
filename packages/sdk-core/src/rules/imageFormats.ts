// Product image formats (spec storefront §9 "Image formats", sizes from §9 and shopping §9 where the
// spec names them; the others are our choice, recorded in docs/decisions/0003-image-formats.md).
import type { ImageFormat } from '../graphql/generated';

export interface ImageFormatSize {
  readonly width: number;
  readonly height: number;
}

export const IMAGE_FORMATS: Readonly<Record<ImageFormat, ImageFormatSize>> = {
  /** List image 140x105. */
  PRODUCTLISTING_SMALL: { width: 140, height: 105 },
  /** Large list image, 280 wide at min width 1024. */
  PRODUCTLISTING_BIG: { width: 280, height: 210 },
  /** Share image default 1200x630. */
  OPEN_GRAPH: { width: 1200, height: 630 },
  ADS_MAIN_MOBILE: { width: 360, height: 360 },
  ADS_MAIN_DESKTOP: { width: 520, height: 520 },
  ADS_ZOOM_MOBILE: { width: 720, height: 720 },
  ADS_ZOOM_DESKTOP: { width: 1040, height: 1040 },
  ADS_ZOOM_NEW: { width: 1200, height: 1200 },
  /** Cart cell images 343x281. */
  BASKET_LAYER: { width: 343, height: 281 },
};

export const IMAGE_FORMAT_NAMES = Object.keys(IMAGE_FORMATS) as ImageFormat[];

/** From this viewport width listing tiles show the large list image instead of the list image. */
export const LARGE_LIST_IMAGE_MIN_WIDTH = 1024;

/** An image offered to the browser as one source of a `srcset`. */
export interface ImageSource {
  readonly src: string;
  readonly width: number;
}

/** The `srcSet` and `sizes` attributes of a responsive `img`. */
export interface ResponsiveImage {
  readonly srcSet: string;
  readonly sizes: string;
}

/**
 * The responsive sources of a listing tile: the list image (140x105) on narrower screens and the
 * large list image (280x210) from 1024 px; the browser may still pick the larger one on a dense display.
 *
 * @example
 * ```ts
 * listImageSources({ src: '/images/list/1.webp', width: 140 }, { src: '/images/large/1.webp', width: 280 }); // { srcSet: '/images/list/1.webp 140w, /images/large/1.webp 280w', sizes: '(min-width: 1024px) 280px, 140px' }
 * ```
 */
export function listImageSources(list: ImageSource, large: ImageSource): ResponsiveImage {
  return {
    srcSet: `${list.src} ${list.width}w, ${large.src} ${large.width}w`,
    sizes: `(min-width: ${LARGE_LIST_IMAGE_MIN_WIDTH}px) ${large.width}px, ${list.width}px`,
  };
}

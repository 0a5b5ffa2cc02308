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

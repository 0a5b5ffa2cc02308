// Groups a product's flat image list (one entry per picture and format) into pictures.
import type { ImageFieldsFragment, ImageFormat } from '@ranzen/sdk-core';

/** Matches the tablet breakpoint: desktop images from 768 px. */
export const DESKTOP_MEDIA = '(min-width: 768px)';

export interface GalleryPicture {
  /** Shown up to 767 px. */
  readonly mobile: ImageFieldsFragment;
  /** Shown from 768 px. */
  readonly desktop: ImageFieldsFragment;
  readonly thumbnail: ImageFieldsFragment;
  /** The zoom overlay's large image on a wide screen. */
  readonly zoomDesktop: ImageFieldsFragment;
  /** The zoom overlay's image up to 767 px. */
  readonly zoomMobile: ImageFieldsFragment;
}

const MAIN_DESKTOP: readonly ImageFormat[] = ['ADS_MAIN_DESKTOP', 'ADS_MAIN_MOBILE', 'ADS_ZOOM_DESKTOP'];
const MAIN_MOBILE: readonly ImageFormat[] = ['ADS_MAIN_MOBILE', 'ADS_MAIN_DESKTOP', 'ADS_ZOOM_MOBILE'];
const ZOOM_DESKTOP: readonly ImageFormat[] = ['ADS_ZOOM_NEW', 'ADS_ZOOM_DESKTOP', 'ADS_ZOOM_MOBILE'];
const ZOOM_MOBILE: readonly ImageFormat[] = ['ADS_ZOOM_MOBILE', 'ADS_ZOOM_DESKTOP', 'ADS_ZOOM_NEW'];
const THUMBNAIL: readonly ImageFormat[] = [
  'PRODUCTLISTING_SMALL',
  'PRODUCTLISTING_BIG',
  'ADS_MAIN_MOBILE',
  'ADS_MAIN_DESKTOP',
];

/**
 * The n-th image of each format belongs to the n-th picture, whatever order the formats come in.
 * Pictures without any main format are dropped.
 */
export function galleryPictures(images: readonly ImageFieldsFragment[]): GalleryPicture[] {
  const byPicture: Array<Map<ImageFormat, ImageFieldsFragment>> = [];
  const seen = new Map<ImageFormat, number>();
  for (const image of images) {
    const index = seen.get(image.format) ?? 0;
    seen.set(image.format, index + 1);
    let formats = byPicture[index];
    if (!formats) {
      formats = new Map();
      byPicture[index] = formats;
    }
    formats.set(image.format, image);
  }
  const pictures: GalleryPicture[] = [];
  for (const formats of byPicture) {
    const pick = (order: readonly ImageFormat[]) =>
      order.map((format) => formats.get(format)).find((image) => image !== undefined);
    const desktop = pick(MAIN_DESKTOP);
    const mobile = pick(MAIN_MOBILE);
    const thumbnail = pick(THUMBNAIL);
    if (!desktop || !mobile || !thumbnail) continue;
    // Without a zoom format the overlay shows the main image, never a smaller one.
    pictures.push({
      desktop,
      mobile,
      thumbnail,
      zoomDesktop: pick(ZOOM_DESKTOP) ?? desktop,
      zoomMobile: pick(ZOOM_MOBILE) ?? desktop,
    });
  }
  return pictures;
}

// Groups a product's flat image list (one entry per picture and format) into pictures.
import type { ImageFieldsFragment, ImageFormat } from '@ranzen/sdk-core';

export interface GalleryPicture {
  /** Shown up to 767 px. */
  readonly mobile: ImageFieldsFragment;
  /** Shown from 768 px. */
  readonly desktop: ImageFieldsFragment;
  readonly thumbnail: ImageFieldsFragment;
}

const MAIN_DESKTOP: readonly ImageFormat[] = ['ADS_MAIN_DESKTOP', 'ADS_MAIN_MOBILE', 'ADS_ZOOM_DESKTOP'];
const MAIN_MOBILE: readonly ImageFormat[] = ['ADS_MAIN_MOBILE', 'ADS_MAIN_DESKTOP', 'ADS_ZOOM_MOBILE'];
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
    if (desktop && mobile && thumbnail) pictures.push({ desktop, mobile, thumbnail });
  }
  return pictures;
}

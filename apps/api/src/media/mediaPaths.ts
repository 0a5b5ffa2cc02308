// Where product media live (storefront §3.4 "downloads, audio samples", §3.7 "bestItemDownloads"): the
// seed writes these URLs into the product content, the media store generates the files under
// <dataDir>/media/ and the API serves them. Paths are parsed strictly, so the file system is only ever
// touched with names built from a validated product id.

/** Length of a generated audio sample; the seed states it as the sample's duration. */
export const AUDIO_SAMPLE_SECONDS = 3;

const PRODUCT_ID = '[A-Za-z0-9][A-Za-z0-9_]{0,39}';
const DATASHEET_URL = new RegExp(`^/media/datasheets/(${PRODUCT_ID})\\.pdf$`);
const AUDIO_URL = new RegExp(`^/media/audio/(${PRODUCT_ID})-([1-9])\\.wav$`);

export type MediaFile =
  | { kind: 'datasheet'; productId: string }
  | { kind: 'audio'; productId: string; sample: number };

export function datasheetUrl(productId: string): string {
  return `/media/datasheets/${productId}.pdf`;
}

export function audioSampleUrl(productId: string, sample: number): string {
  return `/media/audio/${productId}-${sample}.wav`;
}

/** The media file a URL path names, or null for anything else (other names, `..`, encoded separators). */
export function parseMediaPath(pathname: string): MediaFile | null {
  const datasheet = DATASHEET_URL.exec(pathname);
  if (datasheet?.[1]) return { kind: 'datasheet', productId: datasheet[1] };
  const audio = AUDIO_URL.exec(pathname);
  if (audio?.[1] && audio[2]) return { kind: 'audio', productId: audio[1], sample: Number(audio[2]) };
  return null;
}

/** The URL path of a media file (inverse of parseMediaPath). */
export function mediaUrl(file: MediaFile): string {
  return file.kind === 'datasheet'
    ? datasheetUrl(file.productId)
    : audioSampleUrl(file.productId, file.sample);
}

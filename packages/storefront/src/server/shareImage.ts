// The default share (Open Graph) image, spec storefront §9: 1200x630 jpeg. It is embedded rather than
// read from disk because the app's server is one self-contained bundle (decision 0002), and the
// storefront serves it itself so og:image resolves on every store's own public origin. The artwork is
// drawn by scripts/make-share-image.mjs.
import { SHARE_IMAGE } from '@ranzen/sdk-core';
import { SHARE_IMAGE_BASE64 } from './shareImageData';

/** Path the storefront serves the default share image on. */
export const SHARE_IMAGE_PATH = '/share-image.jpg';

let bytes: Buffer | null = null;

export function shareImageBytes(): Buffer {
  bytes ??= Buffer.from(SHARE_IMAGE_BASE64, 'base64');
  return bytes;
}

export const SHARE_IMAGE_CONTENT_TYPE = SHARE_IMAGE.type;

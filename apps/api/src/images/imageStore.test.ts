// Image URLs (storefront §9 "Image formats"): only registry assets in known formats resolve.
import { IMAGE_FORMATS } from '@ranzen/sdk-core/rules';
import { describe, expect, it } from 'vitest';
import { IMAGE_ASSETS, imagePath, parseImagePath } from './imageStore';

describe('image paths', () => {
  const asset = IMAGE_ASSETS.get('pencil-gelb');

  it('round-trips every format of a known asset', () => {
    expect(asset).toBeDefined();
    if (!asset) return;
    for (const format of Object.keys(IMAGE_FORMATS) as (keyof typeof IMAGE_FORMATS)[]) {
      const parsed = parseImagePath(imagePath(asset.key, asset.version, format));
      expect(parsed?.format).toBe(format);
      expect(parsed?.asset.key).toBe('pencil-gelb');
    }
  });

  it('rejects traversal, unknown assets, stale versions and unknown formats', () => {
    expect(parseImagePath('/images/../../etc/passwd')).toBeNull();
    expect(parseImagePath('/images/pencil-gelb/%2e%2e/x.webp')).toBeNull();
    expect(parseImagePath('/images/unicorn-rot/0123456789/ads_main_mobile.webp')).toBeNull();
    expect(parseImagePath('/images/pencil-gelb/0000000000/ads_main_mobile.webp')).toBeNull();
    if (asset) expect(parseImagePath(`/images/pencil-gelb/${asset.version}/huge.webp`)).toBeNull();
  });

  it('versions assets by content, one per (kind, colour) plus energy labels', () => {
    const versions = new Set([...IMAGE_ASSETS.values()].map((entry) => entry.version));
    expect(versions.size).toBe(IMAGE_ASSETS.size);
    expect(IMAGE_ASSETS.has('energy-a')).toBe(true);
  });
});

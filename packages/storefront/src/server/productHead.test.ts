// The product's share image (spec §9 image format OPEN_GRAPH).
import { describe, expect, it } from 'vitest';
import { openGraphImage } from './productHead';

describe('openGraphImage', () => {
  it('picks the OPEN_GRAPH format', () => {
    expect(
      openGraphImage([
        {
          __typename: 'Image',
          format: 'ADS_MAIN_DESKTOP',
          src: '/images/a/1/main.webp',
          width: 520,
          height: 520,
          alt: 'A',
        },
        {
          __typename: 'Image',
          format: 'OPEN_GRAPH',
          src: '/images/a/1/og.webp',
          width: 1200,
          height: 630,
          alt: 'A',
        },
      ]),
    ).toEqual({ src: '/images/a/1/og.webp', width: 1200, height: 630, alt: 'A' });
    expect(openGraphImage([])).toBeNull();
    expect(openGraphImage(null)).toBeNull();
  });
});

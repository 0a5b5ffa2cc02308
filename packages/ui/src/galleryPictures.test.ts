import { galleryImages, image } from '@ranzen/sdk-react/testing';
import { describe, expect, it } from 'vitest';
import { galleryPictures } from './galleryPictures';

describe('galleryPictures', () => {
  it('groups interleaved formats into pictures in order', () => {
    const pictures = galleryPictures(galleryImages);
    expect(pictures).toHaveLength(4);
    expect(pictures[1]?.desktop.format).toBe('ADS_MAIN_DESKTOP');
    expect(pictures[1]?.mobile.format).toBe('ADS_MAIN_MOBILE');
    expect(pictures[1]?.thumbnail.format).toBe('PRODUCTLISTING_SMALL');
    expect(pictures[1]?.desktop.alt).toContain('Rückseite');
  });

  it('groups images sorted by format the same way', () => {
    const sorted = [...galleryImages].sort((a, b) => a.format.localeCompare(b.format));
    expect(galleryPictures(sorted).map((picture) => picture.desktop.alt)).toEqual(
      galleryPictures(galleryImages).map((picture) => picture.desktop.alt),
    );
  });

  it('falls back to another format when one is missing', () => {
    const [only] = galleryPictures([image('ADS_MAIN_DESKTOP', 'A', '#000', 'Bild A')]);
    expect(only?.mobile.format).toBe('ADS_MAIN_DESKTOP');
    expect(only?.thumbnail.format).toBe('ADS_MAIN_DESKTOP');
  });

  it('takes the zoom formats for the overlay, else the main desktop image', () => {
    const [zoomed] = galleryPictures([
      image('ADS_MAIN_DESKTOP', 'A', '#000', 'Bild A'),
      image('ADS_ZOOM_MOBILE', 'A', '#000', 'Bild A'),
      image('ADS_ZOOM_NEW', 'A', '#000', 'Bild A'),
    ]);
    expect(zoomed?.zoomDesktop.format).toBe('ADS_ZOOM_NEW');
    expect(zoomed?.zoomMobile.format).toBe('ADS_ZOOM_MOBILE');
    const [plain] = galleryPictures([image('ADS_MAIN_DESKTOP', 'A', '#000', 'Bild A')]);
    expect(plain?.zoomDesktop.format).toBe('ADS_MAIN_DESKTOP');
    expect(plain?.zoomMobile.format).toBe('ADS_MAIN_DESKTOP');
  });

  it('drops pictures without a main format and handles no images', () => {
    expect(galleryPictures([image('OPEN_GRAPH', 'OG', '#000', 'Teilen')])).toEqual([]);
    expect(galleryPictures([])).toEqual([]);
  });
});

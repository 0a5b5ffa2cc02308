// The upload type check by content (DESIGN §7 "Uploads: type checked by content (magic bytes)"; issue 18
// item 6 "a polyglot file, an SVG, an HTML file ... are refused").
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectContent } from './fileContent';
import { samplePdf, sampleUploads } from './uploadSamples';

let images: Awaited<ReturnType<typeof sampleUploads>>;

beforeAll(async () => {
  images = await sampleUploads();
});

describe('detectContent: the accepted formats by their bytes', () => {
  it('recognises JPEG, PNG, WebP and PDF whatever the file is called', () => {
    expect(detectContent(images.jpeg)).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(detectContent(images.png)).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(detectContent(images.webp)).toEqual({ contentType: 'image/webp', extension: 'webp' });
    expect(detectContent(samplePdf())).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
  });

  it('refuses other formats, markup and empty files', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    expect(detectContent(gif)).toBeNull();
    expect(
      detectContent(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(detectContent(Buffer.from('<!DOCTYPE html><html><body>hi</body></html>'))).toBeNull();
    expect(detectContent(Buffer.alloc(0))).toBeNull();
  });
});

describe('detectContent: polyglots', () => {
  it('refuses an image with an HTML page inside', () => {
    const { jpeg } = images;
    const html = Buffer.from('<HTML><SCRIPT>alert(document.cookie)</SCRIPT></HTML>');
    const polyglot = Buffer.concat([jpeg.subarray(0, 20), html, jpeg.subarray(20)]);
    expect(detectContent(polyglot)).toBeNull();
  });

  it('refuses an image with anything behind its end', () => {
    expect(detectContent(Buffer.concat([images.png, Buffer.from('PK\x03\x04 a zip archive')]))).toBeNull();
    expect(detectContent(Buffer.concat([images.jpeg, Buffer.from('trailing')]))).toBeNull();
    expect(detectContent(Buffer.concat([images.webp, Buffer.from('trailing')]))).toBeNull();
  });

  it('refuses a JPEG that is also a PDF, and a PDF with a script', () => {
    const { jpeg } = images;
    const pdfInside = Buffer.concat([jpeg.subarray(0, 20), samplePdf(), jpeg.subarray(20)]);
    expect(detectContent(pdfInside)).toBeNull();
    expect(detectContent(samplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toBeNull();
  });
});

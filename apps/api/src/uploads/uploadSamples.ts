// Files for the upload tests (API and end to end): real images of each accepted format, made by sharp, and
// a minimal PDF (optionally with extra catalogue entries, e.g. a script).
import sharp from 'sharp';

export interface SampleImages {
  readonly jpeg: Buffer;
  readonly png: Buffer;
  readonly webp: Buffer;
}

export async function sampleUploads(): Promise<SampleImages> {
  const image = () => sharp({ create: { width: 16, height: 12, channels: 3, background: '#2a7ab0' } });
  const [jpeg, png, webp] = await Promise.all([
    image().jpeg().toBuffer(),
    image().png().toBuffer(),
    image().webp().toBuffer(),
  ]);
  return { jpeg, png, webp };
}

/** A real JPEG photo of at least `minBytes` (noise does not compress), e.g. above the JSON body cap. */
export async function sampleJpegOfAtLeast(minBytes: number): Promise<Buffer> {
  // Noise at full quality costs about 1.5 bytes per pixel; square the side for the wanted size.
  const side = Math.ceil(Math.sqrt(minBytes));
  const jpeg = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
  if (jpeg.length < minBytes) throw new Error(`sampleJpegOfAtLeast: ${jpeg.length} < ${minBytes} bytes`);
  return jpeg;
}

export function samplePdf(catalogueEntries = ''): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogueEntries} >> endobj`,
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

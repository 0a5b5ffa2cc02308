// Product media over HTTP (storefront §3.4 "downloads, audio samples"): the data sheets and audio samples
// the product content links to are real files, served with their content type and cache headers.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategoryTree, generateProduct, leafForIndex } from '../seed/generate';
import { shownPdfText } from '../testing/pdfText';
import { query, startTestApi, TEST_SEED_PRODUCTS, type TestApi } from '../testing/testApi';
import { SAMPLE_RATE } from './audioSample';
import { AUDIO_SAMPLE_SECONDS } from './mediaPaths';

let harness: TestApi;
const tree = buildCategoryTree();
const seeded = Array.from({ length: TEST_SEED_PRODUCTS }, (_, index) =>
  generateProduct(index, leafForIndex(tree, index), 0),
);

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

const MEDIA = `query($id: ID!) {
  product(productId: $id) {
    name
    downloads { downloads { url dataName } }
    audioSamples { url mimeType durationSeconds }
    items { orderNumber }
  }
}`;

interface MediaData {
  product: {
    name: string;
    downloads: { downloads: { url: string; dataName: string }[] }[];
    audioSamples: { url: string; mimeType: string; durationSeconds: number }[];
    items: { orderNumber: string }[];
  } | null;
}

async function productMedia(predicate: (entry: (typeof seeded)[number]) => boolean) {
  const entry = seeded.find(predicate);
  if (!entry) throw new Error('seed has no such product');
  const { product } = await query<MediaData>(harness, MEDIA, { id: entry.product.id });
  if (!product) throw new Error(`product ${entry.product.id} not served`);
  return product;
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${harness.url}${path}`, { method, headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('data sheets (storefront §3.4 "downloads")', () => {
  it('serves a real one-page PDF with the product name and order numbers', async () => {
    const product = await productMedia(
      (entry) => entry.product.detail?.downloads !== undefined && entry.product.isB2bAssortment === true,
    );
    const url = product.downloads[0]?.downloads[0]?.url ?? '';
    const { response, body } = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-6).toString('latin1')).toContain('%%EOF');
    const document = await PDFDocument.load(body);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Produktdatenblatt ${product.name}`);
    const text = shownPdfText(body);
    expect(text).toContain('Produktdatenblatt');
    for (const item of product.items) expect(text).toContain(item.orderNumber);
  });

  it('answers a revalidation with 304 and a HEAD request without a body', async () => {
    const product = await productMedia((entry) => entry.product.detail?.downloads !== undefined);
    const url = product.downloads[0]?.downloads[0]?.url ?? '';
    const first = await get(url);
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.response.headers.get('last-modified')).not.toBeNull();
    const again = await get(url, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.body).toHaveLength(0);
    const head = await get(url, {}, 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get('content-length')).toBe(String(first.body.length));
    expect(head.body).toHaveLength(0);
  });
});

describe('audio samples (storefront §3.4 "audio samples")', () => {
  it('serves a real 16-bit PCM WAV of the stated duration that is not silent', async () => {
    const product = await productMedia((entry) => entry.product.detail?.audioSamples !== undefined);
    const sample = product.audioSamples[0];
    if (!sample) throw new Error('no audio sample');
    expect(sample).toMatchObject({ mimeType: 'audio/wav', durationSeconds: AUDIO_SAMPLE_SECONDS });
    const { response, body } = await get(sample.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(body.toString('ascii', 0, 4)).toBe('RIFF');
    expect(body.readUInt32LE(4)).toBe(body.length - 8);
    expect(body.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(body.readUInt16LE(20)).toBe(1); // PCM
    expect(body.readUInt16LE(22)).toBe(1); // mono
    expect(body.readUInt32LE(24)).toBe(SAMPLE_RATE);
    expect(body.readUInt16LE(34)).toBe(16);
    expect(body.toString('ascii', 36, 40)).toBe('data');
    const dataBytes = body.readUInt32LE(40);
    expect(dataBytes).toBe(body.length - 44);
    expect(dataBytes / (SAMPLE_RATE * 2)).toBeCloseTo(sample.durationSeconds, 2);
    let peak = 0;
    for (let offset = 44; offset < body.length; offset += 2)
      peak = Math.max(peak, Math.abs(body.readInt16LE(offset)));
    expect(peak).toBeGreaterThan(5000);
  });
});

describe('media requests that name no generated file', () => {
  it.each([
    '/media/datasheets/999999.pdf',
    '/media/datasheets/..%2F..%2Fpglite.pdf',
    '/media/audio/100001-0.wav',
    '/media/other/100001.pdf',
  ])('answers 404 for %s', async (path) => {
    const { response } = await get(path);
    expect(response.status).toBe(404);
  });

  it('refuses other methods', async () => {
    const { response } = await get('/media/datasheets/100001.pdf', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

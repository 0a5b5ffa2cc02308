// Generated product media (storefront §3.4 "downloads, audio samples"): at start-up, like the product
// images, every data sheet and audio sample a product's content links to is written once under
// <dataDir>/media/ (datasheets/<id>.pdf, audio/<id>-<n>.wav); the API serves them from there.
import { access, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { asc, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, products } from '../db/schema';
import { renderAudioSampleWav } from './audioSample';
import { renderDatasheetPdf } from './datasheet';
import { type MediaFile, parseMediaPath } from './mediaPaths';

export const MEDIA_CONTENT_TYPES: Readonly<Record<MediaFile['kind'], string>> = {
  datasheet: 'application/pdf',
  audio: 'audio/wav',
};

export function mediaFilePath(dataDir: string, file: MediaFile): string {
  return file.kind === 'datasheet'
    ? join(dataDir, 'media', 'datasheets', `${file.productId}.pdf`)
    : join(dataDir, 'media', 'audio', `${file.productId}-${file.sample}.wav`);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Writes to a temp name, then renames, so a reader never sees half a file. */
async function writeAtomically(path: string, body: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, body);
  await rename(temp, path);
}

export interface MediaStats {
  /** Files the product content links to. */
  files: number;
  /** Of those, written now (the rest existed). */
  written: number;
  ms: number;
}

/** Generates every linked media file that is not there yet. */
export async function renderAllMedia(db: Db, dataDir: string): Promise<MediaStats> {
  const started = performance.now();
  const withMedia = await db
    .select({
      id: products.id,
      name: products.name,
      manufacturerName: products.manufacturerName,
      shortFacts: products.shortFacts,
      detail: products.detail,
    })
    .from(products)
    .where(
      or(
        isNotNull(sql`${products.detail} -> 'downloads'`),
        isNotNull(sql`${products.detail} -> 'audioSamples'`),
      ),
    )
    .orderBy(asc(products.id));
  const orderNumbers = new Map<string, string[]>();
  if (withMedia.length > 0) {
    const rows = await db
      .select({ productId: items.productId, orderNumber: items.orderNumber })
      .from(items)
      .where(
        inArray(
          items.productId,
          withMedia.map((product) => product.id),
        ),
      )
      .orderBy(asc(items.productId), asc(items.position));
    for (const row of rows)
      orderNumbers.set(row.productId, [...(orderNumbers.get(row.productId) ?? []), row.orderNumber]);
  }
  let files = 0;
  let written = 0;
  for (const product of withMedia) {
    const urls = [
      ...(product.detail.downloads ?? []).flatMap((group) => group.downloads.map((download) => download.url)),
      ...(product.detail.audioSamples ?? []).map((sample) => sample.url),
    ];
    for (const url of urls) {
      const file = parseMediaPath(url);
      // Only files of this product are generated here; other links (external, other products) are not ours.
      if (!file || file.productId !== product.id) continue;
      files += 1;
      const path = mediaFilePath(dataDir, file);
      if (await exists(path)) continue;
      const body =
        file.kind === 'datasheet'
          ? await renderDatasheetPdf({
              productId: product.id,
              name: product.name,
              manufacturerName: product.manufacturerName,
              orderNumbers: orderNumbers.get(product.id) ?? [],
              facts: product.shortFacts,
              warranty: product.detail.warranty ?? null,
            })
          : renderAudioSampleWav(`${product.id}-${file.sample}`);
      await writeAtomically(path, body);
      written += 1;
    }
  }
  return { files, written, ms: Math.round(performance.now() - started) };
}

export interface StoredMedia {
  body: Buffer;
  contentType: string;
  /** Changes whenever the file is rewritten (size and modification time). */
  etag: string;
  lastModified: Date;
}

/** A generated media file for a request path; null when the path names none or it was never generated. */
export async function readMedia(dataDir: string, pathname: string): Promise<StoredMedia | null> {
  const file = parseMediaPath(pathname);
  if (!file) return null;
  const path = mediaFilePath(dataDir, file);
  try {
    const [info, body] = await Promise.all([stat(path), readFile(path)]);
    return {
      body,
      contentType: MEDIA_CONTENT_TYPES[file.kind],
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

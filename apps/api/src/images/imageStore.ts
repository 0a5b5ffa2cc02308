// Generated product images (DESIGN §3 "Images", storefront §9 "Image formats"): every (kind, colour)
// drawing is rasterised once per IMAGE_FORMATS size to WebP under <dataDir>/images/<key>/<version>/.
// The version is a hash of the drawing, so URLs are immutable and can be cached for a year.
import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { IMAGE_FORMATS } from '@ranzen/sdk-core/rules';
import sharp from 'sharp';
import type { ImageFormat } from '../generated/resolvers';
import { COLOURS, KIND_COLOURS, KIND_LABELS, type ProductKind } from '../seed/catalogueData';
import { drawEnergyLabelSvg, drawProductSvg } from './drawings';

/** Bump to invalidate every generated image (changes all versions). */
const DRAWING_REVISION = '1';
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E'] as const;

export interface ImageAsset {
  key: string;
  version: string;
  alt: string;
  svg(width: number, height: number): string;
}

const FORMAT_BY_SLUG = new Map<string, ImageFormat>(
  (Object.keys(IMAGE_FORMATS) as ImageFormat[]).map((format) => [format.toLowerCase(), format]),
);

function versionOf(svg: string): string {
  return createHash('sha256').update(DRAWING_REVISION).update(svg).digest('hex').slice(0, 10);
}

function buildAssets(): Map<string, ImageAsset> {
  const assets = new Map<string, ImageAsset>();
  for (const [kind, colourSlugs] of Object.entries(KIND_COLOURS) as [ProductKind, readonly string[]][]) {
    for (const slug of colourSlugs) {
      const colour = COLOURS[slug as keyof typeof COLOURS];
      const svg = (width: number, height: number): string => drawProductSvg(kind, colour.css, width, height);
      const key = `${kind}-${slug}`;
      assets.set(key, {
        key,
        version: versionOf(svg(100, 100)),
        alt: `${KIND_LABELS[kind]} in ${colour.name}`,
        svg,
      });
    }
  }
  for (const energyClass of ENERGY_CLASSES) {
    const svg = (width: number, height: number): string => drawEnergyLabelSvg(energyClass, width, height);
    const key = `energy-${energyClass.toLowerCase()}`;
    assets.set(key, {
      key,
      version: versionOf(svg(100, 100)),
      alt: `Energieeffizienzklasse ${energyClass}`,
      svg,
    });
  }
  return assets;
}

/** Every drawable asset; deterministic, computed from code. */
export const IMAGE_ASSETS: ReadonlyMap<string, ImageAsset> = buildAssets();

export function imagePath(key: string, version: string, format: ImageFormat): string {
  return `/images/${key}/${version}/${format.toLowerCase()}.webp`;
}

export interface ImageRequest {
  asset: ImageAsset;
  format: ImageFormat;
}

const IMAGE_URL = /^\/images\/([a-z0-9-]{1,40})\/([0-9a-f]{10})\/([a-z_]{1,40})\.webp$/;

/**
 * Parses a request path into a known asset and format. Anything else (other versions, `..`, encoded
 * separators) is null, so the file system is only ever touched with names built from the registry.
 */
export function parseImagePath(pathname: string): ImageRequest | null {
  const match = IMAGE_URL.exec(pathname);
  if (!match) return null;
  const [, key = '', version, slug = ''] = match;
  const asset = IMAGE_ASSETS.get(key);
  const format = FORMAT_BY_SLUG.get(slug);
  if (!asset || !format || asset.version !== version) return null;
  return { asset, format };
}

export function imageFile(dataDir: string, asset: ImageAsset, format: ImageFormat): string {
  return join(dataDir, 'images', asset.key, asset.version, `${format.toLowerCase()}.webp`);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Rasterises one asset in one format (write to a temp name, then rename, so readers never see half a file). */
export async function renderImage(dataDir: string, asset: ImageAsset, format: ImageFormat): Promise<string> {
  const file = imageFile(dataDir, asset, format);
  if (await exists(file)) return file;
  const { width, height } = IMAGE_FORMATS[format];
  const webp = await sharp(Buffer.from(asset.svg(width, height)))
    .flatten({ background: '#ffffff' })
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
  await mkdir(join(dataDir, 'images', asset.key, asset.version), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, webp);
  await rename(temp, file);
  return file;
}

export interface RenderStats {
  rendered: number;
  ms: number;
}

/**
 * Renders every asset in the given formats with bounded concurrency (sharp already uses a thread pool;
 * a few jobs in flight keep all cores busy without queueing hundreds of SVG parses at once).
 */
export async function renderAllImages(
  dataDir: string,
  formats: readonly ImageFormat[] = Object.keys(IMAGE_FORMATS) as ImageFormat[],
  concurrency = Math.max(2, availableParallelism()),
): Promise<RenderStats> {
  const started = performance.now();
  const jobs: { asset: ImageAsset; format: ImageFormat }[] = [];
  for (const asset of IMAGE_ASSETS.values()) for (const format of formats) jobs.push({ asset, format });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (job) await renderImage(dataDir, job.asset, job.format);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { rendered: jobs.length, ms: Math.round(performance.now() - started) };
}

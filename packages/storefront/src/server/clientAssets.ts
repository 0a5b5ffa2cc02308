// The browser build: which script and styles a page loads, and serving the hashed files with long
// cache headers (their names change whenever their content does).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { compressBuffer, type Encoding, negotiateEncoding } from './compression';

export interface ClientAssets {
  /** Module script of the client entry, e.g. /assets/entry-client-3f2a.js. */
  readonly entryScript: string | null;
  /** Chunks the entry imports statically, preloaded to avoid a request waterfall. */
  readonly preloadScripts: readonly string[];
  readonly styles: readonly string[];
  /** Folder with the built client files, served under / (assets live in /assets/). */
  readonly dir: string | null;
}

export const NO_CLIENT_ASSETS: ClientAssets = {
  entryScript: null,
  preloadScripts: [],
  styles: [],
  dir: null,
};

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Reads Vite's manifest (build.manifest) of the client build in `dir`. */
export function loadClientAssets(dir: string, entry: string): ClientAssets {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const chunk = manifest[entry] ?? Object.values(manifest).find((candidate) => candidate.isEntry);
  if (!chunk) throw new Error(`client manifest has no entry ${entry}`);
  const styles = new Set<string>(chunk.css ?? []);
  const preload = new Set<string>();
  const visit = (key: string) => {
    const imported = manifest[key];
    if (!imported || preload.has(imported.file)) return;
    preload.add(imported.file);
    for (const css of imported.css ?? []) styles.add(css);
    for (const next of imported.imports ?? []) visit(next);
  };
  for (const key of chunk.imports ?? []) visit(key);
  return {
    entryScript: `/${chunk.file}`,
    preloadScripts: [...preload].map((file) => `/${file}`),
    styles: [...styles].map((file) => `/${file}`),
    // resolve() drops a trailing separator, which the path check in the handler relies on.
    dir: resolve(dir),
  };
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.map']);

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Serves /assets/* from the client build; compressed variants are made once and kept in memory. */
export function createAssetHandler(assets: ClientAssets) {
  const cache = new Map<string, Buffer | null>();
  const read = (file: string, encoding: Encoding): Buffer | null => {
    const key = `${encoding}:${file}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    let buffer: Buffer | null;
    try {
      const raw = readFileSync(file);
      buffer = encoding === 'identity' ? raw : compressBuffer(raw, encoding);
    } catch {
      buffer = null;
    }
    cache.set(key, buffer);
    return buffer;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!assets.dir) return false;
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://storefront').pathname);
    const file = normalize(join(assets.dir, pathname));
    if (!file.startsWith(`${normalize(assets.dir)}${sep}`)) return false;
    const extension = extname(file);
    const encoding = COMPRESSIBLE.has(extension) ? negotiateEncoding(req.headers) : 'identity';
    const body = read(file, encoding);
    if (!body) return false;
    const headers: Record<string, string> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'content-length': String(body.length),
      'cache-control': IMMUTABLE_CACHE,
      vary: 'accept-encoding',
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

// The browser build: which scripts and the stylesheet a page loads, and serving the hashed files with long
// cache headers (their names change whenever their content does).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { compressBuffer, type Encoding, negotiateEncoding } from './compression';
import { ASSETS_PREFIX, confinePublicPath } from './publicPaths';

/** Scripts to preload for a part of the build. */
export interface ChunkAssets {
  readonly preloadScripts: readonly string[];
}

export interface ClientAssets extends ChunkAssets {
  /** Module script of the client entry, e.g. /assets/entry-client-3f2a.js. */
  readonly entryScript: string | null;
  /**
   * The build's one stylesheet (Vite's build.cssCodeSplit off): every page's rules, so a page is styled at
   * first paint, whichever chunk it renders.
   */
  readonly stylesheet: string | null;
  /**
   * What each lazily loaded chunk adds to the entry's scripts, by chunk name (a page's is its module's
   * name, e.g. 'CategoryPage'). The server preloads the rendered page's, so they load without a waterfall.
   */
  readonly chunks: ReadonlyMap<string, ChunkAssets>;
  /** Folder with the built client files; only its assets/ folder is served (under /assets/). */
  readonly dir: string | null;
}

export const NO_CLIENT_ASSETS: ClientAssets = {
  entryScript: null,
  stylesheet: null,
  preloadScripts: [],
  chunks: new Map(),
  dir: null,
};

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly isEntry?: boolean;
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest key of the one stylesheet a build without CSS code splitting emits. */
const STYLESHEET_KEY = 'style.css';

/**
 * The scripts `roots` load with their static imports, leaving out `loaded` (what the page has already):
 * `roots` themselves are preloaded unless `skipRoots` (the entry is a script tag, not a preload).
 */
function collectAssets(
  manifest: Manifest,
  roots: readonly string[],
  loaded: ChunkAssets,
  skipRoots = false,
): ChunkAssets {
  const preload = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isRoot: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    const file = `/${chunk.file}`;
    if (!(isRoot && skipRoots) && !loaded.preloadScripts.includes(file)) preload.add(file);
    for (const next of chunk.imports ?? []) visit(next, false);
  };
  for (const root of roots) visit(root, true);
  return { preloadScripts: [...preload] };
}

/** Reads Vite's manifest (build.manifest) of the client build in `dir`. */
export function loadClientAssets(dir: string, entry: string): ClientAssets {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey =
    entry in manifest ? entry : Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  const chunk = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !chunk) throw new Error(`client manifest has no entry ${entry}`);
  // A chunk with CSS of its own would be unstyled on the server's first paint: the build must not split.
  const split = Object.keys(manifest).find((key) => (manifest[key]?.css ?? []).length > 0);
  if (split) throw new Error(`client build splits CSS (${split}); build it with cssCodeSplit: false`);
  const initial = collectAssets(manifest, [entryKey], { preloadScripts: [] }, true);
  const entryFile = `/${chunk.file}`;
  const loaded: ChunkAssets = { preloadScripts: [entryFile, ...initial.preloadScripts] };
  const chunks = new Map<string, ChunkAssets>();
  for (const key of chunk.dynamicImports ?? []) {
    const name = manifest[key]?.name;
    if (name) chunks.set(name, collectAssets(manifest, [key], loaded));
  }
  return {
    entryScript: entryFile,
    stylesheet: manifest[STYLESHEET_KEY] ? `/${manifest[STYLESHEET_KEY].file}` : null,
    preloadScripts: initial.preloadScripts,
    chunks,
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

/**
 * Serves /assets/* from the client build's assets folder and nothing else of it (publicPaths.ts: not the
 * manifest in .vite/, not a file outside); compressed variants are made once and kept in memory.
 *
 * @example
 * ```ts
 * const assets = createAssetHandler({ ...NO_CLIENT_ASSETS, dir: fileURLToPath(new URL('../client/', import.meta.url)) });
 * createServer((req, res) => {
 *   if (assets(req, res, new URL(req.url ?? '/', 'http://localhost').pathname)) return;
 *   renderPage(req, res);
 * });
 * ```
 */
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

  /** `path` is the request's raw path (requestTarget.ts); false when there is no such asset. */
  return (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    const segments = confinePublicPath(path, ASSETS_PREFIX);
    if (!assets.dir || !segments) return false;
    const file = join(assets.dir, ASSETS_PREFIX, ...segments);
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

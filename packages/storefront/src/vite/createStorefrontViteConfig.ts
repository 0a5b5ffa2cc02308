// One Vite configuration for both builds of an app (decision 0002): the client build with a manifest,
// and the SSR bundle of the server. CSS Modules get the same class names in both, so the server's
// HTML matches the browser's stylesheet.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { documentChunks } from './documentChunks';

/** A minifier of the client build. */
export type ClientMinifier = 'terser' | 'esbuild';

export interface StorefrontViteOptions {
  /** The app folder (usually `new URL('.', import.meta.url)`). */
  readonly appRoot: URL | string;
  /** Client entry relative to the app root. */
  readonly clientEntry?: string;
  /** Server entry relative to the app root. */
  readonly serverEntry?: string;
  /**
   * The client build's minifier. `'terser'` (the default) ships about 4 % fewer gzip bytes; `'esbuild'`
   * builds with well under half the CPU time, for builds only tests download.
   */
  readonly clientMinifier?: ClientMinifier;
}

export const CLIENT_ENTRY = 'src/entry-client.tsx';
export const SERVER_ENTRY = 'src/server.ts';

/** Deterministic, readable-enough class names; the same input gives the same name on both sides. */
const CSS_MODULE_NAMES = '[name]_[local]_[hash:base64:6]';

/**
 * The Vite config of a storefront app: the client and server builds of `src/entry-client.tsx` and
 * `src/server.ts`, CSS Modules with the same class names on both sides.
 *
 * @example
 * ```ts
 * // vite.config.ts
 * export default createStorefrontViteConfig({ appRoot: new URL('.', import.meta.url) });
 * ```
 */
export function createStorefrontViteConfig(options: StorefrontViteOptions) {
  const root = typeof options.appRoot === 'string' ? options.appRoot : fileURLToPath(options.appRoot);
  const clientEntry = options.clientEntry ?? CLIENT_ENTRY;
  const serverEntry = options.serverEntry ?? SERVER_ENTRY;
  const clientMinifier = options.clientMinifier ?? 'terser';
  return defineConfig(
    ({ isSsrBuild }): UserConfig => ({
      root,
      appType: 'custom',
      plugins: [react(), documentChunks()],
      css: { modules: { generateScopedName: CSS_MODULE_NAMES } },
      // The server bundle is self-contained: `node dist/server/server.js` needs no node_modules layout.
      ssr: { noExternal: true, target: 'node' },
      build: isSsrBuild
        ? {
            outDir: 'dist/server',
            ssr: serverEntry,
            target: 'node20',
            emptyOutDir: true,
            rollupOptions: { input: serverEntry, output: { entryFileNames: '[name].js' } },
          }
        : {
            outDir: 'dist/client',
            manifest: true,
            emptyOutDir: true,
            target: 'es2022',
            // Terser with two compress passes ships about 4 % fewer gzip bytes than esbuild's minifier
            // (7.9 KB on the entry), so the browser downloads and parses less before the page hydrates
            // (DESIGN §6 first-load budget, decision 0008). Only the client build: the server keeps esbuild.
            // The test run's builds take esbuild's (decision 0032): only its tests download them.
            minify: clientMinifier,
            ...(clientMinifier === 'terser'
              ? { terserOptions: { compress: { passes: 2 }, format: { comments: false } } }
              : {}),
            // One stylesheet for the whole shop (about 17 KB gzip, DESIGN §6 allows 30): a page waits for one
            // render-blocking request instead of up to eight small ones, every page shares the cached file,
            // and client-side navigation never fetches CSS. loadClientAssets requires it.
            cssCodeSplit: false,
            rollupOptions: { input: clientEntry },
          },
    }),
  );
}

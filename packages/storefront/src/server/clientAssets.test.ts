// Which scripts and which stylesheet the server's HTML names (DESIGN §6: a page styled at first paint, no
// request waterfall for its scripts), read from Vite's manifest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadClientAssets } from './clientAssets';

const folders: string[] = [];

/** A client build folder with the given manifest. */
function buildWith(manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ranzen-client-assets-'));
  folders.push(dir);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

// The shape of a real client build: the entry imports the layout statically and pages dynamically; the
// category page shares the listing chunk with the search page and also imports the layout; all CSS is in
// one stylesheet.
const BUILD = {
  'src/entry-client.tsx': {
    file: 'assets/entry-1.js',
    name: 'entry-client',
    isEntry: true,
    imports: ['_layout-1.js'],
    dynamicImports: ['src/pages/CategoryPage.tsx', 'src/pages/LogoutPage.tsx'],
  },
  '_layout-1.js': { file: 'assets/layout-1.js', name: 'layout' },
  'src/pages/CategoryPage.tsx': {
    file: 'assets/CategoryPage-1.js',
    name: 'CategoryPage',
    imports: ['src/entry-client.tsx', '_layout-1.js', '_ListingView-1.js'],
  },
  '_ListingView-1.js': { file: 'assets/ListingView-1.js', name: 'ListingView' },
  'src/pages/LogoutPage.tsx': {
    file: 'assets/LogoutPage-1.js',
    name: 'LogoutPage',
    imports: ['src/entry-client.tsx'],
  },
  'style.css': { file: 'assets/style-1.css', src: 'style.css' },
};

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('loadClientAssets', () => {
  const assets = loadClientAssets(buildWith(BUILD), 'src/entry-client.tsx');

  it('names the entry script, preloads its static imports and links the one stylesheet', () => {
    expect(assets.entryScript).toBe('/assets/entry-1.js');
    expect(assets.preloadScripts).toEqual(['/assets/layout-1.js']);
    expect(assets.stylesheet).toBe('/assets/style-1.css');
  });

  it("adds a page chunk's own scripts, without what the entry already loads", () => {
    expect(assets.chunks.get('CategoryPage')).toEqual({
      preloadScripts: ['/assets/CategoryPage-1.js', '/assets/ListingView-1.js'],
    });
    expect(assets.chunks.get('LogoutPage')).toEqual({ preloadScripts: ['/assets/LogoutPage-1.js'] });
  });

  it('refuses a build whose chunks carry CSS of their own (they would be unstyled at first paint)', () => {
    const split = {
      ...BUILD,
      '_ListingView-1.js': { file: 'assets/ListingView-1.js', css: ['assets/ListingView-1.css'] },
    };
    expect(() => loadClientAssets(buildWith(split), 'src/entry-client.tsx')).toThrow(/cssCodeSplit/);
  });
});

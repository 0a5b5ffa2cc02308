// Which scripts and styles the server's HTML names (DESIGN §6: no layout shift when a page's own CSS
// arrives after the first paint; no request waterfall for its scripts), read from Vite's manifest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadClientAssets } from './clientAssets';

const dir = mkdtempSync(join(tmpdir(), 'ranzen-client-assets-'));
mkdirSync(join(dir, '.vite'));
// The shape of a real client build: the entry imports the layout statically and pages dynamically; the
// category page shares the listing chunk with the search page and also imports the layout.
writeFileSync(
  join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/entry-client.tsx': {
      file: 'assets/entry-1.js',
      name: 'entry-client',
      isEntry: true,
      css: ['assets/entry-1.css'],
      imports: ['_layout-1.js'],
      dynamicImports: ['src/pages/CategoryPage.tsx', 'src/pages/LogoutPage.tsx'],
    },
    '_layout-1.js': { file: 'assets/layout-1.js', name: 'layout', css: ['assets/layout-1.css'] },
    'src/pages/CategoryPage.tsx': {
      file: 'assets/CategoryPage-1.js',
      name: 'CategoryPage',
      imports: ['src/entry-client.tsx', '_layout-1.js', '_ListingView-1.js'],
    },
    '_ListingView-1.js': {
      file: 'assets/ListingView-1.js',
      name: 'ListingView',
      css: ['assets/ListingView-1.css'],
    },
    'src/pages/LogoutPage.tsx': {
      file: 'assets/LogoutPage-1.js',
      name: 'LogoutPage',
      imports: ['src/entry-client.tsx'],
    },
  }),
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadClientAssets', () => {
  const assets = loadClientAssets(dir, 'src/entry-client.tsx');

  it('names the entry script, preloads its static imports and links their styles', () => {
    expect(assets.entryScript).toBe('/assets/entry-1.js');
    expect(assets.preloadScripts).toEqual(['/assets/layout-1.js']);
    expect(assets.styles).toEqual(['/assets/entry-1.css', '/assets/layout-1.css']);
  });

  it("adds a page chunk's own scripts and styles, without what the entry already loads", () => {
    expect(assets.chunks.get('CategoryPage')).toEqual({
      preloadScripts: ['/assets/CategoryPage-1.js', '/assets/ListingView-1.js'],
      styles: ['/assets/ListingView-1.css'],
    });
    expect(assets.chunks.get('LogoutPage')).toEqual({
      preloadScripts: ['/assets/LogoutPage-1.js'],
      styles: [],
    });
  });
});

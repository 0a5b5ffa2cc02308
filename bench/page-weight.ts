// First-load page weight against the budgets of DESIGN §6 (JavaScript at most 150 KB gzip on a product
// page, CSS at most 30 KB gzip), read from the storefront apps' client builds: the entry, the page's
// route chunk (routes/pageComponents.ts) and everything they import statically — what the browser must
// fetch before the page hydrates. Chunks imported only on interaction (machines, flyouts, zoom) are
// not first load. Sizes are gzip level 9 of the built files; they do not depend on the machine.
//   pnpm build && pnpm bench:weight
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const BUDGET = { js: 150 * KB, css: 30 * KB } as const;
const APPS = ['consumer', 'b2b'] as const;
const PAGES = { product: 'ProductPage', category: 'CategoryPage', home: 'HomePage' } as const;

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

function firstLoadFiles(manifest: Manifest, roots: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return { js: [...js], css: [...css] };
}

const gzipBytes = (dir: string, files: readonly string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

let overBudget = false;
for (const app of APPS) {
  const dir = join('apps', app, 'dist', 'client');
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`${app}: the client build has no entry; run pnpm build first`);
  for (const [page, component] of Object.entries(PAGES)) {
    // A page module that other chunks also import is keyed by its chunk name instead of its source.
    const pageChunk = Object.keys(manifest).find(
      (key) =>
        key.endsWith(`/pages/${component}.tsx`) || (key.startsWith(`_${component}-`) && key.endsWith('.js')),
    );
    if (!pageChunk) throw new Error(`${app}: no route chunk for ${component}`);
    const files = firstLoadFiles(manifest, [entry, pageChunk]);
    const js = gzipBytes(dir, files.js);
    const css = gzipBytes(dir, files.css);
    const verdict = page === 'product' ? (js <= BUDGET.js && css <= BUDGET.css ? 'within' : 'OVER') : '';
    if (verdict === 'OVER') overBudget = true;
    console.log(
      `${app.padEnd(9)} ${page.padEnd(9)} JS ${kb(js).padStart(9)} (${files.js.length} files)  CSS ${kb(css).padStart(8)}  ${verdict}`,
    );
  }
}
console.log(`budgets (product page): JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)} gzip`);
if (overBudget) process.exitCode = 1;

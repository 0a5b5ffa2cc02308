// First-load page weight against the budgets of DESIGN §6 (JavaScript at most 150 KB gzip on a product
// page, CSS at most 30 KB gzip), read from the storefront apps' client builds: exactly the scripts and
// the stylesheet the storefront server links in a page's HTML (the entry, its static imports, the page's
// route chunk with its own, and the shop's one stylesheet; `loadClientAssets`, router/pageComponents.ts)
// — what the browser must fetch before the page hydrates. Chunks imported only on interaction (machines,
// flyouts, zoom) are not first load. Sizes are gzip level 9 of the built files; they do not depend on the
// machine.
//   pnpm build && pnpm bench:weight
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadClientAssets } from '../packages/storefront/src/server/clientAssets';

const KB = 1000;
const BUDGET = { js: 150 * KB, css: 30 * KB } as const;
const APPS = ['consumer', 'b2b'] as const;
const PAGES = { product: 'ProductPage', category: 'CategoryPage', home: 'HomePage' } as const;
/** The apps' client entry (clientEntry in each app's src/server.ts). */
const CLIENT_ENTRY = 'src/entry-client.tsx';

const gzipBytes = (dir: string, files: readonly string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

let overBudget = false;
for (const app of APPS) {
  const dir = join('apps', app, 'dist', 'client');
  const assets = loadClientAssets(dir, CLIENT_ENTRY);
  if (!assets.entryScript) throw new Error(`${app}: the client build has no entry; run pnpm build first`);
  for (const [page, component] of Object.entries(PAGES)) {
    const pageAssets = assets.chunks.get(component);
    if (!pageAssets) throw new Error(`${app}: no route chunk for ${component}`);
    const files = {
      js: [assets.entryScript, ...assets.preloadScripts, ...pageAssets.preloadScripts],
      css: assets.stylesheet ? [assets.stylesheet] : [],
    };
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

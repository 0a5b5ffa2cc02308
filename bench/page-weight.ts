// First-load page weight against the budgets of DESIGN §6 (JavaScript at most 150 KB gzip on product,
// category and home pages, CSS at most 30 KB gzip), read from the storefront apps' client builds: exactly
// the scripts and the stylesheet the storefront server links in a page's HTML (firstLoad.ts) — what the
// browser must fetch before the page hydrates. Chunks imported only on interaction (machines, flyouts,
// zoom) are not first load. Sizes are gzip level 9 of the built files; they do not depend on the machine.
//   pnpm build && pnpm bench:weight
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoads, STOREFRONT_APPS } from './firstLoad';

const KB = 1000;
const BUDGET = { js: 150 * KB, css: 30 * KB } as const;

const gzipBytes = (dir: string, files: readonly string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

let overBudget = false;
for (const app of STOREFRONT_APPS) {
  const dir = join('apps', app, 'dist', 'client');
  for (const [page, load] of firstLoads(dir)) {
    const js = gzipBytes(dir, load.scripts);
    const css = gzipBytes(dir, load.stylesheet ? [load.stylesheet] : []);
    const within = js <= BUDGET.js && css <= BUDGET.css;
    if (!within) overBudget = true;
    console.log(
      `${app.padEnd(9)} ${page.padEnd(9)} JS ${kb(js).padStart(9)} (${load.scripts.length} files)  CSS ${kb(css).padStart(8)}  ${within ? 'within' : 'OVER'}`,
    );
  }
}
console.log(`budgets (product, category and home pages): JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)} gzip`);
if (overBudget) process.exitCode = 1;

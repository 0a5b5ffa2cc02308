// What a page's first-load JavaScript is made of (decision 0031): builds an app's client with source maps
// into a temporary folder (the production build, minifier included) and gives, for each budgeted page,
// the gzip bytes each package or source file costs: gzip of the page's scripts minus gzip of the same
// scripts without that group's bytes. Bytes are assigned to sources by the source maps; the GraphQL
// documents (virtual modules of vite/documentChunks.ts, without a map) are found by their shape; what no
// map covers (Vite's preload helper and chunk list, import and export lists) is reported as the runtime.
//   pnpm bench:composition [-- --app b2b] [-- --files] [-- --top 40]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { build } from 'vite';
import { firstLoads, STOREFRONT_APPS } from './firstLoad';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    app: { type: 'string', default: 'consumer' },
    // One row per source file instead of per package or source folder.
    files: { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
  },
});
const app = STOREFRONT_APPS.find((name) => name === values.app);
if (!app) throw new Error(`--app must be one of ${STOREFRONT_APPS.join(', ')}`);
const top = Number(values.top);

const RUNTIME = 'Vite runtime (unmapped)';
const DOCUMENTS = 'GraphQL documents';
/** A document AST as the minifier prints codegen's objects. */
const DOCUMENT_START = /\{kind:"Document",definitions:/g;

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** The package (`@apollo/client`, `react-dom`) or the workspace folder a source belongs to. */
function groupOf(source: string): string {
  const path = source.replace(/^(\.\.\/)+/, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const parts = path.slice(inPackage + 'node_modules/'.length).split('/');
    const name = parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
    return values.files ? parts.join('/') : name.join('/');
  }
  const workspace = path.replace(/^.*?\b(packages|apps)\//, '$1/');
  return values.files ? workspace : workspace.split('/').slice(0, 3).join('/');
}

/** The group of every character of a built script. */
function owners(code: string, mapText: string): string[] {
  const map = JSON.parse(mapText) as { sources: string[]; mappings: string };
  const owner = new Array<string>(code.length).fill(RUNTIME);
  let lineStart = 0;
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, line) => {
    const length = lines[line]?.length ?? 0;
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? length;
      const source = segment[1] === undefined ? undefined : map.sources[segment[1]];
      owner.fill(source === undefined ? RUNTIME : groupOf(source), lineStart + segment[0], lineStart + end);
    });
    lineStart += length + 1;
  });
  for (const match of code.matchAll(DOCUMENT_START)) {
    let depth = 0;
    let end = match.index;
    do {
      if (code[end] === '{') depth += 1;
      else if (code[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0 && end < code.length);
    owner.fill(DOCUMENTS, match.index, end);
  }
  return owner;
}

/** Gzip bytes each group costs in the scripts: the whole minus the whole without the group. */
function composition(
  dir: string,
  scripts: readonly string[],
): { total: number; groups: Map<string, number> } {
  const groups = new Map<string, number>();
  let total = 0;
  for (const script of scripts) {
    const code = readFileSync(join(dir, script), 'utf8');
    const whole = gzipSize(code);
    total += whole;
    const owner = owners(code, readFileSync(join(dir, `${script}.map`), 'utf8'));
    for (const group of new Set(owner)) {
      const without = Array.from(code, (char, index) => (owner[index] === group ? '' : char)).join('');
      groups.set(group, (groups.get(group) ?? 0) + whole - gzipSize(without));
    }
  }
  return { total, groups };
}

const outDir = mkdtempSync(join(tmpdir(), 'ranzen-composition-'));
// The app's config names its entry relative to the app, as `vite build` runs it there.
process.chdir(join('apps', app));
try {
  await build({
    configFile: 'vite.config.ts',
    configLoader: 'runner',
    logLevel: 'warn',
    build: { outDir, sourcemap: true, emptyOutDir: true },
  });
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9);
  for (const [page, load] of firstLoads(outDir)) {
    const { total, groups } = composition(outDir, load.scripts);
    console.log(`\n${app} ${page}: ${kb(total)} gzip in ${load.scripts.length} scripts`);
    const rows = [...groups].sort(([, a], [, b]) => b - a);
    const shown = rows.slice(0, top);
    for (const [group, bytes] of shown) console.log(`${kb(bytes)}  ${group}`);
    const rest = rows.slice(top);
    if (rest.length > 0)
      console.log(`${kb(rest.reduce((sum, [, bytes]) => sum + bytes, 0))}  ${rest.length} more groups`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

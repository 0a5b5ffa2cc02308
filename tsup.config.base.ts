import { readdirSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';
import { isPublishedSource, PACKAGE_DECLARATIONS_ENV } from './scripts/packed/publishedSources.mjs';

/** What a package's build adds to the shared one (decision 0015). */
export interface SdkPackageBuild {
  /** The public entries, `dist/<name>.js` + `dist/<name>.d.ts` each: one per package.json export. */
  entries: Record<string, string>;
  /**
   * Emit every source module as a module of its own (`dist/machines/cart.machine.js`), so a host's
   * bundler splits the package the way it splits the workspace's sources: what only a dynamic
   * `import()` reaches (the machines and XState) stays out of the host's entry chunk. Without it,
   * esbuild merges the modules of each entry into one file.
   */
  preserveModules?: boolean;
  /**
   * Join all CSS the build emits (the CSS Modules of every entry and lazily loaded chunk) into
   * `dist/styles.css`, the package's one CSS import for hosts. `global` names stylesheets without
   * class selectors (tokens, base) that come first and stay in `dist` as exports of their own.
   */
  stylesheet?: { global?: Record<string, string> };
  /** Packages (besides dependencies and peers, external anyway) never bundled. */
  external?: string[];
}

/** The CSS bundle a host imports once, `@ranzen/<package>/styles.css` (decision 0015). */
export const STYLESHEET = 'styles.css';

/** The package's published source files (tests, stories and test helpers left out), one entry each. */
function publishedSources(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.split('\\').join('/')}`)
    .filter(isPublishedSource);
}

/**
 * The declaration entries: the sources, or with `PACKAGE_DECLARATIONS_ENV` set the typecheck's
 * declarations of them (`<folder>/packages/<name>/src/index.d.ts`), bundled without compiling anything.
 */
function declarationEntries(entries: Record<string, string>): Record<string, string> {
  const folder = process.env[PACKAGE_DECLARATIONS_ENV];
  if (!folder) return entries;
  const packagePath = relative(fileURLToPath(new URL('.', import.meta.url)), process.cwd());
  return Object.fromEntries(
    Object.entries(entries).map(([name, source]) => [
      name,
      join(resolve(folder), packagePath, source.replace(/\.tsx?$/, '.d.ts')),
    ]),
  );
}

/** esbuild names a chunk (a lazily loaded module's output) `<name>-<8 character hash>`. */
const CHUNK_NAME = /-[A-Z0-9]{8}\.css$/;

/** esbuild heads each source file's rules in its CSS output with `/* src/<path> *\/`. */
const SOURCE_HEADING = /^\/\* (src\/\S+) \*\/$/m;

/**
 * esbuild writes a CSS Module into the CSS of every entry and chunk that imports it; the joined
 * stylesheet keeps each source file's rules once, where they first appear.
 */
function withoutRepeatedSources(files: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const file of files) {
    // split() with a capturing group alternates: text before the first heading, then heading, rules, …
    const [preamble = '', ...sections] = file.split(SOURCE_HEADING);
    if (preamble.trim()) kept.push(preamble);
    for (let index = 0; index < sections.length; index += 2) {
      const source = sections[index] ?? '';
      if (seen.has(source)) continue;
      seen.add(source);
      kept.push(`/* ${source} */${sections[index + 1] ?? ''}`);
    }
  }
  return kept;
}

async function cssFilesIn(folder: string): Promise<string[]> {
  const files = await readdir(folder, { recursive: true });
  return files.filter((file) => file.endsWith('.css')).sort();
}

/**
 * Replaces the CSS esbuild emitted per entry and chunk by one `dist/styles.css`: the `after`
 * stylesheets first (kept as they are), then the entries' CSS, then the chunks'. Source maps of the
 * parts would no longer match, so none is kept.
 */
async function joinStylesheets(outDir: string, after: string[]): Promise<void> {
  const emitted = (await cssFilesIn(outDir)).filter((file) => !after.includes(file) && file !== STYLESHEET);
  const isChunk = (file: string) => CHUNK_NAME.test(file);
  const ordered = [...after, ...emitted.filter((file) => !isChunk(file)), ...emitted.filter(isChunk)];
  const parts = await Promise.all(ordered.map((file) => readFile(join(outDir, file), 'utf8')));
  await writeFile(join(outDir, STYLESHEET), withoutRepeatedSources(parts).join('\n'));
  await Promise.all(
    emitted.flatMap((file) => [rm(join(outDir, file)), rm(join(outDir, `${file}.map`), { force: true })]),
  );
}

/**
 * Shared build of a published package: ESM + declarations, dependencies and peers external. CSS
 * Modules are scoped by esbuild's `local-css` loader (tsup's CSS plugin reads only `loader['.css']`,
 * so it is set for every `.css`; global stylesheets hold no class selectors).
 */
export function sdkPackageBuild({ entries, preserveModules = false, stylesheet, external }: SdkPackageBuild) {
  const globalStylesheets = stylesheet?.global ?? {};
  const options: Options = {
    entry: preserveModules ? publishedSources() : { ...entries, ...globalStylesheets },
    dts: { entry: declarationEntries(entries) },
    format: ['esm'],
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: !preserveModules,
    loader: { '.css': 'local-css' },
    ...(external ? { external } : {}),
    ...(stylesheet
      ? {
          onSuccess: () =>
            joinStylesheets(
              'dist',
              Object.keys(globalStylesheets).map((name) => `${name}.css`),
            ),
        }
      : {}),
  };
  return defineConfig(options);
}

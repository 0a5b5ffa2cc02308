// `pnpm test` step (issue 17 item 1): the SDK packages build, pass publint, and work for another team
// from their tarballs alone. Builds and packs the four packages, installs only the tarballs (plus
// registry packages, from the pnpm store) into a throwaway Vite + React 19 app in a temp folder
// outside the workspace (scripts/packed/app), type-checks and builds it, renders its page on the
// server and checks, failing with what it found:
// - the rendered class attributes are CSS Module names, scoped (`File_name`), and the app's CSS
//   defines each; the packages' stylesheets define no unscoped class;
// - the header has a sane height in Chromium (an unstyled header is several times taller);
// - XState is not in the chunks the app's entry loads, but in a lazily loaded one.
// The temp folder is removed at the end; nothing is cached between runs.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs';
import { runBuffered } from '../run.mjs';
import { installPackedPackages, PACKAGES, packPackages, peerVersions, WORKSPACE } from './packages.mjs';

/** A class esbuild's `local-css` loader scoped: `<CSS Module file name>_<class name>`. */
const SCOPED_CLASS = /^[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_-]+$/;
/** The heading esbuild gives each CSS Module's rules: its source path. */
const MODULE_HEADING = /^\/\* src\/(?:[\w-]+\/)*([\w-]+)\.module\.css \*\/$/gm;
/** A string only XState's interpreter holds (its init event), so it marks the chunk XState is in. */
const XSTATE_MARKER = 'xstate.init';
/** Heights (CSS px, 1280 px wide viewport) a styled header has; unstyled it is over 1000 px. */
const HEADER_HEIGHT = { min: 40, max: 400 };
/** The registry packages the app itself needs, at the workspace's versions. */
const APP_TOOLS = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];

const failures = [];
function expect(condition, message) {
  if (!condition) failures.push(message);
}

async function step(name, action) {
  const started = Date.now();
  const result = await action();
  console.log(`${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  return result;
}

async function exec(command, args, cwd) {
  const { code, output } = await runBuffered(command, args, { cwd });
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
}

/** The class names used in selectors of a stylesheet (not in declarations such as `url(x.svg)`). */
function selectorClasses(css) {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const preludes = withoutComments.split('}').flatMap((block) => block.split('{').slice(0, -1));
  return new Set(
    preludes.flatMap((prelude) => [...prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])),
  );
}

/** The names of the CSS Module files a package's stylesheet was joined from. */
function cssModules(css) {
  return new Set([...css.matchAll(MODULE_HEADING)].map((match) => match[1]));
}

/** The classes a package's stylesheet defines that are not scoped to the CSS Module file they came from. */
function unscopedClasses(css) {
  const modules = cssModules(css);
  return [...selectorClasses(css)].filter((name) => !modules.has(name.slice(0, name.indexOf('_'))));
}

function renderedClasses(html) {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/).filter(Boolean));
}

/** The file of the app's entry chunk and of every chunk it imports statically (first load). */
function firstLoadFiles(manifest) {
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return files;
}

const CONTENT_TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the client build with the server-rendered page as its index; resolves with its origin. */
async function serve(folder, page) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    if (!/^\/assets\/[\w.-]+$/.test(path)) return response.writeHead(404).end();
    const body = await readFile(join(folder, path)).catch(() => null);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function headerHeight(folder, page) {
  const { server, origin } = await serve(folder, page);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(origin, { waitUntil: 'load' });
    const height = await tab.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);
    expect(errors.length === 0, `the page threw in Chromium: ${errors.join('; ')}`);
    return height;
  } finally {
    await browser.close();
    server.close();
  }
}

/** `--no-build` packs the packages as they are in dist: for trying a change to this script only. */
const build = !process.argv.includes('--no-build');
const temp = await mkdtemp(join(tmpdir(), 'ranzen-packed-'));
try {
  if (build)
    await step('packages built and passed publint', () =>
      exec(
        'npx',
        ['--yes', 'pnpm@10', '-r', '--filter', './packages/*', 'run', '--if-present', 'lint:built'],
        WORKSPACE,
      ),
    );
  const tarballs = await step('packages packed', () => packPackages(join(temp, 'tarballs')));
  const app = join(temp, 'app');
  await cp(new URL('./app/', import.meta.url), app, { recursive: true });
  const rootManifest = JSON.parse(await readFile(join(WORKSPACE, 'package.json'), 'utf8'));
  const tools = Object.fromEntries(APP_TOOLS.map((name) => [name, rootManifest.devDependencies[name]]));
  await step('tarballs installed in an app outside the workspace', async () =>
    installPackedPackages(app, tarballs, { ...(await peerVersions()), ...tools }),
  );
  await step('app type-checked against the packed types', () =>
    exec('node_modules/.bin/tsc', ['-p', '.'], app),
  );
  await step('app built', async () => {
    await exec('node_modules/.bin/vite', ['build', '--outDir', 'dist/client'], app);
    await exec(
      'node_modules/.bin/vite',
      ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'],
      app,
    );
  });

  const { render } = await import(join(app, 'dist/server/entry-server.js'));
  const html = render();
  const client = join(app, 'dist/client');
  const assets = await readdir(join(client, 'assets'));
  const read = (file) => readFile(join(client, file), 'utf8');
  const appCss = (
    await Promise.all(assets.filter((file) => file.endsWith('.css')).map((file) => read(`assets/${file}`)))
  ).join('\n');

  // Styled: scoped class attributes, each defined by the app's CSS.
  const classes = renderedClasses(html);
  expect(classes.length >= 20, `only ${classes.length} class attributes rendered (CSS Module maps empty?)`);
  const unscoped = [...new Set(classes.filter((name) => !SCOPED_CLASS.test(name)))];
  expect(unscoped.length === 0, `unscoped classes rendered: ${unscoped.join(', ')}`);
  const defined = selectorClasses(appCss);
  const undefinedClasses = [...new Set(classes.filter((name) => !defined.has(name)))];
  expect(
    undefinedClasses.length === 0,
    `rendered classes the app's CSS does not define: ${undefinedClasses.join(', ')}`,
  );
  const moduleOwners = new Map();
  for (const name of Object.keys(PACKAGES)) {
    const stylesheet = join(app, 'node_modules', name, 'dist/styles.css');
    const css = await readFile(stylesheet, 'utf8').catch(() => null);
    if (css === null) continue; // a package without CSS ships no stylesheet
    const global = unscopedClasses(css);
    expect(
      global.length === 0,
      `${name}/styles.css defines unscoped classes: ${global.slice(0, 10).join(', ')}`,
    );
    // esbuild's names carry no hash: a CSS Module file name used in two packages would give both its classes.
    for (const module of cssModules(css)) {
      expect(!moduleOwners.has(module), `${module}.module.css is in ${moduleOwners.get(module)} and ${name}`);
      moduleOwners.set(module, name);
    }
  }

  // XState lazily loaded: not in the entry chunk nor what it imports, but in the build.
  const manifest = JSON.parse(await read('.vite/manifest.json'));
  const firstLoad = firstLoadFiles(manifest);
  expect(firstLoad.size > 0, 'the client build has no entry chunk');
  for (const file of firstLoad)
    expect(!(await read(file)).includes(XSTATE_MARKER), `XState is in ${file}, loaded first`);
  const scripts = assets.filter((file) => file.endsWith('.js'));
  const withXState = (await Promise.all(scripts.map((file) => read(`assets/${file}`)))).filter((code) =>
    code.includes(XSTATE_MARKER),
  );
  expect(withXState.length > 0, 'no chunk holds XState: the marker no longer finds it');

  // Styled in a browser: the header's height.
  const template = await read('index.html');
  const height = await step('page opened in Chromium', () =>
    headerHeight(client, template.replace('<!--app-->', html)),
  );
  expect(
    height >= HEADER_HEIGHT.min && height <= HEADER_HEIGHT.max,
    `the header is ${height} px high, expected ${HEADER_HEIGHT.min}–${HEADER_HEIGHT.max} px`,
  );
  console.log(
    `${classes.length} scoped class attributes, header ${Math.round(height)} px, XState in a lazy chunk`,
  );
} finally {
  await rm(temp, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`The packed packages fail:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('The packed packages install, build, render styled and split XState off.');

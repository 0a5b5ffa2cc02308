// @vitest-environment node
// DESIGN §6: machines and XState are not first-load code. The hosts import them only by dynamic
// import() (useLazyMachine), so the package bundled the way the apps bundle it (Vite, tree-shaken)
// must keep every machine and XState out of the entry and the chunks it imports statically; a static
// import anywhere on that path (a hook importing `cartMachine` or a provide module) fails here,
// which the behaviour tests cannot see: they pass with either import.
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const MACHINES = [
  'cart',
  'searchBox',
  'lightningReservation',
  'variantSelection',
  'addressBook',
  'login',
  'checkout',
  'wishlist',
  'returns',
  'teaserWishlist',
] as const;

type Chunk = Rollup.OutputChunk;

/** The modules that contribute code to a chunk. */
const modulesOf = (chunk: Chunk) =>
  Object.entries(chunk.modules).flatMap(([id, module]) => (module.renderedLength > 0 ? [id] : []));

let firstLoad: string[] = [];
let lazy: string[] = [];

beforeAll(async () => {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: PACKAGE_DIR,
    build: {
      write: false,
      minify: false,
      lib: { entry: 'src/index.ts', formats: ['es'] },
      // What the apps get from elsewhere; sdk-core and XState are bundled so their place shows.
      rollupOptions: { external: [/^react($|\/|-dom)/, /^@apollo\/client/, /^rxjs/, /^graphql/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) =>
    output.output.filter((file): file is Chunk => file.type === 'chunk'),
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The entry and everything it imports statically is what a page loads before it hydrates.
  const initial = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || initial.has(chunk)) return;
    initial.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  firstLoad = [...initial].flatMap(modulesOf);
  lazy = chunks.filter((chunk) => !initial.has(chunk)).flatMap(modulesOf);
}, 60_000);

describe('sdk-react first-load code (DESIGN §6)', () => {
  it.each(MACHINES)('loads the %s machine only on first use', (name) => {
    const machineFile = `/machines/${name}.machine.ts`;
    expect(firstLoad.filter((id) => id.endsWith(machineFile))).toEqual([]);
    expect(lazy.some((id) => id.endsWith(machineFile))).toBe(true);
  });

  it('keeps XState out of the first load', () => {
    expect(firstLoad.filter((id) => id.includes('/xstate/'))).toEqual([]);
    expect(lazy.some((id) => id.includes('/xstate/'))).toBe(true);
  });
});

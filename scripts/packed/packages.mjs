// The four SDK packages as another team gets them: packed into tarballs and installed, with nothing
// but their registry dependencies, into an app outside the workspace (issue 17 item 1).
//
// For a test that runs an app on the packed packages (scripts/packed/check.mjs does; an example
// storefront in `examples/` can do the same):
//
//   import { packPackages, installPackedPackages } from '../scripts/packed/packages.mjs';
//   const tarballs = await packPackages(join(tempDir, 'tarballs'));   // after `pnpm -r build`
//   await installPackedPackages(appDir, tarballs, { vite: '^7.3.8' }); // appDir: outside /work
//
// `installPackedPackages` writes the app's package.json (its own fields kept) with the tarballs as
// its `@ranzen/*` dependencies, and `pnpm.overrides` so that the packages' dependencies on each other
// resolve to the same tarballs, then runs `pnpm install --prefer-offline` there: the registry
// packages come from the pnpm store the workspace filled. Nothing is cached between runs.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuffered } from '../run.mjs';

export const WORKSPACE = fileURLToPath(new URL('../../', import.meta.url));

/** The published packages, by name and folder. */
export const PACKAGES = {
  '@ranzen/sdk-core': 'packages/sdk-core',
  '@ranzen/sdk-react': 'packages/sdk-react',
  '@ranzen/ui': 'packages/ui',
  '@ranzen/storefront': 'packages/storefront',
};

/** The registry packages a host installs beside the SDK (the peers), at the workspace's versions. */
export async function peerVersions() {
  const versions = {};
  for (const folder of Object.values(PACKAGES)) {
    const manifest = JSON.parse(await readFile(join(WORKSPACE, folder, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.peerDependencies ?? {})) {
      versions[name] = manifest.devDependencies?.[name] ?? manifest.peerDependencies[name];
    }
  }
  return versions;
}

async function pnpm(args, cwd) {
  const { code, output } = await runBuffered('npx', ['--yes', 'pnpm@10', ...args], { cwd });
  if (code !== 0) throw new Error(`pnpm ${args.join(' ')} in ${cwd} failed:\n${output}`);
  return output;
}

/**
 * `pnpm pack`s every package (built beforehand: `pnpm -r --filter ./packages/* build`) into
 * `destination`; resolves with package name → absolute tarball path.
 */
export async function packPackages(destination) {
  await mkdir(destination, { recursive: true });
  const tarballs = {};
  await Promise.all(
    Object.entries(PACKAGES).map(async ([name, folder]) => {
      const before = new Set(await readdir(destination));
      await pnpm(['pack', '--pack-destination', resolve(destination)], join(WORKSPACE, folder));
      const packed = (await readdir(destination)).filter(
        (file) => !before.has(file) && file.startsWith(`${name.slice(1).replace('/', '-')}-`),
      );
      if (packed.length !== 1) throw new Error(`pnpm pack of ${name}: expected one tarball, found ${packed}`);
      tarballs[name] = resolve(destination, packed[0]);
    }),
  );
  return tarballs;
}

/**
 * Installs the tarballs (and `dependencies`, registry packages) into `targetDir`, a folder outside
 * the workspace, so that nothing resolves to the workspace's sources.
 */
export async function installPackedPackages(targetDir, tarballs, dependencies = {}) {
  const absolute = resolve(targetDir);
  if (absolute.startsWith(resolve(WORKSPACE))) throw new Error(`${absolute} is inside the workspace`);
  const manifestPath = join(absolute, 'package.json');
  const existing = await readFile(manifestPath, 'utf8').then(JSON.parse, () => ({}));
  const fromTarballs = Object.fromEntries(
    Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  );
  const manifest = {
    name: 'ranzen-packed-app',
    private: true,
    type: 'module',
    ...existing,
    dependencies: { ...existing.dependencies, ...dependencies, ...fromTarballs },
    pnpm: { ...existing.pnpm, overrides: { ...existing.pnpm?.overrides, ...fromTarballs } },
  };
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  await pnpm(
    ['install', '--prefer-offline', '--ignore-workspace', '--config.strict-peer-dependencies=true'],
    absolute,
  );
}

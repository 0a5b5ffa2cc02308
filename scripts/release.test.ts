// Issue 17 items 5 and 6: what every published package carries for an outsider (README, LICENSE, the
// repository fields) and the release settings (changesets for the published packages only; 0.x semver:
// a breaking change is a `minor` bump, never `major`, docs/releasing.md).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly license?: string;
  readonly homepage?: string;
  readonly repository?: { readonly type: string; readonly url: string; readonly directory?: string };
  readonly bugs?: { readonly url: string };
  readonly exports?: Readonly<Record<string, unknown>>;
  readonly publishConfig?: { readonly exports?: Readonly<Record<string, unknown>> };
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

const read = (...path: string[]) => readFileSync(join(ROOT, ...path), 'utf8');
const manifestOf = (dir: string): Manifest => JSON.parse(read(dir, 'package.json'));
const workspaceDirs = (parent: string) =>
  readdirSync(join(ROOT, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);

const published = workspaceDirs('packages').map((dir) => ({ dir, manifest: manifestOf(dir) }));
const root = manifestOf('.');
const repositoryUrl = root.repository?.url ?? '';
/** The repository's web address: the git URL without `git+` and `.git`. */
const webUrl = repositoryUrl.replace(/^git\+/, '').replace(/\.git$/, '');

describe.each(published)('$manifest.name', ({ dir, manifest }) => {
  it('is MIT licensed with the LICENSE file of the repository', () => {
    expect(manifest.license).toBe('MIT');
    expect(read(dir, 'LICENSE')).toBe(read('LICENSE'));
  });

  it('names the repository, its folder, its README as homepage and the issue tracker', () => {
    expect(repositoryUrl).toMatch(/^git\+https:\/\/.+\.git$/);
    expect(manifest.repository).toEqual({ type: 'git', url: repositoryUrl, directory: dir });
    expect(manifest.homepage).toBe(`${webUrl}/tree/main/${dir}#readme`);
    expect(manifest.bugs).toEqual({ url: `${webUrl}/issues` });
  });

  it('has a README that tells how to install it and names every entry point, stylesheet and peer', () => {
    const readme = read(dir, 'README.md');
    expect(readme.startsWith(`# ${manifest.name}\n`)).toBe(true);
    expect(readme).toContain(`npm install ${manifest.name}`);
    // The published exports add the built stylesheets (`./styles.css`) to the source ones.
    const subpaths = Object.keys({ ...manifest.exports, ...manifest.publishConfig?.exports }).filter(
      (subpath) => subpath !== '.' && !subpath.includes('*'),
    );
    for (const subpath of subpaths) expect(readme).toContain(`${manifest.name}${subpath.slice(1)}`);
    for (const peer of Object.keys(manifest.peerDependencies ?? {})) expect(readme).toContain(`\`${peer}\``);
  });
});

describe('published TSDoc', () => {
  // The sections of the project's private specification and design mean nothing to an SDK user; the
  // TSDoc of the sources ends up in the published types. The generated GraphQL types carry the schema's
  // descriptions, which are checked in the schema files.
  const sources = execFileSync('git', ['ls-files', 'packages/*/src/*'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter((file) => !file.endsWith('/graphql/generated.ts'));

  it('names no section of the private specification or design', () => {
    const mentions = sources.flatMap((file) =>
      [...read(file).matchAll(/\/\*\*[\s\S]*?\*\//g)]
        .filter(([block]) => /§|\.\.\/shared\//.test(block))
        .map(
          ([block]) =>
            `${file}: ${block
              .split('\n')
              .find((line) => /§|shared\//.test(line))
              ?.trim()}`,
        ),
    );
    expect(mentions).toEqual([]);
  });

  it('names no section, issue or private document of them in the shipped schema files either', () => {
    // The schema files ship in the package (`@ranzen/sdk-core/schema/*`): their comments are read by
    // whoever generates operations from them, their descriptions reach SDK users through introspection and
    // the generated types' comments. The repository's docs/ folder is not shipped.
    const schemaFiles = execFileSync('git', ['ls-files', 'packages/sdk-core/schema/*.graphql'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(schemaFiles.length).toBeGreaterThan(0);
    const mentions = schemaFiles.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(({ line }) => /§|\.\.\/shared\/|\bdocs\/|\bissue \d|\bDESIGN\b/.test(line))
        .map(({ line, number }) => `${file}:${number}: ${line.trim()}`),
    );
    expect(mentions).toEqual([]);
  });
});

describe('releases', () => {
  /** The pending changesets of the repository at `root`. */
  const changesetFiles = (root = ROOT) =>
    readdirSync(join(root, '.changeset')).filter((file) => file.endsWith('.md') && file !== 'README.md');
  const config = JSON.parse(read('.changeset', 'config.json'));
  const names = published.map(({ manifest }) => manifest.name).sort();

  it('version and publish the published packages only, linked to one version line', () => {
    expect(config.privatePackages).toEqual({ version: false, tag: false });
    expect([...config.linked[0]].sort()).toEqual(names);
    const privateNames = workspaceDirs('apps')
      .map(manifestOf)
      .filter((manifest) => manifest.private)
      .map((manifest) => manifest.name);
    expect([...config.ignore].sort()).toEqual(privateNames.sort());
  });

  it('write changesets for SDK users: no spec section, issue number or private design document', () => {
    // The changesets become the published CHANGELOGs, read by teams who have neither the spec nor the
    // issue tracker's history.
    const mentions = changesetFiles().flatMap((file) =>
      read('.changeset', file)
        .split('\n')
        .filter((line) => /§|\bissues? #?\d|#\d+\b|\bDESIGN\b|\.\.\/shared\//.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(mentions).toEqual([]);
  });

  it('refuse a major bump while the packages are at 0.x (a breaking change is minor)', () => {
    const zeroX = new Set(
      published
        .filter(({ manifest }) => manifest.version.startsWith('0.'))
        .map(({ manifest }) => manifest.name),
    );
    const majors = changesetFiles().flatMap((file) => {
      const front = read('.changeset', file).split('---')[1] ?? '';
      return [...front.matchAll(/^"([^"]+)":\s*major\s*$/gm)]
        .filter(([, name]) => name !== undefined && zeroX.has(name))
        .map(([, name]) => `${file}: ${name}`);
    });
    expect(majors).toEqual([]);
  });

  it('have released: each package has a committed CHANGELOG whose latest entry is its version', () => {
    // docs/releasing.md step 1 was run and committed; a version raised by hand has no CHANGELOG entry.
    for (const { dir, manifest } of published)
      expect(read(dir, 'CHANGELOG.md').startsWith(`# ${manifest.name}\n\n## ${manifest.version}\n`)).toBe(
        true,
      );
  });

  it('keep the example on the released version line (docs/releasing.md step 1)', () => {
    // `changeset version` leaves the example alone (it is outside the workspace); at 0.x a caret range
    // stops at the next minor, so the example would otherwise ask for a version line no longer published.
    const example = manifestOf('examples/storefront-basic') as Manifest & {
      readonly dependencies: Readonly<Record<string, string>>;
    };
    const ranges = Object.fromEntries(
      Object.entries(example.dependencies).filter(([name]) => name.startsWith('@ranzen/')),
    );
    expect(ranges).toEqual(
      Object.fromEntries(published.map(({ manifest }) => [manifest.name, `^${manifest.version}`])),
    );
  });

  it('apply with `changeset version`: every pending changeset parses and each CHANGELOG gets the next release on top', () => {
    // docs/releasing.md step 1, in a throwaway copy of the manifests, CHANGELOGs and changesets (the bump is
    // a release's own commit, never a side effect of a test), with one patch changeset of the test's own so
    // that there is a release to make when none is pending.
    const copy = mkdtempSync(join(tmpdir(), 'ranzen-changesets-'));
    try {
      const files = execFileSync(
        'git',
        ['ls-files', '*package.json', 'packages/*/CHANGELOG.md', 'pnpm-workspace.yaml', '.changeset'],
        { cwd: ROOT, encoding: 'utf8' },
      )
        .split('\n')
        .filter(Boolean);
      for (const file of files) {
        mkdirSync(join(copy, dirname(file)), { recursive: true });
        cpSync(join(ROOT, file), join(copy, file));
      }
      const bumps = names.map((name) => `"${name}": patch`).join('\n');
      writeFileSync(join(copy, '.changeset', 'release-test.md'), `---\n${bumps}\n---\n\nA release test.\n`);
      execFileSync(join(ROOT, 'node_modules/.bin/changeset'), ['version'], { cwd: copy, stdio: 'pipe' });
      expect(changesetFiles(copy)).toEqual([]);
      const versions = published.map(({ dir, manifest }) => {
        const version: string = JSON.parse(readFileSync(join(copy, dir, 'package.json'), 'utf8')).version;
        expect(version).not.toBe(manifest.version);
        const changelog = readFileSync(join(copy, dir, 'CHANGELOG.md'), 'utf8');
        expect(changelog).toContain(`# ${manifest.name}\n\n## ${version}\n`);
        expect(changelog).toContain(`\n## ${manifest.version}\n`); // the released entries are kept
        return version;
      });
      expect(new Set(versions).size).toBe(1); // linked: one version line
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});

// `pnpm release`: publishes the SDK packages (packages/*) whose version is not in the registry yet.
// The registry is configuration, as for every npm client: `NPM_CONFIG_REGISTRY`, or `registry=` (and the
// token) in an .npmrc. Before publishing it builds the packages and runs the checks on what would be
// published; `pnpm release --dry-run` does all of it but the upload. Versions and CHANGELOGs come first,
// from the pending changesets (`pnpm changeset version`, committed); the steps: docs/releasing.md.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { run } from './run.mjs';

const dryRun = process.argv.includes('--dry-run');
const PACKAGES = ['--filter', './packages/*'];

const pending = readdirSync('.changeset').filter((file) => file.endsWith('.md') && file !== 'README.md');
if (pending.length > 0 && !dryRun) {
  console.error(
    `${pending.length} changesets are not applied yet: run \`pnpm changeset version\`, review and commit the ` +
      'versions and CHANGELOGs, then `pnpm release`.',
  );
  process.exit(1);
}

const registry = execFileSync('pnpm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
console.log(`${dryRun ? 'Dry run: would publish' : 'Publishing'} to ${registry}`);

const steps = [
  ['build the packages and check them from their tarballs', ['exec', 'node', 'scripts/packed/check.mjs']],
  ['API reports are current', ['api:report', '--check']],
  [
    dryRun ? 'pack and publish (dry run)' : 'publish',
    ['-r', ...PACKAGES, 'publish', '--access', 'public', '--no-git-checks', ...(dryRun ? ['--dry-run'] : [])],
  ],
];
for (const [name, args] of steps) {
  console.log(`\n=== ${name}`);
  const code = await run('pnpm', args);
  if (code !== 0) {
    console.error(`release stopped: "${name}" failed`);
    process.exit(code);
  }
}

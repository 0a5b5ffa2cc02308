// `pnpm test`: every check the project has, in order, ending with one summary line.
// Needs Debian's Chromium for the browser tests; installs it when missing and allowed (root + apt).
import { readFileSync, rmSync } from 'node:fs';
import { hasChromium } from './chromium.mjs';
import { run } from './run.mjs';

const steps = [
  ['lint and format', 'pnpm', ['exec', 'biome', 'ci', '.']],
  ['generated GraphQL types are current', 'node', ['scripts/check-codegen.mjs']],
  ['import cycles and package boundaries', 'pnpm', ['check:deps']],
  ['typecheck', 'pnpm', ['typecheck']],
  [
    'unit, component and API tests',
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/vitest.json',
    ],
  ],
  [
    'SDK packages build and pass publint',
    'pnpm',
    ['-r', '--filter', './packages/*', 'run', '--if-present', 'lint:built'],
  ],
  [
    'storefront apps build',
    'pnpm',
    ['-r', '--filter', './apps/consumer', '--filter', './apps/b2b', 'run', 'build'],
  ],
  ['Storybook builds', 'pnpm', ['build-storybook']],
  ['Chromium is installed', 'node', ['scripts/ensure-chromium.mjs']],
  ['end-to-end tests in Chromium', 'pnpm', ['exec', 'playwright', 'test']],
];

// Reports of an earlier run must not be counted as this run's.
rmSync('reports', { recursive: true, force: true });
const started = Date.now();
let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  const code = await run(command, args);
  if (code !== 0) {
    failedStep = name;
    break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
function addCounts(file, read) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const { passed, failed, skipped } = read(report);
    counts.passed += passed;
    counts.failed += failed;
    counts.skipped += skipped;
  } catch {
    // that runner did not get to run
  }
}
addCounts('reports/vitest.json', (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));
addCounts('reports/e2e.json', (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}));

const seconds = Math.round((Date.now() - started) / 1000);
if (failedStep) console.error(`\nFAILED at step "${failedStep}" after ${seconds}s`);
else console.log(`\nAll steps passed in ${seconds}s`);
if (!hasChromium()) console.error('Chromium is missing: see README "Requirements".');
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);

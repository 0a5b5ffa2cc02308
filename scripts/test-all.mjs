// `pnpm test`: every check the project has, in stages. The steps of one stage are independent and run
// side by side: tsc and the Vite builds each leave a core idle, so on the two cores of the CI machine
// they finish sooner together than in a row. A stage starts once the one before passed. Timings and the
// reasons for this order: docs/decisions/0013-seed-once-per-test-run.md.
// The end shows each step's time, the skipped tests by name, and one summary line, last.
// Needs Debian's Chromium for the browser tests; installs it when missing and allowed (root + apt).
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hasChromium } from './chromium.mjs';
import { run, runBuffered } from './run.mjs';

/** The end-to-end stack's data, seeded beside the unit tests; the end-to-end stage starts on a copy. */
const E2E_PREPARED_DATA = '.data/e2e-prepared';

/** Each step: [name, command, args, extra environment]. */
const stages = [
  // Alone and first: it rewrites the generated files that lint and typecheck read.
  [['generated GraphQL types are current', 'node', ['scripts/check-codegen.mjs']]],
  [
    ['lint and format', 'pnpm', ['exec', 'biome', 'ci', '.']],
    ['import cycles and package boundaries', 'pnpm', ['check:deps']],
    ['typecheck', 'pnpm', ['typecheck']],
    ['API reports are current', 'node', ['scripts/api-report.mjs', '--check']],
    // Here, not beside the builds: the packed-package check opens Chromium.
    ['Chromium is installed', 'node', ['scripts/ensure-chromium.mjs']],
  ],
  // Vitest runs a worker per core; the builds and the e2e seed end long before it and fill what it leaves.
  [
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
    // Builds the packages, runs publint, then installs the tarballs in an app outside the workspace.
    ['SDK packages build, pass publint and work from their tarballs', 'node', ['scripts/packed/check.mjs']],
    [
      'storefront apps build',
      'pnpm',
      ['-r', '--filter', './apps/consumer', '--filter', './apps/b2b', 'run', 'build'],
    ],
    ['Storybook builds', 'pnpm', ['build-storybook']],
    ['end-to-end shop data seeded', 'pnpm', ['exec', 'tsx', 'e2e/prepareData.ts', E2E_PREPARED_DATA]],
  ],
  [
    [
      'end-to-end tests in Chromium',
      'pnpm',
      ['exec', 'playwright', 'test'],
      { RANZEN_E2E_PREPARED_DATA: E2E_PREPARED_DATA },
    ],
  ],
];

/** Seconds per step that ran, in the order of the stages. */
const timings = [];

/**
 * Runs one stage; resolves with the names of its failed steps. A lone step writes its output as it
 * goes; side by side, each step's output is held back and printed in the stage's order once that step
 * and the ones before it ended, so it never interleaves.
 */
async function runStage(steps) {
  const started = Date.now();
  const alone = steps.length === 1;
  if (!alone) console.log(`\n=== side by side: ${steps.map(([name]) => name).join(', ')}`);
  const runs = steps.map(([name, command, args, env = {}]) => {
    if (alone) console.log(`\n=== ${name}`);
    const running = alone
      ? run(command, args, { env }).then((code) => ({ code, output: '' }))
      : runBuffered(command, args, { env });
    return running.then((result) => ({ ...result, name, seconds: (Date.now() - started) / 1000 }));
  });
  const failed = [];
  for (const running of runs) {
    const { name, code, output, seconds } = await running;
    if (!alone) {
      console.log(`\n=== ${name}`);
      process.stdout.write(output);
    }
    timings.push({ name, seconds, failed: code !== 0 });
    if (code !== 0) failed.push(name);
  }
  return failed;
}

// Reports of an earlier run must not be counted as this run's.
rmSync('reports', { recursive: true, force: true });
const started = Date.now();
let failedSteps = [];
for (const steps of stages) {
  failedSteps = await runStage(steps);
  if (failedSteps.length > 0) break;
}
rmSync(E2E_PREPARED_DATA, { recursive: true, force: true });

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // that runner did not get to run
  }
}

const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const skippedTests = [];

const vitest = readReport('reports/vitest.json');
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (['skipped', 'pending', 'todo'].includes(test.status)) {
        skippedTests.push(
          [relative(process.cwd(), file.name), ...test.ancestorTitles, test.title].join(' > '),
        );
      }
    }
  }
}

const e2e = readReport('reports/e2e.json');
if (e2e) {
  counts.passed += e2e.stats.expected;
  counts.failed += e2e.stats.unexpected;
  counts.flaky += e2e.stats.flaky; // passed on CI's one retry; listed by name above
  counts.skipped += e2e.stats.skipped;
  const visit = (suite, titles) => {
    const path =
      suite.file === suite.title
        ? [relative(process.cwd(), join(e2e.config.rootDir, suite.file))]
        : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'skipped'))
        skippedTests.push([...path, spec.title].join(' > '));
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of e2e.suites) visit(suite, []);
}

const seconds = Math.round((Date.now() - started) / 1000);
const width = Math.max(...timings.map(({ name }) => name.length), 'all steps (wall clock)'.length);
console.log(`\n${'step'.padEnd(width)}  seconds`);
for (const { name, seconds: stepSeconds, failed } of timings) {
  console.log(
    `${name.padEnd(width)}  ${String(Math.round(stepSeconds)).padStart(7)}${failed ? '  FAILED' : ''}`,
  );
}
console.log(`${'all steps (wall clock)'.padEnd(width)}  ${String(seconds).padStart(7)}`);

if (skippedTests.length > 0) {
  console.log(`\nskipped (${skippedTests.length}):`);
  for (const name of skippedTests) console.log(`  ${name}`);
}

if (failedSteps.length > 0) {
  console.error(`\nFAILED at step ${failedSteps.map((name) => `"${name}"`).join(', ')} after ${seconds}s`);
} else console.log(`\nAll steps passed in ${seconds}s`);
if (!hasChromium()) console.error('Chromium is missing: see README "Requirements".');
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky, ${counts.skipped} skipped`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);

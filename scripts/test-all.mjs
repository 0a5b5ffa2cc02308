// `pnpm test`: every check the project has. Each step starts as soon as the steps it waits for passed,
// so independent steps run side by side: tsc and the Vite builds each leave a core idle, and the
// end-to-end tests start once their builds and their seed are ready, beside the unit tests, instead of
// after them. After a failed step no further step starts. Timings and the reasons for this order:
// docs/decisions/0013-seed-once-per-test-run.md.
// The end shows each step's time, the failed, flaky and skipped tests by name, and one summary line, last.
// Needs Debian's Chromium for the browser tests; installs it when missing and allowed (root + apt).
import { readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { hasChromium } from './chromium.mjs';
import { PACKAGE_DECLARATIONS_ENV } from './packed/publishedSources.mjs';
import { runBuffered } from './run.mjs';

/** The end-to-end stack's data, seeded beside the unit tests; the end-to-end tests start on a copy. */
const E2E_PREPARED_DATA = '.data/e2e-prepared';

/**
 * The published packages' declarations, written by the typecheck from its program and bundled by the
 * packed check's package builds, which so compile no source a second time (decision 0033).
 */
const PACKAGE_DECLARATIONS = resolve('.data/package-declarations');

/** The vitest project of the API's concurrency races (apps/api/vitest.concurrency.config.ts). */
const CONCURRENCY_PROJECT = 'api-concurrency';

const vitest = (project, report) => [
  'exec',
  'vitest',
  'run',
  `--project=${project}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  // As the end-to-end tests (playwright.config.ts): CI retries a failed test once, and the summary
  // names every test that needed it; a broken feature still fails both tries.
  ...(process.env.CI ? ['--retry=1'] : []),
];

const CODEGEN = 'generated GraphQL types are current';
const CHECKS = [
  'lint and format',
  'import cycles and package boundaries',
  'typecheck',
  'API reports are current',
];
const CHROMIUM = 'Chromium is installed';
const UNIT_TESTS = 'unit, component and API tests';
const PACKED_CHECK = 'SDK packages build, pass publint and work from their tarballs';
const EXAMPLE = 'example storefront walks its cart journey from the tarballs';
const E2E_INPUTS = ['storefront apps build', 'Storybook builds', 'end-to-end shop data seeded'];
const E2E = 'end-to-end tests in Chromium';

/**
 * Each step: its name, command and arguments, the steps it starts after (`after`), extra environment.
 * A step runs as soon as every step it names passed.
 */
const steps = [
  // First and alone: it rewrites the generated files that lint and typecheck read.
  { name: CODEGEN, command: 'node', args: ['scripts/check-codegen.mjs'] },
  { name: CHECKS[0], command: 'pnpm', args: ['exec', 'biome', 'ci', '.'], after: [CODEGEN] },
  { name: CHECKS[1], command: 'pnpm', args: ['check:deps'], after: [CODEGEN] },
  {
    name: CHECKS[2],
    command: 'node',
    args: ['scripts/typecheck.mjs', '--declarations', PACKAGE_DECLARATIONS],
    after: [CODEGEN],
  },
  { name: CHECKS[3], command: 'node', args: ['scripts/api-report.mjs', '--check'], after: [CODEGEN] },
  // Before the steps that open Chromium: the packed-package check and the end-to-end tests.
  { name: CHROMIUM, command: 'node', args: ['scripts/ensure-chromium.mjs'], after: [CODEGEN] },
  // Vitest runs a worker per core; what else runs beside it fills the time its files wait on servers.
  {
    name: UNIT_TESTS,
    command: 'pnpm',
    args: vitest(`!${CONCURRENCY_PROJECT}`, 'reports/vitest.json'),
    after: [...CHECKS, CHROMIUM],
  },
  // Builds the packages (their declarations from the typecheck's), runs publint, then installs the
  // tarballs in an app outside the workspace.
  {
    name: PACKED_CHECK,
    command: 'node',
    args: ['scripts/packed/check.mjs'],
    after: [...CHECKS, CHROMIUM],
    env: { [PACKAGE_DECLARATIONS_ENV]: PACKAGE_DECLARATIONS },
  },
  // examples/storefront-basic installed from the tarballs the packed check built, built, and its cart
  // journey in Chromium against a copy of the seeded shop data (scripts/packed/example.ts). It fills the
  // time between the packed check and the end of the unit tests, so it does not lengthen the run.
  {
    name: EXAMPLE,
    command: 'pnpm',
    args: ['exec', 'tsx', 'scripts/packed/example.ts'],
    after: [PACKED_CHECK, E2E_INPUTS[2]],
    env: { RANZEN_E2E_PREPARED_DATA: E2E_PREPARED_DATA },
  },
  // The end-to-end tests' inputs start beside the checks (they need only the generated files): the
  // end-to-end tests are the longest chain of the run, so they start as early as their inputs allow.
  // Client bundles with esbuild's minifier: about 27 CPU seconds less than terser's for both apps, and
  // only the tests download them; `pnpm build` keeps terser (decision 0032).
  {
    name: E2E_INPUTS[0],
    command: 'pnpm',
    args: ['-r', '--filter', './apps/consumer', '--filter', './apps/b2b', 'run', 'build'],
    after: [CODEGEN],
    env: { RANZEN_TEST_BUILD: '1' },
  },
  { name: E2E_INPUTS[1], command: 'pnpm', args: ['build-storybook'], after: [CODEGEN] },
  {
    name: E2E_INPUTS[2],
    command: 'pnpm',
    args: ['exec', 'tsx', 'e2e/prepareData.ts', E2E_PREPARED_DATA],
    after: [CODEGEN],
  },
  // Beside the unit tests: both wait on servers and the browser much of the time.
  {
    name: E2E,
    command: 'pnpm',
    args: ['exec', 'playwright', 'test'],
    after: [...CHECKS, CHROMIUM, ...E2E_INPUTS],
    env: { RANZEN_E2E_PREPARED_DATA: E2E_PREPARED_DATA },
  },
  // Last and alone: each of its requests must be answered within the request time budget, so nothing
  // else may take the cores (apps/api/vitest.shared.ts).
  {
    name: 'API concurrency races',
    command: 'pnpm',
    args: vitest(CONCURRENCY_PROJECT, 'reports/vitest-concurrency.json'),
    after: [UNIT_TESTS, PACKED_CHECK, EXAMPLE, E2E],
  },
];

/** Seconds from the start of the run to each step's start and end, in the order the steps ended. */
const timings = [];
const started = Date.now();
const secondsSinceStart = () => (Date.now() - started) / 1000;

/**
 * Runs the steps, each once the steps it waits for passed, until all ran or one failed (then the running
 * ones end and no further one starts); resolves with the names of the failed steps. Each step's output is
 * held back and printed once it ends, so outputs never interleave.
 */
async function runSteps() {
  const passed = new Set();
  const failed = [];
  const pending = new Set(steps);
  const running = new Map();
  while (pending.size > 0 || running.size > 0) {
    if (failed.length === 0) {
      for (const step of pending) {
        if (!(step.after ?? []).every((name) => passed.has(name))) continue;
        pending.delete(step);
        const start = secondsSinceStart();
        running.set(
          step.name,
          runBuffered(step.command, step.args, { env: step.env ?? {} }).then((result) => ({
            ...result,
            step,
            start,
          })),
        );
      }
    }
    if (running.size === 0) break; // a step failed: what waits for it never starts
    const { step, code, output, start } = await Promise.race(running.values());
    running.delete(step.name);
    console.log(`\n=== ${step.name}`);
    process.stdout.write(output);
    timings.push({ name: step.name, start, end: secondsSinceStart(), failed: code !== 0 });
    if (code === 0) passed.add(step.name);
    else failed.push(step.name);
  }
  return failed;
}

// Reports of an earlier run must not be counted as this run's.
rmSync('reports', { recursive: true, force: true });
const failedSteps = await runSteps();
for (const folder of [E2E_PREPARED_DATA, PACKAGE_DECLARATIONS])
  rmSync(folder, { recursive: true, force: true });

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // that runner did not get to run
  }
}

const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** Tests by name, with the first line of their first error where there is one. */
const named = { failed: [], flaky: [], skipped: [] };
const firstLine = (message) =>
  message
    ?.split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    // vitest's JSON gives a timed-out test the stack it captured when the test was defined, whose
    // message is this placeholder, not the "timed out" one.
    .replace('Error: STACK_TRACE_ERROR', 'timed out (vitest test or hook timeout)');

for (const report of ['reports/vitest.json', 'reports/vitest-concurrency.json']) {
  const vitestRun = readReport(report);
  if (!vitestRun) continue;
  counts.passed += vitestRun.numPassedTests;
  counts.failed += vitestRun.numFailedTests;
  counts.skipped += vitestRun.numPendingTests + vitestRun.numTodoTests;
  for (const file of vitestRun.testResults) {
    const path = relative(process.cwd(), file.name);
    // A file that failed before its tests ran (an import or a hook) has no failed test to name.
    if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'))
      named.failed.push({ name: path, error: firstLine(file.message) });
    for (const test of file.assertionResults) {
      const name = [path, ...test.ancestorTitles, test.title].join(' > ');
      const error = firstLine(test.failureMessages[0]);
      if (['skipped', 'pending', 'todo'].includes(test.status)) named.skipped.push({ name });
      else if (test.status === 'failed') named.failed.push({ name, error });
      // A test that passed keeps the errors of the tries before (vitest's retry).
      else if (test.failureMessages.length > 0) {
        counts.flaky += 1;
        counts.passed -= 1;
        named.flaky.push({ name, error });
      }
    }
  }
}

const e2e = readReport('reports/e2e.json');
if (e2e) {
  counts.passed += e2e.stats.expected;
  counts.failed += e2e.stats.unexpected;
  counts.flaky += e2e.stats.flaky; // passed on CI's one retry
  counts.skipped += e2e.stats.skipped;
  const visit = (suite, titles) => {
    const path =
      suite.file === suite.title
        ? [relative(process.cwd(), join(e2e.config.rootDir, suite.file))]
        : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      const name = [...path, spec.title].join(' > ');
      for (const test of spec.tests) {
        const error = firstLine(test.results.find((result) => result.error)?.error?.message);
        if (test.status === 'skipped') named.skipped.push({ name });
        else if (test.status === 'unexpected') named.failed.push({ name, error });
        else if (test.status === 'flaky') named.flaky.push({ name, error });
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of e2e.suites) visit(suite, []);
}

const seconds = Math.round(secondsSinceStart());
const width = Math.max(...timings.map(({ name }) => name.length), 'all steps (wall clock)'.length);
const column = (value) => String(Math.round(value)).padStart(7);
console.log(`\n${'step'.padEnd(width)}  started    ended  seconds`);
for (const { name, start, end, failed } of timings) {
  console.log(
    `${name.padEnd(width)}  ${column(start)}  ${column(end)}  ${column(end - start)}${failed ? '  FAILED' : ''}`,
  );
}
console.log(
  `${'all steps (wall clock)'.padEnd(width)}  ${column(0)}  ${column(seconds)}  ${column(seconds)}`,
);

for (const [kind, tests] of Object.entries(named)) {
  if (tests.length === 0) continue;
  console.log(`\n${kind} (${tests.length}):`);
  for (const { name, error } of tests) console.log(`  ${name}${error ? `\n      ${error}` : ''}`);
}

if (failedSteps.length > 0) {
  console.error(`\nFAILED at step ${failedSteps.map((name) => `"${name}"`).join(', ')} after ${seconds}s`);
} else console.log(`\nAll steps passed in ${seconds}s`);
if (!hasChromium()) console.error('Chromium is missing: see README "Requirements".');
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky, ${counts.skipped} skipped`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);

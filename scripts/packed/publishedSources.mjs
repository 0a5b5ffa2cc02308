// Which source files of a package (`packages/<name>/src/…`) it publishes: not tests, stories nor test
// helpers. The package builds (tsup.config.base.ts) emit a module for each, and the typecheck
// (scripts/typecheck.mjs) writes their declarations for the packed check's builds.

/**
 * Names a folder of declarations the typecheck wrote (`scripts/typecheck.mjs --declarations <folder>`,
 * as `pnpm test` runs it): with it set, the package builds bundle those instead of compiling the sources
 * again (docs/decisions/0033-test-command-cpu-time.md).
 */
export const PACKAGE_DECLARATIONS_ENV = 'RANZEN_PACKAGE_DECLARATIONS';

/** Matches a path relative to the package's folder (`src/machines/cart.machine.ts`) that is not published. */
const NOT_PUBLISHED = /(\.test\.tsx?|\.stories\.tsx)$|^src\/test\//;

/**
 * Whether a package publishes the source file at `path` (relative to the package's folder, with `/`).
 * @param {string} path
 * @returns {boolean}
 */
export function isPublishedSource(path) {
  return path.startsWith('src/') && /\.tsx?$/.test(path) && !NOT_PUBLISHED.test(path);
}

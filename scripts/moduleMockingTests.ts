// Which test files of a package mock modules (`vi.mock`, `vi.doMock`). A mock replaces a module in the
// file's module graph, so such a file needs a graph of its own (vitest's isolation); every other file can
// share one graph per worker, which saves importing React, Apollo or the API again for each file
// (docs/decisions/0013-seed-once-per-test-run.md, 0036, 0038). Read from the files, so a new file that
// mocks lands in the isolated project without a list to keep.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_MODULES = /\bvi\.(?:mock|doMock)\(/;

/** The test files under `root`/`folder` that mock modules, as paths relative to `root`, sorted. */
export function moduleMockingTests(root: string, folder = 'src'): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => join(folder, file))
    .filter((file) => MOCKS_MODULES.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

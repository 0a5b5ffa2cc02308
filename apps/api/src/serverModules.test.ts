// The API does not load the browser SDK (issue 13, DESIGN §1): it uses sdk-core's server-safe subpaths,
// so importing the server module in a fresh Node process, as `pnpm start` runs it through tsx, loads
// neither Apollo Client nor XState. A module loader hook records every module file Node loads.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Hooks thread: appends the URL of every module Node loads to the file in RANZEN_MODULE_LOG. */
const RECORDER = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, nextLoad) {
  appendFileSync(process.env.RANZEN_MODULE_LOG, url + '\\n');
  return nextLoad(url, context);
}`;
const REGISTER = `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(RECORDER)}));`;

let folder: string;
let loaded: string[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ranzen-modules-'));
  const log = join(folder, 'modules.log');
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      `data:text/javascript,${encodeURIComponent(REGISTER)}`,
      '--input-type=module',
      '--eval',
      "await import('./src/server.ts');",
    ],
    { cwd: API_DIR, env: { ...process.env, RANZEN_MODULE_LOG: log } },
  );
  loaded = (await readFile(log, 'utf8')).split('\n').filter(Boolean);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('modules the API server loads', () => {
  it('are recorded: the server, its GraphQL server and sdk-core store configs', () => {
    expect(loaded.some((url) => url.endsWith('/apps/api/src/server.ts'))).toBe(true);
    expect(loaded.some((url) => url.includes('/node_modules/graphql-yoga/'))).toBe(true);
    expect(loaded.some((url) => url.includes('/packages/sdk-core/src/store/'))).toBe(true);
  });

  it('include neither Apollo Client nor XState', () => {
    expect(
      loaded.filter((url) =>
        /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(@apollo\/client|xstate)\//.test(url),
      ),
    ).toEqual([]);
  });

  it('include only the server-safe parts of sdk-core', () => {
    const sdkCore = loaded.filter((url) => url.includes('/packages/sdk-core/src/'));
    expect(sdkCore.filter((url) => /\/sdk-core\/src\/(index\.ts|client|machines)\b/.test(url))).toEqual([]);
  });
});

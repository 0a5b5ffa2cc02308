// Secrets (issue 14 item 1, DESIGN §7 "No default secret outside development; production refuses to start
// without its secrets"): development generates them once into the data folder (0600) and reuses them;
// NODE_ENV=production without them stops the API with exit code 1, naming the variables.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets, MissingSecretsError, SECRETS_FILE } from './secrets';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ranzen-secrets-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the API's entry point like `pnpm --filter @ranzen/api start`; resolves with its exit code and stderr. */
function runApi(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { PATH: process.env.PATH, PORT: '0', RANZEN_DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('development secrets', () => {
  it('are generated once into <data dir>/secrets.json with mode 0600 and reused on the next start', async () => {
    const first = await loadSecrets(dataDir, { NODE_ENV: 'development' });
    const file = join(dataDir, SECRETS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.signingSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.clientSecret).not.toBe(first.signingSecret);
    expect(first.clientSecret).not.toBe('storefront-dev-secret');

    const second = await loadSecrets(dataDir, {});
    expect(second).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
  });

  it('take the environment first', async () => {
    const secrets = await loadSecrets(dataDir, { RANZEN_API_SECRET: 'from-env' });
    expect(secrets.signingSecret).toBe('from-env');
    expect(secrets.clientSecret).toBe((await loadSecrets(dataDir, {})).clientSecret);
  });
});

describe('production secrets', () => {
  it('come only from the environment: missing ones are named and nothing is generated', async () => {
    await expect(loadSecrets(dataDir, { NODE_ENV: 'production' })).rejects.toThrow(
      new MissingSecretsError(['RANZEN_API_CLIENT_SECRET', 'RANZEN_API_SECRET']),
    );
    await expect(
      loadSecrets(dataDir, { NODE_ENV: 'production', RANZEN_API_CLIENT_SECRET: 'client' }),
    ).rejects.toThrow(/missing: RANZEN_API_SECRET \(/);
    await expect(stat(join(dataDir, SECRETS_FILE))).rejects.toThrow(/ENOENT/);
    await expect(
      loadSecrets(dataDir, { NODE_ENV: 'production', RANZEN_API_CLIENT_SECRET: 'c', RANZEN_API_SECRET: 's' }),
    ).resolves.toEqual({ clientSecret: 'c', signingSecret: 's' });
  });

  it('stop the API process with exit code 1 and a message naming the variables', async () => {
    const { code, stderr } = await runApi({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toContain('RANZEN_API_CLIENT_SECRET');
    expect(stderr).toContain('RANZEN_API_SECRET');
  });
});

// Runs the whole shop on loopback: the shop API, then the built consumer and B2B storefronts against it.
// Shared by `pnpm start` and the Lighthouse benchmark (bench/lighthouse.ts).
import { createServer } from 'node:net';
import { runBuffered, service, waitFor } from './run.mjs';

/**
 * A loopback port that is free right now (the OS picks it).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free loopback port'))));
    });
  });
}

const DETACHED = { detached: true };

/**
 * The API's client id and secrets as environment variables: the environment's own, else the development
 * secrets the API generates into its data folder on first use (apps/api/src/auth/secrets.ts). With
 * NODE_ENV=production and a secret missing this fails naming the variable.
 * @param {Record<string, string>} apiEnv
 * @returns {Promise<Record<string, string>>}
 */
async function apiSecrets(apiEnv) {
  const { code, output } = await runBuffered('pnpm', ['--silent', '--filter', '@ranzen/api', 'secrets'], {
    env: apiEnv,
  });
  if (code !== 0) throw new Error(`the API's secrets are not available:\n${output}`);
  return Object.fromEntries(
    output
      .split('\n')
      .map((line) => /^(RANZEN_API_[A-Z_]+)=(.+)$/.exec(line.trim()))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );
}

/**
 * Starts the API, waits for its health check (a first start seeds the catalogue and draws its images),
 * then starts both storefronts and waits until they answer. On any failure everything started is stopped.
 * @param {{ api: number, consumer: number, b2b: number }} ports
 * @param {Record<string, string>} [apiEnv] extra API environment (RANZEN_DATA_DIR, RANZEN_SEED_PRODUCTS, ...)
 * `stop` sends SIGTERM to every service and resolves once all of them have exited.
 * @returns {Promise<{ apiUrl: string, children: import('node:child_process').ChildProcess[], stop: () => Promise<void> }>}
 */
export async function startShop(ports, apiEnv = {}) {
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const secrets = await apiSecrets(apiEnv);
  const children = [
    service(
      'api',
      'pnpm',
      ['--silent', '--filter', '@ranzen/api', 'start'],
      {
        ...apiEnv,
        ...secrets,
        PORT: String(ports.api),
        HOST: '127.0.0.1',
      },
      DETACHED,
    ),
  ];
  // pnpm does not pass SIGTERM on to the server it runs, so each service is the leader of its own process
  // group and the whole group is signalled.
  const stop = () =>
    Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null || child.pid === undefined
          ? undefined
          : new Promise((resolve) => {
              child.once('exit', resolve);
              process.kill(-child.pid, 'SIGTERM');
            }),
      ),
    ).then(() => undefined);
  try {
    await waitFor(`${apiUrl}/health`, 600_000);
    const storefrontEnv = {
      RANZEN_API_URL: apiUrl,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      RANZEN_API_CLIENT_ID: secrets.RANZEN_API_CLIENT_ID,
      RANZEN_API_CLIENT_SECRET: secrets.RANZEN_API_CLIENT_SECRET,
      // The storefronts keep layout data and pages in the API's Redis when it has one (decision 0026).
      ...(apiEnv.REDIS_URL === undefined ? {} : { REDIS_URL: apiEnv.REDIS_URL }),
    };
    for (const app of /** @type {const} */ (['consumer', 'b2b'])) {
      children.push(
        service(
          app,
          'pnpm',
          ['--silent', '--filter', `@ranzen/${app}`, 'start'],
          {
            ...storefrontEnv,
            PORT: String(ports[app]),
          },
          DETACHED,
        ),
      );
    }
    await Promise.all([
      waitFor(`http://127.0.0.1:${ports.consumer}/`, 60_000),
      waitFor(`http://127.0.0.1:${ports.b2b}/`, 60_000),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, children, stop };
}

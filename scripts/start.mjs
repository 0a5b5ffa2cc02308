// `pnpm start`: builds the storefronts, then runs the shop API (embedded PostgreSQL, seeded with the demo
// catalogue on first start), the consumer storefront and the B2B storefront until Ctrl+C.
import { run, service, waitFor } from './run.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const apiUrl = `http://127.0.0.1:${apiPort}`;

for (const app of ['@ranzen/consumer', '@ranzen/b2b']) {
  const code = await run('pnpm', ['--filter', app, 'build']);
  if (code !== 0) process.exit(code);
}

const children = [
  service('api', 'pnpm', ['--silent', '--filter', '@ranzen/api', 'start'], { PORT: apiPort }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log('Starting the shop API (the first start seeds the demo catalogue and draws its images) ...');
await waitFor(`${apiUrl}/health`, 600_000);

const storefrontEnv = { RANZEN_API_URL: apiUrl, NODE_ENV: 'production' };
children.push(
  service('consumer', 'pnpm', ['--silent', '--filter', '@ranzen/consumer', 'start'], {
    ...storefrontEnv,
    PORT: '3000',
  }),
  service('b2b', 'pnpm', ['--silent', '--filter', '@ranzen/b2b', 'start'], {
    ...storefrontEnv,
    PORT: '3001',
  }),
);
await Promise.all([waitFor('http://127.0.0.1:3000/', 60_000), waitFor('http://127.0.0.1:3001/', 60_000)]);

console.log(`
Ranzen is running:
  consumer  http://localhost:3000  http://at.localhost:3000  http://ch.localhost:3000  http://en.localhost:3000
  B2B       http://educational.localhost:3001  http://en.educational.localhost:3001
  API       ${apiUrl}/graphql
Press Ctrl+C to stop.`);

for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`a service exited with code ${code}; stopping the shop`);
      stop();
      process.exitCode = code;
    }
  });
}

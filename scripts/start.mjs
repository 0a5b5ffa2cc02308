// `pnpm start`: builds the storefronts, then runs the shop API (embedded PostgreSQL, seeded with the demo
// catalogue on first start), the consumer storefront and the B2B storefront until Ctrl+C.
import { run } from './run.mjs';
import { startShop } from './shop.mjs';

const apiPort = process.env.API_PORT ?? '4000';

for (const app of ['@ranzen/consumer', '@ranzen/b2b']) {
  const code = await run('pnpm', ['--filter', app, 'build']);
  if (code !== 0) process.exit(code);
}

console.log('Starting the shop API (the first start seeds the demo catalogue and draws its images) ...');
const { apiUrl, children, stop } = await startShop({ api: Number(apiPort), consumer: 3000, b2b: 3001 });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

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

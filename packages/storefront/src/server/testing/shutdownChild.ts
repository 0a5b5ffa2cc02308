// The child process of gracefulShutdown.test.ts: a server with the storefront's signal handling whose
// /slow answer is sent only when the parent writes "finish" to stdin (so the request is surely in flight
// when the signal comes) and whose /stuck answer never comes. GRACE_MS sets the grace period.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exitGracefullyOnSignal } from '../gracefulShutdown';

const server = createServer((req, res) => {
  if (req.url === '/slow') {
    process.stdin.once('data', () => res.end('finished after the signal'));
    process.stdout.write('in flight\n');
    return;
  }
  if (req.url === '/stuck') {
    process.stdout.write('in flight\n');
    return;
  }
  res.end('ok');
});
const grace = process.env.GRACE_MS;
exitGracefullyOnSignal(server, { name: 'shutdown-test', ...(grace ? { graceMs: Number(grace) } : {}) });
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});

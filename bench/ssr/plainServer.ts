// The baseline of `pnpm bench:ssr`: a plain node:http server in a process of its own that answers each
// path with a body it was given (the very HTML or JSON the shop answered), whatever the method. Reads
// `{ "<path>": { "contentType": "…", "body": "…" } }` from the file named by --bodies, prints its URL.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { bodies: { type: 'string' } } });
if (!values.bodies) throw new Error('plainServer.ts needs --bodies');
const parsed: Record<string, { contentType: string; body: string }> = JSON.parse(
  await readFile(values.bodies, 'utf8'),
);
const answers = new Map(
  Object.entries(parsed).map(([path, { contentType, body }]) => [
    path,
    { contentType, body: Buffer.from(body) },
  ]),
);

const server = createServer((req, res) => {
  req.resume();
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.length });
  res.end(answer.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('the plain server listens on no port');
console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }));
process.once('SIGTERM', () => server.close(() => process.exit(0)));

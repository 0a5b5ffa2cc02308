// Graceful shutdown of the storefront process (issue 14 item 9): a real child process gets SIGTERM or
// SIGINT while a request is in flight; it stops accepting connections, answers that request (telling the
// client to close the connection) and exits 0; a request that never finishes is cut after the grace
// period instead of holding the process forever.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('./testing/shutdownChild.ts', import.meta.url));

const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts the child and resolves with its port and a waiter for its next stdout line matching `text`. */
async function startChild(graceMs: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, GRACE_MS: String(graceMs) },
  });
  children.push(child);
  let output = '';
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters.filter((entry) => output.includes(entry.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  const printed = (text: string) =>
    output.includes(text)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ text, resolve }));
  await printed('listening ');
  const port = Number(/listening (\d+)/.exec(output)?.[1]);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, port, printed, exited };
}

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly connection: string | undefined;
}

function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown (issue 14 item 9)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s answers the request in flight, refuses new connections and exits 0',
    async (signal) => {
      const { child, port, printed, exited } = await startChild(15_000);
      const agent = new Agent({ keepAlive: true });
      // A keep-alive connection that is idle when the signal comes must not hold the exit.
      expect((await get(port, '/', agent)).body).toBe('ok');
      const inFlight = get(port, '/slow', agent);
      await printed('in flight');
      child.kill(signal);
      await printed(`${signal}: finishing requests in flight`);
      await expect(get(port, '/', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      child.stdin.write('finish\n');
      const answer = await inFlight;
      expect(answer).toEqual({ status: 200, body: 'finished after the signal', connection: 'close' });
      expect(await exited).toEqual([0, null]);
      agent.destroy();
    },
  );

  it('cuts a request that never finishes after the grace period and still exits 0', async () => {
    const { child, port, printed, exited } = await startChild(100);
    const stuck = get(port, '/stuck', new Agent());
    await printed('in flight');
    child.kill('SIGTERM');
    await expect(stuck).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(await exited).toEqual([0, null]);
  });
});

// Graceful shutdown of the API (issue 14 item 9; docs/decisions/0010-idempotent-writes.md). Draining
// stops accepting connections, answers every new request on a kept-alive connection (`/health` included)
// with 503 SHUTTING_DOWN, Retry-After and `Connection: close`, and lets the requests in flight finish, for
// at most DRAIN_TIMEOUT_MS. A request answered 503 never reached a resolver, so it wrote nothing and its
// retry (with the same idempotency key) is safe on another instance.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long in-flight requests may take to finish before their connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000;
/** Seconds a refused client should wait before it retries (by then another instance serves it). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 2;
export const SHUTTING_DOWN = 'SHUTTING_DOWN';

export interface Drainer {
  /** False while draining: the request has then been answered 503 and must not be handled. */
  admit(req: IncomingMessage, res: ServerResponse): boolean;
  /** Starts draining (once) and resolves when every connection is closed. */
  drain(): Promise<void>;
}

function refuse(res: ServerResponse): void {
  const body = JSON.stringify({
    errors: [{ message: 'The server is shutting down.', extensions: { code: SHUTTING_DOWN } }],
  });
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': String(SHUTDOWN_RETRY_AFTER_SECONDS),
    Connection: 'close',
  });
  res.end(body);
}

export function createDrainer(server: Server, timeoutMs = DRAIN_TIMEOUT_MS): Drainer {
  const inFlight = new Set<ServerResponse>();
  let draining: Promise<void> | null = null;
  let settled: (() => void) | null = null;

  return {
    admit(req, res) {
      if (draining) {
        // The request body is not read; the connection closes after the answer.
        req.resume();
        refuse(res);
        return false;
      }
      inFlight.add(res);
      res.once('close', () => {
        inFlight.delete(res);
        if (inFlight.size === 0) settled?.();
      });
      return true;
    },
    drain() {
      draining ??= new Promise<void>((resolve) => {
        // net.Server#close only stops listening. http.Server#close would also drop the idle kept-alive
        // connections at once, and a request already on its way over one would meet a reset instead
        // of a clear 503; they are closed below, once the requests in flight are done.
        const closed = new Promise<void>((done) => NetServer.prototype.close.call(server, () => done()));
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        const idle = new Promise<void>((done) => {
          settled = done;
          if (inFlight.size === 0) done();
        });
        const timer = setTimeout(() => settled?.(), timeoutMs);
        idle.then(() => {
          clearTimeout(timer);
          server.closeAllConnections();
          // The listener is closed already; http.Server#close now only stops its connection-timeout timer.
          server.close();
          return closed.then(resolve);
        });
      });
      return draining;
    },
  };
}

/**
 * Process signals: the first SIGTERM or SIGINT runs `shutdown` and exits 0 when it is done (1 when it
 * failed); a second signal exits at once with 1 (an impatient Ctrl-C).
 */
export function shutDownOnSignals(shutdown: () => Promise<void>, log: (message: string) => void): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} received again, exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal} received, draining`);
    shutdown().then(
      () => {
        log('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('[api] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

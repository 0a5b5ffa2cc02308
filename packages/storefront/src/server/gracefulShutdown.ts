// Graceful shutdown of the storefront server (issue 14 item 9): on SIGTERM or SIGINT it stops accepting
// connections, lets the requests in flight finish (up to a grace period), closes keep-alive connections
// as soon as they are idle, and exits 0, so a rolling deploy drops no page a visitor is waiting for.
import type { Server, ServerResponse } from 'node:http';

/** How long requests in flight may take after the signal before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Prepares `server` for a graceful close and returns the close: no new connections; a request arriving
 * on an open keep-alive connection is still answered but with `Connection: close`; idle connections
 * close at once and busy ones as soon as their answer is sent. The close resolves when the last
 * connection is gone; after `graceMs` the rest are cut.
 */
export function gracefulCloser(server: Server): (graceMs?: number) => Promise<void> {
  let closing = false;
  /** Answers not yet sent: told to close their connection when the shutdown starts. */
  const pending = new Set<ServerResponse>();
  server.prependListener('request', (_req, res) => {
    if (closing) res.shouldKeepAlive = false;
    else pending.add(res);
    res.on('finish', () => {
      pending.delete(res);
      // Once Node has detached the answered request, its connection is idle.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return (graceMs = SHUTDOWN_GRACE_MS) =>
    new Promise((resolve) => {
      closing = true;
      for (const res of pending) if (!res.headersSent) res.shouldKeepAlive = false;
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      cut.unref();
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });
}

export interface ShutdownOptions {
  readonly name: string;
  /** Defaults to SHUTDOWN_GRACE_MS. */
  readonly graceMs?: number;
}

/** Closes `server` gracefully on the first SIGTERM or SIGINT, then exits 0. */
export function exitGracefullyOnSignal(server: Server, options: ShutdownOptions): void {
  const close = gracefulCloser(server);
  const stop = (signal: NodeJS.Signals) => {
    const closed = close(options.graceMs);
    // Logged once the listening socket is closed: from here on, connections are refused.
    console.log(`[${options.name}] ${signal}: finishing requests in flight, then exiting`);
    void closed.then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

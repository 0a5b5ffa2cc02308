// HTTP helpers of the storefront server's integration tests: requests with a chosen Host header, as a
// browser on at.localhost or educational.localhost sends them (fetch does not let a caller set Host),
// uncompressed and without following redirects, against servers listening on a free loopback port.
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly bytes: Buffer;
  /** The body as UTF-8 text. */
  readonly body: string;
  json<T>(): T;
  setCookies(): string[];
}

export interface HostRequestInit {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Uint8Array;
  /**
   * Send `path` byte for byte as the request target (dot segments, bad percent-encoding and all), as an
   * attacker's client does; otherwise it is resolved like a browser would.
   */
  readonly rawTarget?: boolean;
}

export function requestWithHost(
  base: string,
  path: string,
  host: string,
  init: HostRequestInit = {},
): Promise<HostAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: init.rawTarget ? path : `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: { host, 'accept-encoding': 'identity', ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const body = bytes.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes,
            body,
            json: <T>() => JSON.parse(body) as T,
            setCookies: () => res.headers['set-cookie'] ?? [],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Starts `server` on a free loopback port and answers its base URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes servers a test file started, their open keep-alive connections first (so close() returns). */
export async function closeServers(servers: readonly (Server | undefined)[]): Promise<void> {
  await Promise.all(
    servers.map((server) => {
      if (!server) return undefined;
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  );
}

// Small helpers over node:http shared by the storefront server's handlers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {}

/** Reads a request body, refusing anything above `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk instanceof Buffer ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/**
 * Whether the visitor reached the shop over HTTPS: TLS on this socket, a proxy that says so
 * (X-Forwarded-Proto), or the store's configured public origin (sdk-core store/publicOrigins.ts) being https://, as
 * behind a TLS-terminating proxy that does not forward the scheme.
 */
export function isSecureRequest(req: IncomingMessage, publicOrigin?: string): boolean {
  const socket = req.socket as { encrypted?: boolean };
  return (
    socket.encrypted === true ||
    req.headers['x-forwarded-proto'] === 'https' ||
    publicOrigin?.startsWith('https://') === true
  );
}

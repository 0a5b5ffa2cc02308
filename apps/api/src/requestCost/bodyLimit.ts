// The request body limit of the shop API (DESIGN §7 "body limits"): the same GRAPHQL_BODY_LIMIT_BYTES the
// storefront's /graphql proxy enforces (@ranzen/sdk-core/rules), so a client talking to the API directly
// gets no more room than one behind the proxy.
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}

/** Reads a request body, refusing anything above `limit` bytes (declared or actually sent). */
export async function readBodyWithin(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? '0') > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

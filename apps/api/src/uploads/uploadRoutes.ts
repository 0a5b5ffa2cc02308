// GET /uploads/<upload id>: an upload for its owner only, as a download (DESIGN §7 "Uploads: ... served as
// downloads"; issue 18 item 6). The caller is the storefront server (bearer token) on behalf of the visitor
// of X-User-Id; an upload of another visitor, an unknown id and a missing visitor all answer the same 404.
// The answer is an attachment with nosniff and a sandboxing CSP, so a browser never renders it in the
// shop's origin, whatever it holds.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import type { Uploads } from './uploadStore';

export const UPLOADS_PREFIX = '/uploads/';

export interface UploadRequestContext {
  readonly db: Db;
  readonly uploads: Uploads;
  /** The verified visitor of X-User-Id, null when missing or forged. */
  readonly userId: string | null;
}

function notFound(res: ServerResponse): void {
  const text = JSON.stringify({ error: 'not found' });
  res.writeHead(404, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export async function serveUpload(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  { db, uploads, userId }: UploadRequestContext,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const upload = userId ? await uploads.read(db, pathname.slice(UPLOADS_PREFIX.length), userId) : null;
  if (!upload) {
    notFound(res);
    return;
  }
  res.writeHead(200, {
    'Content-Type': upload.contentType,
    'Content-Length': upload.body.length,
    'Content-Disposition': `attachment; filename="${upload.fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : upload.body);
}

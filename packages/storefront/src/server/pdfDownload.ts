// A PDF the API renders on request, sent by the storefront server as a download (the invoices of issue 18,
// the printed order form of issue 20): an attachment that is never sniffed or cached. The API answers the
// file base64-encoded; null (another customer's invoice, an unknown one) is a 404, a rate-limited call a
// 429 with Retry-After, an unreachable API a 503.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiUnavailable, RateLimited } from './accountEndpoints';
import { sendText } from './http';

export interface PdfFile {
  readonly fileName: string;
  /** The PDF, base64-encoded. */
  readonly contentBase64: string;
}

const NO_STORE = { 'cache-control': 'no-store' };

/** GET and HEAD only; answers 405 otherwise. */
export function isDownloadMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
  return false;
}

export function sendNotFound(res: ServerResponse): void {
  sendText(res, 404, 'Not found', NO_STORE);
}

/** Asks the API for the file and sends it (or the status of why not). */
export async function sendPdfDownload(
  req: IncomingMessage,
  res: ServerResponse,
  fetchFile: () => Promise<PdfFile | null>,
): Promise<void> {
  let file: PdfFile | null;
  try {
    file = await fetchFile();
  } catch (error) {
    if (error instanceof RateLimited) {
      sendText(res, 429, 'Too many requests', { 'retry-after': error.retryAfter, ...NO_STORE });
      return;
    }
    if (error instanceof ApiUnavailable) {
      sendText(res, 503, 'Network error', NO_STORE);
      return;
    }
    throw error;
  }
  if (!file) {
    sendNotFound(res);
    return;
  }
  const pdf = Buffer.from(file.contentBase64, 'base64');
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': String(pdf.length),
    'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : pdf);
}

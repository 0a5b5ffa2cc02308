// The invoice download of the storefront server (issue 18 item 3; the order detail's invoice links,
// sdk-core rules/orderHistory.ts invoiceDownloadPath): GET /api/invoice/?orderId=&shipment=(&hash=) asks
// the API for the parcel's PDF as the visitor (their customer token, or the order's access hash for a
// guest) and sends it as an attachment that is never sniffed or cached. The API answers null for another
// customer's order, a wrong hash or an unknown parcel: all of them 404 here, alike.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { InvoiceDocument, parseInvoiceDownload, type StoreConfig } from '@ranzen/sdk-core';
import { type AccountEndpointDeps, ApiUnavailable, callApi, RateLimited } from './accountEndpoints';
import { sendText } from './http';

export async function handleInvoiceDownload(
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
  store: StoreConfig,
  deps: AccountEndpointDeps,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    return;
  }
  const ref = parseInvoiceDownload(query);
  if (!ref) {
    sendText(res, 404, 'Not found', { 'cache-control': 'no-store' });
    return;
  }
  let file: { fileName: string; contentBase64: string } | null;
  try {
    const answer = await callApi(req, store, deps, InvoiceDocument, {
      orderId: ref.orderId,
      shipmentNumber: ref.shipment,
      hash: ref.hash ?? null,
    });
    file = answer.data.invoice;
  } catch (error) {
    if (error instanceof RateLimited) {
      sendText(res, 429, 'Too many requests', {
        'retry-after': error.retryAfter,
        'cache-control': 'no-store',
      });
      return;
    }
    if (error instanceof ApiUnavailable) {
      sendText(res, 503, 'Network error', { 'cache-control': 'no-store' });
      return;
    }
    throw error;
  }
  if (!file) {
    sendText(res, 404, 'Not found', { 'cache-control': 'no-store' });
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

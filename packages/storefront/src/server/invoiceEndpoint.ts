// The invoice download of the storefront server (issue 18 item 3; the order detail's invoice links,
// sdk-core rules/orderHistory.ts invoiceDownloadPath): GET /api/invoice/?orderId=&shipment=(&hash=) asks
// the API for the parcel's PDF as the visitor (their customer token, or the order's access hash for a
// guest) and sends it as an attachment that is never sniffed or cached. The API answers null for another
// customer's order, a wrong hash or an unknown parcel: all of them 404 here, alike.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { InvoiceDocument, parseInvoiceDownload, type StoreConfig } from '@ranzen/sdk-core';
import { type AccountEndpointDeps, callApi } from './accountEndpoints';
import { isDownloadMethod, sendNotFound, sendPdfDownload } from './pdfDownload';

export async function handleInvoiceDownload(
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
  store: StoreConfig,
  deps: AccountEndpointDeps,
): Promise<void> {
  if (!isDownloadMethod(req, res)) return;
  const ref = parseInvoiceDownload(query);
  if (!ref) {
    sendNotFound(res);
    return;
  }
  await sendPdfDownload(req, res, async () => {
    const answer = await callApi(req, store, deps, InvoiceDocument, {
      orderId: ref.orderId,
      shipmentNumber: ref.shipment,
      hash: ref.hash ?? null,
    });
    return answer.data.invoice;
  });
}

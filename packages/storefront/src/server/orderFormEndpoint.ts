// The printed order form's download (spec shopping §7 "Generate a PDF form"; issue 20 item 5; the order
// form's print link, sdk-core rules/orderForm.ts orderFormPdfPath): GET /api/order-form/?line=<order
// number>:<quantity>… asks the API for the form with these lines (none: a blank form) in the store's
// language and sends it as an attachment. A malformed line is a 404, like an unknown download.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OrderFormPdfDocument, parseOrderFormPdfQuery, type StoreConfig } from '@ranzen/sdk-core';
import { type AccountEndpointDeps, callApi } from './accountEndpoints';
import { isDownloadMethod, sendNotFound, sendPdfDownload } from './pdfDownload';

export async function handleOrderFormDownload(
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
  store: StoreConfig,
  deps: AccountEndpointDeps,
): Promise<void> {
  if (!isDownloadMethod(req, res)) return;
  const entries = parseOrderFormPdfQuery(query);
  if (!entries) {
    sendNotFound(res);
    return;
  }
  await sendPdfDownload(req, res, async () => {
    const answer = await callApi(req, store, deps, OrderFormPdfDocument, { entries });
    return answer.data.orderFormPdf;
  });
}

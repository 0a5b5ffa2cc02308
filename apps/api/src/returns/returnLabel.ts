// The return label PDF (issue 18 item 5 "submit creates a return (RMA) with a return label PDF"): one page per
// label with the carrier, the RMA number the warehouse books the parcel by, the sender and the shop's returns
// address. The link carries the return's label token (128 random bits, like the order hash a capability):
// GET /return-labels/<token>, served as a download with nosniff.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client';
import { orders, type ReturnContact, returnOrders } from '../db/schema';

export const RETURN_LABELS_PREFIX = '/return-labels/';

/** Where the parcels go (the shop's returns centre). */
const RETURNS_ADDRESS = ['Ranzen GmbH – Retourenzentrum', 'Lagerstraße 12', '36037 Fulda', 'Deutschland'];

export function returnLabelPath(token: string): string {
  return `${RETURN_LABELS_PREFIX}${token}`;
}

export interface ReturnLabelData {
  readonly rma: string;
  readonly orderNumber: string;
  readonly carrier: string;
  readonly labelsCount: number;
  readonly contact: ReturnContact;
}

export async function renderReturnLabel(data: ReturnLabelData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Return label ${data.rma}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let label = 1; label <= data.labelsCount; label += 1) {
    const page = pdf.addPage([420, 298]);
    const text = (value: string, x: number, y: number, size = 11, face = font) =>
      page.drawText(value, { x, y, size, font: face, color: rgb(0, 0, 0) });
    page.drawRectangle({ x: 10, y: 10, width: 400, height: 278, borderWidth: 2, borderColor: rgb(0, 0, 0) });
    text(`${data.carrier.toUpperCase()} Retoure / Return`, 24, 260, 16, bold);
    text(`Paket ${label} von ${data.labelsCount}`, 300, 262, 10);
    text('Absender / From', 24, 232, 9, bold);
    text(`${data.contact.firstName} ${data.contact.lastName}`, 24, 218);
    text('Empfänger / To', 220, 232, 9, bold);
    for (const [index, line] of RETURNS_ADDRESS.entries()) text(line, 220, 218 - index * 14);
    text('RMA', 24, 120, 9, bold);
    text(data.rma, 24, 92, 26, bold);
    text(`Bestellung / Order ${data.orderNumber}`, 24, 70, 10);
    text('Bitte gut sichtbar auf das Paket kleben. / Attach clearly to the parcel.', 24, 30, 9);
  }
  return pdf.save();
}

/** The label data of the return with this label token; null for anything else. */
async function returnOfLabelToken(db: Db, token: string): Promise<ReturnLabelData | null> {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  const [row] = await db
    .select({
      rma: returnOrders.rma,
      carrier: returnOrders.carrier,
      labelsCount: returnOrders.labelsCount,
      contact: returnOrders.contact,
      orderNumber: orders.orderNumber,
    })
    .from(returnOrders)
    .innerJoin(orders, eq(orders.id, returnOrders.orderId))
    .where(eq(returnOrders.labelToken, token));
  return row ?? null;
}

function notFound(res: ServerResponse): void {
  const text = JSON.stringify({ error: 'not found' });
  res.writeHead(404, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export async function serveReturnLabel(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  db: Db,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const data = await returnOfLabelToken(db, pathname.slice(RETURN_LABELS_PREFIX.length));
  if (!data) {
    notFound(res);
    return;
  }
  const body = Buffer.from(await renderReturnLabel(data));
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Length': body.length,
    'Content-Disposition': `attachment; filename="return-label-${data.rma}.pdf"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

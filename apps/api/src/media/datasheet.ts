// A product data sheet as a real PDF (storefront §3.4 "downloads"): one A4 page with the product name,
// its order numbers, the short facts and the warranty, written with pdf-lib's standard Helvetica (shop/pdfWriter.ts).
import { MUTED_COLOUR, PdfWriter } from '../shop/pdfWriter';

export interface DatasheetContent {
  productId: string;
  name: string;
  manufacturerName: string | null;
  /** Order numbers of the product's items (one per variant). */
  orderNumbers: readonly string[];
  facts: readonly string[];
  warranty: string | null;
}

/** Fixed document dates: the same product always gives the same bytes (stable ETag). */
const DOCUMENT_DATE = new Date('2026-01-01T00:00:00Z');

export async function renderDatasheetPdf(content: DatasheetContent): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: `Produktdatenblatt ${content.name}`,
    subject: `Artikel ${content.productId}`,
    language: 'de-DE',
    date: DOCUMENT_DATE,
  });
  writer.text('Produktdatenblatt', { size: 10, colour: MUTED_COLOUR });
  writer.gap(4);
  writer.text(content.name, { size: 18, bold: true });
  if (content.manufacturerName) writer.text(content.manufacturerName, { colour: MUTED_COLOUR });
  writer.gap(12);
  writer.text(content.orderNumbers.length > 1 ? 'Artikelnummern' : 'Artikelnummer', { bold: true });
  writer.text(content.orderNumbers.join(', '));
  if (content.facts.length > 0) {
    writer.gap(12);
    writer.text('Eigenschaften', { bold: true });
    for (const fact of content.facts) writer.text(`•  ${fact}`, {}, 8);
  }
  if (content.warranty) {
    writer.gap(12);
    writer.text('Garantie', { bold: true });
    writer.text(content.warranty);
  }
  return writer.save();
}

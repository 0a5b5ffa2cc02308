// A product data sheet as a real PDF (storefront §3.4 "downloads"): one A4 page with the product name,
// its order numbers, the short facts and the warranty, written with pdf-lib's standard Helvetica.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface DatasheetContent {
  productId: string;
  name: string;
  manufacturerName: string | null;
  /** Order numbers of the product's items (one per variant). */
  orderNumbers: readonly string[];
  facts: readonly string[];
  warranty: string | null;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TEXT = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.34, 0.37, 0.41);
/** Fixed document dates: the same product always gives the same bytes (stable ETag). */
const DOCUMENT_DATE = new Date('2026-01-01T00:00:00Z');

/** The standard fonts cover WinAnsi only; anything else (emoji, CJK) would throw, so it becomes '?'. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class PageWriter {
  private y: number;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.y = page.getHeight() - MARGIN;
  }

  text(text: string, { size = 11, bold = false, colour = TEXT, indent = 0 } = {}): void {
    const font = bold ? this.bold : this.regular;
    const width = this.page.getWidth() - 2 * MARGIN - indent;
    for (const line of wrap(font, encodable(font, text), size, width)) {
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: colour });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }
}

export async function renderDatasheetPdf(content: DatasheetContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Produktdatenblatt ${content.name}`);
  pdf.setSubject(`Artikel ${content.productId}`);
  pdf.setAuthor('Ranzen');
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(DOCUMENT_DATE);
  pdf.setModificationDate(DOCUMENT_DATE);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const writer = new PageWriter(pdf.addPage(A4), regular, bold);
  writer.text('Produktdatenblatt', { size: 10, colour: MUTED });
  writer.gap(4);
  writer.text(content.name, { size: 18, bold: true });
  if (content.manufacturerName) writer.text(content.manufacturerName, { colour: MUTED });
  writer.gap(12);
  writer.text(content.orderNumbers.length > 1 ? 'Artikelnummern' : 'Artikelnummer', { bold: true });
  writer.text(content.orderNumbers.join(', '));
  if (content.facts.length > 0) {
    writer.gap(12);
    writer.text('Eigenschaften', { bold: true });
    for (const fact of content.facts) writer.text(`•  ${fact}`, { indent: 8 });
  }
  if (content.warranty) {
    writer.gap(12);
    writer.text('Garantie', { bold: true });
    writer.text(content.warranty);
  }
  return pdf.save();
}

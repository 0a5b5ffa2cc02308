// Writing the API's PDFs (media/datasheet.ts, orders/invoicePdf.ts) with pdf-lib's standard Helvetica: text
// flowing down A4 pages with wrapping, columns and rules; a new page when the current one is full.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
export const TEXT_COLOUR = rgb(0.13, 0.15, 0.18);
export const MUTED_COLOUR = rgb(0.34, 0.37, 0.41);
type Colour = typeof TEXT_COLOUR;

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

export interface TextStyle {
  readonly size?: number;
  readonly bold?: boolean;
  readonly colour?: Colour;
}

/** One cell of a row: its text from `from` to `to` (fractions of the text width), aligned in it. */
export interface Cell {
  readonly text: string;
  readonly from: number;
  readonly to: number;
  readonly align?: 'left' | 'right';
}

export interface DocumentInfo {
  readonly title: string;
  readonly subject: string;
  /** A BCP 47 tag, e.g. de-DE. */
  readonly language: string;
  /** The document's date: the same content always gives the same bytes. */
  readonly date: Date;
}

export class PdfWriter {
  private page: PDFPage;
  private y: number;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
    this.y = this.page.getHeight() - MARGIN;
  }

  static async create(info: DocumentInfo): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(info.title);
    pdf.setSubject(info.subject);
    pdf.setAuthor('Ranzen');
    pdf.setLanguage(info.language);
    pdf.setCreationDate(info.date);
    pdf.setModificationDate(info.date);
    const [regular, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(pdf, regular, bold);
  }

  private get width(): number {
    return this.page.getWidth() - 2 * MARGIN;
  }

  /** Moves down by `points`, onto a new page when the line would not fit. */
  private advance(points: number): void {
    if (this.y - points < MARGIN) {
      this.page = this.pdf.addPage(A4);
      this.y = this.page.getHeight() - MARGIN;
    }
    this.y -= points;
  }

  text(text: string, { size = 11, bold = false, colour = TEXT_COLOUR }: TextStyle = {}, indent = 0): void {
    const font = bold ? this.bold : this.regular;
    for (const line of wrap(font, encodable(font, text), size, this.width - indent)) {
      this.advance(size * 1.35);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: colour });
    }
  }

  /** One line of cells side by side (a table row); a cell's text is cut to its width. */
  row(cells: readonly Cell[], { size = 10, bold = false, colour = TEXT_COLOUR }: TextStyle = {}): void {
    const font = bold ? this.bold : this.regular;
    this.advance(size * 1.45);
    for (const cell of cells) {
      const width = (cell.to - cell.from) * this.width;
      const [line = ''] = wrap(font, encodable(font, cell.text), size, width);
      const x =
        cell.align === 'right'
          ? MARGIN + cell.to * this.width - font.widthOfTextAtSize(line, size)
          : MARGIN + cell.from * this.width;
      this.page.drawText(line, { x, y: this.y, size, font, color: colour });
    }
  }

  /** A thin line across the text width. */
  rule(): void {
    this.advance(6);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.5,
      color: MUTED_COLOUR,
    });
  }

  gap(points: number): void {
    this.advance(points);
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}

// The printed order form (spec shopping §7 "Generate a PDF form"; issue 20 item 5: "print a PDF order form
// (for schools that order by fax or post)"). One A4 form in the store's language: where to send it, the
// orderer's details to fill in by hand, ORDER_FORM_MAX_ROWS lines of order number, article and quantity
// (the rows given first, with the article's name when it is one of the store's), date and signature.
import { ORDER_FORM_MAX_ROWS, type OrderFormEntry } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import type { BestellscheinEntryValidity } from '../generated/resolvers';
import { type Cell, MUTED_COLOUR, PdfWriter } from '../shop/pdfWriter';
import { SHOP_ADDRESS_LINE } from '../shop/shopLegal';

interface OrderFormTexts {
  title: string;
  fileName: string;
  sendTo(address: string): string;
  orderer: string;
  fields: readonly string[];
  line: string;
  orderNumber: string;
  article: string;
  quantity: string;
  dateAndSignature: string;
}

const ORDER_FORM_TEXTS: Readonly<Record<StoreConfig['messages'], OrderFormTexts>> = {
  de: {
    title: 'Bestellschein',
    fileName: 'Bestellschein.pdf',
    sendTo: (address) => `Bitte ausgefüllt per Post senden an: ${address}`,
    orderer: 'Besteller',
    fields: [
      'Kundennummer',
      'Schule oder Einrichtung',
      'Ansprechpartner',
      'Straße und Hausnummer',
      'PLZ und Ort',
      'Telefon',
      'E-Mail',
    ],
    line: 'Pos.',
    orderNumber: 'Bestellnummer',
    article: 'Artikel',
    quantity: 'Menge',
    dateAndSignature: 'Datum, Unterschrift und Stempel',
  },
  en: {
    title: 'Order form',
    fileName: 'Order-form.pdf',
    sendTo: (address) => `Please fill in and post to: ${address}`,
    orderer: 'Ordered by',
    fields: [
      'Customer number',
      'School or institution',
      'Contact person',
      'Street and number',
      'Postcode and city',
      'Phone',
      'E-mail',
    ],
    line: 'No.',
    orderNumber: 'Order number',
    article: 'Article',
    quantity: 'Qty',
    dateAndSignature: 'Date, signature and stamp',
  },
};

const TABLE: Readonly<Record<'line' | 'number' | 'name' | 'quantity', Pick<Cell, 'from' | 'to'>>> = {
  line: { from: 0, to: 0.07 },
  number: { from: 0.08, to: 0.3 },
  name: { from: 0.31, to: 0.86 },
  quantity: { from: 0.87, to: 1 },
};

/** A line of the form: a row's order number, its article's name when known, and its quantity. */
export interface OrderFormLine extends OrderFormEntry {
  readonly name: string | null;
}

/** The form's lines from the judged rows: the name only for an article of the store. */
export function orderFormLines(judged: readonly BestellscheinEntryValidity[]): OrderFormLine[] {
  return judged.map(({ orderNumber, quantity, name }) => ({ orderNumber, quantity, name: name ?? null }));
}

export async function renderOrderFormPdf(
  store: StoreConfig,
  lines: readonly OrderFormLine[],
  date: Date,
): Promise<Uint8Array> {
  const texts = ORDER_FORM_TEXTS[store.messages];
  const writer = await PdfWriter.create({
    title: texts.title,
    subject: texts.title,
    language: store.language,
    date,
  });
  writer.text(SHOP_ADDRESS_LINE, { size: 8, colour: MUTED_COLOUR });
  writer.gap(10);
  writer.text(texts.title, { size: 18, bold: true });
  writer.text(texts.sendTo(SHOP_ADDRESS_LINE), { size: 9, colour: MUTED_COLOUR });
  writer.gap(8);
  writer.text(texts.orderer, { bold: true });
  for (const field of texts.fields) {
    writer.row([{ text: field, from: 0, to: 0.35 }], { size: 9 });
    writer.rule();
  }
  writer.gap(12);
  writer.row(
    [
      { text: texts.line, ...TABLE.line },
      { text: texts.orderNumber, ...TABLE.number },
      { text: texts.article, ...TABLE.name },
      { text: texts.quantity, ...TABLE.quantity, align: 'right' },
    ],
    { bold: true },
  );
  writer.rule();
  for (let index = 0; index < ORDER_FORM_MAX_ROWS; index += 1) {
    const line = lines[index];
    writer.row([
      { text: String(index + 1), ...TABLE.line },
      { text: line?.orderNumber ?? '', ...TABLE.number },
      { text: line?.name ?? '', ...TABLE.name },
      { text: line ? String(line.quantity) : '', ...TABLE.quantity, align: 'right' },
    ]);
    writer.rule();
  }
  writer.gap(28);
  writer.rule();
  writer.text(texts.dateAndSignature, { size: 8, colour: MUTED_COLOUR });
  return writer.save();
}

/** The download's file name: Bestellschein.pdf, Order-form.pdf. */
export function orderFormFileName(store: StoreConfig): string {
  return ORDER_FORM_TEXTS[store.messages].fileName;
}

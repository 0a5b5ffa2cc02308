// A parcel's invoice as a real PDF (issue 18 item 3): the shop's legal data, the billing and delivery
// addresses, the parcel's items, the VAT contained per rate and the totals, in the store's language. The
// order's shipping cost and voucher discount are billed with its first parcels (shipmentCharges), so the
// invoices of an order add up to its total.
import { centsToAmount, formatAmount, formatPercent } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { containedVat } from '../cart/cartRules';
import type { AddressCopy } from '../db/schema';
import { SHOP_BANK_ACCOUNT } from '../payments/bankAccount';
import { type Cell, MUTED_COLOUR, PdfWriter } from '../shop/pdfWriter';
import { SHOP_ADDRESS_LINE, SHOP_LEGAL, SHOP_TIME_ZONE } from '../shop/shopLegal';
import { addressLines, paymentMethodName } from './orderConfirmationMail';

export interface InvoiceLine {
  readonly articleNumber: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly totalCents: number;
  readonly taxPercent: number;
}

export interface InvoiceContent {
  readonly store: StoreConfig;
  /** `<order number>-<parcel number>`. */
  readonly invoiceNumber: string;
  /** The parcel's dispatch date (the order date before dispatch). */
  readonly invoiceDate: Date;
  readonly orderNumber: string;
  readonly orderDate: Date;
  readonly customerNumber: string | null;
  readonly orderReference: string | null;
  readonly paymentId: string;
  readonly billingAddress: AddressCopy;
  readonly deliveryAddress: AddressCopy;
  readonly lines: readonly InvoiceLine[];
  /** The shipping cost billed with this parcel. */
  readonly shippingCents: number;
  /** The voucher discount billed with this parcel. */
  readonly discountCents: number;
  /** The VAT rate the order was bought at, the rate of its shipping and discount (orders.taxPercent). */
  readonly taxPercent: number;
}

export interface VatAmount {
  readonly percent: number;
  /** The gross amount at this rate. */
  readonly grossCents: number;
  /** The VAT it contains. */
  readonly vatCents: number;
}

export interface InvoiceTotals {
  readonly itemsCents: number;
  readonly totalCents: number;
  readonly vat: readonly VatAmount[];
}

/** The invoice's totals: goods at their rates; shipping and the discount at the order's rate. */
export function invoiceTotals(
  content: Pick<InvoiceContent, 'lines' | 'shippingCents' | 'discountCents' | 'taxPercent'>,
): InvoiceTotals {
  const gross = new Map<number, number>();
  const add = (percent: number, cents: number) => gross.set(percent, (gross.get(percent) ?? 0) + cents);
  for (const line of content.lines) add(line.taxPercent, line.totalCents);
  add(content.taxPercent, content.shippingCents - content.discountCents);
  const itemsCents = content.lines.reduce((sum, line) => sum + line.totalCents, 0);
  return {
    itemsCents,
    totalCents: itemsCents + content.shippingCents - content.discountCents,
    vat: [...gross]
      .filter(([, cents]) => cents !== 0)
      .sort(([a], [b]) => b - a)
      .map(([percent, grossCents]) => ({ percent, grossCents, vatCents: containedVat(grossCents, percent) })),
  };
}

export interface ParcelCharges {
  readonly shippingCents: number;
  readonly discountCents: number;
}

/**
 * The order's shipping cost and voucher discount spread over its billed parcels (in parcel order): the
 * shipping with the first, the discount as far as each parcel's items and shipping carry it, so no invoice
 * goes below zero and together they bill the order's total.
 */
export function shipmentCharges(
  order: { readonly shippingCents: number; readonly voucherDiscountCents: number },
  parcelItemsCents: readonly number[],
): ParcelCharges[] {
  let discountLeft = order.voucherDiscountCents;
  return parcelItemsCents.map((itemsCents, index) => {
    const shippingCents = index === 0 ? order.shippingCents : 0;
    const discountCents = Math.min(discountLeft, itemsCents + shippingCents);
    discountLeft -= discountCents;
    return { shippingCents, discountCents };
  });
}

interface InvoiceTexts {
  title: string;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  orderDate: string;
  customerNumber: string;
  orderReference: string;
  billingAddress: string;
  deliveryAddress: string;
  articleNumber: string;
  article: string;
  quantity: string;
  unitPrice: string;
  total: string;
  items: string;
  shipping: string;
  discount: string;
  invoiceTotal: string;
  /** The VAT line's label, with the rate as the store writes it ("19 %", "8.1 %"). */
  vat(rate: string): string;
  paymentMethod: string;
  vatId: string;
  register: string;
  managingDirector: string;
}

const INVOICE_TEXTS: Readonly<Record<StoreConfig['messages'], InvoiceTexts>> = {
  de: {
    title: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    customerNumber: 'Kundennummer',
    orderReference: 'Ihre Referenz',
    billingAddress: 'Rechnungsadresse',
    deliveryAddress: 'Lieferadresse',
    articleNumber: 'Art.-Nr.',
    article: 'Artikel',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    total: 'Summe',
    items: 'Warenwert',
    shipping: 'Versandkosten',
    discount: 'Gutscheine',
    invoiceTotal: 'Rechnungsbetrag',
    vat: (rate) => `enthaltene MwSt. ${rate}`,
    paymentMethod: 'Zahlungsart',
    vatId: 'USt-IdNr.',
    register: 'Registergericht',
    managingDirector: 'Geschäftsführer',
  },
  en: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    customerNumber: 'Customer number',
    orderReference: 'Your reference',
    billingAddress: 'Billing address',
    deliveryAddress: 'Delivery address',
    articleNumber: 'Art. no.',
    article: 'Article',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    total: 'Total',
    items: 'Goods',
    shipping: 'Shipping',
    discount: 'Vouchers',
    invoiceTotal: 'Invoice total',
    vat: (rate) => `VAT included ${rate}`,
    paymentMethod: 'Payment method',
    vatId: 'VAT ID',
    register: 'Register court',
    managingDirector: 'Managing director',
  },
};

const TABLE: Readonly<Record<'number' | 'name' | 'quantity' | 'unit' | 'total', Pick<Cell, 'from' | 'to'>>> =
  {
    number: { from: 0, to: 0.16 },
    name: { from: 0.17, to: 0.6 },
    quantity: { from: 0.6, to: 0.7 },
    unit: { from: 0.7, to: 0.85 },
    total: { from: 0.85, to: 1 },
  };

export async function renderInvoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  const { store } = content;
  const texts = INVOICE_TEXTS[store.messages];
  const price = (cents: number) => formatAmount(centsToAmount(cents), store.language);
  const date = (value: Date) => value.toLocaleDateString(store.language, { timeZone: SHOP_TIME_ZONE });
  const writer = await PdfWriter.create({
    title: `${texts.title} ${content.invoiceNumber}`,
    subject: `${texts.orderNumber} ${content.orderNumber}`,
    language: store.language,
    date: content.invoiceDate,
  });
  writer.text(SHOP_ADDRESS_LINE, { size: 8, colour: MUTED_COLOUR });
  writer.gap(10);
  writer.text(`${texts.title} ${content.invoiceNumber}`, { size: 18, bold: true });
  writer.gap(6);
  const facts: [string, string][] = [
    [texts.invoiceNumber, content.invoiceNumber],
    [texts.invoiceDate, date(content.invoiceDate)],
    [texts.orderNumber, content.orderNumber],
    [texts.orderDate, date(content.orderDate)],
  ];
  if (content.customerNumber) facts.push([texts.customerNumber, content.customerNumber]);
  if (content.orderReference) facts.push([texts.orderReference, content.orderReference]);
  facts.push([texts.paymentMethod, paymentMethodName(store, content.paymentId)]);
  for (const [label, value] of facts) {
    writer.row([
      { text: label, from: 0, to: 0.3 },
      { text: value, from: 0.3, to: 1 },
    ]);
  }
  writer.gap(10);
  const billing = addressLines(content.billingAddress);
  const delivery = addressLines(content.deliveryAddress);
  writer.row(
    [
      { text: texts.billingAddress, from: 0, to: 0.5 },
      { text: texts.deliveryAddress, from: 0.5, to: 1 },
    ],
    { bold: true },
  );
  for (let index = 0; index < Math.max(billing.length, delivery.length); index += 1) {
    writer.row([
      { text: billing[index] ?? '', from: 0, to: 0.48 },
      { text: delivery[index] ?? '', from: 0.5, to: 1 },
    ]);
  }
  writer.gap(14);
  writer.row(
    [
      { text: texts.articleNumber, ...TABLE.number },
      { text: texts.article, ...TABLE.name },
      { text: texts.quantity, ...TABLE.quantity, align: 'right' },
      { text: texts.unitPrice, ...TABLE.unit, align: 'right' },
      { text: texts.total, ...TABLE.total, align: 'right' },
    ],
    { bold: true },
  );
  writer.rule();
  for (const line of content.lines) {
    writer.row([
      { text: line.articleNumber, ...TABLE.number },
      { text: line.name, ...TABLE.name },
      { text: String(line.quantity), ...TABLE.quantity, align: 'right' },
      { text: price(line.unitPriceCents), ...TABLE.unit, align: 'right' },
      { text: price(line.totalCents), ...TABLE.total, align: 'right' },
    ]);
  }
  writer.rule();
  const totals = invoiceTotals(content);
  const sum = (label: string, text: string, bold = false) =>
    writer.row(
      [
        { text: label, from: 0.4, to: 0.8 },
        { text, from: 0.8, to: 1, align: 'right' },
      ],
      { bold },
    );
  sum(texts.items, price(totals.itemsCents));
  if (content.shippingCents > 0) sum(texts.shipping, price(content.shippingCents));
  if (content.discountCents > 0) sum(texts.discount, `−${price(content.discountCents)}`);
  sum(texts.invoiceTotal, price(totals.totalCents), true);
  for (const vat of totals.vat)
    sum(texts.vat(formatPercent(vat.percent, store.language)), price(vat.vatCents));
  writer.gap(24);
  const legal = [
    `${SHOP_LEGAL.name}, ${SHOP_LEGAL.street}, ${SHOP_LEGAL.postCode} ${SHOP_LEGAL.city}`,
    `${texts.managingDirector}: ${SHOP_LEGAL.managingDirector} · ${texts.register}: ${SHOP_LEGAL.register}`,
    `${texts.vatId}: ${SHOP_LEGAL.vatId} · IBAN ${SHOP_BANK_ACCOUNT.iban} · BIC ${SHOP_BANK_ACCOUNT.bic}`,
  ];
  for (const line of legal) writer.text(line, { size: 8, colour: MUTED_COLOUR });
  return writer.save();
}

/** The download's file name, e.g. Rechnung-10000042-1.pdf. */
export function invoiceFileName(store: StoreConfig, invoiceNumber: string): string {
  return `${INVOICE_TEXTS[store.messages].title}-${invoiceNumber}.pdf`;
}

// The order confirmation mail (issue 16 item 5): written to the outbox in the submit's transaction, so it
// exists exactly when the order does; in the store's language, with the items, the totals and the VAT
// they contain, as the order keeps them. Every interpolated value is escaped in the HTML part.
import type { MessageLanguage, StoreConfig } from '@ranzen/sdk-core/store';
import type { AddressCopy } from '../db/schema';
import type { OutgoingMail } from '../mail/outbox';
import { escapeHtml } from '../shop/escapeHtml';
import { money } from '../shop/money';

export interface ConfirmedOrderLine {
  readonly name: string;
  readonly articleNumber: string;
  readonly quantity: number;
  readonly lineTotalCents: number;
}

export interface ConfirmedOrder {
  readonly orderNumber: string;
  readonly email: string;
  readonly billingAddress: AddressCopy;
  readonly deliveryAddress: AddressCopy;
  readonly lines: readonly ConfirmedOrderLine[];
  readonly subtotalCents: number;
  readonly voucherDiscountCents: number;
  readonly shippingCents: number;
  readonly totalCents: number;
  readonly taxCents: number;
  readonly taxPercent: number;
}

interface OrderMailTexts {
  subject(orderNumber: string): string;
  greeting(name: string): string;
  intro(orderNumber: string): string;
  articleNumber: string;
  subtotal: string;
  voucherDiscount: string;
  shipping: string;
  total: string;
  vat(percent: number): string;
  deliveryAddress: string;
  signature: string;
}

const ORDER_MAIL_TEXTS: Record<MessageLanguage, OrderMailTexts> = {
  de: {
    subject: (orderNumber) => `Ihre Bestellung ${orderNumber} bei Ranzen`,
    greeting: (name) => `Hallo ${name},`,
    intro: (orderNumber) => `vielen Dank für Ihre Bestellung. Ihre Bestellnummer ist ${orderNumber}.`,
    articleNumber: 'Art.-Nr.',
    subtotal: 'Zwischensumme',
    voucherDiscount: 'Gutscheine',
    shipping: 'Versandkosten',
    total: 'Gesamtsumme',
    vat: (percent) => `enthaltene MwSt. (${percent} %)`,
    deliveryAddress: 'Lieferadresse',
    signature: 'Ihr Ranzen-Team',
  },
  en: {
    subject: (orderNumber) => `Your order ${orderNumber} at Ranzen`,
    greeting: (name) => `Hello ${name},`,
    intro: (orderNumber) => `thank you for your order. Your order number is ${orderNumber}.`,
    articleNumber: 'Art. no.',
    subtotal: 'Subtotal',
    voucherDiscount: 'Vouchers',
    shipping: 'Shipping',
    total: 'Total',
    vat: (percent) => `VAT included (${percent} %)`,
    deliveryAddress: 'Delivery address',
    signature: 'Your Ranzen team',
  },
};

function addressLines(address: AddressCopy): string[] {
  return [
    address.schoolOrCompany,
    `${address.firstName} ${address.lastName}`,
    address.street,
    address.addressAddition,
    `${address.postCode} ${address.city}`,
    address.country,
  ].filter((line) => line.trim() !== '');
}

export function orderConfirmationMail(store: StoreConfig, order: ConfirmedOrder): OutgoingMail {
  const texts = ORDER_MAIL_TEXTS[store.messages];
  const price = (cents: number) => money(cents, store).stringValue;
  const greeting = texts.greeting(`${order.billingAddress.firstName} ${order.billingAddress.lastName}`);
  const intro = texts.intro(order.orderNumber);
  const items = order.lines.map((line) => ({
    label: `${line.quantity} × ${line.name} (${texts.articleNumber} ${line.articleNumber})`,
    amount: price(line.lineTotalCents),
  }));
  const sums = [
    { label: texts.subtotal, amount: price(order.subtotalCents) },
    ...(order.voucherDiscountCents > 0
      ? [{ label: texts.voucherDiscount, amount: `−${price(order.voucherDiscountCents)}` }]
      : []),
    { label: texts.shipping, amount: price(order.shippingCents) },
    { label: texts.total, amount: price(order.totalCents) },
    { label: texts.vat(order.taxPercent), amount: price(order.taxCents) },
  ];
  const address = addressLines(order.deliveryAddress);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...items.map((row) => `${row.label}: ${row.amount}`),
    '',
    ...sums.map((row) => `${row.label}: ${row.amount}`),
    '',
    `${texts.deliveryAddress}:`,
    ...address,
    '',
    texts.signature,
  ].join('\n');
  const row = (cells: { label: string; amount: string }) =>
    `<tr><td>${escapeHtml(cells.label)}</td><td style="text-align:right">${escapeHtml(cells.amount)}</td></tr>`;
  const subject = texts.subject(order.orderNumber);
  const html = [
    `<!doctype html><html lang="${store.messages}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table>${items.map(row).join('')}</table>`,
    `<table>${sums.map(row).join('')}</table>`,
    `<p>${escapeHtml(texts.deliveryAddress)}:<br>${address.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { storeId: store.id, kind: 'order-confirmation', to: order.email, subject, text, html };
}

// The order confirmation mail (issue 16 item 5), written to the outbox in the transaction that confirms the
// order, so it exists exactly when the order is confirmed: the submit's for an offline method (invoice,
// prepayment, cash on delivery, B2B terms), the paid return's for a redirect method
// (payments/finishPayment.ts) — never before anything is paid. In the store's language,
// from the order's own copy: the items, the totals and the VAT they contain, the payment method (with the
// shop's bank account for a prepayment), the order's link and its returns link, both with the order's access
// hash (issue 18), so a guest opens the order and returns from it without an account. Every interpolated value is
// escaped in the HTML part.
import { MESSAGES } from '@ranzen/sdk-core/i18n';
import { routePath } from '@ranzen/sdk-core/routes';
import { formatPercent } from '@ranzen/sdk-core/rules';
import { type MessageLanguage, type StoreConfig, storeById } from '@ranzen/sdk-core/store';
import type { Db } from '../db/client';
import type { AddressCopy, orderItems, orders } from '../db/schema';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { type BankAccount, transferAccountFor } from '../payments/bankAccount';
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
  /** The payment id the order is paid with (shopping §3 "Payment method"). */
  readonly paymentId: string;
  /** Where a prepayment is transferred to; null for the other methods. */
  readonly transferAccount: BankAccount | null;
  /** The order's detail page with its access hash, on the store's public host (a guest needs no login). */
  readonly orderLink: string;
  /** The store's returns page for the order (its access hash), on its public host. */
  readonly returnsLink: string;
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
  /** The VAT line's label, with the rate as the store writes it ("19 %", "8.1 %"). */
  vat(rate: string): string;
  deliveryAddress: string;
  paymentMethod: string;
  transfer(orderNumber: string): string;
  bankHolder: string;
  bankName: string;
  order: string;
  returns: string;
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
    vat: (rate) => `enthaltene MwSt. (${rate})`,
    deliveryAddress: 'Lieferadresse',
    paymentMethod: 'Zahlungsart',
    transfer: (orderNumber) =>
      `Bitte überweisen Sie den Gesamtbetrag mit dem Verwendungszweck ${orderNumber} auf unser Konto:`,
    bankHolder: 'Kontoinhaber',
    bankName: 'Bank',
    order: 'Ihre Bestellung ansehen (Rechnungen, Sendungsverfolgung)',
    returns: 'Rücksendungen',
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
    vat: (rate) => `VAT included (${rate})`,
    deliveryAddress: 'Delivery address',
    paymentMethod: 'Payment method',
    transfer: (orderNumber) => `Please transfer the total with the reference ${orderNumber} to our account:`,
    bankHolder: 'Account holder',
    bankName: 'Bank',
    order: 'View your order (invoices, parcel tracking)',
    returns: 'Returns',
    signature: 'Your Ranzen team',
  },
};

/** An address as lines of a letter (the mail's delivery address, the invoice's addresses). */
export function addressLines(address: AddressCopy): string[] {
  return [
    address.schoolOrCompany,
    `${address.firstName} ${address.lastName}`,
    address.street,
    address.addressAddition,
    `${address.postCode} ${address.city}`,
    address.country,
  ].filter((line) => line.trim() !== '');
}

/** The method's name as the payment step shows it; the id itself for an id the step never offers. */
export function paymentMethodName(store: StoreConfig, paymentId: string): string {
  const names: Readonly<Record<string, string>> = MESSAGES[store.messages];
  return names[`vue.checkout.payment.${paymentId}`] ?? paymentId;
}

/** The lines naming the payment method, and for a prepayment the account and the reference. */
function paymentLines(store: StoreConfig, order: ConfirmedOrder, texts: OrderMailTexts): string[] {
  const method = `${texts.paymentMethod}: ${paymentMethodName(store, order.paymentId)}`;
  const account = order.transferAccount;
  if (!account) return [method];
  return [
    method,
    texts.transfer(order.orderNumber),
    `${texts.bankHolder}: ${account.holder}`,
    `IBAN: ${account.iban}`,
    `BIC: ${account.bic}`,
    `${texts.bankName}: ${account.bankName}`,
  ];
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
    { label: texts.vat(formatPercent(order.taxPercent, store.language)), amount: price(order.taxCents) },
  ];
  const address = addressLines(order.deliveryAddress);
  const payment = paymentLines(store, order, texts);
  const orderLink = `${texts.order}: ${order.orderLink}`;
  const returns = `${texts.returns}: ${order.returnsLink}`;
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
    ...payment,
    '',
    orderLink,
    returns,
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
    `<p>${payment.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(order.orderLink)}">${escapeHtml(texts.order)}</a></p>`,
    `<p><a href="${escapeHtml(order.returnsLink)}">${escapeHtml(texts.returns)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { storeId: store.id, kind: 'order-confirmation', to: order.email, subject, text, html };
}

/**
 * Writes the confirmation of `order` to the outbox with `tx`, the transaction confirming it, from the
 * order's own copy (its row and its lines as they are now); `storeOrigin` is the store's public host
 * (server.ts), which the returns link uses.
 */
export async function queueOrderConfirmation(
  tx: Db,
  order: typeof orders.$inferSelect,
  orderLines: readonly (ConfirmedOrderLine & Pick<typeof orderItems.$inferSelect, 'position'>)[],
  storeOrigin: (store: StoreConfig) => string,
): Promise<void> {
  const store = storeById(order.storeId);
  if (!store) throw new Error(`Order ${order.orderNumber} is of no known store.`);
  const lines = [...orderLines].sort((a, b) => a.position - b.position);
  await enqueueMail(
    tx,
    orderConfirmationMail(store, {
      orderNumber: order.orderNumber,
      paymentId: order.paymentId,
      transferAccount: transferAccountFor(order.paymentId),
      orderLink: `${storeOrigin(store)}${routePath('orderDetail', { orderId: order.orderNumber, hash: order.accessHash })}`,
      returnsLink: `${storeOrigin(store)}${routePath('returns', { order: order.accessHash })}`,
      email: order.email,
      billingAddress: order.billingAddress,
      deliveryAddress: order.shippingAddress,
      lines,
      subtotalCents: order.subtotalCents,
      voucherDiscountCents: order.voucherDiscountCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      taxCents: order.taxCents,
      taxPercent: order.taxPercent,
    }),
  );
}

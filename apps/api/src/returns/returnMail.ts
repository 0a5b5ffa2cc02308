// The return confirmation mail (issue 18 item 5 "a mail through the outbox"): the RMA number, the returned
// articles and the label link, in the store's language. Values are escaped in the HTML part.
import type { MessageLanguage, StoreConfig } from '@ranzen/sdk-core/store';
import type { OutgoingMail } from '../mail/outbox';
import { escapeHtml } from '../shop/escapeHtml';

export interface ReturnMailInput {
  readonly store: StoreConfig;
  readonly to: string;
  readonly name: string;
  readonly rma: string;
  readonly orderNumber: string;
  /** The label PDF's link; null when the customer sends without a label. */
  readonly labelUrl: string | null;
  readonly items: readonly { readonly name: string; readonly quantity: number }[];
}

interface ReturnTexts {
  subject(rma: string): string;
  greeting(name: string): string;
  intro(orderNumber: string, rma: string): string;
  label: string;
  noLabel(rma: string): string;
  signature: string;
}

const TEXTS: Record<MessageLanguage, ReturnTexts> = {
  de: {
    subject: (rma) => `Ihre Rücksendung ${rma}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (order, rma) =>
      `wir haben Ihre Rücksendung zur Bestellung ${order} erhalten. Ihre Rücksendenummer: ${rma}.`,
    label: 'Rücksendeetikett herunterladen',
    noLabel: (rma) => `Bitte schreiben Sie die Rücksendenummer ${rma} gut lesbar auf das Paket.`,
    signature: 'Ihr Ranzen-Team',
  },
  en: {
    subject: (rma) => `Your return ${rma}`,
    greeting: (name) => `Hello ${name},`,
    intro: (order, rma) => `we have received your return for order ${order}. Your return number: ${rma}.`,
    label: 'Download the return label',
    noLabel: (rma) => `Please write the return number ${rma} clearly on the parcel.`,
    signature: 'Your Ranzen team',
  },
};

export function returnConfirmationMail(input: ReturnMailInput): OutgoingMail {
  const texts = TEXTS[input.store.messages];
  const greeting = texts.greeting(input.name);
  const intro = texts.intro(input.orderNumber, input.rma);
  const lines = input.items.map((item) => `${item.quantity} × ${item.name}`);
  const next = input.labelUrl ? `${texts.label}: ${input.labelUrl}` : texts.noLabel(input.rma);
  const text = [greeting, '', intro, '', ...lines, '', next, '', texts.signature].join('\n');
  const html = [
    `<!doctype html><html lang="${input.store.messages}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject(input.rma))}</title></head><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    input.labelUrl
      ? `<p><a href="${escapeHtml(input.labelUrl)}">${escapeHtml(texts.label)}</a></p>`
      : `<p>${escapeHtml(texts.noLabel(input.rma))}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    storeId: input.store.id,
    kind: 'return-confirmation',
    to: input.to,
    subject: texts.subject(input.rma),
    text,
    html,
  };
}

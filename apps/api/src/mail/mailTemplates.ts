// Mail templates (issue 15 item 3: "mails are in the store's language and link to the store's own host").
// Each template takes the store (its message language picks the texts) and the store's public origin
// (RANZEN_PUBLIC_ORIGINS, ApiContext.storeOrigin), never the request's Host header, which anyone can set.
// Every interpolated value is escaped in the HTML part; the text part carries the values as they are.
import {
  CONTACT_FORM_PATH,
  NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH,
  NEWSLETTER_SUCCESS_PATH,
  NEWSLETTER_TOKEN_PARAM,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  routePath,
} from '@ranzen/sdk-core/routes';
import { type MessageLanguage, SHOP_TIME_ZONE, type StoreConfig } from '@ranzen/sdk-core/store';
import { escapeHtml } from '../shop/escapeHtml';
import type { OutgoingMail } from './outbox';

export interface PasswordResetMailInput {
  store: StoreConfig;
  /** The store's public origin, e.g. https://www.ranzen.at (ApiContext.storeOrigin). */
  origin: string;
  to: string;
  /** The customer's name for the greeting; without it the greeting is neutral. */
  name?: string | undefined;
  /** The single-use reset token the link carries. */
  token: string;
  /** How long the link works, told to the reader. */
  validHours: number;
}

interface PasswordResetTexts {
  subject: string;
  greeting(name: string | undefined): string;
  intro: string;
  action: string;
  validity(hours: number): string;
  ignore: string;
  signature: string;
}

const PASSWORD_RESET_TEXTS: Record<MessageLanguage, PasswordResetTexts> = {
  de: {
    subject: 'Ihr neues Passwort bei Ranzen',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'Sie haben ein neues Passwort für Ihr Kundenkonto angefordert.',
    action: 'Neues Passwort festlegen',
    validity: (hours) =>
      `Der Link ist ${hours === 1 ? 'eine Stunde' : `${hours} Stunden`} gültig und nur einmal verwendbar.`,
    ignore: 'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.',
    signature: 'Ihr Ranzen-Team',
  },
  en: {
    subject: 'Your new password at Ranzen',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'You asked for a new password for your customer account.',
    action: 'Set a new password',
    validity: (hours) => `The link works for ${hours === 1 ? 'one hour' : `${hours} hours`} and only once.`,
    ignore: 'If you did not ask for a new password, you can ignore this e-mail.',
    signature: 'Your Ranzen team',
  },
};

/** Spec shopping §2: the new-password page takes the token from the query. */
export function newPasswordLink(origin: string, token: string): string {
  return `${origin}${routePath('newPassword')}?${new URLSearchParams({ token })}`;
}

/** The password reset mail (spec shopping §4 "Forgot password": a token in the link opens the new-password page). */
export function passwordResetMail(input: PasswordResetMailInput): OutgoingMail {
  const texts = PASSWORD_RESET_TEXTS[input.store.messages];
  const link = newPasswordLink(input.origin, input.token);
  const greeting = texts.greeting(input.name);
  const validity = texts.validity(input.validHours);
  const text = [
    greeting,
    '',
    texts.intro,
    `${texts.action}: ${link}`,
    '',
    validity,
    texts.ignore,
    '',
    texts.signature,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${input.store.messages}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(validity)}<br>${escapeHtml(texts.ignore)}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    storeId: input.store.id,
    kind: 'password-reset',
    to: input.to,
    subject: texts.subject,
    text,
    html,
  };
}

export interface NewsletterOptInMailInput {
  store: StoreConfig;
  /** The store's public origin (ApiContext.storeOrigin). */
  origin: string;
  to: string;
  /** The token the confirmation link carries. */
  token: string;
  /** How long the link works, told to the reader. */
  validDays: number;
}

interface NewsletterOptInTexts {
  subject: string;
  intro: string;
  action: string;
  validity(days: number): string;
  ignore: string;
  signature: string;
}

const NEWSLETTER_OPT_IN_TEXTS: Record<MessageLanguage, NewsletterOptInTexts> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei Ranzen',
    intro: 'Sie möchten den Ranzen-Newsletter erhalten. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick:',
    action: 'Newsletter-Anmeldung bestätigen',
    validity: (days) => `Der Link ist ${days} Tage gültig.`,
    ignore:
      'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: ohne Bestätigung erhalten Sie nichts.',
    signature: 'Ihr Ranzen-Team',
  },
  en: {
    subject: 'Please confirm your Ranzen newsletter subscription',
    intro: 'You asked for the Ranzen newsletter. Please confirm your subscription with one click:',
    action: 'Confirm the newsletter subscription',
    validity: (days) => `The link works for ${days} days.`,
    ignore: 'If you did not subscribe, ignore this e-mail: without a confirmation you receive nothing.',
    signature: 'Your Ranzen team',
  },
};

/** Shopping §2: the newsletter success page, which confirms the token it is opened with. */
export function newsletterConfirmLink(origin: string, token: string): string {
  const query = new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token });
  return `${origin}${routePath('service', { path: NEWSLETTER_SUCCESS_PATH })}?${query}`;
}

/** The double opt-in mail of a newsletter subscription (DESIGN §3 "Mail"). */
export function newsletterOptInMail(input: NewsletterOptInMailInput): OutgoingMail {
  const texts = NEWSLETTER_OPT_IN_TEXTS[input.store.messages];
  const link = newsletterConfirmLink(input.origin, input.token);
  const validity = texts.validity(input.validDays);
  const text = [
    texts.intro,
    `${texts.action}: ${link}`,
    '',
    validity,
    texts.ignore,
    '',
    texts.signature,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${input.store.messages}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head><body>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    storeId: input.store.id,
    kind: 'newsletter-opt-in',
    to: input.to,
    subject: texts.subject,
    text,
    html,
  };
}

/** One newsletter as the shop's editors wrote it; the HTML part is theirs and is sent as it is. */
export interface NewsletterIssue {
  subject: string;
  text: string;
  html: string;
}

export interface NewsletterMailInput {
  store: StoreConfig;
  /** The store's public origin (ApiContext.storeOrigin). */
  origin: string;
  to: string;
  /** The subscriber's unsubscribe token (newsletter_subscriptions.unsubscribe_token). */
  unsubscribeToken: string;
  issue: NewsletterIssue;
}

const NEWSLETTER_FOOTER_TEXTS: Record<MessageLanguage, { reason: string; unsubscribe: string }> = {
  de: {
    reason: 'Sie erhalten diese E-Mail, weil Sie den Ranzen-Newsletter bestellt haben.',
    unsubscribe: 'Newsletter abbestellen',
  },
  en: {
    reason: 'You receive this e-mail because you subscribed to the Ranzen newsletter.',
    unsubscribe: 'Unsubscribe from the newsletter',
  },
};

/** Shopping §2: the unsubscribe page with the subscriber's token offers a one-click button. */
export function newsletterUnsubscribeLink(origin: string, token: string): string {
  const query = new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token });
  return `${origin}${routePath('service', { path: NEWSLETTER_UNSUBSCRIBE_PATH })}?${query}`;
}

/** RFC 8058: the address a mail program POSTs `List-Unsubscribe=One-Click` to. */
export function newsletterOneClickLink(origin: string, token: string): string {
  return `${origin}${NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token })}`;
}

/**
 * A newsletter to one subscriber: the issue with a footer carrying the subscriber's unsubscribe link, and
 * the List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058) headers for the mail program's
 * one-click unsubscribe.
 */
export function newsletterMail(input: NewsletterMailInput): OutgoingMail {
  const texts = NEWSLETTER_FOOTER_TEXTS[input.store.messages];
  const link = newsletterUnsubscribeLink(input.origin, input.unsubscribeToken);
  const text = [input.issue.text, '', '--', texts.reason, `${texts.unsubscribe}: ${link}`].join('\n');
  const html = [
    `<!doctype html><html lang="${input.store.messages}"><head><meta charset="utf-8"><title>${escapeHtml(input.issue.subject)}</title></head><body>`,
    input.issue.html,
    `<hr><p>${escapeHtml(texts.reason)} <a href="${escapeHtml(link)}">${escapeHtml(texts.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    storeId: input.store.id,
    kind: 'newsletter',
    to: input.to,
    subject: input.issue.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${newsletterOneClickLink(input.origin, input.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A contact form message as the service team and the sender read it. */
export interface ContactMessage {
  /** The topic's text in the store's language. */
  topic: string;
  firstName: string;
  lastName: string;
  email: string;
  orderNumber: string | null;
  message: string;
  /** The sender's files (upload ids): attached to the service mailbox's mail, counted in the copy. */
  attachments: string[];
}

export interface ContactMailInput {
  store: StoreConfig;
  contact: ContactMessage;
}

const CONTACT_TEXTS: Record<
  MessageLanguage,
  {
    subject(topic: string): string;
    copySubject: string;
    greeting(firstName: string): string;
    copyIntro: string;
    orderNumber: string;
    attachments(count: number): string;
    signature: string;
  }
> = {
  de: {
    subject: (topic) => `Kontaktformular: ${topic}`,
    copySubject: 'Ihre Nachricht an Ranzen',
    greeting: (firstName) => `Hallo ${firstName},`,
    copyIntro: 'vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich. Ihre Nachricht:',
    orderNumber: 'Bestellnummer',
    attachments: (count) => `Anhänge: ${count}`,
    signature: 'Ihr Ranzen-Team',
  },
  en: {
    subject: (topic) => `Contact form: ${topic}`,
    copySubject: 'Your message to Ranzen',
    greeting: (firstName) => `Hello ${firstName},`,
    copyIntro: 'thank you for your message. We will answer as soon as we can. Your message:',
    orderNumber: 'Order number',
    attachments: (count) => `Attachments: ${count}`,
    signature: 'Your Ranzen team',
  },
};

/**
 * The message's lines: topic, sender, order number and number of attachments (when there are), then the
 * message as it was typed.
 */
function contactLines(input: ContactMailInput): string[] {
  const { contact } = input;
  const texts = CONTACT_TEXTS[input.store.messages];
  return [
    contact.topic,
    `${contact.firstName} ${contact.lastName} <${contact.email}>`,
    ...(contact.orderNumber ? [`${texts.orderNumber}: ${contact.orderNumber}`] : []),
    ...(contact.attachments.length > 0 ? [texts.attachments(contact.attachments.length)] : []),
    '',
    contact.message,
  ];
}

function plainMail(
  store: StoreConfig,
  subject: string,
  lines: readonly string[],
): Pick<OutgoingMail, 'text' | 'html'> {
  return {
    text: lines.join('\n'),
    html: [
      `<!doctype html><html lang="${store.messages}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
      `<p style="white-space: pre-wrap">${escapeHtml(lines.join('\n'))}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * The contact form's message to the service mailbox, with the sender's files attached; answering it
 * answers the sender (Reply-To).
 */
export function contactMessageMail(input: ContactMailInput, serviceMailbox: string): OutgoingMail {
  const subject = CONTACT_TEXTS[input.store.messages].subject(input.contact.topic);
  return {
    storeId: input.store.id,
    kind: 'contact-message',
    to: serviceMailbox,
    subject,
    ...plainMail(input.store, subject, contactLines(input)),
    headers: { 'Reply-To': input.contact.email },
    attachments: input.contact.attachments,
  };
}

/** The sender's copy of a contact form message. */
export function contactCopyMail(input: ContactMailInput): OutgoingMail {
  const texts = CONTACT_TEXTS[input.store.messages];
  const lines = [
    texts.greeting(input.contact.firstName),
    '',
    texts.copyIntro,
    '',
    ...contactLines(input),
    '',
    texts.signature,
  ];
  return {
    storeId: input.store.id,
    kind: 'contact-copy',
    to: input.contact.email,
    subject: texts.copySubject,
    ...plainMail(input.store, texts.copySubject, lines),
  };
}

export interface CertificateReceivedMailInput {
  store: StoreConfig;
  /** The certificate's id: what staff name to the certificate tool. */
  certificateId: string;
  customerNumber: string;
  institution: string;
  name: string;
}

const CERTIFICATE_RECEIVED_TEXTS: Record<
  MessageLanguage,
  { subject(customerNumber: string): string; intro: string; customer: string; review: string }
> = {
  de: {
    subject: (customerNumber) => `Neuer Nachweis einer Bildungseinrichtung: Kunde ${customerNumber}`,
    intro: 'Ein B2B-Kunde hat einen Nachweis als Bildungseinrichtung hochgeladen. Er wartet auf die Prüfung.',
    customer: 'Kunde',
    review: 'Nachweis ansehen und entscheiden (auf dem Rechner der Shop-API):',
  },
  en: {
    subject: (customerNumber) => `New educational certificate: customer ${customerNumber}`,
    intro: 'A B2B customer uploaded an educational certificate. It awaits review.',
    customer: 'Customer',
    review: "Open it and decide (on the shop API's machine):",
  },
};

/**
 * Tells the service mailbox that a certificate awaits review. The file is not attached: it stays in the
 * shop, and staff open it with the certificate tool the mail names.
 */
export function certificateReceivedMail(
  input: CertificateReceivedMailInput,
  serviceMailbox: string,
): OutgoingMail {
  const texts = CERTIFICATE_RECEIVED_TEXTS[input.store.messages];
  const subject = texts.subject(input.customerNumber);
  const lines = [
    texts.intro,
    '',
    `${texts.customer}: ${input.customerNumber}, ${input.name}, ${input.institution}`,
    '',
    texts.review,
    `pnpm --filter @ranzen/api certificates export ${input.certificateId} <folder>`,
    `pnpm --filter @ranzen/api certificates accept|reject ${input.certificateId}`,
  ];
  return {
    storeId: input.store.id,
    kind: 'b2b-certificate-received',
    to: serviceMailbox,
    subject,
    ...plainMail(input.store, subject, lines),
  };
}

export interface PrimeWaitingListMailInput {
  store: StoreConfig;
  /** The store's public origin (ApiContext.storeOrigin): the prime page's link. */
  origin: string;
  to: string;
}

const PRIME_WAITING_LIST_TEXTS: Record<
  MessageLanguage,
  { subject: string; intro: string; next: string; prime: string; mistake: string; signature: string }
> = {
  de: {
    subject: 'Sie stehen auf der Prime-Warteliste',
    intro: 'vielen Dank für Ihr Interesse an Ranzen Prime. Ihre E-Mail-Adresse steht auf unserer Warteliste.',
    next: 'Sobald die Anmeldung öffnet, schreiben wir Ihnen. Dann können Sie Prime-Mitglied werden:',
    prime: 'Ranzen Prime',
    mistake: 'Sie haben sich nicht eingetragen? Dann schreiben Sie uns bitte:',
    signature: 'Ihr Ranzen-Team',
  },
  en: {
    subject: 'You are on the Prime waiting list',
    intro: 'thank you for your interest in Ranzen Prime. Your e-mail address is on our waiting list.',
    next: 'We will write to you as soon as registration opens. Then you can become a Prime member:',
    prime: 'Ranzen Prime',
    mistake: 'You did not sign up? Then please write to us:',
    signature: 'Your Ranzen team',
  },
};

/** Confirms a new entry of the prime waiting list (sent once per address: a repeated entry sends nothing). */
export function primeWaitingListMail(input: PrimeWaitingListMailInput): OutgoingMail {
  const texts = PRIME_WAITING_LIST_TEXTS[input.store.messages];
  const prime = `${input.origin}${routePath('prime')}`;
  const contact = `${input.origin}${routePath('service', { path: CONTACT_FORM_PATH })}`;
  const greeting = input.store.messages === 'de' ? 'Hallo,' : 'Hello,';
  const text = [
    greeting,
    '',
    texts.intro,
    '',
    texts.next,
    prime,
    '',
    texts.mistake,
    contact,
    '',
    texts.signature,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${input.store.messages}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p>${escapeHtml(texts.next)} <a href="${escapeHtml(prime)}">${escapeHtml(texts.prime)}</a></p>`,
    `<p>${escapeHtml(texts.mistake)} <a href="${escapeHtml(contact)}">${escapeHtml(contact)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    storeId: input.store.id,
    kind: 'prime-waiting-list',
    to: input.to,
    subject: texts.subject,
    text,
    html,
  };
}

export interface PrimeMembershipMailInput {
  store: StoreConfig;
  to: string;
  firstName: string;
  purchaseNumber: string;
  startAt: Date;
  endAt: Date;
  /** The abo: the membership renews at its end. */
  autoRenew: boolean;
}

const PRIME_MEMBERSHIP_TEXTS: Record<
  MessageLanguage,
  {
    subject: string;
    greeting(firstName: string): string;
    intro: string;
    period(start: string, end: string): string;
    renews(end: string): string;
    ends(end: string): string;
    purchase(number: string): string;
    signature: string;
  }
> = {
  de: {
    subject: 'Willkommen bei Ranzen Prime',
    greeting: (firstName) => `Hallo ${firstName},`,
    intro: 'Ihre Zahlung ist eingegangen: Sie sind jetzt Prime-Mitglied.',
    period: (start, end) => `Ihre Mitgliedschaft läuft vom ${start} bis ${end}.`,
    renews: (end) => `Sie verlängert sich am ${end} automatisch um einen weiteren Zeitraum (Abo).`,
    ends: (end) => `Sie endet am ${end} ohne Verlängerung.`,
    purchase: (number) => `Ihre Bestellnummer: ${number}`,
    signature: 'Ihr Ranzen-Team',
  },
  en: {
    subject: 'Welcome to Ranzen Prime',
    greeting: (firstName) => `Hello ${firstName},`,
    intro: 'Your payment has arrived: you are a Prime member now.',
    period: (start, end) => `Your membership runs from ${start} to ${end}.`,
    renews: (end) => `It renews automatically on ${end} for another period (subscription).`,
    ends: (end) => `It ends on ${end} without renewal.`,
    purchase: (number) => `Your order number: ${number}`,
    signature: 'Your Ranzen team',
  },
};

/** Confirms a paid membership with its period and whether it renews (the abo) or ends. */
export function primeMembershipMail(input: PrimeMembershipMailInput): OutgoingMail {
  const texts = PRIME_MEMBERSHIP_TEXTS[input.store.messages];
  const day = new Intl.DateTimeFormat(input.store.language, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
  const end = day.format(input.endAt);
  const lines = [
    texts.greeting(input.firstName),
    '',
    texts.intro,
    texts.period(day.format(input.startAt), end),
    input.autoRenew ? texts.renews(end) : texts.ends(end),
    '',
    texts.purchase(input.purchaseNumber),
    '',
    texts.signature,
  ];
  return {
    storeId: input.store.id,
    kind: 'prime-membership',
    to: input.to,
    subject: texts.subject,
    ...plainMail(input.store, texts.subject, lines),
  };
}

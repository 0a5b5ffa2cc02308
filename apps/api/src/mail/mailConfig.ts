// Mail settings from the environment (README "Production start"):
//   SMTP_URL          smtp://user:password@host:port (smtps:// for TLS from the start); unset: no sender
//                     runs and mails stay in the outbox
//   RANZEN_MAIL_FROM  the From header (default DEFAULT_MAIL_FROM)
//   RANZEN_SERVICE_MAILBOX  where the contact form's messages go (default DEFAULT_SERVICE_MAILBOX)
//   NODE_ENV          `production` turns the dev outbox page (GET /dev/outbox) off
import type { MailSenderOptions } from './mailSender';

export const DEFAULT_MAIL_FROM = 'Ranzen <service@ranzen.example>';
export const DEFAULT_SERVICE_MAILBOX = 'kundenservice@ranzen.example';

export interface MailOptions {
  /** SMTP delivery; null: mails stay in the outbox. */
  sender: Omit<MailSenderOptions, 'log'> | null;
  /** Whether GET /dev/outbox lists the outbox (never with NODE_ENV=production). */
  devOutboxPage: boolean;
}

export function mailOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MailOptions {
  const smtpUrl = env.SMTP_URL?.trim();
  return {
    sender: smtpUrl ? { smtpUrl, from: env.RANZEN_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM } : null,
    devOutboxPage: env.NODE_ENV !== 'production',
  };
}

/** The customer service mailbox the contact form writes to (contact/contactMessage.ts). */
export function serviceMailboxFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.RANZEN_SERVICE_MAILBOX?.trim() || DEFAULT_SERVICE_MAILBOX;
}

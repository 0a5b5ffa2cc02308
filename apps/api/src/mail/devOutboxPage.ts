// The dev outbox page (issue 15 item 3: "a page listing the outbox exists outside production, so a
// newcomer can open the reset link"). Served by the API unless NODE_ENV=production (mailConfig.ts):
//   GET /dev/outbox               the newest mails first: time, store, to, subject, delivery state
//   GET /dev/outbox/<id>          a mail's HTML body as the recipient sees it (its links work)
//   GET /dev/outbox/<id>.txt      its text body
// Every value from the outbox is escaped; the mail bodies are served under a CSP that runs no script.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import { escapeHtml } from '../shop/escapeHtml';
import { latestMails, mailById, type OutboxMail } from './outbox';

export const DEV_OUTBOX_PATH = '/dev/outbox';
/** Mails on the list page. */
const LIST_LIMIT = 200;
const MAIL_PATH = /^\/dev\/outbox\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.txt)?$/;
/** Mail bodies come from our templates, but are still shown without scripts, forms or remote loads. */
const MAIL_BODY_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; frame-ancestors 'none'";

function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': `${contentType}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

function deliveryState(mail: OutboxMail): string {
  if (mail.sentAt) return `sent ${mail.sentAt.toISOString()}`;
  if (mail.attempts === 0) return 'in the outbox';
  return `not sent after ${mail.attempts} attempt(s): ${mail.lastError ?? ''}`;
}

function listPage(mails: readonly OutboxMail[]): string {
  const rows = mails.map((mail) => {
    const link = `${DEV_OUTBOX_PATH}/${mail.id}`;
    return `<tr><td>${escapeHtml(mail.createdAt.toISOString())}</td><td>${escapeHtml(mail.storeId)}</td><td>${escapeHtml(mail.to)}</td><td><a href="${link}">${escapeHtml(mail.subject)}</a> (<a href="${link}.txt">text</a>)</td><td>${escapeHtml(mail.kind)}</td><td>${escapeHtml(deliveryState(mail))}</td></tr>`;
  });
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>',
    '<style>body{font-family:sans-serif}td,th{padding:.25em .75em;text-align:left;vertical-align:top}</style></head><body>',
    `<h1>Outbox</h1><p>The newest ${LIST_LIMIT} mails the API wrote (development only).</p>`,
    mails.length === 0
      ? '<p>No mails yet.</p>'
      : `<table><thead><tr><th>Time</th><th>Store</th><th>To</th><th>Subject</th><th>Kind</th><th>Delivery</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    '</body></html>',
  ].join('\n');
}

/** Answers a request under DEV_OUTBOX_PATH. */
export async function serveDevOutbox(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  db: Db,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'text/plain', 'method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  if (pathname === DEV_OUTBOX_PATH || pathname === `${DEV_OUTBOX_PATH}/`) {
    send(res, 200, 'text/html', listPage(await latestMails(db, LIST_LIMIT)));
    return;
  }
  const match = MAIL_PATH.exec(pathname);
  const mail = match?.[1] ? await mailById(db, match[1]) : null;
  if (!mail) {
    send(res, 404, 'text/plain', 'not found');
    return;
  }
  if (match?.[2]) send(res, 200, 'text/plain', mail.text);
  else send(res, 200, 'text/html', mail.html, { 'Content-Security-Policy': MAIL_BODY_CSP });
}

// Delivers the outbox over SMTP (DESIGN §3; issue 15 item 3). Started by startApi when SMTP_URL is set and
// stopped by its close; without SMTP_URL no sender runs and mails stay in the outbox (the dev page shows
// them). Each round claims the due, unsent mails with one statement that moves their next attempt a lease
// ahead (`FOR UPDATE SKIP LOCKED`), so API instances sharing a database never send the same mail twice at
// once; the SMTP conversation runs outside any transaction (on PGlite an open transaction would hold
// every request). A mail the server accepted is marked sent; a failure counts the attempt, records the
// error and waits a doubling delay before the next try. A mail's attachments (upload ids: a contact
// message's files) are read from the uploads when it is sent; one that cannot be read fails the attempt. Delivery is at least once: a process that dies
// between the server's acceptance and the row update sends that mail again after the lease.
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { StoredUpload } from '../uploads/uploadStore';
import type { OutboxMail } from './outbox';

export interface MailSenderOptions {
  /** smtp://user:password@host:port or smtps://… (nodemailer's connection URL). */
  smtpUrl: string;
  /** The From header, e.g. `Ranzen <service@ranzen.de>`. */
  from: string;
  /** How often the outbox is looked at (default MAIL_POLL_MS). */
  pollMs?: number;
  /** Delay after the first failed attempt; it doubles with each further one (default MAIL_RETRY_BASE_MS). */
  retryBaseMs?: number;
  log?: (message: string) => void;
  /**
   * Reads an attachment's upload (uploads/uploadStore.ts readUploadForStaff). A mail whose attachment
   * cannot be read is not sent: its attempt fails like an SMTP error.
   */
  readAttachment?: (uploadId: string) => Promise<StoredUpload | null>;
}

export const MAIL_POLL_MS = 2_000;
export const MAIL_RETRY_BASE_MS = 15_000;
/** The longest wait between two attempts. */
export const MAIL_RETRY_MAX_MS = 60 * 60_000;
/** After this many failed attempts (about a day at the defaults) a mail stays unsent with its last error. */
export const MAIL_MAX_ATTEMPTS = 30;
/** How long a claimed mail is left to its sender before another may try it. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Mails sent per round; a full round is followed by the next at once. */
const BATCH_SIZE = 20;
/** Stored error messages are cut to this length. */
const ERROR_MAX_LENGTH = 1_000;

/** The wait before attempt `failedAttempts + 1`: base, 2·base, 4·base, … up to MAIL_RETRY_MAX_MS. */
export function retryDelayMs(failedAttempts: number, baseMs = MAIL_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAIL_RETRY_MAX_MS);
}

function millisecondsFromNow(ms: number) {
  return sql`now() + ${ms} * interval '1 millisecond'`;
}

async function claimDueMails(db: Db): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: millisecondsFromNow(CLAIM_LEASE_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, ERROR_MAX_LENGTH);
}

/** Starts delivering; the returned function stops it and resolves once the round in progress is done. */
export function startMailSender(db: Db, options: MailSenderOptions): () => Promise<void> {
  const log = options.log ?? (() => {});
  const pollMs = options.pollMs ?? MAIL_POLL_MS;
  const retryBaseMs = options.retryBaseMs ?? MAIL_RETRY_BASE_MS;
  const transport = createTransport(options.smtpUrl);
  const attachmentsOf = (mail: OutboxMail) =>
    Promise.all(
      mail.attachments.map(async (uploadId) => {
        const upload = await options.readAttachment?.(uploadId);
        if (!upload) throw new Error(`attachment ${uploadId} cannot be read`);
        return { filename: upload.fileName, content: upload.body, contentType: upload.contentType };
      }),
    );

  const deliver = async (mail: OutboxMail): Promise<void> => {
    const attempt = sql`${mailOutbox.attempts} + 1`;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: await attachmentsOf(mail),
      });
    } catch (error) {
      const failedAttempts = mail.attempts + 1;
      log(`mail ${mail.id} not sent (attempt ${failedAttempts}): ${errorText(error)}`);
      await db
        .update(mailOutbox)
        .set({
          attempts: attempt,
          lastError: errorText(error),
          nextAttemptAt: millisecondsFromNow(retryDelayMs(failedAttempts, retryBaseMs)),
        })
        .where(eq(mailOutbox.id, mail.id));
      return;
    }
    await db
      .update(mailOutbox)
      .set({ attempts: attempt, lastError: null, sentAt: sql`now()` })
      .where(eq(mailOutbox.id, mail.id));
  };

  /** One round; true when it was full, so more mails may be due. */
  const round = async (): Promise<boolean> => {
    const mails = await claimDueMails(db);
    for (const mail of mails) await deliver(mail);
    return mails.length === BATCH_SIZE;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(
        (more) => schedule(more ? 0 : pollMs),
        (error: unknown) => {
          console.error('[api] mail sender round failed', error);
          schedule(pollMs);
        },
      );
    }, delayMs);
    // The timer keeps no process alive.
    timer.unref();
  };
  schedule(0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    transport.close();
  };
}

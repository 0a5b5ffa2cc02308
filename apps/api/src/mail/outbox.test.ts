// The mail outbox, its SMTP sender and the dev outbox page (issue 15 item 3; DESIGN §3 "Mail: an outbox
// table (always) + SMTP via nodemailer when configured; a dev page lists the outbox"), through the real
// API on PGlite (PostgreSQL with DATABASE_URL) and a real SMTP server on loopback.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { STORES } from '@ranzen/sdk-core/store';
import { eq, isNull } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, uploads } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import { samplePdf } from '../uploads/uploadSamples';
import { startMailSender } from './mailSender';
import { passwordResetMail } from './mailTemplates';
import { enqueueMail, mailById } from './outbox';

const ORIGIN = 'https://www.ranzen.de';

function resetMail(to: string, token = 'token-1') {
  return passwordResetMail({ store: STORES.de, origin: ORIGIN, to, token, validHours: 2 });
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer(
  port = 0,
): Promise<{ port: number; received: ParsedMail[]; close(): Promise<void> }> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('outbox without SMTP (mails stay in the outbox; dev page outside production)', () => {
  let harness: TestApi;
  beforeAll(async () => {
    harness = await startTestApi({ mail: { sender: null, devOutboxPage: true } });
  });
  afterAll(() => harness?.stop());

  it('writes a mail inside the caller’s transaction: a rollback leaves no mail', async () => {
    const db = harness.api.db;
    const rolledBack = new Error('the reset failed after its mail was written');
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, resetMail('rollback@example.com'));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rollback@example.com'))).toEqual([]);

    const id = await db.transaction((tx) => enqueueMail(tx, resetMail('commit@example.com')));
    expect(await mailById(db, id)).toMatchObject({ to: 'commit@example.com', sentAt: null, attempts: 0 });
  });

  it('lists the outbox newest first with a link to each mail, whose body holds the reset link', async () => {
    const db = harness.api.db;
    const older = await enqueueMail(db, resetMail('older@example.com', 'older-token'));
    const newer = await enqueueMail(db, resetMail('<b>newer</b>@example.com', 'newer-token'));
    await db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(mailOutbox.id, older));

    const list = await fetch(`${harness.url}/dev/outbox`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await list.text();
    expect(page).toContain('Ihr neues Passwort bei Ranzen');
    // Values from the outbox are escaped.
    expect(page).toContain('&lt;b&gt;newer&lt;/b&gt;@example.com');
    expect(page).not.toContain('<b>newer</b>');
    expect(page.indexOf(`/dev/outbox/${newer}`)).toBeGreaterThan(-1);
    expect(page.indexOf(`/dev/outbox/${newer}`)).toBeLessThan(page.indexOf(`/dev/outbox/${older}`));

    const body = await fetch(`${harness.url}/dev/outbox/${older}`);
    expect(body.status).toBe(200);
    expect(body.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await body.text()).toContain(`href="${ORIGIN}/myaccount/newpassword/?token=older-token"`);
    const text = await fetch(`${harness.url}/dev/outbox/${older}.txt`);
    expect(await text.text()).toContain(`${ORIGIN}/myaccount/newpassword/?token=older-token`);

    expect((await fetch(`${harness.url}/dev/outbox/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${harness.url}/dev/outbox/not-a-mail`)).status).toBe(404);
  });
});

describe('dev outbox page in production', () => {
  it('is off with NODE_ENV=production: GET /dev/outbox answers 404', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const harness = await startTestApi().finally(() => vi.unstubAllEnvs());
    try {
      const id = await enqueueMail(harness.api.db, resetMail('prod@example.com'));
      expect((await fetch(`${harness.url}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${harness.url}/dev/outbox/${id}`)).status).toBe(404);
    } finally {
      await harness.stop();
    }
  });
});

describe('SMTP delivery (SMTP_URL set)', () => {
  it('sends an outbox mail with its to, subject and bodies and marks it sent', async () => {
    const smtp = await startSmtpServer();
    const harness = await startTestApi({
      mail: {
        sender: {
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          from: 'Ranzen <service@ranzen.test>',
          pollMs: 20,
        },
        devOutboxPage: true,
      },
    });
    try {
      const id = await harness.api.db.transaction((tx) =>
        enqueueMail(tx, resetMail('kunde@example.com', 'abc')),
      );
      await vi.waitFor(
        async () => expect((await mailById(harness.api.db, id))?.sentAt).toBeInstanceOf(Date),
        {
          timeout: 20_000,
          interval: 20,
        },
      );
      expect(smtp.received).toHaveLength(1);
      const [received] = smtp.received;
      expect(received?.to).toMatchObject({ text: 'kunde@example.com' });
      expect(received?.from?.value).toMatchObject([{ name: 'Ranzen', address: 'service@ranzen.test' }]);
      expect(received?.subject).toBe('Ihr neues Passwort bei Ranzen');
      expect(received?.text).toContain(`${ORIGIN}/myaccount/newpassword/?token=abc`);
      expect(received?.html).toContain(`href="${ORIGIN}/myaccount/newpassword/?token=abc"`);
      expect(await mailById(harness.api.db, id)).toMatchObject({ attempts: 1, lastError: null });
    } finally {
      await harness.stop();
      await smtp.close();
    }
  });

  it("sends a mail's attachments from the uploads, under the upload's own name and type", async () => {
    const smtp = await startSmtpServer();
    const harness = await startTestApi({
      mail: {
        sender: {
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          from: 'Ranzen <service@ranzen.test>',
          pollMs: 20,
        },
        devOutboxPage: true,
      },
    });
    try {
      const pdf = samplePdf();
      const storedName = `${randomBytes(16).toString('hex')}.pdf`;
      await mkdir(join(harness.dataDir, 'uploads'), { recursive: true });
      await writeFile(join(harness.dataDir, 'uploads', storedName), pdf);
      const [upload] = await harness.api.db
        .insert(uploads)
        .values({
          userId: randomUUID(),
          purpose: 'contact-attachment',
          contentType: 'application/pdf',
          storedName,
          size: pdf.length,
        })
        .returning({ id: uploads.id });
      const uploadId = upload?.id ?? '';
      const id = await enqueueMail(harness.api.db, {
        ...resetMail('service@example.com'),
        attachments: [uploadId],
      });
      await vi.waitFor(
        async () => expect((await mailById(harness.api.db, id))?.sentAt).toBeInstanceOf(Date),
        { timeout: 20_000, interval: 20 },
      );
      const [received] = smtp.received;
      expect(received?.attachments).toHaveLength(1);
      expect(received?.attachments[0]).toMatchObject({
        filename: `${uploadId}.pdf`,
        contentType: 'application/pdf',
      });
      expect(received?.attachments[0]?.content.equals(pdf)).toBe(true);
    } finally {
      await harness.stop();
      await smtp.close();
    }
  });

  it('does not send a mail whose attachment cannot be read, and records why', async () => {
    const smtp = await startSmtpServer();
    const harness = await startTestApi({
      mail: {
        sender: {
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          from: 'Ranzen <service@ranzen.test>',
          pollMs: 20,
        },
        devOutboxPage: true,
      },
    });
    try {
      const missing = randomUUID();
      const id = await enqueueMail(harness.api.db, {
        ...resetMail('service@example.com'),
        attachments: [missing],
      });
      await vi.waitFor(
        async () => expect((await mailById(harness.api.db, id))?.lastError).toContain(missing),
        { timeout: 20_000, interval: 20 },
      );
      expect(smtp.received).toHaveLength(0);
      expect((await mailById(harness.api.db, id))?.sentAt).toBeNull();
    } finally {
      await harness.stop();
      await smtp.close();
    }
  });

  it('records failed attempts while the SMTP server is down and sends the mail once it is back', async () => {
    // A free loopback port with nothing listening on it yet.
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const harness = await startTestApi({
      mail: {
        sender: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: 'service@ranzen.test',
          pollMs: 20,
          retryBaseMs: 20,
        },
        devOutboxPage: true,
      },
    });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const db = harness.api.db;
      const id = await enqueueMail(db, resetMail('later@example.com'));
      await vi.waitFor(
        async () => {
          const mail = await mailById(db, id);
          expect(mail?.attempts).toBeGreaterThanOrEqual(2);
          expect(mail?.lastError).toMatch(/ECONNREFUSED/);
          expect(mail?.sentAt).toBeNull();
        },
        { timeout: 20_000, interval: 20 },
      );
      const page = await (await fetch(`${harness.url}/dev/outbox`)).text();
      expect(page).toMatch(/not sent after \d+ attempt\(s\): .*ECONNREFUSED/);

      smtp = await startSmtpServer(port);
      await vi.waitFor(async () => expect((await mailById(db, id))?.sentAt).toBeInstanceOf(Date), {
        timeout: 20_000,
        interval: 20,
      });
      expect(smtp.received.map((mail) => mail.to)).toMatchObject([{ text: 'later@example.com' }]);
      expect(await mailById(db, id)).toMatchObject({ lastError: null });
    } finally {
      await harness.stop();
      await smtp?.close();
    }
  });

  it('never sends one mail twice when two API instances share the outbox', async () => {
    const smtp = await startSmtpServer();
    const harness = await startTestApi({ mail: { sender: null, devOutboxPage: false } });
    const sender = { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'service@ranzen.test', pollMs: 5 };
    const stops: (() => Promise<void>)[] = [];
    try {
      const db = harness.api.db;
      const recipients = Array.from({ length: 30 }, (_, index) => `shared-${index}@example.com`);
      for (const to of recipients) await enqueueMail(db, resetMail(to));
      stops.push(startMailSender(db, sender), startMailSender(db, sender));
      await vi.waitFor(
        async () => {
          const unsent = await db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
          expect(unsent).toEqual([]);
        },
        { timeout: 30_000, interval: 20 },
      );
      const delivered = smtp.received.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text);
      expect(delivered.sort()).toEqual([...recipients].sort());
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await harness.stop();
      await smtp.close();
    }
  });
});

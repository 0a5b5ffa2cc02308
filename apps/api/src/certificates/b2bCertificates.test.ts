// The B2B certificate upload through the real API (spec shopping §1 "B2B buyers ... can upload a
// certificate", §7 "upload B2B certificate", "file uploads use multipart"; issue 20 item 6 and "Bad input
// and security"; DESIGN §7 "Uploads"): only a logged-in B2B customer in the B2B store uploads one; the
// file is checked by its content and size like every upload and stored under a random name; nobody
// downloads it over HTTP, its owner neither; staff read and decide it; each customer sees only their own.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { B2B_CERTIFICATE_ERRORS, UPLOAD_MAX_BYTES } from '@ranzen/sdk-core/rules';
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../cart/cartTestClient';
import { AUTH_FIELDS, mutate, newConsumer, register } from '../customer/accountTestClient';
import { CUSTOMER_TOKEN_HEADER } from '../customer/sessions';
import { b2bCertificates, mailOutbox, uploads } from '../db/schema';
import { storefrontOperation } from '../testing/storefrontOperations';
import { gql, type RequestOptions, startTestApi, type TestApi } from '../testing/testApi';
import { samplePdf, sampleUploads } from '../uploads/uploadSamples';
import { readUploadForStaff } from '../uploads/uploadStore';
import { certificatesInReview, certificateUploadId, reviewCertificate } from './b2bCertificates';

const SERVICE_MAILBOX = 'certificates@service.ranzen.test';
let harness: TestApi;
let images: Awaited<ReturnType<typeof sampleUploads>>;

beforeAll(async () => {
  [harness, images] = await Promise.all([
    // Rate limits on: the per-account budget is part of what is tested; every request has an address of its own.
    startTestApi({ seedProducts: 0, serviceMailbox: SERVICE_MAILBOX, limits: { rateLimits: {} } }),
    sampleUploads(),
  ]);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const REGISTER_B2B = `mutation($input: RegisterB2bCustomerInput!) { registerB2bCustomer(input: $input) { ${AUTH_FIELDS} } }`;

interface Certificate {
  status: string;
  uploadedAt: string;
  reviewedAt: string | null;
}

interface CertificateResult {
  successful: boolean;
  certificate: Certificate | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/** Who sends a request: the store, the visitor (X-User-Id) and, when logged in, the customer's token. */
type Sender = Required<Pick<RequestOptions, 'store' | 'userId'>> & Pick<RequestOptions, 'customerToken'>;

/** A newly registered B2B customer, logged in, in the German B2B store. */
async function b2bCustomer(store = 'b2b-de'): Promise<Sender & { customerNumber: string }> {
  const answer = await mutate(
    harness,
    REGISTER_B2B,
    {
      input: {
        ...newConsumer({ firstName: 'Bernd', lastName: 'Lehrer' }),
        schoolOrCompany: 'Grundschule am See',
        vatRegistrationNo: 'DE123456789',
        jobTitleCode: 'HEAD',
        primaryIndustryGroupCode: 'PRIMARY',
        numberOfEmployees: 25,
      },
    },
    { store, clientAddress: nextClientAddress() },
  );
  if (!answer.userId || !answer.token || !answer.customerNumber) throw new Error('B2B registration failed');
  return {
    store,
    userId: answer.userId,
    customerToken: answer.token.token,
    customerNumber: answer.customerNumber,
  };
}

/** A visitor without a login, with ids from shopInit. */
async function anonymous(store: string): Promise<Sender> {
  const result = await gql<{ shopInit: { userId: string } }>(
    harness,
    'mutation { shopInit { userId } }',
    {},
    { store, clientAddress: nextClientAddress() },
  );
  return { store, userId: result.data.shopInit.userId };
}

async function signatureFor(sender: Sender): Promise<string> {
  const result = await gql<{ uploadSignature: { signature: string } }>(
    harness,
    print(storefrontOperation('UploadSignature')),
    {},
    sender,
  );
  return result.data.uploadSignature.signature;
}

/** uploadB2bCertificate as the storefront sends it: a multipart request (GraphQL multipart request spec). */
async function postUpload(sender: Sender, bytes: Buffer, signature?: string): Promise<Response> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: print(storefrontOperation('UploadB2bCertificate')),
      variables: { signature: signature ?? (await signatureFor(sender)), file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  // The declared type and name claim a PDF whatever the bytes are: only the content counts.
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'certificate.pdf');
  const headers: Record<string, string> = {
    authorization: `Bearer ${harness.token}`,
    'x-shop-store': sender.store,
    'x-user-id': sender.userId,
    // Every upload from an address of its own: the per-address budget never decides these tests.
    'x-forwarded-for': nextClientAddress(),
  };
  if (sender.customerToken) headers[CUSTOMER_TOKEN_HEADER] = sender.customerToken;
  return fetch(`${harness.url}/graphql`, { method: 'POST', headers, body: form });
}

async function upload(sender: Sender, bytes: Buffer, signature?: string): Promise<CertificateResult> {
  const response = await postUpload(sender, bytes, signature);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { uploadB2bCertificate: CertificateResult } };
  return body.data.uploadB2bCertificate;
}

async function latest(sender: Sender) {
  return gql<{ b2bCertificate: Certificate | null }>(
    harness,
    print(storefrontOperation('B2bCertificate')),
    {},
    sender,
  );
}

async function storedState() {
  const [rows, certificates, mails] = await Promise.all([
    harness.api.db.select({ id: uploads.id }).from(uploads),
    harness.api.db.select({ id: b2bCertificates.id }).from(b2bCertificates),
    harness.api.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, SERVICE_MAILBOX)),
  ]);
  const files = await readdir(join(harness.dataDir, 'uploads')).catch(() => []);
  return {
    uploads: rows.length,
    files: files.length,
    certificates: certificates.length,
    mails: mails.length,
  };
}

describe('uploadB2bCertificate: a B2B customer uploads (shopping §7 "upload B2B certificate")', () => {
  it('stores a PDF under a random name, shows it in review and tells the service mailbox', async () => {
    const school = await b2bCustomer();
    expect((await latest(school)).data.b2bCertificate).toBeNull();
    const pdf = samplePdf();
    const answer = await upload(school, pdf);
    expect(answer).toMatchObject({
      successful: true,
      certificate: { status: 'IN_REVIEW', reviewedAt: null },
      errorCode: null,
    });
    expect((await latest(school)).data.b2bCertificate).toEqual(answer.certificate);

    const [row] = await harness.api.db
      .select({ storedName: uploads.storedName, purpose: uploads.purpose, certificateId: b2bCertificates.id })
      .from(b2bCertificates)
      .innerJoin(uploads, eq(uploads.id, b2bCertificates.uploadId))
      .orderBy(b2bCertificates.createdAt);
    expect(row?.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(row?.purpose).toBe('b2b-certificate');
    const [notice] = await harness.api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'b2b-certificate-received'));
    expect(notice?.to).toBe(SERVICE_MAILBOX);
    expect(notice?.subject).toContain(school.customerNumber);
    expect(notice?.text).toContain(`certificates export ${row?.certificateId}`);
  });

  it('accepts the photo formats too, each by its content', async () => {
    const school = await b2bCustomer();
    for (const bytes of [images.jpeg, images.png, images.webp]) {
      expect((await upload(school, bytes)).successful).toBe(true);
    }
  });
});

describe('uploadB2bCertificate: only staff open the file (issue 20 item 6)', () => {
  it('serves it to nobody over HTTP, its owner included; staff read it and decide', async () => {
    const school = await b2bCustomer();
    const pdf = samplePdf();
    await upload(school, pdf);
    const [waiting] = (await certificatesInReview(harness.api.db)).filter(
      (row) => row.customerNumber === school.customerNumber,
    );
    const certificateId = waiting?.certificateId ?? '';
    const uploadId = (await certificateUploadId(harness.api.db, certificateId)) ?? '';
    const download = await fetch(`${harness.url}/uploads/${uploadId}`, {
      headers: { authorization: `Bearer ${harness.token}`, 'x-user-id': school.userId },
    });
    expect(download.status).toBe(404);

    const stored = await readUploadForStaff(harness.api.db, harness.dataDir, uploadId);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.body.equals(pdf)).toBe(true);

    expect(await reviewCertificate(harness.api.db, certificateId, 'ACCEPTED')).toBe(true);
    // Decided once: a second decision finds nothing in review.
    expect(await reviewCertificate(harness.api.db, certificateId, 'REJECTED')).toBe(false);
    const shown = (await latest(school)).data.b2bCertificate;
    expect(shown?.status).toBe('ACCEPTED');
    expect(shown?.reviewedAt).not.toBeNull();
  });
});

describe('uploadB2bCertificate: refused uploads store nothing (issue 20 "Bad input and security")', () => {
  const html = Buffer.from(
    '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
  );
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9"/></svg>',
  );

  it.each([
    ['an SVG', () => svg],
    ['an HTML page', () => html],
    ['a polyglot (a PDF with an HTML page inside)', () => samplePdf(`/Title (${html.toString('latin1')})`)],
    ['a PDF with a script', () => samplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
  ])('refuses %s as UNSUPPORTED_TYPE', async (_name, bytes) => {
    const school = await b2bCustomer();
    const before = await storedState();
    expect(await upload(school, bytes())).toEqual({
      successful: false,
      certificate: null,
      errorCode: 'UNSUPPORTED_TYPE',
      errorMessage: B2B_CERTIFICATE_ERRORS.UNSUPPORTED_TYPE,
    });
    expect(await storedState()).toEqual(before);
    expect((await latest(school)).data.b2bCertificate).toBeNull();
  });

  it('refuses a file above UPLOAD_MAX_BYTES as TOO_LARGE', async () => {
    const school = await b2bCustomer();
    const before = await storedState();
    const pdf = samplePdf();
    const padded = Buffer.concat([
      pdf.subarray(0, 9),
      Buffer.alloc(UPLOAD_MAX_BYTES + 1 - pdf.length, 0x20),
      pdf.subarray(9),
    ]);
    expect(await upload(school, padded)).toMatchObject({ successful: false, errorCode: 'TOO_LARGE' });
    expect(await storedState()).toEqual(before);
  });

  it('refuses a visitor without a login as NOT_LOGGED_IN, and the status query with its error', async () => {
    const visitor = await anonymous('b2b-de');
    const before = await storedState();
    expect(await upload(visitor, samplePdf())).toEqual({
      successful: false,
      certificate: null,
      errorCode: 'NOT_LOGGED_IN',
      errorMessage: B2B_CERTIFICATE_ERRORS.NOT_LOGGED_IN,
    });
    expect(await storedState()).toEqual(before);
    expect((await latest(visitor)).errors?.[0]?.extensions?.code).toBe('NOT_LOGGED_IN');
  });

  it('refuses a consumer customer in a consumer store as B2B_ONLY, and shows no status there', async () => {
    const consumer = await register(harness, newConsumer(), { store: 'de' });
    const sender = { store: 'de', userId: consumer.userId ?? '', customerToken: consumer.token?.token ?? '' };
    const before = await storedState();
    expect(await upload(sender, samplePdf())).toMatchObject({
      successful: false,
      errorCode: 'B2B_ONLY',
      errorMessage: B2B_CERTIFICATE_ERRORS.B2B_ONLY,
    });
    expect(await storedState()).toEqual(before);
    expect((await latest(sender)).data.b2bCertificate).toBeNull();
  });

  it("refuses a B2B customer's session sent to a consumer store as B2B_ONLY", async () => {
    const school = await b2bCustomer();
    const before = await storedState();
    expect(await upload({ ...school, store: 'de' }, samplePdf())).toMatchObject({ errorCode: 'B2B_ONLY' });
    expect(await storedState()).toEqual(before);
  });
});

describe("uploadB2bCertificate: another customer's certificate (DESIGN §7 ownership)", () => {
  it('shows each customer only their own and refuses a signature made for another visitor', async () => {
    const owner = await b2bCustomer();
    const other = await b2bCustomer();
    await upload(owner, samplePdf());
    expect((await latest(other)).data.b2bCertificate).toBeNull();
    const before = await storedState();
    expect(await upload(other, samplePdf(), await signatureFor(owner))).toMatchObject({
      successful: false,
      errorCode: 'INVALID_SIGNATURE',
    });
    expect(await storedState()).toEqual(before);
    expect(await certificateUploadId(harness.api.db, randomUUID())).toBeNull();
  });
});

describe('uploadB2bCertificate: rate limit per account (docs/rate-limits.md certificateUploadsPerAccount)', () => {
  it('refuses the eleventh upload of one customer within a day, from any address', async () => {
    const school = await b2bCustomer();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await upload(school, images.png)).successful).toBe(true);
    }
    const response = await postUpload(school, images.png);
    expect(response.status).toBe(429);
  });
});

// Uploads through the API (issue 18 item 6; DESIGN §7 "Uploads"; spec shopping §5 "The image upload needs an
// upload signature", §7 "upload signature", "upload return image", "file uploads use multipart"): multipart
// GraphQL, the signature, the type by content, the size cap, random stored names, downloads with nosniff
// for the owner only ("another customer's ... upload answers exactly like an unknown one").
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_BODY_LIMIT_BYTES, UPLOAD_ERRORS, UPLOAD_MAX_BYTES } from '@ranzen/sdk-core/rules';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import { storefrontOperation } from '../testing/storefrontOperations';
import { gql, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';
import { samplePdf, sampleUploads } from './uploadSamples';

let harness: TestApi;
let images: Awaited<ReturnType<typeof sampleUploads>>;

beforeAll(async () => {
  [harness, images] = await Promise.all([startTestApi({ seedProducts: 60 }), sampleUploads()]);
});

afterAll(async () => {
  await harness?.stop();
});

interface UploadResult {
  successful: boolean;
  uploadId: string | null;
  contentType: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/** A new visitor: the signed id for X-User-Id. */
function visitor(): string {
  return testVisitorIds.signUser(randomUUID());
}

async function signatureFor(userId: string): Promise<string> {
  const result = await gql<{ uploadSignature: { signature: string } }>(
    harness,
    print(storefrontOperation('UploadSignature')),
    {},
    { userId },
  );
  return result.data.uploadSignature.signature;
}

/** Sends uploadReturnImage as the multipart request the storefront sends (GraphQL multipart request spec). */
async function upload(userId: string, bytes: Buffer, signature?: string) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: print(storefrontOperation('UploadReturnImage')),
      variables: { signature: signature ?? (await signatureFor(userId)), file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  // The declared type and name claim an image whatever the bytes are: only the content counts.
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${harness.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${harness.token}`, 'x-user-id': userId },
    body: form,
  });
  const body =
    response.status === 200
      ? ((await response.json()) as { data: { uploadReturnImage: UploadResult } })
      : null;
  return { status: response.status, result: body?.data.uploadReturnImage ?? null };
}

function download(uploadId: string, userId?: string, token: string | null = harness.token) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (userId) headers['x-user-id'] = userId;
  return fetch(`${harness.url}/uploads/${uploadId}`, { headers });
}

async function storedState() {
  const rows = await harness.api.db.select({ id: uploads.id }).from(uploads);
  const files = await readdir(join(harness.dataDir, 'uploads')).catch(() => []);
  return { rows: rows.length, files: files.length };
}

describe('uploads: accepted files (DESIGN §7; shopping §7 "upload return image")', () => {
  it('stores JPEG, PNG, WebP and PDF by their content and gives the owner each back as a download', async () => {
    const owner = visitor();
    const cases = [
      { bytes: images.jpeg, contentType: 'image/jpeg', extension: 'jpg' },
      { bytes: images.png, contentType: 'image/png', extension: 'png' },
      { bytes: images.webp, contentType: 'image/webp', extension: 'webp' },
      { bytes: samplePdf(), contentType: 'application/pdf', extension: 'pdf' },
    ];
    for (const { bytes, contentType, extension } of cases) {
      const { status, result } = await upload(owner, bytes);
      expect(status).toBe(200);
      expect(result).toMatchObject({ successful: true, contentType, errorCode: null });
      const uploadId = result?.uploadId ?? '';
      const response = await download(uploadId, owner);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${uploadId}.${extension}"`,
      );
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('stores each file under a random name of its own, never the name the client sent', async () => {
    const owner = visitor();
    await upload(owner, images.png);
    await upload(owner, images.png);
    const rows = await harness.api.db.select({ storedName: uploads.storedName }).from(uploads);
    const names = rows.map((row) => row.storedName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/);
    const files = await readdir(join(harness.dataDir, 'uploads'));
    expect(files.sort()).toEqual([...names].sort());
  });
});

describe('uploads: refused files are not stored (issue 18 "Bad input and security")', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
  );
  const html = Buffer.from(
    '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
  );

  it.each([
    [
      'a polyglot (a JPEG with an HTML page inside)',
      () => Buffer.concat([images.jpeg.subarray(0, 20), html, images.jpeg.subarray(20)]),
    ],
    ['an SVG', () => svg],
    ['an HTML file', () => html],
    ['a PDF with a script', () => samplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
  ])('refuses %s as UNSUPPORTED_TYPE', async (_name, bytes) => {
    const before = await storedState();
    const { result } = await upload(visitor(), bytes());
    expect(result).toEqual({
      successful: false,
      uploadId: null,
      contentType: null,
      errorCode: 'UNSUPPORTED_TYPE',
      errorMessage: UPLOAD_ERRORS.UNSUPPORTED_TYPE,
    });
    expect(await storedState()).toEqual(before);
  });

  it('refuses an image above UPLOAD_MAX_BYTES as TOO_LARGE', async () => {
    const before = await storedState();
    const oversized = Buffer.concat([images.jpeg, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - images.jpeg.length)]);
    const { result } = await upload(visitor(), oversized);
    expect(result).toMatchObject({
      successful: false,
      errorCode: 'TOO_LARGE',
      errorMessage: UPLOAD_ERRORS.TOO_LARGE,
    });
    expect(await storedState()).toEqual(before);
  });

  it('refuses a request body above UPLOAD_BODY_LIMIT_BYTES with 413 before reading it', async () => {
    const before = await storedState();
    const { status } = await upload(visitor(), Buffer.alloc(UPLOAD_BODY_LIMIT_BYTES + 1));
    expect(status).toBe(413);
    expect(await storedState()).toEqual(before);
  });

  it('refuses text in place of the file as bad input (no multipart file)', async () => {
    const userId = visitor();
    const result = await gql(
      harness,
      print(storefrontOperation('UploadReturnImage')),
      { signature: await signatureFor(userId), file: 'photo.jpg' },
      { userId },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('uploads: the signature (shopping §5 "The image upload needs an upload signature")', () => {
  it('needs a visitor for a signature', async () => {
    const result = await gql(harness, print(storefrontOperation('UploadSignature')));
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("refuses a forged signature and another visitor's", async () => {
    const owner = visitor();
    const before = await storedState();
    for (const signature of ['1999999999999.forged', await signatureFor(visitor())]) {
      const { result } = await upload(owner, images.jpeg, signature);
      expect(result).toMatchObject({ successful: false, errorCode: 'INVALID_SIGNATURE' });
    }
    expect(await storedState()).toEqual(before);
  });
});

describe('uploads: only the owner reads an upload (DESIGN §7 "a foreign id answers exactly like an unknown one")', () => {
  it('answers another visitor, an anonymous request and an unknown id with the same 404', async () => {
    const owner = visitor();
    const { result } = await upload(owner, images.jpeg);
    const uploadId = result?.uploadId ?? '';
    const answers = await Promise.all([
      download(uploadId, visitor()),
      download(uploadId),
      download(randomUUID(), owner),
      download('../../secrets.json', owner),
    ]);
    const bodies = await Promise.all(
      answers.map(async (response) => [response.status, await response.text()]),
    );
    expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify([404, '{"error":"not found"}'])]),
    );
  });

  it('needs the storefront server’s bearer token', async () => {
    const owner = visitor();
    const { result } = await upload(owner, images.png);
    expect((await download(result?.uploadId ?? '', owner, null)).status).toBe(401);
  });
});

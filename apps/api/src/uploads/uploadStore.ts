// Stored uploads (DESIGN §7 "Uploads: ... stored under random names, served as downloads"; issue 18 item
// 6). A file is checked completely before anything is written (size, then content: fileContent.ts); an
// accepted one is written under a random name (128 bits) in `<data dir>/uploads/`, never under a name the
// client chose, and recorded with its owner. Reading needs the owner: another visitor's upload is
// answered exactly like an unknown one (null). A B2B certificate and a contact form attachment are for
// staff only: their owner cannot read them back either (staff export a certificate with
// certificates/certificateCli.ts; an attachment travels with the service mailbox's mail).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_ERRORS, UPLOAD_MAX_BYTES, type UploadErrorCode } from '@ranzen/sdk-core/rules';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { isUuid } from '../shop/validation';
import { detectContent } from './fileContent';
import { createUploadSignatures, type UploadSignatures } from './uploadSignature';

export type UploadPurpose = 'return-image' | 'b2b-certificate' | 'contact-attachment';

/** The purposes whose uploads their owner may download again (GET /uploads/<id>). */
const OWNER_DOWNLOADS: readonly UploadPurpose[] = ['return-image'];

/**
 * What else an accepted upload's row is written with, in the same transaction (the certificate that
 * names it); when it throws, neither row nor file stays.
 */
export type UploadRecord = (tx: Db, uploadId: string) => Promise<void>;

export type StoreResult =
  | { readonly stored: true; readonly uploadId: string; readonly contentType: string }
  | { readonly stored: false; readonly errorCode: UploadErrorCode; readonly errorMessage: string };

export interface StoredUpload {
  readonly contentType: string;
  /** The download name: the upload id and the format's extension (never the client's file name). */
  readonly fileName: string;
  readonly body: Buffer;
}

/** What the store reads of a multipart file part (its name and declared type are never read). */
export interface UploadedFile {
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface UploadRequest {
  readonly userId: string;
  readonly purpose: UploadPurpose;
  readonly signature: string;
  readonly file: UploadedFile;
}

export interface Uploads {
  readonly signatures: UploadSignatures;
  store(db: Db, request: UploadRequest, record?: UploadRecord): Promise<StoreResult>;
  /**
   * The upload `uploadId` of `userId`; null when unknown, another visitor's, or of a purpose its owner
   * does not download (a certificate).
   */
  read(db: Db, uploadId: string, userId: string): Promise<StoredUpload | null>;
  /** Which of `uploadIds` are uploads of `userId` for `purpose` (the photos named in a return). */
  ownedIds(
    db: Db,
    uploadIds: readonly string[],
    userId: string,
    purpose: UploadPurpose,
  ): Promise<Set<string>>;
}

function refused(errorCode: UploadErrorCode): StoreResult {
  return { stored: false, errorCode, errorMessage: UPLOAD_ERRORS[errorCode] };
}

function extensionOf(storedName: string): string {
  return storedName.slice(storedName.lastIndexOf('.') + 1);
}

function uploadsFolder(dataDir: string): string {
  return join(dataDir, 'uploads');
}

async function readRow(
  db: Db,
  folder: string,
  uploadId: string,
  where: SQL | undefined,
): Promise<StoredUpload | null> {
  const [row] = await db
    .select({ contentType: uploads.contentType, storedName: uploads.storedName })
    .from(uploads)
    .where(where);
  if (!row) return null;
  return {
    contentType: row.contentType,
    fileName: `${uploadId}.${extensionOf(row.storedName)}`,
    body: await readFile(join(folder, row.storedName)),
  };
}

/**
 * Any upload by its id, whoever owns it and whatever it is for: for staff tools run on the API's machine
 * only (certificates/certificateCli.ts), never reachable over HTTP. Null when unknown.
 */
export function readUploadForStaff(db: Db, dataDir: string, uploadId: string): Promise<StoredUpload | null> {
  if (!isUuid(uploadId)) return Promise.resolve(null);
  return readRow(db, uploadsFolder(dataDir), uploadId, eq(uploads.id, uploadId));
}

export function createUploads(dataDir: string, serverSecret: string): Uploads {
  const folder = uploadsFolder(dataDir);
  const signatures = createUploadSignatures(serverSecret);
  return {
    signatures,
    async store(db, { userId, purpose, signature, file }, record) {
      if (!signatures.verify(signature, userId)) return refused('INVALID_SIGNATURE');
      // The request body is capped (UPLOAD_BODY_LIMIT_BYTES), so reading the file is bounded.
      const bytes = Buffer.from(await file.arrayBuffer());
      if (bytes.length > UPLOAD_MAX_BYTES) return refused('TOO_LARGE');
      const detected = detectContent(bytes);
      if (!detected) return refused('UNSUPPORTED_TYPE');
      const storedName = `${randomBytes(16).toString('hex')}.${detected.extension}`;
      const path = join(folder, storedName);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
      try {
        const uploadId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(uploads)
            .values({ userId, purpose, contentType: detected.contentType, storedName, size: bytes.length })
            .returning({ id: uploads.id });
          if (!row) throw new Error('upload row not written');
          await record?.(tx, row.id);
          return row.id;
        });
        return { stored: true, uploadId, contentType: detected.contentType };
      } catch (error) {
        await unlink(path);
        throw error;
      }
    },
    async read(db, uploadId, userId) {
      if (!isUuid(uploadId)) return null;
      return readRow(
        db,
        folder,
        uploadId,
        and(eq(uploads.id, uploadId), eq(uploads.userId, userId), inArray(uploads.purpose, OWNER_DOWNLOADS)),
      );
    },
    async ownedIds(db, uploadIds, userId, purpose) {
      const ids = uploadIds.filter(isUuid);
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(inArray(uploads.id, ids), eq(uploads.userId, userId), eq(uploads.purpose, purpose)));
      return new Set(rows.map((row) => row.id));
    },
  };
}

// Educational certificates of B2B customers (spec shopping §1 "B2B buyers ... can upload a certificate",
// §7 "upload B2B certificate"; issue 20 item 6). A logged-in B2B customer in the B2B store uploads one
// through the checked uploads (uploads/uploadStore.ts: content check, size cap, random stored name); the
// certificate row and the service mailbox's notice are written in the upload row's transaction, so a
// refused or failed upload leaves nothing. Staff review it with certificateCli.ts; the customer sees the
// status of the newest one and cannot download it (no URL serves it).
import { B2B_CERTIFICATE_ERRORS, type B2bCertificateErrorCode } from '@ranzen/sdk-core/rules';
import { and, asc, desc, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { ApiContext } from '../context';
import type { CustomerSession } from '../customer/sessions';
import type { Db } from '../db/client';
import { b2bCertificates, customers } from '../db/schema';
import type { B2bCertificate, B2bCertificateResult, B2bCertificateStatus } from '../generated/resolvers';
import { certificateReceivedMail } from '../mail/mailTemplates';
import { enqueueMail } from '../mail/outbox';
import { isUuid } from '../shop/validation';
import type { UploadedFile } from '../uploads/uploadStore';

type CertificateRow = typeof b2bCertificates.$inferSelect;

function toCertificate(row: CertificateRow): B2bCertificate {
  return {
    status: row.status,
    uploadedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

function refused(errorCode: B2bCertificateErrorCode): B2bCertificateResult {
  return {
    successful: false,
    certificate: null,
    errorCode,
    errorMessage: B2B_CERTIFICATE_ERRORS[errorCode],
  };
}

/** The session of a B2B customer in the B2B store, or why there is none. */
function b2bCustomer(ctx: ApiContext): CustomerSession | 'NOT_LOGGED_IN' | 'B2B_ONLY' {
  if (!ctx.customer) return 'NOT_LOGGED_IN';
  if (ctx.store.family !== 'b2b' || ctx.customer.customer.kind !== 'b2b') return 'B2B_ONLY';
  return ctx.customer;
}

async function newestOf(db: Db, customerId: string): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(b2bCertificates)
    .where(eq(b2bCertificates.customerId, customerId))
    .orderBy(desc(b2bCertificates.createdAt))
    .limit(1);
  return row ?? null;
}

/** The logged-in B2B customer's newest certificate; null when none (or not a B2B customer's store). */
export async function latestB2bCertificate(ctx: ApiContext): Promise<B2bCertificate | null> {
  const session = b2bCustomer(ctx);
  if (session === 'NOT_LOGGED_IN') {
    throw new GraphQLError(B2B_CERTIFICATE_ERRORS.NOT_LOGGED_IN, { extensions: { code: 'NOT_LOGGED_IN' } });
  }
  if (session === 'B2B_ONLY') return null;
  const row = await newestOf(ctx.db, session.customer.id);
  return row ? toCertificate(row) : null;
}

export async function uploadB2bCertificate(
  ctx: ApiContext,
  userId: string,
  signature: string,
  file: UploadedFile,
): Promise<B2bCertificateResult> {
  await ctx.rateLimit.consume('uploads');
  const session = b2bCustomer(ctx);
  if (typeof session === 'string') return refused(session);
  const { customer } = session;
  await ctx.rateLimit.consumeFor('certificateUploadsPerAccount', customer.id);
  const result = await ctx.uploads.store(
    ctx.db,
    { userId, purpose: 'b2b-certificate', signature, file },
    async (tx, uploadId) => {
      const [row] = await tx
        .insert(b2bCertificates)
        .values({ customerId: customer.id, uploadId })
        .returning();
      if (!row) throw new Error('certificate row not written');
      const notice = {
        store: ctx.store,
        certificateId: row.id,
        customerNumber: customer.customerNumber ?? '',
        institution: customer.schoolOrCompany ?? '',
        name: `${customer.firstName} ${customer.lastName}`,
      };
      await enqueueMail(tx, certificateReceivedMail(notice, ctx.serviceMailbox));
    },
  );
  if (!result.stored) return refused(result.errorCode);
  const [row] = await ctx.db
    .select()
    .from(b2bCertificates)
    .where(eq(b2bCertificates.uploadId, result.uploadId));
  if (!row) throw new Error('certificate row not written');
  return { successful: true, certificate: toCertificate(row), errorCode: null, errorMessage: null };
}

/** A certificate as staff list it. */
export interface CertificateInReview {
  readonly certificateId: string;
  readonly customerNumber: string | null;
  readonly institution: string | null;
  readonly uploadedAt: Date;
}

/** The certificates still in review, oldest first (staff work them off in order). */
export function certificatesInReview(db: Db): Promise<CertificateInReview[]> {
  return db
    .select({
      certificateId: b2bCertificates.id,
      customerNumber: customers.customerNumber,
      institution: customers.schoolOrCompany,
      uploadedAt: b2bCertificates.createdAt,
    })
    .from(b2bCertificates)
    .innerJoin(customers, eq(customers.id, b2bCertificates.customerId))
    .where(eq(b2bCertificates.status, 'IN_REVIEW'))
    .orderBy(asc(b2bCertificates.createdAt));
}

/** The upload holding a certificate's file; null for an unknown certificate. */
export async function certificateUploadId(db: Db, certificateId: string): Promise<string | null> {
  if (!isUuid(certificateId)) return null;
  const [row] = await db
    .select({ uploadId: b2bCertificates.uploadId })
    .from(b2bCertificates)
    .where(eq(b2bCertificates.id, certificateId));
  return row?.uploadId ?? null;
}

/** Staff's decision on a certificate in review; false when unknown or decided already. */
export async function reviewCertificate(
  db: Db,
  certificateId: string,
  decision: Exclude<B2bCertificateStatus, 'IN_REVIEW'>,
): Promise<boolean> {
  if (!isUuid(certificateId)) return false;
  const rows = await db
    .update(b2bCertificates)
    .set({ status: decision, reviewedAt: new Date() })
    .where(and(eq(b2bCertificates.id, certificateId), eq(b2bCertificates.status, 'IN_REVIEW')))
    .returning({ id: b2bCertificates.id });
  return rows.length > 0;
}

// Educational certificates of B2B customers (shopping §7 "upload B2B certificate"; issue 20 item 6). The
// file is an upload (uploads.ts, purpose `b2b-certificate`) that its visitor cannot download; this row ties
// it to the customer and holds the review. The newest row of a customer is the status the account shows.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customer';
import { uploads } from './uploads';

/** The schema's B2bCertificateStatus (b2b-certificate.graphql), as stored. */
export type CertificateStatus = 'IN_REVIEW' | 'ACCEPTED' | 'REJECTED';

export const b2bCertificates = pgTable(
  'b2b_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Deleting the account deletes its certificates. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id),
    status: text('status').$type<CertificateStatus>().notNull().default('IN_REVIEW'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff accepted or rejected it (certificateCli.ts); null while in review. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('b2b_certificates_customer_idx').on(t.customerId, t.createdAt)],
);

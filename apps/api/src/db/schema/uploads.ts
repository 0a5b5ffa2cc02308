// Uploaded files (DESIGN §7 "Uploads"; issue 18 item 6): the row says whose a file is and what it is; the
// bytes lie in the data folder under the row's random stored name (uploads/uploadStore.ts).
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const uploads = pgTable(
  'uploads',
  {
    /** The upload id of the API (random). */
    id: uuid('id').primaryKey().defaultRandom(),
    /** The visitor who uploaded it (the bare user uuid); only they read it. */
    userId: uuid('user_id').notNull(),
    /** What it was uploaded for: `return-image`. */
    purpose: text('purpose').notNull(),
    /** The type its content was detected as (uploads/fileContent.ts), never the declared one. */
    contentType: text('content_type').notNull(),
    /** The file's name in the data folder: 32 random hex characters and the format's extension. */
    storedName: text('stored_name').notNull().unique(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

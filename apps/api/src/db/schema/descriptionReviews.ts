// Product description reviews (shopping §7 "save product description review"; issue 20 item 8): per
// product, whether a visitor found the description helpful and what was missing, for the people who write
// the descriptions. One answer per visitor (X-User-Id) and product: the first one counts.
import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';

export const productDescriptionReviews = pgTable(
  'product_description_reviews',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The store the answer came from (a StoreId): descriptions differ by language. */
    storeId: text('store_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    helpful: boolean('helpful').notNull(),
    /** What the visitor missed in the description (plain text), null when nothing was written. */
    missing: text('missing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Leads with the product, so it serves reading a product's answers too.
  (t) => [uniqueIndex('product_description_reviews_product_visitor_idx').on(t.productId, t.visitorId)],
);

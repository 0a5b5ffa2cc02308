// Product reviews and helpful votes (storefront §3.9).

import type { MessageLanguage } from '@ranzen/sdk-core/store';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** Reviews (storefront §3.9). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    rating: integer('rating').notNull(),
    author: text('author').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Optional place shown after the author name. */
    authorLocation: text('author_location'),
    /** The shop's answer (storefront §3.9 comment, commentAuthor, commentDate). */
    comment: text('comment'),
    commentAuthor: text('comment_author'),
    commentAt: timestamp('comment_at', { withTimezone: true }),
    /** Visitor (X-User-Id) who wrote the review through saveReview; null for imported reviews. */
    visitorId: text('visitor_id'),
    /** The language it was written in: the language of the store it was written on (issue 21). */
    language: text('language').$type<MessageLanguage>().notNull().default('de'),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    index('reviews_product_rating_idx').on(t.productId, t.rating, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** One helpful vote per visitor and review (storefront §3.9 helpfulRating). */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.visitorId] })],
);

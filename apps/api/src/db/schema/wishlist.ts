// Wish lists (shopping §3 "Wish list", "Wish list entry", "Wish list comment", teaser wish lists; §6 rights).
// A list belongs to a user row (an anonymous visitor's or a customer's); members are other customers' user
// rows with a role; invite links store only the hash of their token.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { items, products } from './catalog';
import { users } from './customer';

/** merkzettel: the one special note list of a user; list: a named list; teaser: a CMS teaser list. */
export const WISHLIST_KINDS = ['merkzettel', 'list', 'teaser'] as const;
export type WishlistKind = (typeof WISHLIST_KINDS)[number];

/** The roles a member can hold (the creator is the list's owner, never a member row). */
export const WISHLIST_MEMBER_ROLES = ['ADMIN', 'EDITOR', 'COMMENTATOR', 'VIEWER'] as const;
export type WishlistMemberRole = (typeof WISHLIST_MEMBER_ROLES)[number];

export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The creator; null for teaser lists (they belong to the CMS). */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WishlistKind>().notNull(),
    /** The CMS teaser's id of a teaser list. */
    teaserId: text('teaser_id'),
    name: text('name').notNull(),
    description: text('description'),
    /** The owner's standard list (where products go when no list is chosen); at most one per owner. */
    isStandard: boolean('is_standard').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wishlists_owner_idx').on(t.ownerUserId),
    uniqueIndex('wishlists_merkzettel_idx').on(t.ownerUserId).where(sql`${t.kind} = 'merkzettel'`),
    uniqueIndex('wishlists_standard_idx').on(t.ownerUserId).where(sql`${t.isStandard}`),
    uniqueIndex('wishlists_teaser_idx').on(t.teaserId),
    check('wishlists_kind_check', sql`${t.kind} IN ('merkzettel', 'list', 'teaser')`),
    check(
      'wishlists_owner_check',
      sql`(${t.kind} = 'teaser') = (${t.ownerUserId} IS NULL) AND (${t.kind} = 'teaser') = (${t.teaserId} IS NOT NULL)`,
    ),
  ],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** Null only in a teaser list that leaves the variant open. */
    itemId: text('item_id').references(() => items.id),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    /** Set when removed: the entry is kept with its position for the restore row (shopping §4). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wishlist_entries_list_idx').on(t.wishlistId, t.position),
    uniqueIndex('wishlist_entries_item_idx').on(t.wishlistId, t.itemId).where(sql`${t.removedAt} IS NULL`),
    check('wishlist_entries_quantity_check', sql`${t.quantity} BETWEEN 0 AND 9998`),
  ],
);

export const wishlistMembers = pgTable(
  'wishlist_members',
  {
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<WishlistMemberRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wishlistId, t.userId] }),
    index('wishlist_members_user_idx').on(t.userId),
    check('wishlist_members_role_check', sql`${t.role} IN ('ADMIN', 'EDITOR', 'COMMENTATOR', 'VIEWER')`),
  ],
);

export const wishlistComments = pgTable(
  'wishlist_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => wishlistEntries.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text as written; rendered as text (links only to the shop's own hosts). */
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wishlist_comments_entry_idx').on(t.entryId, t.createdAt),
    check('wishlist_comments_length_check', sql`char_length(${t.comment}) BETWEEN 1 AND 1000`),
  ],
);

export const wishlistInvites = pgTable(
  'wishlist_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    /** sha256 of the link's token: a leaked table opens no list. */
    tokenHash: text('token_hash').notNull(),
    role: text('role').$type<WishlistMemberRole>().notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wishlist_invites_token_idx').on(t.tokenHash),
    index('wishlist_invites_list_idx').on(t.wishlistId),
    check('wishlist_invites_role_check', sql`${t.role} IN ('ADMIN', 'EDITOR', 'COMMENTATOR', 'VIEWER')`),
  ],
);

// The listing and search projection of the catalogue and its version (issue 4).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** PostgreSQL's text search document type (full-text search, issue 4). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The listing and search document of a product (issue 4): the few columns category listings and search
 * filter, sort, facet and rank by, in a narrow table so a broad search reads a few pages instead of the
 * wide product rows. A projection of products, items and categories, written only by
 * refreshProductListing (apps/api/src/catalog/listingProjection.ts) whenever they change; cards are then
 * loaded from products for one page. Products without an active item have no row.
 */
export const productListing = pgTable(
  'product_listing',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id),
    name: text('name').notNull(),
    manufacturerName: text('manufacturer_name'),
    /** The product's category path ('/1/101/10101/'): a subtree is one prefix match. */
    categoryPath: text('category_path').notNull(),
    categoryId: text('category_id').notNull(),
    /** Position in its category, the 'si' sort. */
    position: integer('position').notNull(),
    /** Colours the product comes in ('Rot'): its active variants' colours, or its one colour. */
    colours: text('colours').array().notNull(),
    /** Sizes of the product's active variants. */
    sizes: text('sizes').array().notNull(),
    material: text('material'),
    ageGroups: text('age_groups').array().notNull().default(sql`'{}'::text[]`),
    /** Lowest active item price in cents: the price listings sort and filter by ("ab" price). */
    minPriceCents: integer('min_price_cents').notNull(),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull(),
    isTopseller: boolean('is_topseller').notNull(),
    isB2bAssortment: boolean('is_b2b_assortment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Full-text search document: name weighted A, manufacturer B, German stems without accents. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('german_unaccent'::regconfig, name), 'A') || setweight(to_tsvector('german_unaccent'::regconfig, coalesce(manufacturer_name, '')), 'B')`,
      ),
    /** The name on the English stores (issue 21): the English name, else the German one. */
    nameEn: text('name_en').notNull(),
    /** The English stores' search document: like searchVector, over nameEn with English stems. */
    searchVectorEn: tsvector('search_vector_en')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english_unaccent'::regconfig, name_en), 'A') || setweight(to_tsvector('english_unaccent'::regconfig, coalesce(manufacturer_name, '')), 'B')`,
      ),
  },
  (t) => [
    index('product_listing_search_vector_idx').using('gin', t.searchVector),
    index('product_listing_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('product_listing_search_vector_en_idx').using('gin', t.searchVectorEn),
    index('product_listing_name_en_trgm_idx').using('gin', t.nameEn.op('gin_trgm_ops')),
    // Covers every column a category listing reads (INCLUDE, added by migration 0013: Drizzle cannot declare it).
    index('product_listing_category_path_idx').on(t.categoryPath.op('text_pattern_ops'), t.position),
    index('product_listing_colours_idx').using('gin', t.colours),
    index('product_listing_sizes_idx').using('gin', t.sizes),
    index('product_listing_age_groups_idx').using('gin', t.ageGroups),
  ],
);

/**
 * The version of product_listing, one row: refreshProductListing raises it in the statement that rewrites
 * listing rows, so a reader sees the version and the rows it belongs to in one snapshot. Facet counts are
 * cached per version (apps/api/src/catalog/facetCountCache.ts).
 */
export const listingState = pgTable(
  'listing_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('listing_state_single_row', sql`${t.id}`)],
);

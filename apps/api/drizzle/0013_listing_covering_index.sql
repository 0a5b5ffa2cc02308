-- The category index covers every listing column a category listing reads (issue 4 benchmark): the sort keys,
-- the facet columns and the assortment flag are stored in the index (INCLUDE), so listing a category is an
-- index-only scan of its subtree instead of a scan of the whole table. Drizzle cannot declare INCLUDE, so
-- schema.ts keeps the index's key columns under the same name and this migration adds the payload.
DROP INDEX IF EXISTS "product_listing_category_path_idx";--> statement-breakpoint
CREATE INDEX "product_listing_category_path_idx" ON "product_listing" USING btree ("category_path" text_pattern_ops, "position")
  INCLUDE ("product_id", "name", "manufacturer_name", "material", "colours", "sizes", "age_groups", "min_price_cents",
    "rating_average", "rating_count", "is_topseller", "is_b2b_assortment", "created_at");

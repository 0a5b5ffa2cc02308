-- English catalogue values, variant names and search on the English stores (issue 21): values many rows
-- share are translated once in catalogue_values, an item's name in its own translations; product_listing
-- keeps the English listing name (the German one where there is no translation) with its own English
-- search document. Existing listing rows take their German name until the next listing refresh.
CREATE TEXT SEARCH CONFIGURATION english_unaccent (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION english_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TABLE "catalogue_values" (
	"value" text PRIMARY KEY NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_listing" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_listing" ALTER COLUMN "name_en" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_listing" ADD COLUMN "search_vector_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english_unaccent'::regconfig, name_en), 'A') || setweight(to_tsvector('english_unaccent'::regconfig, coalesce(manufacturer_name, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_listing_search_vector_en_idx" ON "product_listing" USING gin ("search_vector_en");--> statement-breakpoint
CREATE INDEX "product_listing_name_en_trgm_idx" ON "product_listing" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
-- The category listing's covering index (migration 0013) also carries the English name, for the English
-- stores' name sort.
DROP INDEX IF EXISTS "product_listing_category_path_idx";--> statement-breakpoint
CREATE INDEX "product_listing_category_path_idx" ON "product_listing" USING btree ("category_path" text_pattern_ops, "position")
  INCLUDE ("product_id", "name", "name_en", "manufacturer_name", "material", "colours", "sizes", "age_groups",
    "min_price_cents", "rating_average", "rating_count", "is_topseller", "is_b2b_assortment", "created_at");--> statement-breakpoint
-- Last: the update leaves trigger events pending, after which this transaction may not alter the table.
UPDATE "product_listing" SET "name_en" = "name";

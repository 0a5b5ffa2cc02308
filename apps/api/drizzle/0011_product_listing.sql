CREATE TABLE "product_listing" (
	"product_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer_name" text,
	"category_path" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer NOT NULL,
	"colours" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"min_price_cents" integer NOT NULL,
	"rating_average" real,
	"rating_count" integer NOT NULL,
	"is_topseller" boolean NOT NULL,
	"is_b2b_assortment" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german_unaccent'::regconfig, name), 'A') || setweight(to_tsvector('german_unaccent'::regconfig, coalesce(manufacturer_name, '')), 'B')) STORED NOT NULL
);
--> statement-breakpoint
-- Databases seeded earlier: copy the listing columns over before they leave products.
INSERT INTO "product_listing" ("product_id", "name", "manufacturer_name", "category_path", "category_id", "position",
  "colours", "sizes", "min_price_cents", "rating_average", "rating_count", "is_topseller", "is_b2b_assortment", "created_at")
SELECT p."id", p."name", p."manufacturer_name", c."path", p."category_id", p."position", p."colours", p."sizes",
  p."min_price_cents", p."rating_average", p."rating_count", p."is_topseller", p."is_b2b_assortment", p."created_at"
FROM "products" p JOIN "categories" c ON c."id" = p."category_id";
--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_colours_idx";--> statement-breakpoint
DROP INDEX "products_sizes_idx";--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_search_vector_idx" ON "product_listing" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_listing_name_trgm_idx" ON "product_listing" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_listing_category_path_idx" ON "product_listing" USING btree ("category_path" text_pattern_ops,"position");--> statement-breakpoint
CREATE INDEX "product_listing_colours_idx" ON "product_listing" USING gin ("colours");--> statement-breakpoint
CREATE INDEX "product_listing_sizes_idx" ON "product_listing" USING gin ("sizes");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "colours";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "sizes";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "min_price_cents";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";
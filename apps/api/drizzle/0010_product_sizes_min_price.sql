ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes");--> statement-breakpoint
-- Databases seeded before these columns: derive them from the items.
UPDATE "products" SET "sizes" = sub.sizes, "min_price_cents" = sub.min_price FROM (
  SELECT "product_id",
    coalesce(array_agg(DISTINCT "size" ORDER BY "size") FILTER (WHERE "size" IS NOT NULL), '{}') AS sizes,
    min("price_cents") AS min_price
  FROM "items" GROUP BY "product_id"
) sub WHERE sub."product_id" = "products"."id";

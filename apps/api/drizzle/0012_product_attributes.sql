ALTER TABLE "product_listing" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "product_listing" ADD COLUMN "age_groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "age_groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "product_listing_age_groups_idx" ON "product_listing" USING gin ("age_groups");--> statement-breakpoint
-- Databases seeded earlier kept the colour of a product without colour variants only in its listing row.
-- The listing is now rebuilt from products and items, so the product gets its colour back first.
UPDATE "products" SET "colour" = pl."colours"[1] FROM "product_listing" pl
WHERE pl."product_id" = "products"."id" AND cardinality(pl."colours") = 1
  AND NOT EXISTS (SELECT 1 FROM "items" i WHERE i."product_id" = "products"."id" AND i."colour" IS NOT NULL);

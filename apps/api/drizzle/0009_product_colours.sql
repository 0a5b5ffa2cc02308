ALTER TABLE "products" ADD COLUMN "colours" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_colours_idx" ON "products" USING gin ("colours");--> statement-breakpoint
-- Databases seeded before this column: take the variant colours (single-colour products stay empty until
-- the next seed).
UPDATE "products" SET "colours" = sub.colours FROM (
  SELECT "product_id", array_agg(DISTINCT "colour" ORDER BY "colour") AS colours FROM "items"
  WHERE "colour" IS NOT NULL GROUP BY "product_id"
) sub WHERE sub."product_id" = "products"."id";

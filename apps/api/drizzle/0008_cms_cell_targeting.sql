ALTER TABLE "cms_cells" ADD COLUMN "segment" text;--> statement-breakpoint
ALTER TABLE "cms_cells" ADD COLUMN "ab_test_id" text;--> statement-breakpoint
ALTER TABLE "cms_cells" ADD COLUMN "ab_variant" text;
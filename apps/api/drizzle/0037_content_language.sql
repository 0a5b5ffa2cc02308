DROP INDEX "cms_pages_path_family_idx";--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "language" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "footer_link_blocks" ADD COLUMN "language" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "footer_usps" ADD COLUMN "language" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_path_family_language_idx" ON "cms_pages" USING btree ("path","family","language");
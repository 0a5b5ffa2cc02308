-- Search suggestions and rules per language, and the language a review was written in (issue 21: the
-- English stores read English). Existing rows are German, which they were written in.
ALTER TABLE "reviews" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_rules" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
DROP INDEX "search_rules_kind_query_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "search_rules_language_kind_query_idx" ON "search_rules" USING btree ("language","kind","query");--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" DROP CONSTRAINT "search_terms_pkey";--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_language_term_pk" PRIMARY KEY("language","term");

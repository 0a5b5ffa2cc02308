CREATE TABLE "search_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"query" text NOT NULL,
	"redirect_path" text,
	"target_query" text,
	"filters" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "search_rules_kind_check" CHECK (("search_rules"."kind" = 'redirect' and "search_rules"."redirect_path" is not null) or ("search_rules"."kind" = 'rewrite' and "search_rules"."target_query" is not null) or ("search_rules"."kind" = 'long-tail' and "search_rules"."target_query" is not null and "search_rules"."filters" is not null))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"normalized" text NOT NULL,
	"popularity" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german_unaccent'::regconfig, name), 'A') || setweight(to_tsvector('german_unaccent'::regconfig, coalesce(manufacturer_name, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_rules_kind_query_idx" ON "search_rules" USING btree ("kind","query");--> statement-breakpoint
CREATE INDEX "search_terms_normalized_trgm_idx" ON "search_terms" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
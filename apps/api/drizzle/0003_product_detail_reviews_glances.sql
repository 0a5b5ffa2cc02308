CREATE TABLE "product_glances" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"product_id" text NOT NULL,
	"item_id" text NOT NULL,
	"domain" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_replacements" (
	"product_id" text NOT NULL,
	"replacement_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_replacements_product_id_replacement_id_pk" PRIMARY KEY("product_id","replacement_id")
);
--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"review_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_visitor_id_pk" PRIMARY KEY("review_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "detail" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "detail" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_location" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "comment_author" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "comment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "product_glances" ADD CONSTRAINT "product_glances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_glances" ADD CONSTRAINT "product_glances_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_replacements" ADD CONSTRAINT "product_replacements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_replacements" ADD CONSTRAINT "product_replacements_replacement_id_products_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_glances_visitor_item_idx" ON "product_glances" USING btree ("visitor_id","item_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "product_glances_product_idx" ON "product_glances" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_rating_idx" ON "reviews" USING btree ("product_id","rating","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5);
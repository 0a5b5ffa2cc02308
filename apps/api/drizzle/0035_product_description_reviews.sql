CREATE TABLE "product_description_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"store_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"helpful" boolean NOT NULL,
	"missing" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_description_reviews" ADD CONSTRAINT "product_description_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_description_reviews_product_visitor_idx" ON "product_description_reviews" USING btree ("product_id","visitor_id");
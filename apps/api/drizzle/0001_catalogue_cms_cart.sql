CREATE TABLE "accessories" (
	"product_id" text NOT NULL,
	"accessory_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "accessories_product_id_accessory_id_pk" PRIMARY KEY("product_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "cart_positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_positions_quantity_check" CHECK ("cart_positions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"level" integer NOT NULL,
	"path" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"default_sort" text DEFAULT 'si' NOT NULL,
	"is_sale" boolean DEFAULT false NOT NULL,
	"is_excluded_from_nav" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_cells" (
	"id" serial PRIMARY KEY NOT NULL,
	"row_id" integer NOT NULL,
	"position" integer NOT NULL,
	"element_type" text NOT NULL,
	"width" integer DEFAULT 12 NOT NULL,
	"html" text
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"family" text DEFAULT 'all' NOT NULL,
	"page_type" text NOT NULL,
	"title" text,
	"meta_description" text,
	"meta_robots" text,
	"redirect_url" text,
	"redirect_temporary" boolean DEFAULT false NOT NULL,
	"ab_tests" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_teasers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cell_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"template" text,
	"attributes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_link_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text DEFAULT 'all' NOT NULL,
	"position" integer NOT NULL,
	"headline" text,
	"type" text NOT NULL,
	"content" text,
	"link" text,
	"links" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_usps" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text DEFAULT 'all' NOT NULL,
	"position" integer NOT NULL,
	"image" text,
	"headline" text,
	"subheadline" text,
	"text" text,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "global_parameters" (
	"name" text NOT NULL,
	"entry" text NOT NULL,
	"value" text,
	CONSTRAINT "global_parameters_name_entry_pk" PRIMARY KEY("name","entry")
);
--> statement-breakpoint
CREATE TABLE "image_assets" (
	"key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"alt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"order_number" text NOT NULL,
	"name" text NOT NULL,
	"colour" text,
	"colour_css" text,
	"size" text,
	"size_position" integer,
	"price_cents" integer NOT NULL,
	"old_price_cents" integer,
	"special_price_description" text,
	"rrp_cents" integer,
	"rrp_valid_from" timestamp with time zone,
	"educational_price_cents" integer,
	"is_best_price" boolean DEFAULT false NOT NULL,
	"stock" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"prime_faehig" boolean DEFAULT false NOT NULL,
	"image_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lightning_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"quantity_max" integer NOT NULL,
	"quantity_reserved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_badges" (
	"product_id" text NOT NULL,
	"badge_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_badges_product_id_badge_id_pk" PRIMARY KEY("product_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer_name" text,
	"meta_title" text,
	"meta_description" text,
	"meta_robots" text,
	"long_description" text,
	"short_facts" jsonb NOT NULL,
	"scope_of_delivery" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_topseller" boolean DEFAULT false NOT NULL,
	"is_book" boolean DEFAULT false NOT NULL,
	"delivery_free" boolean DEFAULT false NOT NULL,
	"energy_class" text,
	"base_price_unit" text,
	"base_content_milli" integer,
	"b2b_minimum_order_quantity" integer DEFAULT 1 NOT NULL,
	"is_b2b_assortment" boolean DEFAULT true NOT NULL,
	"rating_average" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"rating" integer NOT NULL,
	"author" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'anonymous' NOT NULL,
	"email" text,
	"is_internal" boolean DEFAULT false NOT NULL,
	"prime_status" text DEFAULT 'NONE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_accessory_id_products_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_positions" ADD CONSTRAINT "cart_positions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_positions" ADD CONSTRAINT "cart_positions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_cells" ADD CONSTRAINT "cms_cells_row_id_cms_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."cms_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_rows" ADD CONSTRAINT "cms_rows_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_teasers" ADD CONSTRAINT "cms_teasers_cell_id_cms_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cms_cells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_image_key_image_assets_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."image_assets"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lightning_deals" ADD CONSTRAINT "lightning_deals_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_positions_cart_item_idx" ON "cart_positions" USING btree ("cart_id","item_id");--> statement-breakpoint
CREATE INDEX "cart_positions_cart_idx" ON "cart_positions" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_path_idx" ON "categories" USING btree ("path");--> statement-breakpoint
CREATE INDEX "cms_cells_row_idx" ON "cms_cells" USING btree ("row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_path_family_idx" ON "cms_pages" USING btree ("path","family");--> statement-breakpoint
CREATE INDEX "cms_rows_page_idx" ON "cms_rows" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "cms_teasers_cell_idx" ON "cms_teasers" USING btree ("cell_id");--> statement-breakpoint
CREATE INDEX "items_product_idx" ON "items" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "lightning_deals_item_idx" ON "lightning_deals" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");
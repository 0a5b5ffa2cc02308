CREATE TABLE "cart_catalogues" (
	"cart_id" uuid NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "cart_catalogues_cart_id_code_pk" PRIMARY KEY("cart_id","code")
);
--> statement-breakpoint
CREATE TABLE "cart_vouchers" (
	"cart_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_vouchers_cart_id_code_pk" PRIMARY KEY("cart_id","code")
);
--> statement-breakpoint
CREATE TABLE "catalogues" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"family" text DEFAULT 'all' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"minimum_order_cents" integer NOT NULL,
	"family" text DEFAULT 'all' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lightning_reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"deal_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lightning_reservations_quantity_check" CHECK ("lightning_reservations"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"product_id" text,
	"family" text DEFAULT 'all' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "vouchers_kind_check" CHECK ("vouchers"."kind" IN ('percent', 'amount')),
	CONSTRAINT "vouchers_value_check" CHECK ("vouchers"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_positions" ADD COLUMN "lightning_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lightning_deals" ADD COLUMN "units" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_catalogues" ADD CONSTRAINT "cart_catalogues_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_catalogues" ADD CONSTRAINT "cart_catalogues_code_catalogues_code_fk" FOREIGN KEY ("code") REFERENCES "public"."catalogues"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_code_vouchers_code_fk" FOREIGN KEY ("code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_articles" ADD CONSTRAINT "free_articles_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lightning_reservations" ADD CONSTRAINT "lightning_reservations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lightning_reservations" ADD CONSTRAINT "lightning_reservations_deal_id_lightning_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."lightning_deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lightning_reservations_cart_deal_idx" ON "lightning_reservations" USING btree ("cart_id","deal_id");--> statement-breakpoint
CREATE INDEX "lightning_reservations_deal_expiry_idx" ON "lightning_reservations" USING btree ("deal_id","expires_at") WHERE NOT "lightning_reservations"."released";--> statement-breakpoint
ALTER TABLE "cart_positions" ADD CONSTRAINT "cart_positions_lightning_quantity_check" CHECK ("cart_positions"."lightning_quantity" >= 0 AND "cart_positions"."lightning_quantity" <= "cart_positions"."quantity");--> statement-breakpoint
ALTER TABLE "lightning_deals" ADD CONSTRAINT "lightning_deals_reserved_check" CHECK ("lightning_deals"."quantity_reserved" >= 0 AND "lightning_deals"."quantity_reserved" <= "lightning_deals"."units");
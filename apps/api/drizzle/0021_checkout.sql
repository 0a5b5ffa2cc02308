CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"article_number" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"lightning_quantity" integer DEFAULT 0 NOT NULL,
	"lightning_unit_price_cents" integer,
	"lightning_expired" boolean DEFAULT false NOT NULL,
	"line_total_cents" integer NOT NULL,
	"tax_percent" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_lightning_quantity_check" CHECK ("order_items"."lightning_quantity" >= 0 AND "order_items"."lightning_quantity" <= "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text DEFAULT nextval('order_number_seq')::text NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid,
	"store_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_id" text NOT NULL,
	"payment_status" text NOT NULL,
	"buyer_reference" text,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"voucher_discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"voucher_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_type" text NOT NULL,
	"shipper_code" text NOT NULL,
	"packstation_id" text,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"email" text NOT NULL,
	"shipping_email" text,
	"phone" text,
	"order_reference" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('awaitingPayment', 'placed', 'cancelled')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" IN ('accepted', 'pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "orders_totals_check" CHECK ("orders"."total_cents" >= 0 AND "orders"."tax_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "delivery_type" text DEFAULT 'sameAsBilling' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_address_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_address_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_alternative_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_alternative_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_reference" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_comment" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "buyer_reference" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipper_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "packstation_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "spedition_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_billing_address_id_customer_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_address_id_customer_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_delivery_type_check" CHECK ("carts"."delivery_type" IN ('sameAsBilling', 'shippingAddress', 'packstation'));--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_submitted_order_check" CHECK (("carts"."submitted_at" IS NULL) = ("carts"."order_id" IS NULL));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_stock_check" CHECK ("items"."stock" >= 0);
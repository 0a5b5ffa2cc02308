CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"address_type" text NOT NULL,
	"packstation" boolean DEFAULT false NOT NULL,
	"is_customer_address" boolean DEFAULT false NOT NULL,
	"salutation" text NOT NULL,
	"school_or_company" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"address_addition" text DEFAULT '' NOT NULL,
	"post_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "customer_addresses_type_check" CHECK ("customer_addresses"."address_type" IN ('billing', 'shipping')),
	CONSTRAINT "customer_addresses_flags_check" CHECK (NOT ("customer_addresses"."packstation" AND "customer_addresses"."address_type" <> 'shipping') AND NOT ("customer_addresses"."is_customer_address" AND "customer_addresses"."address_type" <> 'billing'))
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","address_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_customer_address_idx" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_customer_address";
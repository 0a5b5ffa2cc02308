CREATE TABLE "return_order_items" (
	"return_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"images" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"components" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "return_order_items_return_id_shipment_id_order_item_id_pk" PRIMARY KEY("return_id","shipment_id","order_item_id"),
	CONSTRAINT "return_order_items_quantity_check" CHECK ("return_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"rma" text NOT NULL,
	"regulation" text NOT NULL,
	"carrier" text NOT NULL,
	"labels_count" integer NOT NULL,
	"contact" jsonb NOT NULL,
	"label_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_orders_rma_unique" UNIQUE("rma"),
	CONSTRAINT "return_orders_label_token_unique" UNIQUE("label_token"),
	CONSTRAINT "return_orders_labels_check" CHECK ("return_orders"."labels_count" BETWEEN 0 AND 5)
);
--> statement-breakpoint
ALTER TABLE "return_order_items" ADD CONSTRAINT "return_order_items_return_id_return_orders_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_items" ADD CONSTRAINT "return_order_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_items" ADD CONSTRAINT "return_order_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_orders" ADD CONSTRAINT "return_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_order_items_order_item_idx" ON "return_order_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_orders_order_number_idx" ON "return_orders" USING btree ("order_id","number");--> statement-breakpoint
-- The return switches (spec shopping §2: all return pages need the global activation "true", the entry page
-- also the return switch), on in a new shop; global parameters, so an operator turns them off without a deploy.
INSERT INTO "global_parameters" ("name", "entry", "value") VALUES ('returns', 'activation', 'true'), ('returns', 'returnSwitch', 'true') ON CONFLICT DO NOTHING;

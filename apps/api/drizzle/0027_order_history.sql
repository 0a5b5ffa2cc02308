CREATE TABLE "shipment_items" (
	"shipment_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipment_items_shipment_id_order_item_id_pk" PRIMARY KEY("shipment_id","order_item_id"),
	CONSTRAINT "shipment_items_quantity_check" CHECK ("shipment_items"."quantity" > 0),
	CONSTRAINT "shipment_items_returned_check" CHECK ("shipment_items"."returned_quantity" >= 0 AND "shipment_items"."returned_quantity" <= "shipment_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_code" text,
	"dispatched_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancel_reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" IN ('processing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "shipments_dispatched_check" CHECK (("shipments"."status" IN ('shipped', 'delivered')) = ("shipments"."dispatched_at" IS NOT NULL AND "shipments"."tracking_code" IS NOT NULL)),
	CONSTRAINT "shipments_delivered_check" CHECK (("shipments"."status" = 'delivered') = ("shipments"."delivered_at" IS NOT NULL)),
	CONSTRAINT "shipments_cancel_reason_check" CHECK (("shipments"."status" = 'cancelled') = ("shipments"."cancel_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_hash" text DEFAULT encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex') NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_items_order_item_idx" ON "shipment_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_number_idx" ON "shipments" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_access_hash_idx" ON "orders" USING btree ("access_hash");
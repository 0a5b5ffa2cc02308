ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_id" text;--> statement-breakpoint
-- Orders written before this migration: their items' products as the catalogue has them now.
UPDATE "order_items" SET "product_id" = "items"."product_id" FROM "items" WHERE "items"."id" = "order_items"."item_id";--> statement-breakpoint
UPDATE "order_items" SET "product_id" = '' WHERE "product_id" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "next_cart_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_next_cart_id_carts_id_fk" FOREIGN KEY ("next_cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_pending_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('awaitingPayment', 'placed', 'cancelled', 'paymentFailed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" IN ('accepted', 'pending', 'paid', 'failed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('pending', 'paid', 'failed', 'cancelled', 'expired'));
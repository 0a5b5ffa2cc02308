CREATE TABLE "amazon_checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"buyer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amazon_checkout_sessions_status_check" CHECK ("amazon_checkout_sessions"."status" IN ('open', 'confirmed', 'cancelled', 'completed', 'aborted', 'charged')),
	CONSTRAINT "amazon_checkout_sessions_buyer_check" CHECK ("amazon_checkout_sessions"."status" IN ('open', 'cancelled') OR "amazon_checkout_sessions"."buyer" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "amazon_checkout_session_id" uuid;--> statement-breakpoint
ALTER TABLE "amazon_checkout_sessions" ADD CONSTRAINT "amazon_checkout_sessions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amazon_checkout_sessions_cart_idx" ON "amazon_checkout_sessions" USING btree ("cart_id");
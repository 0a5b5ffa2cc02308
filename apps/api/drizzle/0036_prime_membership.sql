CREATE TABLE "prime_memberships" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"plan_code" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"auto_renew" boolean NOT NULL,
	CONSTRAINT "prime_memberships_period_check" CHECK ("prime_memberships"."end_at" > "prime_memberships"."start_at")
);
--> statement-breakpoint
CREATE TABLE "prime_plans" (
	"code" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"duration_months" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "prime_plans_price_check" CHECK ("prime_plans"."price_cents" > 0),
	CONSTRAINT "prime_plans_duration_check" CHECK ("prime_plans"."duration_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "prime_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_number" text DEFAULT nextval('order_number_seq')::text NOT NULL,
	"customer_id" uuid,
	"store_id" text NOT NULL,
	"plan_code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" text NOT NULL,
	"auto_renew" boolean NOT NULL,
	"status" text DEFAULT 'awaitingPayment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "prime_purchases_amount_check" CHECK ("prime_purchases"."amount_cents" > 0),
	CONSTRAINT "prime_purchases_status_check" CHECK ("prime_purchases"."status" IN ('awaitingPayment', 'paid', 'failed', 'cancelled', 'expired', 'superseded')),
	CONSTRAINT "prime_purchases_finished_check" CHECK (("prime_purchases"."status" = 'awaitingPayment') = ("prime_purchases"."finished_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "prime_waiting_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"store_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "prime_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "prime_memberships" ADD CONSTRAINT "prime_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prime_memberships" ADD CONSTRAINT "prime_memberships_plan_code_prime_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."prime_plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prime_memberships" ADD CONSTRAINT "prime_memberships_purchase_id_prime_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."prime_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prime_purchases" ADD CONSTRAINT "prime_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prime_purchases" ADD CONSTRAINT "prime_purchases_plan_code_prime_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."prime_plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prime_purchases_number_idx" ON "prime_purchases" USING btree ("purchase_number");--> statement-breakpoint
CREATE UNIQUE INDEX "prime_purchases_open_idx" ON "prime_purchases" USING btree ("customer_id") WHERE "prime_purchases"."status" = 'awaitingPayment';--> statement-breakpoint
CREATE UNIQUE INDEX "prime_waiting_list_email_idx" ON "prime_waiting_list" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_prime_purchase_id_prime_purchases_id_fk" FOREIGN KEY ("prime_purchase_id") REFERENCES "public"."prime_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_prime_purchase_idx" ON "payments" USING btree ("prime_purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_prime_purchase_paid_idx" ON "payments" USING btree ("prime_purchase_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "prime_status";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (("payments"."order_id" IS NULL) <> ("payments"."prime_purchase_id" IS NULL));
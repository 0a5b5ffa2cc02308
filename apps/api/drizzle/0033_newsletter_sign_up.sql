ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "salutation" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "opt_in_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token");--> statement-breakpoint
-- Rows from before: consent and the opt-in mail were given when the row was written.
UPDATE "newsletter_subscriptions" SET "consented_at" = "created_at", "opt_in_sent_at" = "created_at";
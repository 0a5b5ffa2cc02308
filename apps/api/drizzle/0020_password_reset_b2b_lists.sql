CREATE SEQUENCE "public"."customer_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 4711002 CACHE 1;--> statement-breakpoint
CREATE TABLE "customer_list_entries" (
	"list" text NOT NULL,
	"entry_code" text NOT NULL,
	"language" text NOT NULL,
	"entry_text" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "customer_list_entries_list_entry_code_language_pk" PRIMARY KEY("list","entry_code","language"),
	CONSTRAINT "customer_list_entries_list_check" CHECK ("customer_list_entries"."list" IN ('jobTitle', 'industry'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_customer_idx" ON "password_reset_tokens" USING btree ("customer_id");
CREATE TABLE "b2b_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"status" text DEFAULT 'IN_REVIEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "b2b_certificates_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "b2b_certificates" ADD CONSTRAINT "b2b_certificates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2b_certificates" ADD CONSTRAINT "b2b_certificates_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "b2b_certificates_customer_idx" ON "b2b_certificates" USING btree ("customer_id","created_at");
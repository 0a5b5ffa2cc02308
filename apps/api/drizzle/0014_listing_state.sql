CREATE TABLE "listing_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_state_single_row" CHECK ("listing_state"."id")
);
--> statement-breakpoint
INSERT INTO "listing_state" DEFAULT VALUES;
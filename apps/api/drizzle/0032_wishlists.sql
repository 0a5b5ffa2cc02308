CREATE TABLE "wishlist_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_comments_length_check" CHECK (char_length("wishlist_comments"."comment") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "wishlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"item_id" text,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_entries_quantity_check" CHECK ("wishlist_entries"."quantity" BETWEEN 0 AND 9998)
);
--> statement-breakpoint
CREATE TABLE "wishlist_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "wishlist_invites_role_check" CHECK ("wishlist_invites"."role" IN ('ADMIN', 'EDITOR', 'COMMENTATOR', 'VIEWER'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_members" (
	"wishlist_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_members_wishlist_id_user_id_pk" PRIMARY KEY("wishlist_id","user_id"),
	CONSTRAINT "wishlist_members_role_check" CHECK ("wishlist_members"."role" IN ('ADMIN', 'EDITOR', 'COMMENTATOR', 'VIEWER'))
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"kind" text NOT NULL,
	"teaser_id" text,
	"name" text NOT NULL,
	"description" text,
	"is_standard" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_kind_check" CHECK ("wishlists"."kind" IN ('merkzettel', 'list', 'teaser')),
	CONSTRAINT "wishlists_owner_check" CHECK (("wishlists"."kind" = 'teaser') = ("wishlists"."owner_user_id" IS NULL) AND ("wishlists"."kind" = 'teaser') = ("wishlists"."teaser_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "wishlist_comments" ADD CONSTRAINT "wishlist_comments_entry_id_wishlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wishlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_comments" ADD CONSTRAINT "wishlist_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_invites" ADD CONSTRAINT "wishlist_invites_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_invites" ADD CONSTRAINT "wishlist_invites_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_members" ADD CONSTRAINT "wishlist_members_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_members" ADD CONSTRAINT "wishlist_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_comments_entry_idx" ON "wishlist_comments" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "wishlist_entries_list_idx" ON "wishlist_entries" USING btree ("wishlist_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_entries_item_idx" ON "wishlist_entries" USING btree ("wishlist_id","item_id") WHERE "wishlist_entries"."removed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_invites_token_idx" ON "wishlist_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "wishlist_invites_list_idx" ON "wishlist_invites" USING btree ("wishlist_id");--> statement-breakpoint
CREATE INDEX "wishlist_members_user_idx" ON "wishlist_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlists_owner_idx" ON "wishlists" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_merkzettel_idx" ON "wishlists" USING btree ("owner_user_id") WHERE "wishlists"."kind" = 'merkzettel';--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_standard_idx" ON "wishlists" USING btree ("owner_user_id") WHERE "wishlists"."is_standard";--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_teaser_idx" ON "wishlists" USING btree ("teaser_id");
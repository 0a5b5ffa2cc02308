CREATE TABLE "catalogue_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_state_single_row" CHECK ("catalogue_state"."id")
);
--> statement-breakpoint
INSERT INTO "catalogue_state" DEFAULT VALUES;
--> statement-breakpoint
-- Raises the catalogue version once per transaction, at commit (the triggers below are deferred), so the
-- new version becomes visible together with the rows it stands for. The version is at least the commit's
-- time in milliseconds, so two databases (a restored backup, a fresh seed, test copies) hardly ever reach
-- the same version with different rows, and never go back to a version a shared cache still holds. A deal's reserved units are live data
-- that the shared response cache never keeps (LightningDealInfo), so counting them is no change.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'lightning_deals' AND TG_OP = 'UPDATE'
     AND to_jsonb(OLD) - 'quantity_reserved' = to_jsonb(NEW) - 'quantity_reserved' THEN
    RETURN NULL;
  END IF;
  IF current_setting('ranzen.catalogue_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('ranzen.catalogue_bumped', 'on', true);
    UPDATE "catalogue_state"
      SET "version" = greatest("version" + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accessories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "accessories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cms_cells_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "cms_cells"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cms_pages_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "cms_pages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cms_rows_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "cms_rows"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cms_teasers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "cms_teasers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "competitions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "competitions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "footer_link_blocks_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "footer_link_blocks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "footer_usps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "footer_usps"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "global_parameters_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "global_parameters"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "image_assets_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "image_assets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "items_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "lightning_deals_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "lightning_deals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "prime_plans_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "prime_plans"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_badges_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_badges"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_listing_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_listing"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_replacements_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_replacements"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_rules_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "search_rules"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_terms_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "search_terms"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_words_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "search_words"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();

-- VAT per store (decision 0035): a rate such as Switzerland's 8.1 % needs a decimal, and an order keeps the
-- rate it was bought at for its shipping, discount, mail and invoices. Orders written before bought at the
-- rate of their lines (19 % everywhere, the one rate there was).
ALTER TABLE "order_items" ALTER COLUMN "tax_percent" SET DATA TYPE numeric(4, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_percent" numeric(4, 1);--> statement-breakpoint
UPDATE "orders" SET "tax_percent" = COALESCE((SELECT max("order_items"."tax_percent") FROM "order_items" WHERE "order_items"."order_id" = "orders"."id"), 19);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_percent" SET NOT NULL;--> statement-breakpoint
-- The rate is the store profile's (StoreConfig.vatPercent); the global parameter tax/vat=19 was read by nothing.
DELETE FROM "global_parameters" WHERE "name" = 'tax' AND "entry" = 'vat';

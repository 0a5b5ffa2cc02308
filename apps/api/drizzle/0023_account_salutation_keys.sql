-- The account salutation takes the address forms' keys (ms, mr, diverse) since issue 15's review: the
-- German and English words stored before become their keys, any other free text is dropped (it was never
-- offered by a form, and a salutation is optional).
UPDATE "customers" SET "salutation" = 'ms' WHERE lower(trim("salutation")) IN ('frau', 'ms', 'ms.', 'mrs', 'mrs.');--> statement-breakpoint
UPDATE "customers" SET "salutation" = 'mr' WHERE lower(trim("salutation")) IN ('herr', 'mr', 'mr.');--> statement-breakpoint
UPDATE "customers" SET "salutation" = 'diverse' WHERE lower(trim("salutation")) IN ('divers', 'diverse');--> statement-breakpoint
UPDATE "customers" SET "salutation" = NULL WHERE "salutation" NOT IN ('ms', 'mr', 'diverse');

-- German full-text search that ignores accents (DESIGN §3 "Search in PostgreSQL", issue 4): the german
-- snowball stemmer ("Buntstifte" -> "buntstift") after unaccent ("Füller" and "Fuller" meet). The products'
-- generated search vector and the search queries both use this configuration.
CREATE TEXT SEARCH CONFIGURATION german_unaccent (COPY = german);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION german_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;

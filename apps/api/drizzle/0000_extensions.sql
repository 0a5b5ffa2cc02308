-- Search needs trigram similarity and accent folding (DESIGN §3 "Search in PostgreSQL"); both ship with
-- PGlite (contrib) and PostgreSQL. Created before the tables because the product name index uses gin_trgm_ops.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;

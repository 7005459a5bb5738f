-- Extensions and helper functions the schema depends on.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE; generated tsvector columns need an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION immutable_array_to_string(arr text[], sep text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(arr, sep) $$;

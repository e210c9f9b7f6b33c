-- Trigram indexes make case-insensitive substring search over customers fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

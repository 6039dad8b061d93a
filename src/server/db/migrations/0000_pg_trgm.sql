-- Trigram indexes (user search, and later post search) need this extension; PGlite loads it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Trigram indexes let "name contains" and "code starts with" searches (ILIKE) use an index instead
-- of scanning a million items. pg_trgm is a trusted extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

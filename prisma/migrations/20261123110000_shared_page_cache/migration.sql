-- Next.js's incremental cache (the careers pages and the data they read) kept in PostgreSQL, so every
-- app instance serves the same entries and sees the same tag revalidations (docs/decisions/130).

-- Entries are disposable (a miss re-renders), so the table skips the WAL: writes need no flush and a
-- crash simply empties it. One row per build and key: instances of two builds never read each
-- other's entries during a rolling deploy.
CREATE UNLOGGED TABLE "next_cache_entries" (
  "build_id"      TEXT NOT NULL,
  "key"           TEXT NOT NULL,
  "entry"         TEXT NOT NULL,
  "last_modified" TIMESTAMPTZ(3) NOT NULL,
  "updated_at"    TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "next_cache_entries_pkey" PRIMARY KEY ("build_id", "key")
);
CREATE INDEX "next_cache_entries_updated_at_idx" ON "next_cache_entries" ("updated_at");

-- When each tag was last revalidated: an entry carrying the tag and made before that time is a
-- miss on every instance. Logged: losing these would let old entries come back. Instances poll
-- the rows changed since their last look through the updated_at index.
CREATE TABLE "next_cache_tags" (
  "tag"        TEXT NOT NULL,
  "stale_at"   TIMESTAMPTZ(3),
  "expired_at" TIMESTAMPTZ(3),
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "next_cache_tags_pkey" PRIMARY KEY ("tag")
);
CREATE INDEX "next_cache_tags_updated_at_idx" ON "next_cache_tags" ("updated_at");

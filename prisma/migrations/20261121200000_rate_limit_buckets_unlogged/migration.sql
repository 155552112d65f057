-- Every authenticated or public request upserts its rate-limit row and commits. On a logged
-- table each commit waits for a WAL flush while holding the row lock, so concurrent requests of
-- one credential queue behind fsync (bench machine under load: 300 upserts 1.07 s logged, 0.11 s unlogged).
-- The counters are disposable (a crash only resets the current minute's windows), so the table
-- skips the WAL: commits touching only this table need no flush. See docs/decisions/051.
ALTER TABLE "rate_limit_buckets" SET UNLOGGED;

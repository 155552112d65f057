-- Each stored report carries the entity tag of its body (docs/decisions/256): a hash of the JSON
-- text, so the same figures computed again keep the same tag and a client revalidating with
-- If-None-Match gets 304 without the body being read. The rows are a cache: emptied, not migrated.
DELETE FROM "report_cache";
ALTER TABLE "report_cache" ADD COLUMN "etag" TEXT NOT NULL;

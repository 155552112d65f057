-- The board picks its page's ids before joining rows and candidates (docs/decisions/058). With
-- organization_id in the (job_id, created_at, id) index that pick is an index-only scan: 4 index
-- pages for the bench's largest job instead of a heap visit per application (tenancy is checked
-- on every row).
CREATE INDEX "applications_job_id_organization_id_created_at_id_idx"
  ON "applications" ("job_id", "organization_id", "created_at", "id");
DROP INDEX "applications_job_id_created_at_id_idx";

-- Plans of the one-statement list bodies (docs/decisions/056), found with `npx tsx bench/explain.ts`
-- on the bench organization.

-- The applications board counts a job's applications within the caller's organization on every
-- request. With organization_id in the job index the count is an index-only scan instead of a
-- visit to every application row (5,236 heap rows for the bench's largest job). Lookups by job and
-- stage still use the index: organization_id is one value per job.
CREATE INDEX "applications_job_id_organization_id_current_stage_id_status_idx"
  ON "applications" ("job_id", "organization_id", "current_stage_id", "status");
DROP INDEX "applications_job_id_current_stage_id_status_idx";

-- Home's "my tasks": the planner multiplied the selectivity of a reviewer with that of open
-- requests, expected 3 rows for a reviewer with 300 open ones, and sorted all of them after
-- checking each application. Joint statistics let it walk the open-requests index in order and
-- stop at 50. Statistics objects cannot be written in schema.prisma, so this lives only here.
CREATE STATISTICS "review_requests_reviewer_open_stats" (mcv) ON "reviewer_id", "completed_at" FROM "review_requests";
-- fill the new statistics now rather than at the next autovacuum analyze
ANALYZE "review_requests";

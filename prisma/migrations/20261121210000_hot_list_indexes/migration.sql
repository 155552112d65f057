-- Indexes for the home view (endpoint 20), found with EXPLAIN on the bench organization
-- (docs/decisions/055-hot-list-statements.md). Partial indexes cannot be written in
-- schema.prisma, so they live only here.

-- Review queue: the oldest active applications of an organization, without walking the closed
-- ones that fill the front of the (organization_id, created_at) index.
CREATE INDEX "applications_active_org_created_idx"
  ON "applications" ("organization_id", "created_at", "id") WHERE "status" = 'active';

-- My tasks: a reviewer's open requests in request order, so LIMIT 50 stops after 50.
CREATE INDEX "review_requests_open_by_reviewer_idx"
  ON "review_requests" ("reviewer_id", "created_at", "id") WHERE "completed_at" IS NULL;

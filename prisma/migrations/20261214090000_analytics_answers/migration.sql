-- Issue 50 item 5, docs/decisions/520: the analytics dashboards' last answers (GET
-- /api/reports/metrics, /funnel, /trends), one row per organization and request shape (the
-- endpoint, the caller's permissions, their user id when they do not see every job, the filters and
-- the period's length).
-- `period_to` is the end of the period the row answers. A row is current while nothing was audited
-- in the organization since (`audit_seq`, as report_cache's, decision 253) and for a minute; a
-- request of a caller who sees every job that accepts a stale answer (`Cache-Control: max-stale`)
-- may get an older one, and the queue computes it again (the `analytics-refresh` queue). Shared by every app instance; the daily
-- retention job drops rows older than a day.
CREATE TABLE "analytics_answers" (
  "organization_id" INTEGER NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "key" TEXT NOT NULL,
  "period_to" TIMESTAMPTZ(3) NOT NULL,
  "audit_seq" INTEGER NOT NULL,
  "computed_at" TIMESTAMPTZ(3) NOT NULL,
  "body" TEXT NOT NULL,
  -- when a stale answer's refresh was last queued: one a minute per key, not one per request
  "refresh_claimed_at" TIMESTAMPTZ(3),
  CONSTRAINT "analytics_answers_pkey" PRIMARY KEY ("organization_id", "key")
);
CREATE INDEX "analytics_answers_computed_at_idx" ON "analytics_answers"("computed_at");

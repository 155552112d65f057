-- The last report answered per organization and request shape (docs/decisions/253). A row is
-- served while the organization's audit counter still has the value it was computed at (every
-- change is audited in its own transaction, so any change makes the next report fresh) and it is
-- less than a minute old (figures that move with the clock: the range's edges, days in stage).
-- Shared by every app instance; the daily retention job drops rows older than a day.
CREATE TABLE "report_cache" (
    "organization_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "audit_seq" INTEGER NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,
    "job_found" BOOLEAN NOT NULL,
    "body" TEXT NOT NULL,

    CONSTRAINT "report_cache_pkey" PRIMARY KEY ("organization_id", "key")
);

CREATE INDEX "report_cache_computed_at_idx" ON "report_cache"("computed_at");

ALTER TABLE "report_cache" ADD CONSTRAINT "report_cache_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
